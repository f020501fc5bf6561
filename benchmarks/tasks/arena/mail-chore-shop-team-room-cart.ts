import { SIGN_IN_INPUTS } from './shared/app-sign-in.ts';
import { leftOutAnswer, leftOutClauses, readRequest } from './shared/rules.ts';
import { arena, defineTask, type Step } from 'contract-eval/task';

const { listed, buy, skipped } = arena.mail.teamRoomOrder();
const allowed = new Set(buy.map((item) => item.sku));

/** One listed item's page read (its price); into the cart, in the asked quantity, unless a unit costs over the limit. */
const visit = (item: (typeof listed)[number]): Step[] => [
  { do: 'go', url: item.url },
  ...(allowed.has(item.sku)
    ? ([
        ...(item.qty > 1 ? [{ do: 'fill', on: { role: 'spinbutton', name: 'Quantity' }, text: String(item.qty) } satisfies Step] : []),
        { do: 'click', on: { role: 'button', name: 'Add to cart' } },
      ] satisfies Step[])
    : []),
];

export default defineTask({
  id: 'mail-chore-shop-team-room-cart',
  title: 'Mail, CRM and shop: fill the cart a colleague asked for, leaving out what the purchasing policy forbids',
  startUrl: 'http://mail.arena.test/',
  goal: `Ahmed emailed me (Arena Mail, where you start) a list of things for the team room from the Copperleaf shop. Do what he asks and tell me what you left out. Our team's policies are in Harbor CRM; to read them, sign in as {{email}} with the password {{password}}.`,
  rationale: `Single task, not a family: the mailbox holds one such request. rules: the email "${arena.mail.TEAM_ROOM_SUBJECT}" links ${listed.length} shop variants with quantities and the purchasing policy (a Harbor CRM page), which forbids buying anything over $${arena.app.PURCHASE_UNIT_LIMIT} a unit without a purchase request; ${skipped.length} of them cost more (prices only on the product pages). The right outcome is one cart holding exactly the other ${buy.length} variants in the asked quantities (judged on the cart's lines and item count) and an answer naming the ${skipped.length} products left out and the rule. Built to resist the literal reading (all ${listed.length} in the cart), reading the limit as one on the line total (several allowed lines cost more than $${arena.app.PURCHASE_UNIT_LIMIT}), a wrong variant or quantity, and an order placed when only a cart was asked for.`,
  tags: ['chore', 'rules', 'mail', 'login'],
  maxSteps: 100,
  maxDurationMs: 420_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: {
    kind: 'and',
    children: [
      {
        kind: 'site_state',
        site: 'shop',
        collection: 'carts',
        where: { items: buy.map(({ sku, qty }) => ({ sku, qty })), itemCount: buy.reduce((sum, item) => sum + item.qty, 0) },
      },
      ...leftOutClauses('products', skipped.map((item) => item.title), 'shop.products', 'unit price over the limit'),
    ],
  },
  reference: [
    ...readRequest(arena.mail.TEAM_ROOM_SUBJECT, '/help/purchasing-policy', true),
    ...listed.flatMap(visit),
    leftOutAnswer(skipped.map((item) => item.title), 'unit price over the limit', `Put ${buy.map((item) => `${item.qty} x ${item.title}`).join(', ')} in the Copperleaf cart (no order placed). Left out ${skipped.map((item) => `${item.title} ($${item.unitPrice.toFixed(2)} each)`).join(', ')}: the purchasing policy allows the team card only up to $${arena.app.PURCHASE_UNIT_LIMIT} per unit; these need a purchase request approved by Finance.`),
  ],
});
