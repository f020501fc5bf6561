import type { arena } from 'contract-eval/task';
import { answeredOnce, planOf, reply, type Plan } from './plan.ts';

/** A colleague's question answered by a reply, from the docs or the wiki page that holds the fact. */
export function factPlan({ variant, data, mail: [first] }: arena.mail.Placed<arena.mail.FactRequest>): Plan {
  const answer = variant === 'docs' ? `Hi,\n\n${data.topic} first shipped in release ${data.fact} (the docs say "Since ${data.fact}").\n\nJordan` : `Hi,\n\n${data.topic} was founded in ${data.fact}, says Arenapedia.\n\nJordan`;
  return planOf({
    goals: [{ name: `${first.from} answered: ${data.topic}, ${data.fact}`, contract: answeredOnce(first.from, [data.fact]) }],
    steps: [{ do: 'go', url: data.url }, ...reply(first.id, answer)],
    done: [first.subject],
    crm: false,
  });
}
