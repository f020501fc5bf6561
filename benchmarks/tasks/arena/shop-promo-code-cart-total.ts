import { arena, defineFamily } from 'contract-eval/task';
import { money, searchShows, searchWords } from './shared/shop-words.ts';

// Every Electronics product with an option (speakers, power banks, SSDs, smartwatches), bought in
// the variant its page opens on. Rejected: a product sold out in every variant (nothing to add)
// and one the search for its brand and series does not show on the first page of results.
export default defineFamily({
  family: 'shop-promo-code-cart-total',
  defaultKey: 'spk-1222-gry-mini',
  instances: () =>
    arena.shop
      .catalog()
      .department('electronics')!
      .products.filter((product) => product.optionName !== undefined && arena.shop.inStock(product) && searchShows(product, searchWords(product)))
      .map((product) => ({ product, variant: arena.shop.defaultVariant(product) })),
  key: ({ variant }) => variant.sku.toLowerCase(),
  task: ({ product, variant }) => {
    const code = arena.shop.LIVE_PROMO_CODE;
    const cart = arena.shop.priceLines([{ sku: variant.sku, qty: 1 }], code);
    return {
      title: 'Shop: a cart total after the summer-sale code',
      startUrl: 'http://shop.arena.test/',
      goal: `Put one ${product.title} (${variant.colour.name.toLowerCase()}, ${variant.option}) in the Copperleaf shopping cart, apply the summer-sale promo code that the shop advertises, and tell me the cart total after the discount.`,
      rationale: `The server’s cart must hold ${variant.sku} with ${code} applied, and the answer must state the discounted total, ${money(cart.total)} (${money(cart.subtotal)} less 15%), shown only in the cart after the code.`,
      tags: ['standard'],
      maxSteps: 30,
      maxDurationMs: 180_000,
      success: {
        kind: 'and',
        children: [
          { kind: 'site_state', site: 'shop', collection: 'carts', where: { items: [{ sku: variant.sku, qty: 1 }], itemCount: 1, promoCode: code } },
          { kind: 'answer', field: 'cart_total', description: 'the cart total after the discount', number: arena.shop.dollars(cart.total), unit: '$', tolerance: 0.005 },
        ],
      },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search products' }, text: searchWords(product) },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search products' } },
        { do: 'click', on: { role: 'link', name: product.title } },
        { do: 'click', on: { role: 'button', name: 'Add to cart' } },
        { do: 'fill', on: { role: 'textbox', name: 'Promo code' }, text: code },
        { do: 'click', on: { role: 'button', name: 'Apply' } },
        { do: 'answer', fields: { cart_total: arena.shop.dollars(cart.total) }, explanation: `The total is ${money(cart.total)} after the ${code} discount.` },
      ],
    };
  },
});
