import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'task-06-arxiv-2401-13919-authors',
  title: 'arXiv: the first author of the WebVoyager paper',
  startUrl: 'https://arxiv.org/',
  goal: 'Search arXiv for the WebVoyager paper ("WebVoyager: Building an End-to-End Web Agent with Large Multimodal Models"), open its abstract page and tell me its first author.',
  rationale: "An arXiv abstract page's author list is fixed once published; Hongliang He is the WebVoyager paper's first author. The agent must search from the home page and open the abstract page (its request is the evidence).",
  tags: ['smoke'],
  maxSteps: 20,
  maxDurationMs: 120_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'network', url_pattern: '^https://arxiv\\.org/abs/2401\\.13919', status_in: [200], since: 'contract_enter' },
      { kind: 'answer', field: 'first_author', description: 'the paper’s first author', value: 'Hongliang He', of: ['Hongliang He', 'Wenlin Yao', 'Kaixin Ma', 'Wenhao Yu', 'Yong Dai', 'Hongming Zhang', 'Zhenzhong Lan', 'Dong Yu'], type: 'person' },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'textbox', name: 'Search term or terms' }, text: 'WebVoyager' },
    { do: 'press', key: 'Enter', on: { role: 'textbox', name: 'Search term or terms' } },
    { do: 'click', on: { role: 'link', name: 'arXiv:2401.13919' } },
    { do: 'answer', fields: { first_author: 'Hongliang He' }, explanation: 'Hongliang He' },
  ],
});
