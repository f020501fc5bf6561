import { arena, defineFamily } from 'contract-eval/task';
import { joinAnd, listing, money, onHomePage, searchWords } from './shared/shop-words.ts';

type Product = ReturnType<typeof arena.shop.catalog>['products'][number];

/** How the rationale names a near miss: brand, series and the last word ("Pulsar Breeze SSD"). */
const nearMissName = (product: Product) => `${searchWords(product)} ${product.title.split(' ').at(-1)}`;

// Every pair of headphones (or earbuds) the search for its brand and series finds among other
// products (the near misses). Rejected: one the home page shows (no search needed), one whose
// colours differ in price (one price would not be the answer), and one whose search shows no
// other product (no near miss) or does not show it on the first page.
export default defineFamily({
  family: 'shop-headphones-price',
  defaultKey: 'pulsar-breeze-wireless-headphones',
  instances: () =>
    arena.shop
      .catalog()
      .products.filter((product) => product.category.name === 'Headphones')
      .map((product) => ({ product, results: listing(arena.shop.catalog().products, `q=${encodeURIComponent(searchWords(product))}`, true).products }))
      .filter(({ product, results }) => !onHomePage(product) && new Set(product.variants.map((v) => v.price)).size === 1 && results.includes(product) && results.length > 1),
  key: ({ product }) => product.slug,
  task: ({ product, results }) => {
    const misses = results.filter((p) => p !== product).map(nearMissName);
    const price = money(product.price);
    return {
      title: `Shop: the price of the ${product.title}`,
      startUrl: 'http://shop.arena.test/',
      goal: `How much do the ${product.title} cost in the Copperleaf shop? Tell me the price.`,
      rationale: `The headphones are not on the home page; their price (${price}, the same for every colour) is found by searching, and ${misses.length === 1 ? `a ${misses[0]} in the results is a near miss` : `the ${joinAnd(misses)} in the results are near misses`}.`,
      tags: ['smoke'],
      maxSteps: 12,
      maxDurationMs: 90_000,
      success: { kind: 'answer', field: 'price', description: 'the product’s price', number: arena.shop.dollars(product.price), unit: '$', tolerance: 0.005 },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search products' }, text: searchWords(product) },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search products' } },
        { do: 'click', on: { role: 'link', name: product.title } },
        { do: 'answer', fields: { price: arena.shop.dollars(product.price) }, explanation: `The ${product.title} cost ${price}.` },
      ],
    };
  },
});
