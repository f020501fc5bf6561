import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'wiki-missing-city-not-found',
  title: 'Encyclopedia: the population of Qarnelle (no such article)',
  startUrl: 'http://wiki.arena.test/',
  goal: 'Look up the city of Qarnelle on Arenapedia and tell me its population.',
  rationale: 'No article or text mentions Qarnelle: the search finds nothing, so the right answer is NOT FOUND, after a search (or the article’s address) was requested, not from the main page alone. Single task, not a family: Qarnelle is a name made up by hand for the task, not drawn from the records; other absent names would be typed by hand too, so another seed would keep the same literal.',
  tags: ['smoke', 'not-possible'],
  maxSteps: 12,
  maxDurationMs: 90_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'network', url_pattern: '^http://wiki\\.arena\\.test/(search\\?|wiki/Qarnelle$)', status_in: [200, 404], since: 'contract_enter' },
      { kind: 'answer', not_found: true, field: 'population', description: 'the city’s population', unit: 'count' },
    ],
  },
  reference: [
    { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: 'Qarnelle' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
    { do: 'answer', not_found: true, explanation: 'NOT FOUND: Arenapedia has no article about a city called Qarnelle, and no page mentions it.' },
  ],
});
