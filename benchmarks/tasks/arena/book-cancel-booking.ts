import { arena, defineFamily } from 'contract-eval/task';

// How the guest gives each reason in the goal, and how the answer repeats it. "Another reason"
// is left out: a goal cannot state it without naming the option itself.
const SAID: Record<string, { goal: string; answer: string }> = {
  'plans-changed': { goal: 'my travel plans changed', answer: 'changed travel plans' },
  'better-price': { goal: 'I found a better price elsewhere', answer: 'a better price found elsewhere' },
  'property-asked': { goal: 'the property asked me to cancel', answer: 'the property’s request' },
  'booked-twice': { goal: 'I booked the same stay twice', answer: 'a duplicate booking of the same stay' },
};

// Every booking the episode starts with (BK-1001 … BK-1006, drawn from the seed) that can still be
// cancelled (check-in after today), with every reason a goal can state; the booking order first.
export default defineFamily({
  family: 'book-cancel-booking',
  defaultKey: 'bk-1005-plans-changed',
  instances: () =>
    arena.book
      .initialState()
      .bookings.filter((booking) => booking.status === 'confirmed' && booking.checkIn > arena.book.TODAY)
      .flatMap((booking) => arena.book.CANCEL_REASONS.filter(([id]) => id in SAID).map(([id, label]) => ({ reference: booking.reference!, email: booking.traveller.email, reason: id, label }))),
  key: ({ reference, reason }) => `${reference.toLowerCase()}-${reason}`,
  task: ({ reference, email, reason, label }) => ({
    title: 'Booking: cancel an existing booking through Manage booking',
    startUrl: 'http://book.arena.test/',
    goal: `Cancel my Wayfarer booking ${reference} (I booked it with ${email}). The reason: ${SAID[reason].goal}.`,
    rationale: `Only the site’s records show a cancellation; the contract wants ${reference} cancelled for the stated reason and no other booking cancelled.`,
    tags: ['standard', 'state-change'],
    maxSteps: 30,
    maxDurationMs: 150_000,
    success: {
      kind: 'and',
      children: [
        { kind: 'site_state', site: 'book', collection: 'bookings', where: { reference, status: 'cancelled', cancelReason: reason } },
        { kind: 'site_state', site: 'book', collection: 'bookings', where: { status: 'cancelled' }, count: { op: 'eq', value: 1 } },
      ],
    },
    reference: [
      { do: 'click', on: { role: 'link', name: 'Manage booking' } },
      { do: 'fill', on: { role: 'textbox', name: 'Booking reference' }, text: reference },
      { do: 'fill', on: { role: 'textbox', name: 'Email address' }, text: email },
      { do: 'click', on: { role: 'button', name: 'Find booking' } },
      { do: 'click', on: { role: 'link', name: 'Cancel this booking' } },
      { do: 'select', on: { role: 'combobox', name: 'Reason for cancellation' }, option: label },
      { do: 'click', on: { role: 'button', name: 'Confirm cancellation' } },
      { do: 'answer', text: `Cancelled booking ${reference}, giving ${SAID[reason].answer} as the reason.` },
    ],
  }),
});
