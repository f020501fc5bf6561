import type { arena, Step } from 'contract-eval/task';
import { CRM, planOf, type Plan } from './plan.ts';

const reassign = (id: string, to: string): Step[] => [
  { do: 'go', url: `${CRM}/tickets/${id}` },
  { do: 'select', on: { role: 'combobox', name: 'Assignee' }, option: to },
  { do: 'click', on: { role: 'button', name: 'Save ticket' } },
];

/** A ticket handed over: to the agent the last message names; a ticket number that does not exist, reported. */
export function ticketPlan({ variant, data, mail: [first] }: arena.mail.Placed<arena.mail.TicketRequest>): Plan {
  if (variant === 'unknown')
    return planOf({ goals: [], steps: [{ do: 'go', url: `${CRM}/tickets/${data.id}` }], leftOut: [['not found', first.subject]], complications: ['impossible'] });
  return planOf({
    goals: [{ name: `${data.id} with ${data.assignee}${variant === 'reassigned' ? ', as the later message says' : ''}`, contract: { kind: 'site_state', site: 'app', collection: 'tickets', where: { id: data.id, assignee: data.assignee } } }],
    steps: reassign(data.id, data.assignee),
    done: [first.subject],
    ...(variant === 'reassigned' && { forbidden: [{ what: `the superseded request carried out: ${data.id} given to ${data.asked}`, steps: reassign(data.id, data.asked) }], complications: ['superseded'] }),
  });
}
