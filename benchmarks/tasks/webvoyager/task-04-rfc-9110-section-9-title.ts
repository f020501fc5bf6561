import { defineTask } from '../../task-spec/schema.ts';

export default defineTask({
  id: 'task-04-rfc-9110-section-9-title',
  title: 'RFC 9110: the title of section 9',
  startUrl: 'https://www.rfc-editor.org/rfc/rfc9110.html',
  goal: 'In RFC 9110 (HTTP Semantics), what is the title of section 9?',
  rationale: 'Published RFCs are immutable; section 9 of RFC 9110 is "Methods" for good.',
  maxSteps: 10,
  maxDurationMs: 60_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'url', pattern: '^https://www\\.rfc-editor\\.org/rfc/rfc9110(\\.html)?' },
      { kind: 'dom_text', selector: '#section-9 h2', contains: 'Methods' },
    ],
  },
});
