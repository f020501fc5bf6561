import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'shop-hoodie-variant-to-cart',
  title: 'Shop: two hoodies of one colour and size in the cart',
  startUrl: 'http://shop.arena.test/',
  goal: 'Add two Urbanite Umbra Pullover Hoodies in navy, size L, to the shopping cart of the Copperleaf shop. The cart should hold nothing else.',
  rationale: 'Judged on the server: the cart must hold exactly 2 of SKU HOO-1427-NVY-L (only 2 are in stock); the page opens on Navy M, and the quick "Add to cart" on listings adds that default instead.',
  tags: ['standard'],
  maxSteps: 30,
  maxDurationMs: 180_000,
  success: { kind: 'site_state', site: 'shop', collection: 'carts', where: { items: [{ sku: 'HOO-1427-NVY-L', qty: 2 }], itemCount: 2 } },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search products' }, text: 'Urbanite Umbra' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search products' } },
    { do: 'click', on: { role: 'link', name: 'Urbanite Umbra Pullover Hoodie' } },
    { do: 'select', on: { role: 'combobox', name: 'Colour' }, option: 'Navy' },
    { do: 'select', on: { role: 'combobox', name: 'Size' }, option: 'L' },
    { do: 'fill', on: { role: 'spinbutton', name: 'Quantity' }, text: '2' },
    { do: 'click', on: { role: 'button', name: 'Add to cart' } },
    { do: 'answer', text: 'Added two Urbanite Umbra Pullover Hoodies in navy, size L, to the cart.' },
  ],
});
