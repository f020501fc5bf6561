import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'docs-rate-limit-for-function',
  title: 'Docs: which rate limit a function counts against, and its size on a plan',
  startUrl: 'http://docs.arena.test/',
  goal: 'We are on the Team plan and use the v3 Larkspur API. Which rate limit does archiveQueue count against, and how many requests per minute of that kind does the Team plan allow?',
  rationale: 'The category (management) is on the function’s reference page and the number (75) in the Rate limits guide’s table: two pages, neither guessable.',
  tags: ['standard', 'search'],
  maxSteps: 30,
  maxDurationMs: 150_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'answer', value: 'management', of: 'docs.limits' },
      { kind: 'answer', number: 75 },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: 'archiveQueue' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
    { do: 'click', on: { role: 'link', name: 'archiveQueue' } },
    { do: 'click', on: { role: 'link', name: 'Rate limits', nth: 0 } },
    { do: 'answer', text: 'archiveQueue counts against the management limit; the Team plan allows 75 management requests per minute.' },
  ],
});
