import { arena, defineFamily } from 'contract-eval/task';
import { keyOf } from './shared/book-data.ts';
import { bookCandidates, bookSetSteps, soundSet } from './shared/chore-sets.ts';
import { listAnd } from './shared/app-words.ts';

/** Breakfast budgets a guest might name, in dollars per guest per night; the lowest that gives a sound set is taken. */
const BUDGETS = [15, 18, 20, 22, 25] as const;
/** The results' own filter that gives the candidates. */
const FILTERS = { free_cancellation: '1' };

// Every destination whose properties with free cancellation (the results' own filter) are at most
// 22, with the lowest budget at which at least ten of them serve breakfast for that much or less
// and at least three do not. The breakfast price is only in each property page's house rules: the
// results neither show it nor filter or sort by it. Rejected: a set that is the first properties of
// any sort of those results (one sorted list would do).
export default defineFamily({
  family: 'book-chore-breakfast-set',
  defaultKey: 'lisbon',
  instances: () =>
    arena.book.destinations().flatMap((destination) => {
      const { candidates, orders } = bookCandidates(destination.name, FILTERS);
      const budget = BUDGETS.find((b) => {
        const set = candidates.filter((h) => h.breakfastPrice <= b);
        return set.length >= 10 && candidates.length - set.length >= 3;
      });
      if (budget === undefined) return [];
      const set = candidates.filter((h) => h.breakfastPrice <= budget);
      return soundSet(candidates, set, orders, { max: 22, leftOut: 3 }) ? [{ destination, budget, candidates, set }] : [];
    }),
  key: ({ destination }) => keyOf(destination.name),
  task: ({ destination, budget, candidates, set }) => {
    const names = set.map((h) => h.name);
    return {
      title: `Booking: every flexible stay in ${destination.name} with breakfast at $${budget} or less`,
      startUrl: 'http://book.arena.test/',
      goal: `I'm shortlisting places to stay in ${destination.name} on the Wayfarer booking site. List every property there that offers free cancellation and serves breakfast for $${budget} or less per guest per night. I need all of them, and only those.`,
      rationale: `A family, one instance per destination. exhaustive-set: ${set.length} of the ${candidates.length} ${destination.name} properties with free cancellation charge $${budget} or less for breakfast (${listAnd(names)}); the results filter by free cancellation but never show, filter or sort by the breakfast price, which is only in each property page's house rules, so every candidate is opened once (${2 * candidates.length + 2} reference steps). Built to resist answering from the results page: naming every flexible property (${candidates.length - set.length} too many), the cheapest rooms or the first of any sort (the set is no sort's first properties), or forgetting the cancellation filter; one missing or extra property fails.`,
      tags: ['chore', 'exhaustive-set', 'filters'],
      maxSteps: 100,
      maxDurationMs: 480_000,
      success: { kind: 'answer', field: 'properties', description: 'every property that meets both conditions', items: names, of: 'book.hotels' },
      reference: [
        ...bookSetSteps(destination.name, FILTERS, candidates),
        { do: 'answer', fields: { properties: names }, explanation: `${set.length} properties in ${destination.name} have free cancellation and breakfast at $${budget} or less: ${listAnd(names)}.` },
      ],
    };
  },
});
