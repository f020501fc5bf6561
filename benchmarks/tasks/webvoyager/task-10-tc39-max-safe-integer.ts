import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'task-10-tc39-max-safe-integer',
  title: 'ECMAScript draft: the value of Number.MAX_SAFE_INTEGER',
  startUrl: 'https://tc39.es/',
  goal: "From tc39.es, open TC39's draft of the ECMAScript specification (ECMA-262) and find the exact value the specification gives for Number.MAX_SAFE_INTEGER.",
  rationale: 'Number.MAX_SAFE_INTEGER is 2^53 − 1 = 9007199254740991 by definition of the Number type; the agent must open the draft at tc39.es/ecma262/ from the home page and find the clause.',
  tags: ['smoke'],
  maxSteps: 20,
  maxDurationMs: 120_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'network', url_pattern: '^https://tc39\\.es/ecma262/', status_in: [200], since: 'contract_enter' },
      { kind: 'answer', field: 'max_safe_integer', description: 'the exact value of Number.MAX_SAFE_INTEGER', number: 9007199254740991 },
    ],
  },
  reference: [
    { do: 'click', on: { role: 'link', name: 'ECMA-262' } },
    { do: 'fill', on: { role: 'textbox', name: 'Search' }, text: 'MAX_SAFE_INTEGER' },
    { do: 'click', on: { role: 'link', name: 'Number.MAX_SAFE_INTEGER' } },
    { do: 'answer', fields: { max_safe_integer: 9007199254740991 }, explanation: '9007199254740991' },
  ],
});
