import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'shop-frontier-home-largest-discount',
  title: 'Shop: the Home & Living sale item with the largest discount in dollars',
  startUrl: 'http://shop.arena.test/',
  goal: 'Of all the Home & Living products on sale at the Copperleaf shop today, which one has the largest discount in dollars (its list price minus its price)?',
  rationale:
    'aggregation: the shop sorts by price, rating, reviews and date, never by discount, and shows each saving only as a percentage. The 39 Home & Living sale items are spread over five categories of the deals listing (or five pages of the department listing); the agent must read every one and subtract. The Softloom Quartz Percale Sheet Set saves $76.00 (From $128.99, list $204.99), one dollar ahead of the Dovetail Umbra Wool Rug ($75.00); neither is the most expensive item (a $297.99 rug), the largest percentage (a 40% cushion) nor the first listed, and the order holds whichever size is priced. A search for the department and its top hit gives another product.',
  tags: ['frontier', 'aggregation'],
  maxSteps: 40,
  maxDurationMs: 180_000,
  success: { kind: 'answer', value: 'Softloom Quartz Percale Sheet Set', of: 'shop.products' },
  reference: [
    { do: 'click', on: { role: 'link', name: "Today's deals", nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Bed Linen', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Towels', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Table Lamps', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Rugs', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Cushions', nth: 0 } },
    { do: 'read' },
    { do: 'answer', text: 'The Softloom Quartz Percale Sheet Set: $76.00 off (from $128.99, list price $204.99), one dollar more than the Dovetail Umbra Wool Rug saves.' },
  ],
});
