import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { defineTask, type Step } from 'contract-eval/task';

const PHONE = '+33 1 4455 7620';
const EMAIL = 'keiko.lindqvist@redwoodbroadcast.es';

/** A customer found with the customer list's search, opened, and its edit form opened. */
const openEditForm = (query: string, company: string): Step[] => [
  { do: 'go', url: `http://app.arena.test/customers?q=${encodeURIComponent(query)}` },
  { do: 'click', on: { role: 'link', name: company } },
  { do: 'click', on: { role: 'link', name: 'Edit customer' } },
];

export default defineTask({
  id: 'app-frontier-session-expiry-edits',
  title: 'App: three customer updates through a session that expires',
  startUrl: 'http://app.arena.test/',
  goal: `${SIGN_IN_GOAL} Three customers have sent us updates. Granite Kitchens SAS has a new phone number, ${PHONE}. Juniper Medical Inc. now has 240 seats. The primary contact of Redwood Broadcast S.L. now uses the email address ${EMAIL}. Update the three customers' records.`,
  rationale:
    'recovery: with the session-expiry disturbance on, a session ends after two saved changes, so the third save (Redwood Broadcast S.L.’s email) is not carried out and lands on the sign-in page ("Your session has expired"); after signing in again the agent is back on the edit form with the old email, and must notice the change was lost and make it again. An agent that takes its last save for done leaves CUS-1118 unchanged. Judged on all three stored records (CUS-1042 phone, CUS-1189 seats, CUS-1118 contact email), whatever order or route; sessions are incidental, any other change is a side effect. Shortcuts change nothing.',
  tags: ['frontier', 'recovery', 'login', 'form', 'disturbance'],
  maxSteps: 80,
  maxDurationMs: 300_000,
  setup: { disturbances: ['session-expiry'] },
  signature: { inputs: SIGN_IN_INPUTS },
  success: {
    kind: 'and',
    children: [
      { kind: 'site_state', site: 'app', collection: 'customers', where: { id: 'CUS-1042', phone: PHONE } },
      { kind: 'site_state', site: 'app', collection: 'customers', where: { id: 'CUS-1189', seats: 240 } },
      { kind: 'site_state', site: 'app', collection: 'customers', where: { id: 'CUS-1118', contactEmail: EMAIL } },
    ],
  },
  reference: [
    ...SIGN_IN_STEPS,
    ...openEditForm('Granite Kitchens', 'Granite Kitchens SAS'),
    { do: 'fill', on: { role: 'textbox', name: 'Phone' }, text: PHONE },
    { do: 'click', on: { role: 'button', name: 'Save changes' } },
    ...openEditForm('Juniper Medical', 'Juniper Medical Inc.'),
    { do: 'fill', on: { role: 'spinbutton', name: 'Seats' }, text: '240' },
    { do: 'click', on: { role: 'button', name: 'Save changes' } },
    ...openEditForm('Redwood Broadcast', 'Redwood Broadcast S.L.'),
    { do: 'fill', on: { role: 'textbox', name: 'Contact email' }, text: EMAIL },
    // The session has expired: this save is lost and the sign-in page comes instead.
    { do: 'click', on: { role: 'button', name: 'Save changes' } },
    ...SIGN_IN_STEPS,
    // Back on the edit form, with the old email.
    { do: 'fill', on: { role: 'textbox', name: 'Contact email' }, text: EMAIL },
    { do: 'click', on: { role: 'button', name: 'Save changes' } },
    {
      do: 'answer',
      text: `Updated all three: Granite Kitchens SAS's phone is now ${PHONE}, Juniper Medical Inc. has 240 seats, and Redwood Broadcast S.L.'s contact email is ${EMAIL} (saved again after the session expired and I signed back in).`,
    },
  ],
});
