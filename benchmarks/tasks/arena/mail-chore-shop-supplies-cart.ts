import { arena, defineTask, type Step } from 'contract-eval/task';

const order = arena.mail.suppliesOrder();

/** One line: the product's page opened on the variant asked for, its quantity, added. */
const add = ({ sku, qty }: (typeof order)[number]): Step[] => {
  const { product } = arena.shop.catalog().variant(sku)!;
  return [
    { do: 'go', url: `http://shop.arena.test/product/${product.slug}?sku=${encodeURIComponent(sku)}` },
    { do: 'fill', on: { role: 'spinbutton', name: 'Quantity' }, text: String(qty) },
    { do: 'click', on: { role: 'button', name: 'Add to cart' } },
  ];
};

export default defineTask({
  id: 'mail-chore-shop-supplies-cart',
  title: 'Mail and shop: fill a cart with the office supplies a colleague emailed',
  startUrl: 'http://mail.arena.test/',
  goal: 'My colleague Sofia Reyes emailed me (in Arena Mail, where you start) a list of office supplies. Put exactly what she asks for in a cart at the Copperleaf shop (http://shop.arena.test/), and do not place the order.',
  rationale: `Single task, not a family: the mailbox holds one such list. bulk-writes: the email "${arena.mail.SUPPLIES_ORDER_SUBJECT}" names ${order.length} Office & Stationery products, each with a colour, an option where it has one (none the variant its page opens on) and a quantity from 2 to 8; judged on the cart's ${order.length} lines, each its exact variant and quantity, and a line nobody asked for (another colour, a product added twice as two variants) is a side effect. Built to resist adding each product in the variant its page shows first, leaving the quantity at 1, and doing part of the list.`,
  tags: ['chore', 'bulk-writes', 'mail', 'form'],
  maxSteps: 100,
  maxDurationMs: 420_000,
  success: {
    kind: 'and',
    children: order.map(({ sku, qty }) => ({ kind: 'site_state', site: 'shop', collection: 'carts', where: { items: [{ sku, qty }] } }) as const),
  },
  reference: [
    { do: 'click', on: { role: 'link', name: arena.mail.SUPPLIES_ORDER_SUBJECT } },
    { do: 'read' },
    ...order.flatMap(add),
    { do: 'answer', explanation: `The cart holds Sofia's ${order.length} lines: ${order.map((l) => `${l.qty} x ${l.title} (${l.colour}${l.option ? `, ${l.option.value}` : ''})`).join('; ')}. Not ordered.` },
  ],
});
