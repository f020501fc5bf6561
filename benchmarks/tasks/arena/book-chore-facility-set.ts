import { arena, defineFamily } from 'contract-eval/task';
import { keyOf } from './shared/book-data.ts';
import { bookCandidates, bookSetSteps, soundSet } from './shared/chore-sets.ts';
import { listAnd } from './shared/app-words.ts';

type Hotel = ReturnType<typeof arena.book.hotels>[number];

/** The results' own filter that gives the candidates: rated Very good (8+). */
const FILTERS = { rating: '8' };

/** Facilities of a property page's full list (not the results' amenity filters), and why a guest asks for one. */
const FACILITIES = {
  '24-hour front desk': { key: 'front-desk', need: 'My flight lands after midnight, so I need a 24-hour front desk.' },
  Laundry: { key: 'laundry', need: 'It is a long trip, so I need a laundry service.' },
  'Bicycle rental': { key: 'bicycles', need: 'We want to get around by bike, so the property should rent out bicycles.' },
  'Soundproof rooms': { key: 'soundproof', need: 'I sleep badly, so I want soundproof rooms.' },
  'Kids meals': { key: 'kids-meals', need: 'We travel with young children, so the property should offer kids meals.' },
} as const;
type Facility = keyof typeof FACILITIES;

const has = (hotel: Hotel, facility: Facility) => arena.book.facilityGroups(hotel).some(([, items]) => items.includes(facility));

// Every destination whose properties rated Very good (8+, the results' own filter) are at most
// 22, and a facility of the property pages' full lists that at least ten of them offer
// and at least three do not. The results filter only by the twelve headline amenities; the full
// facilities list is on each property's page alone. Rejected: a set that is the first properties of
// any sort of those results (one sorted list would do).
export default defineFamily({
  family: 'book-chore-facility-set',
  defaultKey: 'dublin-front-desk',
  instances: () =>
    arena.book.destinations().flatMap((destination) => {
      const { candidates, orders } = bookCandidates(destination.name, FILTERS);
      return (Object.keys(FACILITIES) as Facility[]).flatMap((facility) => {
        const set = candidates.filter((h) => has(h, facility));
        return soundSet(candidates, set, orders, { max: 22, leftOut: 3 }) ? [{ destination, facility, candidates, set }] : [];
      });
    }),
  key: ({ destination, facility }) => `${keyOf(destination.name)}-${FACILITIES[facility].key}`,
  task: ({ destination, facility, candidates, set }) => {
    const names = set.map((h) => h.name);
    const wanted = facility.toLowerCase();
    return {
      title: `Booking: every well-rated stay in ${destination.name} with ${wanted}`,
      startUrl: 'http://book.arena.test/',
      goal: `I'm choosing where to stay in ${destination.name} and want a shortlist from the Wayfarer booking site. ${FACILITIES[facility].need} List every property there rated Very good (8+) or better that has it (facility: "${facility}"). I need all of them, and only those.`,
      rationale: `A family, one instance per destination and facility. exhaustive-set: ${set.length} of the ${candidates.length} ${destination.name} properties rated 8+ list "${facility}" among their facilities (${listAnd(names)}); the results filter by rating and by twelve headline amenities, not by this one, which is only in each property page's Facilities section, so every candidate is opened once (${2 * candidates.length + 2} reference steps). Built to resist answering from the results page: naming every well-rated property (${candidates.length - set.length} too many), the first of a sort (the set is no sort's first properties), a headline amenity taken for it, or a property rated under 8; one missing or extra property fails.`,
      tags: ['chore', 'exhaustive-set', 'filters'],
      maxSteps: 100,
      maxDurationMs: 480_000,
      success: { kind: 'answer', field: 'properties', description: 'every property that meets both conditions', items: names, of: 'book.hotels' },
      reference: [
        ...bookSetSteps(destination.name, FILTERS, candidates),
        { do: 'answer', fields: { properties: names }, explanation: `${set.length} properties in ${destination.name} rated 8+ have ${wanted}: ${listAnd(names)}.` },
      ],
    };
  },
});
