/**
 * Mail in the mailbox from before the episode that asks Jordan for a fact kept on another arena
 * site, or for work there whose result comes back by mail: the sources of the `verify` chore tasks
 * (benchmarks/tasks/arena/mail-chore-*.ts). Ids m30–m39. Drawn from the other sites' data with the
 * arena's seed, so each question and the record that answers it agree.
 */
import { seedCustomers } from '../app/data/customers.ts';
import { seedTickets } from '../app/data/tickets.ts';
import { dealCustomer, seedDeals, TERMS } from '../app/data/pipeline.ts';
import { approvedDiscount } from '../app/pages/approvals.ts';
import { OPERATOR, UNASSIGNED } from '../app/data/staff.ts';
import { offersFor } from '../book/data/availability.ts';
import { allHotels, hotelsIn } from '../book/data/hotels.ts';
import { longDate } from '../book/dates.ts';
import { initialState as bookState } from '../book/state.ts';
import { lazy } from '../../site-kit/lazy.ts';
import { Random } from '../../site-kit/random.ts';

/** A seeded message of this module, before it is addressed to the mailbox. */
export interface Question {
  id: string;
  /** How many days before the arena's today, and the time. */
  daysBefore: number;
  time: string;
  from: string;
  subject: string;
  body: string;
}

const firstName = (name: string) => name.split(' ')[0];

// ---- Wayfarer guests who lost their confirmation (m30–m32) ----

export interface GuestQuestion {
  messageId: string;
  /** The booking's reference and the address it was made with: what Manage booking asks for. */
  reference: string;
  email: string;
  guest: string;
  /** What the reply must tell: the property's name and the last four digits of the card. */
  hotel: string;
  cardLast4: string;
}

/** Three of Wayfarer's seeded bookings whose guests ask Jordan which hotel they booked and which card paid. */
export const guestQuestions = lazy((): GuestQuestion[] => {
  const random = Random.for('mail', 'guest-questions');
  const bookings = random.sample(bookState().bookings, 3).sort((a, b) => a.reference!.localeCompare(b.reference!));
  return bookings.map((b, index) => ({
    messageId: `m${30 + index}`,
    reference: b.reference!,
    email: b.traveller.email,
    guest: `${b.traveller.firstName} ${b.traveller.lastName}`,
    hotel: b.hotel.name,
    cardLast4: b.paymentLast4!,
  }));
});

export const GUEST_QUESTION_SUBJECT = 'Lost my Wayfarer confirmation';

function guestMessages(): Question[] {
  const openers = ['I booked a stay through your team on Wayfarer and I cannot find the confirmation anywhere.', 'My confirmation email from Wayfarer seems to have vanished from my inbox.', 'I deleted the Wayfarer confirmation by mistake while tidying up my mail.'];
  return guestQuestions().map((q, index) => ({
    id: q.messageId,
    daysBefore: 3 - index,
    time: ['09:12', '13:40', '16:05'][index],
    from: q.email,
    subject: `${GUEST_QUESTION_SUBJECT} (${q.reference})`,
    body: [
      'Hello Jordan,',
      '',
      `${openers[index]} The booking reference is ${q.reference} and I booked it with this address (${q.email}).`,
      '',
      'Could you tell me the name of the hotel, and which card I paid with (the last four digits are enough)? I need both for my expense claim.',
      '',
      'Many thanks,',
      q.guest,
    ].join('\n'),
  }));
}

// ---- Harbor CRM customers asking who handles their ticket (m33–m35) ----

export interface TicketQuestion {
  messageId: string;
  ticketId: string;
  customerId: string;
  company: string;
  contactName: string;
  contactEmail: string;
  /** What the reply must tell: who is handling the ticket. */
  assignee: string;
}

