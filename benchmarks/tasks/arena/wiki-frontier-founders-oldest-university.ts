import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'wiki-frontier-founders-oldest-university',
  title: 'Encyclopedia: of the major companies of Branenia, whose founder studied at the oldest university',
  startUrl: 'http://wiki.arena.test/',
  goal: 'On Arenapedia, the article on Branenia lists the major companies of the country. Which of these companies was founded by someone who studied at the oldest university, and in which year was that university founded?',
  rationale:
    'long-horizon: six companies in the Branenia article\'s table; each company\'s founder is only on the company\'s article, the founder\'s alma mater only on the founder\'s, and a university\'s founding year only on the university\'s (or its own country\'s) article: three hops per company, four of the six founders studied (at three universities), two did not. Rananhold Optics (founder Emeric Valmore, Moreline Polytechnic Institute, 1229) is the fifth of the six rows (the table lists them by founding year), neither the newest nor the largest company, and two other founders share the Royal Academy of Lorehold (1343). The shallow agents read one page and cannot combine them.',
  tags: ['frontier', 'long-horizon'],
  maxSteps: 80,
  maxDurationMs: 420_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'answer', value: 'Rananhold Optics', of: 'wiki.companies' },
      { kind: 'answer', date: '1229' },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: 'Branenia' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
    // The table lists them by founding year. Lormora Steel (1795): its founder has no university.
    { do: 'click', on: { role: 'link', name: 'Lormora Steel', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Matthias Zelholm', nth: 0 } },
    { do: 'back' },
    { do: 'back' },
    // Wesstein & Sons (1845): Rafael Wesstein, Royal Academy of Lorehold.
    { do: 'click', on: { role: 'link', name: 'Wesstein & Sons', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Rafael Wesstein', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Royal Academy of Lorehold', nth: 0 } },
    { do: 'back' },
    { do: 'back' },
    { do: 'back' },
    // Melberg Engineering (1875): Henrik Melberg, Calstad Technical University.
    { do: 'click', on: { role: 'link', name: 'Melberg Engineering', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Henrik Melberg', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Calstad Technical University', nth: 0 } },
    { do: 'back' },
    { do: 'back' },
    { do: 'back' },
    // Corasen & Sons (1931): its founder has no university.
    { do: 'click', on: { role: 'link', name: 'Corasen & Sons', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Gustav Corasen', nth: 0 } },
    { do: 'back' },
    { do: 'back' },
    // Rananhold Optics (1971): Emeric Valmore, Moreline Polytechnic Institute.
    { do: 'click', on: { role: 'link', name: 'Rananhold Optics', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Emeric Valmore', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Moreline Polytechnic Institute', nth: 0 } },
    { do: 'back' },
    { do: 'back' },
    { do: 'back' },
    // Galaova & Sons (1977): Katarina Galaova, the Royal Academy of Lorehold again.
    { do: 'click', on: { role: 'link', name: 'Galaova & Sons', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Katarina Galaova', nth: 0 } },
    { do: 'read' },
    { do: 'answer', text: 'Rananhold Optics: its founder Emeric Valmore studied at the Moreline Polytechnic Institute, which was founded in 1229 (the Royal Academy of Lorehold dates from 1343 and Calstad Technical University from 1603).' },
  ],
});
