import type { arena } from 'contract-eval/task';
import { CRM, customerIs, editCustomer, planOf, type Plan } from './plan.ts';

const phoneField = (phone: string) => [{ do: 'fill', on: { role: 'textbox', name: 'Phone' }, text: phone }] as const;

/** A new phone number: entered as the last message gives it; for a company that is no customer, reported, and its look-alike left alone. */
export function phonePlan({ variant, data, mail: [first] }: arena.mail.Placed<arena.mail.PhoneRequest>): Plan {
  if (variant === 'unknown') {
    const lookalike = data.lookalike!;
    return planOf({
      goals: [{ name: `${lookalike.company} left as it was (the request names no customer)`, contract: customerIs(lookalike.id, { phone: lookalike.phone }) }],
      steps: [{ do: 'go', url: `${CRM}/search?q=${encodeURIComponent(data.company)}` }],
      leftOut: [['not found', first.subject]],
      forbidden: [{ what: `a guess: the look-alike ${lookalike.company} given the number`, steps: editCustomer(lookalike.id, [...phoneField(data.phone)]) }],
      complications: ['impossible'],
    });
  }
  return planOf({
    goals: [{ name: `${data.company}'s phone: ${data.phone}${variant === 'corrected' ? ', as corrected' : ''}`, contract: customerIs(data.id, { phone: data.phone }) }],
    steps: editCustomer(data.id, [...phoneField(data.phone)]),
    done: [first.subject],
    ...(variant === 'corrected' && {
      forbidden: [{ what: `the superseded request carried out: ${data.company}'s phone set to the first number`, steps: editCustomer(data.id, [...phoneField(data.asked)]) }],
      complications: ['superseded'],
    }),
  });
}
