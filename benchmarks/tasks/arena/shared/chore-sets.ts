/**
 * What the exhaustive-set chores (../*-chore-*-set.ts) share: the bounds of a sound set, the check
 * that no sort of the list the candidates come from puts the set first, and, for the booking site,
 * the candidates of a filtered search and the reference that reads each of their pages.
 */
import { arena, type Step } from 'contract-eval/task';
import { searchResults } from './book-data.ts';

type Hotel = ReturnType<typeof arena.book.hotels>[number];

/** The least items a set answer has: the chore tier's floor. */
export const MIN_SET = 10;

/**
 * Whether `set` (drawn from `candidates`) is sound: at most `max` candidates (each costs the
 * reference two steps), at least MIN_SET items, at least `leftOut` candidates outside it (so naming
 * them all fails), and not the first items of any of `orders` (one sorted list would give it).
 */
export function soundSet<T>(candidates: readonly T[], set: readonly T[], orders: ReadonlyArray<readonly T[]>, { max, leftOut }: { max: number; leftOut: number }): boolean {
  if (candidates.length > max || set.length < MIN_SET || candidates.length - set.length < leftOut) return false;
  return !orders.some((order) => order.length >= set.length && order.slice(0, set.length).every((item) => set.includes(item)));
}

const BOOK_SORTS = ['recommended', 'price', 'rating', 'stars', 'distance'] as const;

/** The properties a Wayfarer search with `filters` lists for a destination (no dates), and the same search under each sort. */
export function bookCandidates(destination: string, filters: Record<string, string>): { candidates: Hotel[]; orders: Hotel[][] } {
  const candidates = searchResults({ destination, ...filters }).map((r) => r.hotel);
  const orders = BOOK_SORTS.map((sort) => searchResults({ destination, ...filters, sort }).map((r) => r.hotel));
  return { candidates, orders };
}

/** The reference of a booking set: the filtered results read once, then every candidate's page. */
export function bookSetSteps(destination: string, filters: Record<string, string>, candidates: readonly Hotel[]): Step[] {
  const query = new URLSearchParams({ destination, ...filters }).toString();
  return [
    { do: 'go', url: `http://book.arena.test/search?${query}` },
    { do: 'read' },
    ...candidates.flatMap((h): Step[] => [{ do: 'go', url: `http://book.arena.test/hotel/${h.id}` }, { do: 'read' }]),
  ];
}
