import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'book-dubrovnik-property-count',
  title: 'Booking: how many properties Dubrovnik has',
  startUrl: 'http://book.arena.test/',
  goal: 'Use the destination search of the Wayfarer booking site to look up stays in Dubrovnik (no dates needed) and tell me how many properties it lists there.',
  rationale: 'Dubrovnik is not among the home page’s popular destinations; its count (18) shows on its search results, which the agent reaches through the destination combobox.',
  tags: ['smoke'],
  maxSteps: 14,
  maxDurationMs: 90_000,
  success: { kind: 'answer', number: 18 },
  reference: [
    { do: 'fill', on: { role: 'combobox', name: 'Destination' }, text: 'Dubrov' },
    { do: 'click', on: { role: 'option', name: 'Dubrovnik, Croatia' } },
    { do: 'click', on: { role: 'button', name: 'Search' } },
    { do: 'answer', text: '18 properties' },
  ],
});
