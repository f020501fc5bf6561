import { arena, defineFamily } from 'contract-eval/task';
import { keyOf, searchResults } from './shared/book-data.ts';

const CHECK_IN = '2026-08-17';
const CHECK_OUT = '2026-08-21';
const ALL = { rating: '8', free_cancellation: '1', amenity: 'free-wifi', available: '1' };
type Condition = keyof typeof ALL;

// Every destination where, for two adults on these dates, at least one property meets all four
// conditions and each condition changes the count (a condition that changes nothing would let an
// agent that skips it pass: rejected).
export default defineFamily({
  family: 'book-florence-filtered-count',
  defaultKey: 'florence',
  instances: () =>
    arena.book.destinations().flatMap((destination) => {
      const count = (filters: Partial<typeof ALL>) => searchResults({ destination: destination.name, checkin: CHECK_IN, checkout: CHECK_OUT, guests: '2', ...filters }).length;
      const without = (condition: Condition) => {
        const { [condition]: _left, ...rest } = ALL;
        return count(rest);
      };
      const all = count(ALL);
      const counts = { rating: without('rating'), cancellation: without('free_cancellation'), available: without('available'), wifi: without('amenity') };
      return all > 0 && Object.values(counts).every((n) => n !== all) ? [{ destination, all, counts }] : [];
    }),
  key: ({ destination }) => keyOf(destination.name),
  task: ({ destination, all, counts }) => ({
    title: `Booking: count the well-rated, flexible stays in ${destination.name}`,
    startUrl: 'http://book.arena.test/',
    goal: `On the Wayfarer booking site: how many properties in ${destination.name} rated Very good (8+) with free cancellation and free WiFi still have a room for two adults from 17 to 21 August 2026?`,
    rationale: `Each of the four conditions changes the count (${counts.rating}, ${counts.cancellation}, ${counts.available} or ${counts.wifi} without one of them; ${all} with all), so the answer needs the search with the dates and every filter.`,
    tags: ['standard', 'filters'],
    maxSteps: 36,
    maxDurationMs: 180_000,
    success: { kind: 'answer', field: 'properties', description: 'how many properties meet all those conditions', number: all },
    reference: [
      { do: 'fill', on: { role: 'combobox', name: 'Destination' }, text: destination.name.slice(0, 4) },
      { do: 'click', on: { role: 'option', name: arena.book.destinationLabel(destination) } },
      { do: 'fill', on: { role: 'textbox', name: 'Check-in' }, text: CHECK_IN },
      { do: 'fill', on: { role: 'textbox', name: 'Check-out' }, text: CHECK_OUT },
      { do: 'click', on: { role: 'button', name: 'Search' } },
      { do: 'check', on: { role: 'radio', name: 'Very good: 8+' } },
      { do: 'check', on: { role: 'checkbox', name: 'Free cancellation' } },
      { do: 'check', on: { role: 'checkbox', name: 'Free WiFi' } },
      { do: 'check', on: { role: 'checkbox', name: 'Hide sold-out properties' } },
      { do: 'click', on: { role: 'button', name: 'Update results' } },
      { do: 'answer', fields: { properties: all }, explanation: String(all) },
    ],
  }),
});