/** Three customers' tickets, each still open and assigned to a support agent (not the operator), three different agents. */
export const ticketQuestions = lazy((): TicketQuestion[] => {
  const random = Random.for('mail', 'ticket-questions');
  const customers = new Map(seedCustomers().map((c) => [c.id, c]));
  const candidates = random.shuffle(seedTickets().filter((t) => ['Open', 'In progress', 'Waiting on customer'].includes(t.status) && t.assignee !== UNASSIGNED && t.assignee !== OPERATOR.name));
  const chosen: typeof candidates = [];
  for (const ticket of candidates) {
    if (chosen.length === 3) break;
    if (chosen.some((t) => t.assignee === ticket.assignee || t.customerId === ticket.customerId)) continue;
    chosen.push(ticket);
  }
  return chosen
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((t, index) => {
      const customer = customers.get(t.customerId)!;
      return { messageId: `m${33 + index}`, ticketId: t.id, customerId: customer.id, company: customer.company, contactName: customer.contactName, contactEmail: customer.contactEmail, assignee: t.assignee };
    });
});

function ticketMessages(): Question[] {
  const subjects = new Map(seedTickets().map((t) => [t.id, t.subject]));
  return ticketQuestions().map((q, index) => ({
    id: q.messageId,
    daysBefore: 2,
    time: ['08:20', '11:35', '15:50'][index],
    from: q.contactEmail,
    subject: `Ticket ${q.ticketId}: who is looking after it?`,
    body: [
      `Hi Jordan,`,
      '',
      `We opened ticket ${q.ticketId} ("${subjects.get(q.ticketId)}") with your support team a while ago. Could you tell me the name of the person who is handling it now, so I can call them directly?`,
      '',
      'Best regards,',
      `${q.contactName}`,
      `${q.company}`,
    ].join('\n'),
  }));
}

// ---- Harbor CRM customers checking their account's contacts (m36–m38) ----

export interface AccountQuestion {
  messageId: string;
  customerId: string;
  company: string;
  contactName: string;
  contactEmail: string;
  /** What the reply must tell: their account manager and the phone number on file. */
  accountManager: string;
  phone: string;
}

/** Three customers (none of the ticket questions') asking who their account manager is and which phone number is on file. */
export const accountQuestions = lazy((): AccountQuestion[] => {
  const random = Random.for('mail', 'account-questions');
  const taken = new Set(ticketQuestions().map((q) => q.customerId));
  const chosen: ReturnType<typeof seedCustomers> = [];
  for (const customer of random.shuffle(seedCustomers().filter((c) => c.status === 'Active' && !taken.has(c.id)))) {
    if (chosen.length === 3) break;
    if (chosen.some((c) => c.accountManager === customer.accountManager)) continue;
    chosen.push(customer);
  }
  return chosen
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((c, index) => ({ messageId: `m${36 + index}`, customerId: c.id, company: c.company, contactName: c.contactName, contactEmail: c.contactEmail, accountManager: c.accountManager, phone: c.phone }));
});

function accountMessages(): Question[] {
  return accountQuestions().map((q, index) => ({
    id: q.messageId,
    daysBefore: 1,
    time: ['08:05', '10:45', '14:30'][index],
    from: q.contactEmail,
    subject: `Our account ${q.customerId}: checking our details`,
    body: [
      `Hello Jordan,`,
      '',
      `We are updating our supplier list. For our account with you (${q.company}, account ${q.customerId}), could you tell me who our account manager is, and which phone number you have on file for us?`,
      '',
      'Thank you,',
      `${firstName(q.contactName)}`,
    ].join('\n'),
  }));
}

// ---- Priya asks for a Wayfarer booking whose reference comes back by mail (m39) ----

export interface StayRequest {
  messageId: string;
  hotelId: string;
  hotel: string;
  destination: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  roomType: string;
  room: string;
  total: number;
  traveller: { firstName: string; lastName: string; email: string; country: string };
  card: { name: string; number: string; expiry: string; cvc: string };
}

