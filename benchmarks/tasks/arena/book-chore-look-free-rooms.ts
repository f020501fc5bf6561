import { arena, defineTask } from 'contract-eval/task';

const { FLOOR_PLAN, freeRooms } = arena.look;
const rooms = freeRooms();

export default defineTask({
  id: 'book-chore-look-free-rooms',
  title: 'Booking: the free rooms on a floor plan image',
  startUrl: FLOOR_PLAN.pageUrl,
  goal: 'A guest asks which rooms on the third floor of the Quayside Annex are free tonight. The hotel shares its housekeeping floor plan on this page. List every room that is free tonight.',
  rationale: `Single task, not a family: the plan is a committed image drawn once from fixed records (arena.look.FLOOR_PLAN), the same under every seed. look: each room's status exists only as a colour in the plan's pixels (no page text, alt text or script holds a room number or status: tests/pixel-evidence.spec.ts), so the agent must take a screenshot and read it; ${rooms.length} of ${FLOOR_PLAN.data.rooms.length} rooms are free. Built to resist reading the page's text or a script (nothing to find there), counting the rooms being cleaned (not bookable, in another colour) as free, and misreading the middle row, numbered right to left; one missing or extra room fails.`,
  tags: ['chore', 'look', 'image'],
  maxSteps: 20,
  maxDurationMs: 120_000,
  success: { kind: 'answer', field: 'rooms', description: 'the number of every room that is free tonight', items: rooms },
  reference: [
    { do: 'screenshot', on: { role: 'img', name: 'Housekeeping floor plan of the third floor' } },
    { do: 'answer', fields: { rooms }, explanation: `Green on the plan (free tonight): ${rooms.join(', ')}. Orange rooms are being cleaned and are not bookable.` },
  ],
});
