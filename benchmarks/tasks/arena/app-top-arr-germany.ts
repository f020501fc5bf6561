import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'app-top-arr-germany',
  title: 'App: the German Enterprise customer with the highest ARR',
  startUrl: 'http://app.arena.test/',
  goal: `${SIGN_IN_GOAL} Which Enterprise-tier customer in Germany has the highest annual recurring revenue (ARR), and how much is it?`,
  rationale: 'Four German Enterprise customers are spread over six pages of 264 customers; filtering by tier and country and sorting by ARR gives Timberline Produce GmbH ($955,100).',
  tags: ['standard', 'login', 'sort'],
  maxSteps: 24,
  maxDurationMs: 150_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: {
    kind: 'and',
    children: [
      { kind: 'answer', value: 'Timberline Produce GmbH', of: 'app.customers' },
      { kind: 'answer', number: 955_100, unit: '$' },
    ],
  },
  reference: [
    ...SIGN_IN_STEPS,
    { do: 'click', on: { role: 'link', name: 'Customers' } },
    { do: 'select', on: { role: 'combobox', name: 'Tier' }, option: 'Enterprise' },
    { do: 'select', on: { role: 'combobox', name: 'Country' }, option: 'Germany' },
    { do: 'click', on: { role: 'button', name: 'Apply filters' } },
    { do: 'click', on: { role: 'link', name: 'ARR' } },
    { do: 'click', on: { role: 'link', name: 'ARR' } },
    { do: 'answer', text: 'Timberline Produce GmbH, with an ARR of $955,100.' },
  ],
});