/** A stay Priya asks Jordan to book: a property whose name no other in its city shares a word of, a room free for two on those nights. */
export const stayRequest = lazy((): StayRequest => {
  const random = Random.for('mail', 'stay-request');
  const stay = { checkIn: '2026-09-14', checkOut: '2026-09-17', guests: 2 };
  const core = (name: string) => name.split(' ').slice(0, 2).join(' ');
  const candidates = allHotels().filter((hotel) => {
    const distinct = hotelsIn(hotel.destination).every((other) => other === hotel || core(other.name) !== core(hotel.name));
    const offers = offersFor(hotel, stay).filter((o) => o.fits && o.available);
    return distinct && offers.length >= 2 && new Set(offers.map((o) => o.room.type.name)).size === offers.length;
  });
  const hotel = random.pick(candidates);
  // Not the cheapest room: the one asked for must be chosen in the room chooser.
  const offer = offersFor(hotel, stay)
    .filter((o) => o.fits && o.available)
    .sort((a, b) => a.room.nightly - b.room.nightly)[1];
  return {
    messageId: 'm39',
    hotelId: hotel.id,
    hotel: hotel.name,
    destination: hotel.destination.name,
    ...stay,
    roomType: offer.room.type.id,
    room: offer.room.type.name,
    total: offer.total,
    traveller: { firstName: 'Priya', lastName: 'Shah', email: 'jordan.lee@mail.arena.test', country: 'United Kingdom' },
    card: { name: 'Priya Shah', number: '4242 4242 4242 4242', expiry: '09/28', cvc: '737' },
  };
});

export const STAY_REQUEST_SUBJECT = 'Could you book my hotel for the September visit?';

function stayMessage(): Question {
  const r = stayRequest();
  return {
    id: r.messageId,
    daysBefore: 1,
    time: '16:40',
    from: 'priya.shah@mail.arena.test',
    subject: STAY_REQUEST_SUBJECT,
    body: [
      'Hi Jordan,',
      '',
      `I am off sick and cannot get into Wayfarer. Could you book ${r.hotel} in ${r.destination} for me, for two adults, checking in on ${longDate(r.checkIn)} and out on ${longDate(r.checkOut)}? I would like the ${r.room}, no breakfast and no extras.`,
      '',
      `Put me down as the guest (Priya Shah, living in the ${r.traveller.country}), but give your own email address, so that the confirmation comes to you: my mail is not working. Pay with the company card: ${r.card.number}, expiry ${r.card.expiry}, security code ${r.card.cvc}, name on the card ${r.card.name}.`,
      '',
      'When the confirmation email arrives, please reply to this message with the booking reference from it.',
      '',
      'Thank you so much!',
      'Priya',
    ].join('\n'),
  };
}

// ---- Harbor CRM renewal quotes whose discounts need the sales director's approval (no seeded mail: the decisions come during the episode) ----

export interface DiscountRequest {
  customerId: string;
  company: string;
  seats: number;
  termMonths: number;
  /** What the goal asks for, and what the director approves (the discount the quote must have). */
  requested: number;
  approved: number;
}

/** Three renewals in the pipeline: two the director approves for less than asked, one as asked. */
export const discountRequests = lazy((): DiscountRequest[] => {
  const random = Random.for('mail', 'discount-requests');
  const lowered: DiscountRequest[] = [];
  const granted: DiscountRequest[] = [];
  for (const deal of random.shuffle(seedDeals())) {
    const customer = dealCustomer(deal);
    const requested = random.pick([38, 40, 42, 45, 50]);
    const approved = approvedDiscount(customer.id, requested);
    const request = { customerId: customer.id, company: customer.company, seats: random.int(20, 400), termMonths: random.pick(TERMS), requested, approved };
    if (approved < requested && lowered.length < 2) lowered.push(request);
    else if (approved === requested && granted.length < 1) granted.push(request);
    if (lowered.length === 2 && granted.length === 1) break;
  }
  return [...lowered, ...granted].sort((a, b) => a.company.localeCompare(b.company, 'en'));
});

/** Every message of this module, in id order. */
export function verifyMessages(): Question[] {
  return [...guestMessages(), ...ticketMessages(), ...accountMessages(), stayMessage()];
}
