import type { arena } from 'contract-eval/task';
import { answeredOnce, CRM, planOf, reply, sentTo, type Plan } from './plan.ts';

/** A customer's question answered from their page in the CRM (account manager and phone on file); one withdrawn later, not answered at all. */
export function customerReplyPlan({ variant, data, mail: [first] }: arena.mail.Placed<arena.mail.CustomerReplyRequest>): Plan {
  const answer = `Hello ${data.contactName.split(' ')[0]},\n\nYour account manager at Harbor is ${data.accountManager}, and the phone number we have on file for ${data.company} is ${data.phone}.\n\nBest regards,\nJordan Lee`;
  if (variant === 'withdrawn')
    return planOf({
      goals: [{ name: `No answer to ${data.contactName}'s withdrawn question`, contract: sentTo(data.contactEmail, 0) }],
      steps: [],
      crm: false,
      leftOut: [['withdrawn', first.subject]],
      forbidden: [{ what: `the withdrawn question answered anyway`, steps: reply(first.id, answer) }],
      complications: ['superseded'],
    });
  return planOf({
    goals: [{ name: `${data.contactName} (${data.company}) told their account manager and phone on file`, contract: answeredOnce(data.contactEmail, [data.accountManager, data.phone]) }],
    steps: [{ do: 'go', url: `${CRM}/customers/${data.id}` }, ...reply(first.id, answer)],
    done: [first.subject],
  });
}
