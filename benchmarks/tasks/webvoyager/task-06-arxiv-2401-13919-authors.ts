import { defineTask } from '../../task-spec/schema.ts';

export default defineTask({
  id: 'task-06-arxiv-2401-13919-authors',
  title: 'arXiv 2401.13919: its first author',
  startUrl: 'https://arxiv.org/abs/2401.13919',
  goal: 'Open the arXiv abstract page of paper 2401.13919 and find who its authors are.',
  rationale: "An arXiv abstract page's author list is fixed once published; Hongliang He is the WebVoyager paper's first author.",
  maxSteps: 10,
  maxDurationMs: 60_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'url', pattern: '^https://arxiv\\.org/abs/2401\\.13919' },
      { kind: 'dom_text', selector: '.authors', contains: 'Hongliang He' },
    ],
  },
});
