import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'wiki-founder-university-founded',
  title: 'Encyclopedia: when the university of Wynorley Industries\' founder was founded',
  startUrl: 'http://wiki.arena.test/',
  goal: 'On Arenapedia, find who founded the company Wynorley Industries and where that person studied. In what year was that university established?',
  rationale: 'Company → founder (Elsbeth Wynorley) → alma mater (University of Drabrook); the founding year 1406 is in the university\'s infobox, not on the person\'s page.',
  tags: ['standard'],
  maxSteps: 24,
  maxDurationMs: 120_000,
  success: { kind: 'answer', date: '1406' },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: 'Wynorley Industries' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
    { do: 'click', on: { role: 'link', name: 'Elsbeth Wynorley', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'University of Drabrook', nth: 0 } },
    { do: 'answer', text: 'Wynorley Industries was founded by Elsbeth Wynorley, who studied at the University of Drabrook, established in 1406.' },
  ],
});
