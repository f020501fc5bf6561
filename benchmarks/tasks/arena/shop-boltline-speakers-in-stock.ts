import { arena, defineFamily } from 'contract-eval/task';
import { brandLines, brandSlug, numberWord, pluralNoun, shortPlural, showing } from './shared/shop-words.ts';

// Every brand of every category with at least two products, at least one of them sold out and
// at least one in stock. Rejected: a brand with every product in stock (the brand facet alone
// would give the answer: the stock facet must matter) or none (the answer would be 0).
export default defineFamily({
  family: 'shop-boltline-speakers-in-stock',
  defaultKey: 'bluetooth-speakers-boltline',
  instances: () =>
    brandLines()
      .map(({ category, brand, products }) => ({ category, brand, listed: products.length, inStock: products.filter(arena.shop.inStock).length }))
      .filter(({ listed, inStock }) => listed >= 2 && inStock >= 1 && inStock < listed),
  key: ({ category, brand }) => `${category.slug}-${brandSlug(brand)}`,
  task: ({ category, brand, listed, inStock }) => {
    const soldOut = listed - inStock;
    const department = category.department;
    return {
      title: `Shop: how many ${brand} ${shortPlural(category)} are in stock`,
      startUrl: 'http://shop.arena.test/',
      goal: `How many different ${brand} ${pluralNoun(category)} can I buy right now in the Copperleaf shop (in stock)?`,
      rationale: `The shop lists ${numberWord(listed)} ${brand} ${shortPlural(category)} and ${numberWord(soldOut)} ${soldOut === 1 ? 'is' : 'are'} sold out: the answer (${inStock}) needs the brand facet and the stock facet (or reading each card’s stock line).`,
      tags: ['standard'],
      maxSteps: 30,
      maxDurationMs: 180_000,
      success: { kind: 'answer', field: 'in_stock', description: 'how many different products of that brand and kind are in stock', number: inStock },
      reference: [
        { do: 'click', on: { role: 'link', name: department.name, nth: 0 } },
        { do: 'click', on: { role: 'link', name: category.name } },
        { do: 'check', on: { role: 'checkbox', name: brand } },
        { do: 'wait_for', text: `Showing 1–${listed} of ${listed} results` },
        { do: 'check', on: { role: 'checkbox', name: 'In stock only' } },
        { do: 'wait_for', text: showing(inStock) },
        { do: 'answer', fields: { in_stock: inStock }, explanation: String(inStock) },
      ],
    };
  },
});
