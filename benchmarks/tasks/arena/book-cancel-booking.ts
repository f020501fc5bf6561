import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'book-cancel-booking',
  title: 'Booking: cancel an existing booking through Manage booking',
  startUrl: 'http://book.arena.test/',
  goal: 'Cancel my Wayfarer booking BK-1005 (I booked it with tomas.nakamura@example.com). The reason: my travel plans changed.',
  rationale: 'Only the site’s records show a cancellation; the contract wants BK-1005 cancelled for the stated reason and no other booking cancelled. Single task, not a family: the site starts with the same booking references (BK-1001 to BK-1006) on every seed, so the judged booking would be the same whatever the seed.',
  tags: ['standard', 'state-change'],
  maxSteps: 30,
  maxDurationMs: 150_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'site_state', site: 'book', collection: 'bookings', where: { reference: 'BK-1005', status: 'cancelled', cancelReason: 'plans-changed' } },
      { kind: 'site_state', site: 'book', collection: 'bookings', where: { status: 'cancelled' }, count: { op: 'eq', value: 1 } },
    ],
  },
  reference: [
    { do: 'click', on: { role: 'link', name: 'Manage booking' } },
    { do: 'fill', on: { role: 'textbox', name: 'Booking reference' }, text: 'BK-1005' },
    { do: 'fill', on: { role: 'textbox', name: 'Email address' }, text: 'tomas.nakamura@example.com' },
    { do: 'click', on: { role: 'button', name: 'Find booking' } },
    { do: 'click', on: { role: 'link', name: 'Cancel this booking' } },
    { do: 'select', on: { role: 'combobox', name: 'Reason for cancellation' }, option: 'My travel plans changed' },
    { do: 'click', on: { role: 'button', name: 'Confirm cancellation' } },
    { do: 'answer', explanation: 'Cancelled booking BK-1005, giving changed travel plans as the reason.' },
  ],
});
