import { AWAIT_CONFIRMATION, confirmedBooking, payWithCard, reserveRoom, searchStays } from './shared/book-steps.ts';
import { repliedOnce, replyTo } from './shared/mail-replies.ts';
import { arena, defineTask } from 'contract-eval/task';

const stay = arena.mail.stayRequest();
/** The reference Wayfarer gives the episode's first confirmed booking: only in the confirmation (page and mail). */
const reference = `BK-${arena.book.initialState().nextReference}`;

export default defineTask({
  id: 'mail-chore-book-stay-for-colleague',
  title: "Mail and Wayfarer: book a colleague's stay and reply with the reference from the confirmation mail",
  startUrl: 'http://mail.arena.test/',
  goal: `In my mailbox (Arena Mail, where you start) Priya Shah asked me to book a hotel for her ("${arena.mail.STAY_REQUEST_SUBJECT}"). Do what she asks on Wayfarer (http://book.arena.test/), exactly as she wrote it, then answer her with a reply to her message as she asked. Send nothing else.`,
  rationale: `Single task, not a family: the mailbox holds this one request. verify: the stay, the room, the guest, the card and where the confirmation goes are only in Priya's email; the booking must be made with Jordan's own address so that Wayfarer's confirmation mail lands in Arena Mail, and the reference it carries must go back to Priya as a reply (inReplyTo) to her message. Judged on Wayfarer's booking record (property, dates, guests, room ${stay.room} (not the cheapest), no breakfast, no extras, the guest's name and country, Jordan's address, the card, the total ${arena.book.money(stay.total)}) and on Arena Mail's sent records (one reply to Priya holding ${reference}). Built to resist booking under Priya's address, the cheapest room, a reply sent as a new message, and a reference left out or guessed; any other booking or sent message is a side effect.`,
  tags: ['chore', 'verify', 'mail', 'iframe', 'form'],
  maxSteps: 100,
  maxDurationMs: 420_000,
  success: {
    kind: 'and',
    children: [
      // The card is the test card ending 4242, as confirmedBooking expects.
      confirmedBooking({ hotelId: stay.hotelId, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests, roomType: stay.roomType, traveller: stay.traveller, total: stay.total }),
      ...repliedOnce(stay.messageId, 'priya.shah@mail.arena.test', [reference]),
    ],
  },
  reference: [
    { do: 'click', on: { role: 'link', name: arena.mail.STAY_REQUEST_SUBJECT } },
    { do: 'read' },
    { do: 'go', url: 'http://book.arena.test/' },
    ...searchStays({ destination: stay.destination, checkIn: stay.checkIn, checkOut: stay.checkOut }),
    { do: 'click', on: { role: 'link', name: stay.hotel } },
    ...reserveRoom(stay.room, stay.traveller),
    ...payWithCard(stay.card),
    AWAIT_CONFIRMATION,
    { do: 'go', url: 'http://mail.arena.test/' },
    { do: 'click', on: { role: 'link', name: `Wayfarer: booking ${reference} confirmed` } },
    { do: 'read' },
    ...replyTo(stay.messageId, `Hi Priya, your stay at ${stay.hotel} is booked: the booking reference is ${reference}. Get well soon! Jordan`),
    { do: 'answer', explanation: `Booked the ${stay.room} at ${stay.hotel}, ${stay.destination}, for Priya Shah (${stay.checkIn} to ${stay.checkOut}) and replied to her with the reference ${reference}.` },
  ],
});
