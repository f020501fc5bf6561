import { arena, defineFamily } from 'contract-eval/task';
import { listing, pluralNoun } from './shared/shop-words.ts';

// Every category of the shop: how many products its listing shows. Rejected: a category whose
// search by its own name shows another count (a search is a fair way to count it, so the task
// would have two right answers), and one whose products need more than one listing page.
export default defineFamily({
  family: 'shop-office-chairs-count',
  defaultKey: 'office-chairs',
  instances: () =>
    arena.shop
      .catalog()
      .departments.flatMap((department) => department.categories)
      .filter((category) => {
        const count = category.products.length;
        return count <= arena.shop.PAGE_SIZE && listing(arena.shop.catalog().products, `q=${encodeURIComponent(pluralNoun(category))}`, true).total === count;
      }),
  key: (category) => category.slug,
  task: (category) => {
    const count = category.products.length;
    const noun = pluralNoun(category);
    return {
      title: `Shop: how many ${noun} the shop lists`,
      startUrl: 'http://shop.arena.test/',
      goal: `How many different ${noun} does the Copperleaf shop list?`,
      rationale: `The count (${count}) is only on the ${category.name} listing (or a search for ${noun}), as its "Showing 1–${count} of ${count} results" line.`,
      tags: ['smoke'],
      maxSteps: 10,
      maxDurationMs: 90_000,
      success: { kind: 'answer', field: 'products', description: 'how many different products of that kind the shop lists', number: count },
      reference: [
        { do: 'click', on: { role: 'link', name: category.name } },
        { do: 'answer', fields: { products: count }, explanation: String(count) },
      ],
    };
  },
});
