import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'book-florence-filtered-count',
  title: 'Booking: count the well-rated, flexible stays in Florence',
  startUrl: 'http://book.arena.test/',
  goal: 'On the Wayfarer booking site: how many properties in Florence rated Very good (8+) with free cancellation and free WiFi still have a room for two adults from 17 to 21 August 2026?',
  rationale: 'Each of the four conditions changes the count (9, 11, 12 or 9 without one of them; 7 with all), so the answer needs the search with the dates and every filter.',
  tags: ['standard', 'filters'],
  maxSteps: 36,
  maxDurationMs: 180_000,
  success: { kind: 'answer', number: 7 },
  reference: [
    { do: 'fill', on: { role: 'combobox', name: 'Destination' }, text: 'Flor' },
    { do: 'click', on: { role: 'option', name: 'Florence, Italy' } },
    { do: 'fill', on: { role: 'textbox', name: 'Check-in' }, text: '2026-08-17' },
    { do: 'fill', on: { role: 'textbox', name: 'Check-out' }, text: '2026-08-21' },
    { do: 'click', on: { role: 'button', name: 'Search' } },
    { do: 'check', on: { role: 'radio', name: 'Very good: 8+' } },
    { do: 'check', on: { role: 'checkbox', name: 'Free cancellation' } },
    { do: 'check', on: { role: 'checkbox', name: 'Free WiFi' } },
    { do: 'check', on: { role: 'checkbox', name: 'Hide sold-out properties' } },
    { do: 'click', on: { role: 'button', name: 'Update results' } },
    { do: 'answer', text: '7' },
  ],
});
