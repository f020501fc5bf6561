import { arena, defineFamily } from 'contract-eval/task';
import { searchShows, searchWords, singularNoun } from './shared/shop-words.ts';

// Every product whose option is a capacity, asked for its last variant (last colour, largest
// capacity). Rejected: a product whose page opens on that variant's colour or capacity (one
// select would do, or none), and one the search for its brand and series does not show on the
// first page of results.
export default defineFamily({
  family: 'shop-kettle-variant-sku',
  defaultKey: 'ket-1008-blu-17l',
  instances: () =>
    arena.shop
      .catalog()
      .products.filter((product) => product.optionName === 'Capacity')
      .map((product) => ({ product, variant: product.variants.at(-1)!, shown: arena.shop.defaultVariant(product) }))
      .filter(({ product, variant, shown }) => variant.colour !== shown.colour && variant.option !== shown.option && searchShows(product, searchWords(product))),
  key: ({ variant }) => variant.sku.toLowerCase(),
  task: ({ product, variant, shown }) => ({
    title: `Shop: the SKU of one variant of a ${product.category.name === 'Electric Kettles' ? 'kettle' : singularNoun(product.category)}`,
    startUrl: 'http://shop.arena.test/',
    goal: `In the Copperleaf shop, what is the SKU of the ${product.title} in ${variant.colour.name.toLowerCase()} with the ${variant.option} capacity?`,
    rationale: `The SKU (${variant.sku}) appears only once both variant selects on the product page are set; the page opens on another variant (${shown.colour.name}, ${shown.option}).`,
    tags: ['standard'],
    maxSteps: 30,
    maxDurationMs: 180_000,
    success: { kind: 'answer', field: 'sku', description: 'the SKU of that variant', value: variant.sku, of: 'shop.skus' },
    reference: [
      { do: 'fill', on: { role: 'searchbox', name: 'Search products' }, text: searchWords(product) },
      { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search products' } },
      { do: 'click', on: { role: 'link', name: product.title } },
      { do: 'select', on: { role: 'combobox', name: 'Colour' }, option: variant.colour.name },
      { do: 'select', on: { role: 'combobox', name: 'Capacity' }, option: variant.option! },
      { do: 'answer', fields: { sku: variant.sku }, explanation: variant.sku },
    ],
  }),
});
