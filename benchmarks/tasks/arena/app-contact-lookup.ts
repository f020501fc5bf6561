import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'app-contact-lookup',
  title: 'App: a customer’s contact phone and account manager',
  startUrl: 'http://app.arena.test/',
  goal: `${SIGN_IN_GOAL} What is the phone number of the primary contact at Summit Power K.K., and who is their account manager?`,
  rationale: 'Summit Power K.K. is not on the dashboard; its phone number and manager are on its record, found through the search. A guessed phone number cannot match.',
  tags: ['standard', 'login'],
  maxSteps: 20,
  maxDurationMs: 120_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: {
    kind: 'and',
    children: [
      { kind: 'answer', value: '+81 975 520 1546', of: 'app.phones' },
      { kind: 'answer', value: 'Grace Fischer', of: 'app.staff' },
    ],
  },
  reference: [
    ...SIGN_IN_STEPS,
    { do: 'fill', on: { role: 'searchbox', name: 'Search customers and tickets' }, text: 'Summit Power' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search customers and tickets' } },
    { do: 'click', on: { role: 'link', name: 'Summit Power K.K.', nth: 0 } },
    { do: 'answer', text: 'The primary contact, Rafael Chen, is on +81 975 520 1546; the account manager is Grace Fischer.' },
  ],
});
