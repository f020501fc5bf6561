import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'wiki-invention-inventor-hometown',
  title: 'Encyclopedia: the home town of the inventor of the Halley lens',
  startUrl: 'http://wiki.arena.test/',
  goal: 'Type "Halley" into the Arenapedia search box and open the Halley lens from the suggestions. In which city was its inventor born, and how many inhabitants did that city have at the 2021 census?',
  rationale: 'Suggestions offer three Halley articles; the lens article names its inventor (Zora Halley), her article her birthplace (Thalwick), whose article gives 120,918 inhabitants.',
  tags: ['standard'],
  maxSteps: 24,
  maxDurationMs: 120_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'answer', value: 'Thalwick', of: 'wiki.cities' },
      { kind: 'answer', number: 120918 },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: 'Halley' },
    { do: 'wait_for', text: 'Search for pages containing Halley' },
    { do: 'click', on: { role: 'option', name: 'Halley lens' } },
    { do: 'click', on: { role: 'link', name: 'Zora Halley', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Thalwick', nth: 0 } },
    { do: 'answer', text: 'The Halley lens was invented by Zora Halley, born in Thalwick, which had 120,918 inhabitants in 2021.' },
  ],
});
