import { arena, defineFamily } from 'contract-eval/task';
import { soundSet } from './shared/chore-sets.ts';
import { joinAnd, listing, pluralNoun } from './shared/shop-words.ts';

type Product = ReturnType<typeof arena.shop.catalog>['products'][number];

const SORTS = ['featured', 'price-asc', 'price-desc', 'rating', 'reviews', 'newest'] as const;

/** A product's warranty in whole years, from its own specifications ("2 years"). */
const warrantyYears = (product: Product): number | undefined => {
  const value = product.specs.find(([label]) => label === 'Warranty')?.[1];
  return value === undefined ? undefined : Number.parseInt(value, 10);
};

// Every category of at most 22 products (each costs the reference two steps) that all state a warranty, with a floor (2 or 3 years) that at least
// ten of them meet and at least four do not. The warranty is one row of each product page's
// specifications: no facet filters by it, no sort orders by it, the search does not index it and
// the "Compare with similar items" table shows only the category's first three specifications
// (never the warranty: rejected where it would). Rejected too: a set that is the first products of
// any sort of the category's listing (a reader of one sorted listing would pass).
export default defineFamily({
  family: 'shop-chore-warranty-set',
  defaultKey: 'electric-kettles-3-years',
  instances: () =>
    arena.shop.catalog().departments.flatMap((department) =>
      department.categories.flatMap((category) => {
        const products = category.products;
        const compared = category.template.specs.slice(0, 3).map((spec) => spec.label);
        if (compared.includes('Warranty') || products.some((p) => warrantyYears(p) === undefined)) return [];
        const orders = SORTS.map((sort) => listing(products, `sort=${sort}`).products);
        return [2, 3].flatMap((years) => {
          const set = products.filter((p) => warrantyYears(p)! >= years);
          return soundSet(products, set, orders, { max: 22, leftOut: 4 }) ? [{ department, category, years, set, products }] : [];
        });
      }),
    ),
  key: ({ category, years }) => `${category.slug}-${years}-years`,
  task: ({ department, category, years, set, products }) => {
    const noun = pluralNoun(category);
    const titles = set.map((p) => p.title);
    return {
      title: `Shop: all ${noun} with a warranty of ${years} years or more`,
      startUrl: 'http://shop.arena.test/',
      goal: `I only buy things with a long warranty. Which ${noun} in the Copperleaf shop come with a warranty of at least ${years} years? I want every one of them.`,
      rationale: `A family, one instance per category and floor. exhaustive-set: ${set.length} of the ${products.length} ${noun} have a warranty of ${years} years or more (${joinAnd(titles)}); the warranty is only in each product page's specifications, so every product of the category is opened once from its listing (${2 * products.length + 2} reference steps). Built to resist answering from the listing: no facet, sort or search reaches the warranty, the comparison table leaves it out, and the set is no sort's first products; naming the whole category (${products.length - set.length} too many), stopping early or guessing by price or brand fails, since one missing or extra product fails.`,
      tags: ['chore', 'exhaustive-set', 'products'],
      maxSteps: 100,
      maxDurationMs: 480_000,
      success: { kind: 'answer', field: 'products', description: `every product of that kind with a warranty of at least ${years} years`, items: titles, of: 'shop.products' },
      reference: [
        { do: 'go', url: `http://shop.arena.test/c/${department.slug}/${category.slug}` },
        { do: 'read' },
        ...products.flatMap((p) => [{ do: 'go' as const, url: `http://shop.arena.test/product/${p.slug}` }, { do: 'read' as const }]),
        { do: 'answer', fields: { products: titles }, explanation: `${set.length} ${noun} have a warranty of ${years} years or more: ${joinAnd(titles)}.` },
      ],
    };
  },
});
