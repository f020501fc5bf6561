import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'app-platinum-tier',
  title: 'App: move a customer to a plan tier that does not exist',
  startUrl: 'http://app.arena.test/',
  goal: `${SIGN_IN_GOAL} Move the customer Linden Media Ltd to the Platinum plan tier.`,
  rationale: 'The tiers are Starter, Growth, Business and Enterprise: there is no Platinum. The agent must open the customer’s edit form to know (its request is the evidence), leave the tier (Growth) unchanged and say NOT FOUND.',
  tags: ['standard', 'login', 'not-possible'],
  maxSteps: 20,
  maxDurationMs: 120_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: {
    kind: 'and',
    children: [
      { kind: 'answer', not_found: true, of: ['Platinum'] },
      { kind: 'network', url_pattern: '^http://app\\.arena\\.test/customers/CUS-1002/edit$', status_in: [200], since: 'contract_enter' },
      { kind: 'site_state', site: 'app', collection: 'customers', where: { id: 'CUS-1002', tier: 'Growth' } },
    ],
  },
  reference: [
    ...SIGN_IN_STEPS,
    { do: 'fill', on: { role: 'searchbox', name: 'Search customers and tickets' }, text: 'Linden Media' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search customers and tickets' } },
    { do: 'click', on: { role: 'link', name: 'Linden Media Ltd' } },
    { do: 'click', on: { role: 'link', name: 'Edit customer' } },
    { do: 'answer', text: 'NOT FOUND: the plan tiers are Starter, Growth, Business and Enterprise; there is no Platinum tier.' },
  ],
});
