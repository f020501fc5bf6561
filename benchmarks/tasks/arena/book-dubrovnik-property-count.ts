import { arena, defineFamily } from 'contract-eval/task';
import { keyOf } from './shared/book-data.ts';

// Every destination that is not among the home page's popular destinations (those cards give the
// count on the home page itself): its count is on its own search results only.
export default defineFamily({
  family: 'book-dubrovnik-property-count',
  defaultKey: 'dubrovnik',
  instances: () => arena.book.destinations().filter((destination) => !arena.book.POPULAR.includes(destination.name)),
  key: (destination) => keyOf(destination.name),
  task: (destination) => {
    const count = arena.book.hotelsIn(destination).length;
    return {
      title: `Booking: how many properties ${destination.name} has`,
      startUrl: 'http://book.arena.test/',
      goal: `Use the destination search of the Wayfarer booking site to look up stays in ${destination.name} (no dates needed) and tell me how many properties it lists there.`,
      rationale: `${destination.name} is not among the home page’s popular destinations; its count (${count}) shows on its search results, which the agent reaches through the destination combobox.`,
      tags: ['smoke'],
      maxSteps: 14,
      maxDurationMs: 90_000,
      success: { kind: 'answer', field: 'properties', description: 'how many properties the search lists there', number: count },
      reference: [
        { do: 'fill', on: { role: 'combobox', name: 'Destination' }, text: destination.name.slice(0, 6) },
        { do: 'click', on: { role: 'option', name: arena.book.destinationLabel(destination) } },
        { do: 'click', on: { role: 'button', name: 'Search' } },
        { do: 'answer', fields: { properties: count }, explanation: `${count} properties` },
      ],
    };
  },
});
