import { arena, defineFamily } from 'contract-eval/task';
import { numberWord } from './shared/shop-words.ts';

type Department = ReturnType<typeof arena.shop.catalog>['departments'][number];

const rated = (d: Department, floor: number) => d.products.filter((p) => (p.rating ?? 0) >= floor).length;

// Every department whose products rated 4.5 or more fill more than one page of the listing sorted
// by rating (counting them is reading two pages or more), rejected when that count is one the
// listing shows anyway: the department's total or its "4 stars & up" facet.
export default defineFamily({
  family: 'shop-frontier-rated-count',
  defaultKey: 'kitchen',
  instances: () =>
    arena.shop.catalog().departments.filter((d) => {
      const n = rated(d, 4.5);
      return n > arena.shop.PAGE_SIZE && n !== rated(d, 4) && n !== d.products.length;
    }),
  key: (d) => d.slug,
  task: (d) => {
    const n = rated(d, 4.5);
    const pages = Math.ceil(n / arena.shop.PAGE_SIZE);
    const at = d.products.filter((p) => p.rating === 4.5).length;
    return {
      title: `Shop: how many ${d.name} products are rated 4.5 stars or more`,
      startUrl: 'http://shop.arena.test/',
      goal: `How many products in the ${d.name} department of the Copperleaf shop have an average customer rating of 4.5 stars or more?`,
      rationale: `aggregation: the rating filter goes no higher than "4 stars & up" (${rated(d, 4)} of the department's ${d.products.length} products), so the ${n} products rated 4.5 or more must be counted off the cards (each says "Rated 4.6 out of 5"); sorted by customer rating they fill ${numberWord(pages)} pages of ${arena.shop.PAGE_SIZE}, and ${numberWord(at)} sit exactly at 4.5. A shortcut answers with the first number on a page (a result count, the cart's 0, a page number), never the count.`,
      tags: ['frontier', 'aggregation', 'filters'],
      maxSteps: 40,
      maxDurationMs: 180_000,
      success: { kind: 'answer', field: 'products', description: 'how many products of the department are rated 4.5 stars or more', number: n },
      reference: [
        { do: 'click', on: { role: 'link', name: d.name, nth: 0 } },
        { do: 'select', on: { role: 'combobox', name: 'Sort by' }, option: 'Customer rating' },
        { do: 'wait_for', text: 'sorted by customer rating' },
        { do: 'read' },
        ...Array.from({ length: pages - 1 }, () => [{ do: 'click' as const, on: { role: 'link' as const, name: 'Next' } }, { do: 'read' as const }]).flat(),
        { do: 'answer', fields: { products: n }, explanation: `${n} ${d.name} products are rated 4.5 stars or more.` },
      ],
    };
  },
});
