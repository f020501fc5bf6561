import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { arena, defineFamily } from 'contract-eval/task';
import { soundSet } from './shared/chore-sets.ts';
import { listAnd } from './shared/app-words.ts';

type Customer = ReturnType<typeof arena.app.customers>[number];


/** The Billing panel's facts a finance colleague asks about; each is on the customer's page only. */
const RULES = {
  'purchase-order': {
    holds: (c: Customer) => arena.app.billing(c).purchaseOrder !== 'Not required',
    asked: 'whose invoices need a purchase order number',
    said: 'need a purchase order on their invoices',
  },
  'long-terms': {
    holds: (c: Customer) => ['Net 45', 'Net 60'].includes(arena.app.billing(c).terms),
    asked: 'whose payment terms give them more than 30 days to pay',
    said: 'pay on Net 45 or Net 60 terms',
  },
} as const;
type Rule = keyof typeof RULES;

/** The list's filters an instance narrows by, beside status Active: one account manager, one country or one industry. */
const SCOPES = [
  { param: 'manager', field: 'accountManager', words: (v: string) => `managed by ${v}` },
  { param: 'country', field: 'country', words: (v: string) => `in ${v}` },
  { param: 'industry', field: 'industry', words: (v: string) => `in the ${v} industry` },
] as const;

/** The customer list's sortable columns, as the list compares them. */
const SORT_KEYS: ReadonlyArray<(c: Customer) => string | number> = [
  (c) => c.company,
  (c) => c.id,
  (c) => c.contactName,
  (c) => `${c.country} ${c.city}`,
  (c) => c.industry,
  (c) => arena.app.tiers.indexOf(c.tier),
  (c) => c.accountManager,
  (c) => c.arr,
  (c) => c.renewalDate,
];
const compare = (a: string | number, b: string | number) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)));


// Every Active customer list narrowed by one more filter (an account manager, a country or an
// industry) to at most 20 rows (each costs the reference two steps; the list shows 25 a page), and a billing fact (a purchase order required, or
// payment terms over 30 days) that at least ten of them have and at least four do not. The
// Billing panel is on each customer's page only: no column, filter, sort, export or search shows
// it. Rejected: a set that is the first rows of any sort of the list, either way.
export default defineFamily({
  family: 'app-chore-billing-set',
  defaultKey: 'manager-marco-becker-purchase-order',
  instances: () => {
    const active = arena.app.customers().filter((c) => c.status === 'Active');
    return SCOPES.flatMap((scope) => {
      const values = [...new Set(active.map((c) => c[scope.field]))].sort();
      return values.flatMap((value) => {
        const candidates = active.filter((c) => c[scope.field] === value);
        const orders = SORT_KEYS.flatMap((key) => [1, -1].map((way) => [...candidates].sort((a, b) => way * compare(key(a), key(b)))));
        return (Object.keys(RULES) as Rule[]).flatMap((rule) => {
          const set = candidates.filter(RULES[rule].holds);
          return soundSet(candidates, set, orders, { max: 20, leftOut: 4 }) ? [{ scope, value, rule, candidates, set }] : [];
        });
      });
    });
  },
  key: ({ scope, value, rule }) => `${scope.param}-${arena.slug(value).toLowerCase()}-${rule}`,
  task: ({ scope, value, rule, candidates, set }) => {
    const names = set.map((c) => c.company);
    const query = new URLSearchParams({ status: 'Active', [scope.param]: value }).toString();
    const { asked, said } = RULES[rule];
    return {
      title: `CRM: every Active customer ${scope.words(value)} ${asked}`,
      startUrl: 'http://app.arena.test/',
      goal: `${SIGN_IN_GOAL} Finance is preparing the next invoice run. In Harbor CRM, list every Active customer ${scope.words(value)} ${asked}. I need all of them and no others.`,
      rationale: `A family, one instance per list filter and billing fact. exhaustive-set: ${set.length} of the ${candidates.length} Active customers ${scope.words(value)} ${said} (${listAnd(names)}); the list filters by status and ${scope.param} but shows nothing of billing, which is only in each customer's Billing panel, so every candidate's page is opened once (${2 * candidates.length + 5} reference steps with the sign-in). Built to resist answering from the list: naming every row (${candidates.length - set.length} too many), the first rows of a sort (the set is no sort's first rows), guessing by tier or ARR, or a customer of another status; one missing or extra customer fails.`,
      tags: ['chore', 'exhaustive-set', 'login'],
      maxSteps: 100,
      maxDurationMs: 480_000,
      signature: { inputs: SIGN_IN_INPUTS },
      success: { kind: 'answer', field: 'customers', description: 'every customer that meets those conditions', items: names, of: 'app.customers' },
      reference: [
        ...SIGN_IN_STEPS,
        { do: 'go', url: `http://app.arena.test/customers?${query}` },
        { do: 'read' },
        ...candidates.flatMap((c) => [{ do: 'go' as const, url: `http://app.arena.test/customers/${c.id}` }, { do: 'read' as const }]),
        { do: 'answer', fields: { customers: names }, explanation: `${set.length} Active customers ${scope.words(value)} ${said}: ${listAnd(names)}.` },
      ],
    };
  },
});
