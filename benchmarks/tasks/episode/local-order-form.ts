import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'local-order-form',
  title: 'Place an order with a filled-in form',
  startUrl: 'http://fixtures.test/controls.html',
  goal: 'Place an order for Grace Hopper: size Medium, gift wrapped, with express delivery.',
  rationale: 'The form is sent as a GET of controls-result.html with its fields: every control must have been set before it was sent, and that request is the evidence.',
  maxSteps: 15,
  maxDurationMs: 45_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'network', url_pattern: '^http://fixtures\\.test/controls-result\\.html\\?(.*&)?name=Grace\\+Hopper(&|$)', status_in: [200], since: 'contract_enter', from_page: true },
      { kind: 'network', url_pattern: '^http://fixtures\\.test/controls-result\\.html\\?(.*&)?size=m&gift=yes&delivery=express(&|$)', status_in: [200], since: 'contract_enter', from_page: true },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'textbox', name: 'Full name' }, text: 'Grace Hopper' },
    { do: 'select', on: { role: 'combobox', name: 'Size' }, option: 'Medium' },
    { do: 'check', on: { role: 'checkbox', name: 'Gift wrap' } },
    { do: 'check', on: { role: 'radio', name: 'Express' } },
    { do: 'click', on: { role: 'button', name: 'Place order' } },
    { do: 'answer', explanation: 'Placed the order for Grace Hopper: size Medium, gift wrapped, express delivery.' },
  ],
});
