import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'task-08-mdn-array-map-return',
  title: 'MDN: what Array.prototype.map returns',
  startUrl: 'https://developer.mozilla.org/en-US/',
  goal: 'On MDN Web Docs, go to the JavaScript reference page for Array.prototype.map() and tell me what the method returns.',
  rationale: 'The return value of map() is fixed by ECMAScript; MDN has described it with this sentence for years. The start page is the home page, so the agent must browse (JavaScript → Array → map) or search.',
  tags: ['smoke'],
  maxSteps: 20,
  maxDurationMs: 120_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'network', url_pattern: '^https://developer\\.mozilla\\.org/[a-zA-Z-]+/docs/Web/JavaScript/Reference/Global_Objects/Array/map', status_in: [200], since: 'contract_enter' },
      { kind: 'answer', field: 'returns', description: 'what the method returns, as the page’s Return value section words it', value: ['A new array with each element being the result of the callback function', 'a new array'], type: 'text' },
    ],
  },
  reference: [
    { do: 'click', on: { role: 'link', name: 'JavaScript' } },
    { do: 'click', on: { role: 'link', name: 'Array', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Array.prototype.map()', nth: 0 } },
    { do: 'answer', fields: { returns: 'A new array with each element being the result of the callback function' }, explanation: 'A new array with each element being the result of the callback function.' },
  ],
});
