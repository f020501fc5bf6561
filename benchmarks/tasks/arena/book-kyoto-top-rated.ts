import { arena, defineFamily } from 'contract-eval/task';
import { keyOf } from './shared/book-data.ts';

// Every popular destination (a link on the home page) whose best-rated property is one property
// (a tie for the top rating would make two right answers: rejected) and appears nowhere on the
// home page (its "Stays guests love" cards would give the answer away: rejected).
export default defineFamily({
  family: 'book-kyoto-top-rated',
  defaultKey: 'kyoto',
  instances: () => {
    const home = arena.book.homePage();
    return arena.book.POPULAR.map((name) => arena.book.destinations().find((destination) => destination.name === name)!)
      .map((destination) => {
        const hotels = arena.book.hotelsIn(destination);
        const top = Math.max(...hotels.map((hotel) => hotel.rating));
        const best = hotels.filter((hotel) => hotel.rating === top);
        return { destination, hotels, best: best[0], tie: best.length > 1 };
      })
      .filter(({ best, tie }) => !tie && !home.includes(best.name) && !home.includes(best.name.replaceAll('&', '&amp;')));
  },
  key: ({ destination }) => keyOf(destination.name),
  task: ({ destination, hotels, best }) => ({
    title: `Booking: the best-rated property in ${destination.name}`,
    startUrl: 'http://book.arena.test/',
    goal: `On the Wayfarer booking site, open ${destination.name} from the popular destinations and tell me the name of the property in ${destination.name} with the highest guest rating.`,
    rationale: `${destination.name} has ${hotels.length} properties and its best-rated one appears nowhere on the home page, so the answer needs its results, ideally sorted by guest rating.`,
    tags: ['smoke'],
    maxSteps: 14,
    maxDurationMs: 90_000,
    success: { kind: 'answer', field: 'property', description: 'the name of the property with the highest guest rating', value: best.name, of: 'book.hotels' },
    reference: [
      { do: 'click', on: { role: 'link', name: destination.name } },
      { do: 'select', on: { role: 'combobox', name: 'Sort by' }, option: 'Guest rating (highest first)' },
      { do: 'click', on: { role: 'button', name: 'Update results' } },
      { do: 'answer', fields: { property: best.name }, explanation: `${best.name} (rated ${best.rating.toFixed(1)})` },
    ],
  }),
});
