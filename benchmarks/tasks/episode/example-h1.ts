import { defineTask } from 'contract-eval/task';

// A real public hostname, replayed offline from fixtures-site/mirrors/example.com/.
export default defineTask({
  id: 'example-h1',
  title: 'Read the heading of example.com',
  startUrl: 'https://example.com/',
  goal: 'Read the main heading of the page and report it.',
  rationale: 'The heading is on the start page: only the answer shows that the agent read it.',
  maxSteps: 5,
  maxDurationMs: 30_000,
  success: { kind: 'answer', field: 'heading', description: 'the text of the page’s main heading, as written', value: 'Example Domain', type: 'text' },
  reference: [{ do: 'read' }, { do: 'answer', fields: { heading: 'Example Domain' }, explanation: 'The main heading is "Example Domain".' }],
});
