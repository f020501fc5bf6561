import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { dollars, keyOf, numberWord, NumberWord } from './shared/app-words.ts';
import { arena, defineFamily } from 'contract-eval/task';

/** How the texts name a country's customers, and the country after "in". */
const ADJECTIVE: Record<string, string> = {
  'United States': 'American', Canada: 'Canadian', 'United Kingdom': 'British', Ireland: 'Irish', Germany: 'German', France: 'French',
  Netherlands: 'Dutch', Spain: 'Spanish', Sweden: 'Swedish', Australia: 'Australian', Japan: 'Japanese', Brazil: 'Brazilian',
};
const IN_THE = new Set(['United States', 'United Kingdom', 'Netherlands']);
/** The customer list's rows per page in a fresh episode. */
const ROWS_PER_PAGE = 50;

// Every tier and country with at least two customers. Rejected: a tie for the highest ARR (two
// right answers) and a highest ARR of $0 (trials only).
export default defineFamily({
  family: 'app-top-arr-germany',
  defaultKey: 'enterprise-germany',
  instances: () =>
    arena.app.tiers.flatMap((tier) =>
      arena.app.countries.flatMap(({ name: country }) => {
        const group = arena.app.customers().filter((c) => c.tier === tier && c.country === country).sort((a, b) => b.arr - a.arr);
        return group.length >= 2 && group[0].arr > group[1].arr ? [{ tier, country, group }] : [];
      }),
    ),
  key: ({ tier, country }) => keyOf(`${tier} ${country}`),
  task: ({ tier, country, group }) => {
    const [top] = group;
    const all = arena.app.customers().length;
    return {
      title: `App: the ${ADJECTIVE[country]} ${tier} customer with the highest ARR`,
      startUrl: 'http://app.arena.test/',
      goal: `${SIGN_IN_GOAL} Which ${tier}-tier customer in ${IN_THE.has(country) ? 'the ' : ''}${country} has the highest annual recurring revenue (ARR), and how much is it?`,
      rationale: `${NumberWord(group.length)} ${ADJECTIVE[country]} ${tier} customers are spread over ${numberWord(Math.ceil(all / ROWS_PER_PAGE))} pages of ${all} customers; filtering by tier and country and sorting by ARR gives ${top.company} (${dollars(top.arr)}).`,
      tags: ['standard', 'login', 'sort'],
      maxSteps: 24,
      maxDurationMs: 150_000,
      signature: { inputs: SIGN_IN_INPUTS },
      success: {
        kind: 'and',
        children: [
          { kind: 'answer', field: 'customer', description: 'the customer (company) with the highest ARR', value: top.company, of: 'app.customers' },
          { kind: 'answer', field: 'arr', description: 'its annual recurring revenue', number: top.arr, unit: '$' },
        ],
      },
      reference: [
        ...SIGN_IN_STEPS,
        { do: 'click', on: { role: 'link', name: 'Customers' } },
        { do: 'select', on: { role: 'combobox', name: 'Tier' }, option: tier },
        { do: 'select', on: { role: 'combobox', name: 'Country' }, option: country },
        { do: 'click', on: { role: 'button', name: 'Apply filters' } },
        { do: 'click', on: { role: 'link', name: 'ARR' } },
        { do: 'click', on: { role: 'link', name: 'ARR' } },
        { do: 'answer', fields: { customer: top.company, arr: top.arr }, explanation: `${top.company}, with an ARR of ${dollars(top.arr)}.` },
      ],
    };
  },
});
