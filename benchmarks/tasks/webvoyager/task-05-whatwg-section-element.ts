import { defineTask } from '../../task-spec/schema.ts';

export default defineTask({
  id: 'task-05-whatwg-section-element',
  title: 'HTML Standard: what the section element represents',
  startUrl: 'https://html.spec.whatwg.org/multipage/sections.html#the-section-element',
  goal: 'In the HTML Standard, find the definition of the <section> element: what does it represent?',
  rationale: 'The definition of <section> has been "represents a generic section of a document or application" since HTML5.',
  maxSteps: 10,
  maxDurationMs: 60_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'url', pattern: '^https://html\\.spec\\.whatwg\\.org/' },
      { kind: 'dom_text', contains: 'represents a generic section' },
    ],
  },
});
