import { defineTask } from '../../task-spec/schema.ts';

export default defineTask({
  id: 'task-08-mdn-array-map-return',
  title: 'MDN: what Array.prototype.map returns',
  startUrl: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Array/map',
  goal: 'On the MDN page for Array.prototype.map(), find what the method returns.',
  rationale: 'The return value of map() is fixed by ECMAScript; MDN has described it with this sentence for years.',
  maxSteps: 10,
  maxDurationMs: 60_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'url', pattern: '^https://developer\\.mozilla\\.org/[a-zA-Z-]+/docs/Web/JavaScript/Reference/Global_Objects/Array/map' },
      { kind: 'dom_text', selector: 'main', contains: 'A new array with each element being the result' },
    ],
  },
});
