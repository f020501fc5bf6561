import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'wiki-river-length-suggestion',
  title: 'Encyclopedia: the length of the Wesun River, through the search suggestions',
  startUrl: 'http://wiki.arena.test/',
  goal: 'On Arenapedia, start typing "Wesun" into the search box, pick the river from the suggestions that appear, and tell me how long the river is.',
  rationale: 'The suggestion list (a listbox under the search box) offers the Wesun River article; its length, 728 km, is in the infobox and is not shown on the main page.',
  tags: ['smoke'],
  maxSteps: 12,
  maxDurationMs: 90_000,
  success: { kind: 'answer', number: 728, unit: 'km' },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: 'Wesun' },
    { do: 'wait_for', text: 'Search for pages containing Wesun' },
    { do: 'click', on: { role: 'option', name: 'Wesun River' } },
    { do: 'answer', text: 'The Wesun River is 728 km long.' },
  ],
});
