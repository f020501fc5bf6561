import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { foundAlone } from './shared/app-family.ts';
import { keyOf, longDate, searchName } from './shared/app-words.ts';
import { arena, defineFamily } from 'contract-eval/task';
import { openCustomer } from './shared/app-steps.ts';

/** The new renewal date every instance asks for. */
const RENEWAL = '2026-11-30';
type Customer = ReturnType<typeof arena.app.customers>[number];
/** The new phone number: a number in the customer's own country. */
const newPhone = (customer: Customer): string => `${arena.app.countries.find((c) => c.name === customer.country)!.dial} 30 5550 1234`;

// Every customer the search of its first two words finds alone. Rejected: one whose phone or
// renewal date already is the new value (doing nothing would pass).
export default defineFamily({
  family: 'app-edit-customer',
  defaultKey: 'larkspur-media',
  instances: () => arena.app.customers().filter((c) => foundAlone(c) && c.phone !== newPhone(c) && c.renewalDate !== RENEWAL && c.since <= RENEWAL),
  key: (customer) => keyOf(searchName(customer.company)),
  task: (customer) => {
    const phone = newPhone(customer);
    return {
      title: 'App: update a customer’s phone number and renewal date',
      startUrl: 'http://app.arena.test/',
      goal: `${SIGN_IN_GOAL} Update the customer ${customer.company}: the primary contact's phone number is now ${phone}, and the renewal date moves to ${longDate(RENEWAL)}. Save the changes.`,
      rationale: `Judged on the app’s stored record of ${customer.id} (both fields, exactly as normalised: the phone as typed, the date as ISO), whatever page the agent ends on; any other change to the app is a side effect.`,
      tags: ['standard', 'login', 'form'],
      maxSteps: 26,
      maxDurationMs: 150_000,
      signature: { inputs: SIGN_IN_INPUTS },
      success: { kind: 'site_state', site: 'app', collection: 'customers', where: { id: customer.id, phone, renewalDate: RENEWAL } },
      reference: [
        ...SIGN_IN_STEPS,
        ...openCustomer(searchName(customer.company), customer.company),
        { do: 'click', on: { role: 'link', name: 'Edit customer' } },
        { do: 'fill', on: { role: 'textbox', name: 'Phone' }, text: phone },
        { do: 'fill', on: { role: 'textbox', name: 'Renewal date' }, text: RENEWAL },
        { do: 'click', on: { role: 'button', name: 'Save changes' } },
        { do: 'answer', explanation: `Updated ${customer.company}: the primary contact’s phone is now ${phone} and the renewal date is ${longDate(RENEWAL)}.` },
      ],
    };
  },
});
