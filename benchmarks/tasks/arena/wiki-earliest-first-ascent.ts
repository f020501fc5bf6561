import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'wiki-earliest-first-ascent',
  title: 'Encyclopedia: the earliest first ascent and where its climber was born',
  startUrl: 'http://wiki.arena.test/',
  goal: 'On Arenapedia, find the mountain of the region that was climbed first (the earliest first ascent). Who made that ascent, and in which city was that person born?',
  rationale: 'The "List of mountains by elevation" sorts by first-ascent year (unclimbed peaks sort first with "—"): Morokhorn, 1792, by Nikolai Astez; his birthplace, Moreline, is only in his own article. Single task, not a family: the region has only one earliest first ascent, so the records offer one instance of this question (a later ascent would be another question, not the same one).',
  tags: ['standard'],
  maxSteps: 24,
  maxDurationMs: 120_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'answer', field: 'climber', description: 'the person who made the earliest first ascent', value: 'Nikolai Astez', of: 'wiki.people' },
      { kind: 'answer', field: 'birthplace', description: 'the city where that person was born', value: 'Moreline', of: 'wiki.cities' },
    ],
  },
  reference: [
    { do: 'click', on: { role: 'link', name: 'List of mountains by elevation', nth: 0 } },
    { do: 'click', on: { role: 'button', name: 'First ascent' } },
    { do: 'click', on: { role: 'link', name: 'Morokhorn', nth: 0 } },
    { do: 'click', on: { role: 'link', name: 'Nikolai Astez', nth: 0 } },
    { do: 'answer', fields: { climber: 'Nikolai Astez', birthplace: 'Moreline' }, explanation: 'Morokhorn was first climbed in 1792 by Nikolai Astez, who was born in Moreline.' },
  ],
});
