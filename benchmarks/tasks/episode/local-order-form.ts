import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'local-order-form',
  title: 'Place an order with a filled-in form',
  startUrl: 'http://fixtures.test/controls.html',
  goal: 'Place an order for Grace Hopper: size Medium, gift wrapped, with express delivery.',
  rationale: 'The result page echoes the submitted fields: every control must have been set before the form was sent.',
  maxSteps: 15,
  maxDurationMs: 45_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'url', pattern: '^http://fixtures\\.test/controls-result\\.html\\?' },
      { kind: 'dom_text', selector: '#summary', contains: 'name=Grace+Hopper' },
      { kind: 'dom_text', selector: '#summary', contains: 'size=m&gift=yes&delivery=express' },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'textbox', name: 'Full name' }, text: 'Grace Hopper' },
    { do: 'select', on: { role: 'combobox', name: 'Size' }, option: 'Medium' },
    { do: 'check', on: { role: 'checkbox', name: 'Gift wrap' } },
    { do: 'check', on: { role: 'radio', name: 'Express' } },
    { do: 'click', on: { role: 'button', name: 'Place order' } },
  ],
});
