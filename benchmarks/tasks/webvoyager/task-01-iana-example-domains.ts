import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'task-01-iana-example-domains',
  title: "example.com → IANA: the RFCs behind the example domains",
  startUrl: 'https://example.com/',
  goal: "Starting from example.com, follow its link to IANA's page about example domains. According to that page, which two RFCs describe the example domains?",
  rationale: "IANA's example-domains page has cited RFC 2606 and RFC 6761 for years; the answer needs both numbers, and IANA's page must have been requested (the evidence), not example.com alone.",
  tags: ['smoke'],
  maxSteps: 20,
  maxDurationMs: 120_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'network', url_pattern: '^https://www\\.iana\\.org/(help/example-domains|domains/example)', status_in: [200], since: 'contract_enter' },
      { kind: 'answer', field: 'rfcs', description: 'the numbers of the RFCs that describe the example domains, each the number alone (1234 for RFC 1234)', items: [2606, 6761] },
    ],
  },
  reference: [
    { do: 'click', on: { role: 'link', name: 'More information...' } },
    { do: 'wait_for', text: 'As described in RFC 2606' },
    { do: 'answer', fields: { rfcs: [2606, 6761] }, explanation: 'RFC 2606 and RFC 6761' },
  ],
});
