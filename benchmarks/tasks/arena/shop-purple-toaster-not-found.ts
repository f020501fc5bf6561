import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'shop-purple-toaster-not-found',
  title: 'Shop: a purple toaster that the shop does not sell',
  startUrl: 'http://shop.arena.test/',
  goal: 'Find a purple toaster in the Copperleaf shop and tell me its price.',
  rationale: 'No toaster comes in purple (the toasters’ colours are neutrals, red, blue, yellow and pink); the agent must look (a search or the Toasters listing, whose request is the evidence) before answering NOT FOUND. Single task, not a family: the rationale’s colour summary and the network pattern are bound to one category; drawing absent colours per category was not done in this pass.',
  tags: ['smoke', 'not-possible'],
  maxSteps: 12,
  maxDurationMs: 90_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'network', url_pattern: '^http://shop\\.arena\\.test/(search\\?|c/kitchen)', status_in: [200], since: 'contract_enter' },
      { kind: 'answer', not_found: true, field: 'product', description: 'the name of the purple toaster', of: 'shop.products' },
      { kind: 'answer', not_found: true, field: 'price', description: 'its price', unit: '$' },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search products' }, text: 'purple toaster' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search products' } },
    { do: 'answer', not_found: true, explanation: 'NOT FOUND: the shop has no purple toaster.' },
  ],
});
