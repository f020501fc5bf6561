import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'book-rome-family-suite-total',
  title: 'Booking: price a Family Suite with breakfast in the room chooser',
  startUrl: 'http://book.arena.test/',
  goal: 'On the Wayfarer booking site, for three guests staying at Hidden Pine Inn in Rome from 4 to 7 September 2026: what would the Family Suite with breakfast cost in total? Use the property’s room chooser.',
  rationale: 'The room chooser (in a shadow root) starts on the cheaper Superior Triple Room; the total $1,578 = 3 × $439 + breakfast 3 guests × 3 nights × $29 needs the Family Suite and breakfast chosen for these dates.',
  tags: ['standard', 'shadow-dom'],
  maxSteps: 32,
  maxDurationMs: 180_000,
  success: { kind: 'answer', number: 1578, unit: '$', tolerance: 0.005 },
  reference: [
    { do: 'fill', on: { role: 'combobox', name: 'Destination' }, text: 'Rome' },
    { do: 'click', on: { role: 'option', name: 'Rome, Italy' } },
    { do: 'fill', on: { role: 'textbox', name: 'Check-in' }, text: '2026-09-04' },
    { do: 'fill', on: { role: 'textbox', name: 'Check-out' }, text: '2026-09-07' },
    { do: 'fill', on: { role: 'spinbutton', name: 'Guests' }, text: '3' },
    { do: 'click', on: { role: 'button', name: 'Search' } },
    { do: 'click', on: { role: 'link', name: 'Hidden Pine Inn' } },
    { do: 'check', on: { role: 'radio', name: 'Family Suite' } },
    { do: 'check', on: { role: 'checkbox', name: 'Add breakfast' } },
    { do: 'answer', text: '$1,578 for the Family Suite with breakfast' },
  ],
});
