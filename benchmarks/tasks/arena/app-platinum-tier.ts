import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { foundAlone, onDashboard, ticketCount } from './shared/app-family.ts';
import { keyOf, listAnd, searchName } from './shared/app-words.ts';
import { arena, defineFamily } from 'contract-eval/task';
import { searchCrm } from './shared/app-steps.ts';

// Every customer the search finds alone and links once (no tickets, not on the dashboard or its
// sidebar), since the reference clicks its only link: any of them has a tier among the four and no Platinum.
export default defineFamily({
  family: 'app-platinum-tier',
  defaultKey: 'linden-media',
  instances: () => arena.app.customers().filter((c) => foundAlone(c) && ticketCount(c.id) === 0 && !onDashboard(c.company)),
  key: (customer) => keyOf(searchName(customer.company)),
  task: (customer) => ({
    title: 'App: move a customer to a plan tier that does not exist',
    startUrl: 'http://app.arena.test/',
    goal: `${SIGN_IN_GOAL} Move the customer ${customer.company} to the Platinum plan tier.`,
    rationale: `The tiers are ${listAnd(arena.app.tiers)}: there is no Platinum. The agent must open the customer’s edit form to know (its request is the evidence), leave the tier (${customer.tier}) unchanged and say NOT FOUND.`,
    tags: ['standard', 'login', 'not-possible'],
    maxSteps: 20,
    maxDurationMs: 120_000,
    signature: { inputs: SIGN_IN_INPUTS },
    success: {
      kind: 'and',
      children: [
        { kind: 'answer', not_found: true },
        { kind: 'network', url_pattern: `^http://app\\.arena\\.test/customers/${customer.id}/edit$`, status_in: [200], since: 'contract_enter' },
        { kind: 'site_state', site: 'app', collection: 'customers', where: { id: customer.id, tier: customer.tier } },
      ],
    },
    reference: [
      ...SIGN_IN_STEPS,
      ...searchCrm(searchName(customer.company)),
      { do: 'click', on: { role: 'link', name: customer.company } },
      { do: 'click', on: { role: 'link', name: 'Edit customer' } },
      { do: 'answer', not_found: true, explanation: `NOT FOUND: the plan tiers are ${listAnd(arena.app.tiers)}; there is no Platinum tier.` },
    ],
  }),
});
