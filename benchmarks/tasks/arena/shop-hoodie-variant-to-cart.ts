import { arena, defineFamily } from 'contract-eval/task';
import { pluralNoun, searchShows, searchWords } from './shared/shop-words.ts';

const CLOTHES = ['Hoodies', 'T-Shirts', 'Rain Jackets'];

// Every hoodie, T-shirt and rain jacket, asked for two of the size after the one its page opens
// on, in the same colour. Rejected: a product whose page opens on its largest size (no next
// size), a variant with fewer than two in stock (two cannot be bought), and a product the search
// for its brand and series does not show on the first page of results.
export default defineFamily({
  family: 'shop-hoodie-variant-to-cart',
  defaultKey: 'hoo-1427-nvy-l',
  instances: () =>
    arena.shop
      .catalog()
      .products.filter((product) => CLOTHES.includes(product.category.name))
      .flatMap((product) => {
        const shown = arena.shop.defaultVariant(product);
        const next = product.options[product.options.indexOf(shown.option!) + 1];
        const variant = product.variants.find((v) => v.colour === shown.colour && v.option === next);
        return variant && variant.stock >= 2 && searchShows(product, searchWords(product)) ? [{ product, variant, shown }] : [];
      }),
  key: ({ variant }) => variant.sku.toLowerCase(),
  task: ({ product, variant, shown }) => {
    const colour = variant.colour.name;
    return {
      title: `Shop: two ${pluralNoun(product.category)} of one colour and size in the cart`,
      startUrl: 'http://shop.arena.test/',
      goal: `Add two ${product.title}s in ${colour.toLowerCase()}, size ${variant.option}, to the shopping cart of the Copperleaf shop. The cart should hold nothing else.`,
      rationale: `Judged on the server: the cart must hold exactly 2 of SKU ${variant.sku}${variant.stock <= 5 ? ` (only ${variant.stock} are in stock)` : ''}; the page opens on ${shown.colour.name} ${shown.option}, and the quick "Add to cart" on listings adds that default instead.`,
      tags: ['standard'],
      maxSteps: 30,
      maxDurationMs: 180_000,
      success: { kind: 'site_state', site: 'shop', collection: 'carts', where: { items: [{ sku: variant.sku, qty: 2 }], itemCount: 2 } },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search products' }, text: searchWords(product) },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search products' } },
        { do: 'click', on: { role: 'link', name: product.title } },
        { do: 'select', on: { role: 'combobox', name: 'Colour' }, option: colour },
        { do: 'select', on: { role: 'combobox', name: 'Size' }, option: variant.option! },
        { do: 'fill', on: { role: 'spinbutton', name: 'Quantity' }, text: '2' },
        { do: 'click', on: { role: 'button', name: 'Add to cart' } },
        { do: 'answer', explanation: `Added two ${product.title}s in ${colour.toLowerCase()}, size ${variant.option}, to the cart.` },
      ],
    };
  },
});
