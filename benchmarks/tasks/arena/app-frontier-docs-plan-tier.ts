import { SIGN_IN_INPUTS } from './shared/app-sign-in.ts';
import { foundAlone } from './shared/app-family.ts';
import { openCustomerInCrm } from './shared/app-steps.ts';
import { keyOf, searchName } from './shared/app-words.ts';
import { arena, defineFamily } from 'contract-eval/task';

type Customer = ReturnType<typeof arena.app.customers>[number];
/** The CRM's plan tiers the docs' plans share a name with. */
const SHARED = ['Business', 'Enterprise'];

/** The docs' "Requests per minute" table of a major version: plan → write limit, lowest plan first. */
const writeLimits = (major: 1 | 2 | 3): Array<{ plan: string; write: number }> => {
  const table = arena.docs.rateLimits(major)[0].blocks.find((b) => b.type === 'table') as { rows: string[][] };
  return table.rows.map((row) => ({ plan: row[0], write: Number(row[2]) }));
};
/** The lowest plan of a version whose write limit covers `n` requests per minute. */
const planFor = (major: 1 | 2 | 3, n: number): string | undefined => writeLimits(major).find((p) => p.write >= n)?.plan;

/**
 * The write rates (multiples of ten) whose lowest v3 plan is one the CRM has as a tier, those
 * whose v2 or v1 plan differs first (reading an older version's table gives another tier).
 */
const RATES = () => {
  const top = writeLimits(3).at(-1)!.write;
  const all = Array.from({ length: top / 10 }, (_, i) => (i + 1) * 10).filter((n) => SHARED.includes(planFor(3, n)!));
  const traps = all.filter((n) => planFor(2, n) !== planFor(3, n) && planFor(1, n) !== planFor(3, n));
  return traps.length > 0 ? traps : all;
};

// Every customer on the Starter or Growth tier that the CRM's search finds alone and that is no
// key account (the sidebar pins those, a second link of its name), each with a write rate drawn
// by its number from RATES.
export default defineFamily({
  family: 'app-frontier-docs-plan-tier',
  defaultKey: 'summit-power',
  instances: () => {
    const rates = RATES();
    return arena.app
      .customers()
      .filter((c) => (c.tier === 'Starter' || c.tier === 'Growth') && foundAlone(c) && !c.keyAccount)
      .map((customer: Customer) => {
        const rate = rates[(Number(customer.id.slice(4)) * 7) % rates.length];
        return { customer, rate, tier: planFor(3, rate)! };
      });
  },
  key: ({ customer }) => keyOf(searchName(customer.company)),
  task: ({ customer, rate, tier }) => {
    const limits = (major: 1 | 2 | 3) => writeLimits(major).map((p) => `${p.plan} ${p.write}`).join(', ');
    return {
      title: 'Docs to CRM: move a customer to the plan tier the API docs say its write rate needs',
      startUrl: 'http://docs.arena.test/',
      goal: `${customer.company} tell us their integration, built on version 3 of the ${arena.docs.library().name} SDK, will need to make ${rate} write requests per minute. In Harbor CRM (http://app.arena.test/), move them to the lowest plan tier whose write limit in the ${arena.docs.library().name} docs covers that. Sign in to Harbor CRM as {{email}} with the password {{password}}.`,
      rationale: `cross-site: the write limits per plan are only in the docs' Rate limits guide ("Requests per minute" table, v3: ${limits(3)}), the tier only in the CRM's customer form. ${rate} writes per minute need ${tier} in v3; the v2 table (${limits(2)}) would say ${planFor(2, rate)} and the v1 table (${limits(1)}) ${planFor(1, rate)}, so reading another version's guide sets the wrong tier. ${customer.company} (${customer.id}) is on ${customer.tier} now. Judged on the stored customer (tier ${tier}); any other field or record changed is a side effect. The shallow agents change nothing.`,
      tags: ['frontier', 'cross-site', 'login', 'form', 'versions'],
      maxSteps: 50,
      maxDurationMs: 240_000,
      signature: { inputs: SIGN_IN_INPUTS },
      success: { kind: 'site_state', site: 'app', collection: 'customers', where: { id: customer.id, tier } },
      reference: [
        { do: 'click', on: { role: 'link', name: 'Rate limits', nth: 0 } },
        { do: 'read' },
        ...openCustomerInCrm(searchName(customer.company), customer.company),
        { do: 'click', on: { role: 'link', name: 'Edit customer' } },
        { do: 'select', on: { role: 'combobox', name: 'Plan tier' }, option: tier },
        { do: 'click', on: { role: 'button', name: 'Save changes' } },
        { do: 'answer', explanation: `The v3 Rate limits guide allows ${writeLimits(3).map((p) => `${p.write} writes a minute on ${p.plan}`).join(', ')}; ${rate} needs ${tier}, so I moved ${customer.company} from ${customer.tier} to the ${tier} tier.` },
      ],
    };
  },
});
