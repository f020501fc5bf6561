import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'shop-trailhead-yoga-mat-not-found',
  title: 'Shop: a cheap, well-rated Trailhead yoga mat that does not exist',
  startUrl: 'http://shop.arena.test/',
  goal: 'Find a Trailhead yoga mat under $25 with a customer rating of at least 4 stars in the Copperleaf shop, and tell me its name.',
  rationale: 'Trailhead’s four mats start at $28.99 and other brands have mats under $25: with the brand, price and rating filters the listing is empty, so the right answer is NOT FOUND, after a listing or a search was requested. Single task, not a family: the empty result needs a brand whose products all sit above one price band while others sit below it, a hand-chosen combination of facets; not drawn in this pass.',
  tags: ['standard', 'not-possible'],
  maxSteps: 30,
  maxDurationMs: 180_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'network', url_pattern: '^http://shop\\.arena\\.test/(c/sports|search\\?)', status_in: [200], since: 'contract_enter' },
      { kind: 'answer', not_found: true, field: 'product', description: 'the name of the yoga mat', of: 'shop.products' },
    ],
  },
  reference: [
    { do: 'click', on: { role: 'link', name: 'Sports & Outdoors', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Yoga Mats' } },
    { do: 'check', on: { role: 'checkbox', name: 'Trailhead' } },
    { do: 'wait_for', text: 'Showing 1–4 of 4 results' },
    { do: 'click', on: { role: 'link', name: 'Under $25' } },
    { do: 'click', on: { role: 'link', name: '4 stars & up' } },
    { do: 'answer', not_found: true, explanation: 'NOT FOUND: no Trailhead yoga mat costs under $25 with 4 stars or more.' },
  ],
});
