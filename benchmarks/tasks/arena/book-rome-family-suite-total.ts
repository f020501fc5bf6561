import { arena, defineFamily } from 'contract-eval/task';
import { keyOf } from './shared/book-data.ts';

const CHECK_IN = '2026-09-04';
const CHECK_OUT = '2026-09-07';
const GUESTS = 3;

// Every property whose Family Suite is free for three guests on these nights while the room
// chooser starts on another, cheaper room (a chooser already on the Family Suite tests nothing:
// rejected). Also rejected: a property where another choice of room and breakfast costs the same
// total (a wrong choice would give the right figure).
export default defineFamily({
  family: 'book-rome-family-suite-total',
  defaultKey: 'rome-hidden-pine-inn',
  instances: () =>
    arena.book.hotels().flatMap((hotel) => {
      const stay = { checkIn: CHECK_IN, checkOut: CHECK_OUT, guests: GUESTS };
      const open = arena.book.offersFor(hotel, stay).filter((offer) => offer.fits && offer.available);
      const suite = open.find((offer) => offer.room.type.id === 'family-suite');
      const start = arena.book.bestOffer(hotel, stay);
      if (!suite || !start || start === suite || start.room.type.id === 'family-suite') return [];
      const breakfast = hotel.breakfastPrice * GUESTS * suite.nights;
      const total = suite.total + breakfast;
      const others = open.flatMap((offer) => (offer === suite ? [offer.total] : [offer.total, offer.total + breakfast]));
      return others.includes(total) ? [] : [{ hotel, suite, start, total }];
    }),
  key: ({ hotel }) => keyOf(hotel.destination.name, hotel.name),
  task: ({ hotel, suite, start, total }) => ({
    title: 'Booking: price a Family Suite with breakfast in the room chooser',
    startUrl: 'http://book.arena.test/',
    goal: `On the Wayfarer booking site, for three guests staying at ${hotel.name} in ${hotel.destination.name} from 4 to 7 September 2026: what would the Family Suite with breakfast cost in total? Use the property’s room chooser.`,
    rationale: `The room chooser (in a shadow root) starts on the cheaper ${start.room.type.name}; the total ${arena.book.money(total)} = ${suite.nights} × ${arena.book.money(suite.room.nightly)} + breakfast ${GUESTS} guests × ${suite.nights} nights × ${arena.book.money(hotel.breakfastPrice)} needs the Family Suite and breakfast chosen for these dates.`,
    tags: ['standard', 'shadow-dom'],
    maxSteps: 32,
    maxDurationMs: 180_000,
    success: { kind: 'answer', field: 'total', description: 'the total cost of that room for the stay', number: total, unit: '$', tolerance: 0.005 },
    reference: [
      { do: 'fill', on: { role: 'combobox', name: 'Destination' }, text: hotel.destination.name },
      { do: 'click', on: { role: 'option', name: arena.book.destinationLabel(hotel.destination) } },
      { do: 'fill', on: { role: 'textbox', name: 'Check-in' }, text: CHECK_IN },
      { do: 'fill', on: { role: 'textbox', name: 'Check-out' }, text: CHECK_OUT },
      { do: 'fill', on: { role: 'spinbutton', name: 'Guests' }, text: String(GUESTS) },
      { do: 'click', on: { role: 'button', name: 'Search' } },
      { do: 'click', on: { role: 'link', name: hotel.name } },
      { do: 'check', on: { role: 'radio', name: 'Family Suite' } },
      { do: 'check', on: { role: 'checkbox', name: 'Add breakfast' } },
      { do: 'answer', fields: { total }, explanation: `${arena.book.money(total)} for the Family Suite with breakfast` },
    ],
  }),
});
