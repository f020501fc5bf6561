import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'local-form-submit',
  title: 'Fill and submit the contact form',
  startUrl: 'http://fixtures.test/form.html',
  goal: 'Fill in the contact form with the name "Ada Lovelace" and the topic "contracts", then send it.',
  maxSteps: 8,
  maxDurationMs: 30_000,
  rationale: 'The form is sent as a GET of form-result.html with its fields: that request, with both values, is the evidence, wherever the agent goes after.',
  success: { kind: 'network', url_pattern: '^http://fixtures\\.test/form-result\\.html\\?name=Ada\\+Lovelace&topic=contracts$', status_in: [200], since: 'contract_enter', from_page: true },
  setup: { clearCookies: true },
  reference: [
    { do: 'fill', on: { role: 'textbox', name: 'Your name' }, text: 'Ada Lovelace' },
    { do: 'fill', on: { role: 'textbox', name: 'Topic' }, text: 'contracts' },
    { do: 'click', on: { role: 'button', name: 'Send message' } },
    { do: 'answer', explanation: 'Sent the contact form for Ada Lovelace on the topic contracts.' },
  ],
});
