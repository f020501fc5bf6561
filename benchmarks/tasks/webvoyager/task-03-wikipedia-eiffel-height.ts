import { defineTask } from '../../task-spec/schema.ts';

export default defineTask({
  id: 'task-03-wikipedia-eiffel-height',
  title: 'Wikipedia: the height of the Eiffel Tower',
  startUrl: 'https://en.wikipedia.org/wiki/Eiffel_Tower',
  goal: "Open the English Wikipedia article on the Eiffel Tower and find the tower's height in its infobox.",
  rationale: 'The height (330 m since the 2022 antenna) is stable for years; the or-list accepts the phrasings the infobox has used.',
  maxSteps: 10,
  maxDurationMs: 60_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'url', pattern: '^https://en\\.wikipedia\\.org/wiki/Eiffel_Tower' },
      {
        kind: 'or',
        children: [
          { kind: 'dom_text', selector: '.infobox', contains: '330 m' },
          { kind: 'dom_text', selector: '.infobox', contains: '330 metres' },
          { kind: 'dom_text', selector: '.infobox', contains: '1,083 ft' },
        ],
      },
    ],
  },
});
