import { defineTask } from '../../task-spec/schema.ts';

export default defineTask({
  id: 'task-09-wikipedia-speed-of-light',
  title: 'Wikipedia: the speed of light',
  startUrl: 'https://en.wikipedia.org/wiki/Speed_of_light',
  goal: 'Find the exact speed of light in vacuum, in metres per second, on its English Wikipedia article.',
  rationale: 'c is exact by the definition of the metre (1983); the figure 299,792,458 cannot change.',
  maxSteps: 10,
  maxDurationMs: 60_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'url', pattern: '^https://en\\.wikipedia\\.org/wiki/Speed_of_light' },
      { kind: 'dom_text', contains: '299,792,458' },
    ],
  },
});
