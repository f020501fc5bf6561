import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'app-edit-customer',
  title: 'App: update a customer’s phone number and renewal date',
  startUrl: 'http://app.arena.test/',
  goal: `${SIGN_IN_GOAL} Update the customer Larkspur Media GmbH: the primary contact's phone number is now +49 30 5550 1234, and the renewal date moves to 30 November 2026. Save the changes.`,
  rationale: 'Judged on the app’s stored record of CUS-1202 (both fields, exactly as normalised: the phone as typed, the date as ISO), whatever page the agent ends on; any other change to the app is a side effect.',
  tags: ['standard', 'login', 'form'],
  maxSteps: 26,
  maxDurationMs: 150_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: { kind: 'site_state', site: 'app', collection: 'customers', where: { id: 'CUS-1202', phone: '+49 30 5550 1234', renewalDate: '2026-11-30' } },
  reference: [
    ...SIGN_IN_STEPS,
    { do: 'fill', on: { role: 'searchbox', name: 'Search customers and tickets' }, text: 'Larkspur Media' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search customers and tickets' } },
    { do: 'click', on: { role: 'link', name: 'Larkspur Media GmbH', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Edit customer' } },
    { do: 'fill', on: { role: 'textbox', name: 'Phone' }, text: '+49 30 5550 1234' },
    { do: 'fill', on: { role: 'textbox', name: 'Renewal date' }, text: '2026-11-30' },
    { do: 'click', on: { role: 'button', name: 'Save changes' } },
    { do: 'answer', text: 'Updated Larkspur Media GmbH: the primary contact’s phone is now +49 30 5550 1234 and the renewal date is 30 November 2026.' },
  ],
});
