import { arena, defineFamily } from 'contract-eval/task';
import { keyOf, numberWord, searchResults } from './shared/book-data.ts';

const CHECK_IN = '2026-07-26';
const CHECK_OUT = '2026-07-29';

// Every destination with a property free for two adults on these nights where the properties with
// the lowest "from" price (the one-guest price the site's destination cards quote) are sold out:
// `soldOut` counts them. Rejected: no free property (the festival, say), a tie for the cheapest
// free price (two right answers), none of the cheapest sold out or the cheapest property of a
// search without dates being the answer anyway (an agent that skips the dates would pass).
export default defineFamily({
  family: 'book-cheapest-lisbon-dates',
  defaultKey: 'lisbon',
  instances: () =>
    arena.book.destinations().flatMap((destination) => {
      const dated = searchResults({ destination: destination.name, checkin: CHECK_IN, checkout: CHECK_OUT, guests: '2', sort: 'price' }).filter((result) => !result.soldOut);
      const [cheapest, next] = dated;
      if (!cheapest || (next && next.nightly === cheapest.nightly)) return [];
      const undated = searchResults({ destination: destination.name, guests: '2', sort: 'price' });
      if (undated[0].hotel === cheapest.hotel) return [];
      const free = new Set(dated.map((result) => result.hotel));
      const byFromPrice = [...arena.book.hotelsIn(destination)].sort((a, b) => arena.book.cheapestFittingRoom(a, 1)!.nightly - arena.book.cheapestFittingRoom(b, 1)!.nightly || a.id.localeCompare(b.id));
      const soldOut = byFromPrice.findIndex((hotel) => free.has(hotel));
      return soldOut >= 1 ? [{ destination, hotel: cheapest.hotel, nightly: cheapest.nightly, soldOut }] : [];
    }),
  key: ({ destination }) => keyOf(destination.name),
  task: ({ destination, hotel, nightly, soldOut }) => ({
    title: `Booking: the cheapest available stay in ${destination.name} for given dates`,
    startUrl: 'http://book.arena.test/',
    goal: `On the Wayfarer booking site, find the cheapest place to stay in ${destination.name} for two adults, checking in on Sunday 26 July 2026 and checking out on Wednesday 29 July 2026. Tell me the property’s name and its price per night.`,
    rationale: `${soldOut === 1 ? `The cheapest ${destination.name} property is` : `The ${numberWord(soldOut)} cheapest ${destination.name} properties are`} sold out on those nights, so only a search with the dates (then sorted by price) finds ${hotel.name} at ${arena.book.money(nightly)}.`,
    tags: ['standard', 'date-picker', 'combobox'],
    maxSteps: 36,
    maxDurationMs: 180_000,
    success: {
      kind: 'and',
      children: [
        { kind: 'answer', field: 'property', description: 'the name of the cheapest property', value: hotel.name, of: 'book.hotels' },
        { kind: 'answer', field: 'price_per_night', description: 'its price per night', number: nightly, unit: '$', tolerance: 0.005 },
      ],
    },
    reference: [
      { do: 'fill', on: { role: 'combobox', name: 'Destination' }, text: destination.name.slice(0, 4) },
      { do: 'click', on: { role: 'option', name: arena.book.destinationLabel(destination) } },
      { do: 'click', on: { role: 'button', name: 'Choose check-in date' } },
      { do: 'click', on: { role: 'button', name: 'Next month' } },
      { do: 'click', on: { role: 'button', name: arena.book.longDate(CHECK_IN) } },
      { do: 'click', on: { role: 'button', name: 'Choose check-out date' } },
      { do: 'click', on: { role: 'button', name: arena.book.longDate(CHECK_OUT) } },
      { do: 'click', on: { role: 'button', name: 'Search' } },
      { do: 'select', on: { role: 'combobox', name: 'Sort by' }, option: 'Price (lowest first)' },
      { do: 'click', on: { role: 'button', name: 'Update results' } },
      { do: 'answer', fields: { property: hotel.name, price_per_night: nightly }, explanation: `${hotel.name}, ${arena.book.money(nightly)} per night` },
    ],
  }),
});
