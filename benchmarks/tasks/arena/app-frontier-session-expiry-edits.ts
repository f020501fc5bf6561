import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { foundAlone } from './shared/app-family.ts';
import { keyOf, searchName } from './shared/app-words.ts';
import { arena, defineFamily, type Step } from 'contract-eval/task';

type Customer = ReturnType<typeof arena.app.customers>[number];
const countryOf = (customer: Customer) => arena.app.countries.find((c) => c.name === customer.country)!;
/** The new phone number: a number in the customer's own country. */
const newPhone = (customer: Customer): string => `${countryOf(customer).dial} 1 4455 7620`;
/** The new contact email: the contact's own name at the company's own domain in its country. */
const newEmail = (customer: Customer): string => `${customer.contactEmail.split('@')[0]}@${searchName(customer.company).replace(/ /g, '').toLowerCase()}.${countryOf(customer).code.toLowerCase()}`;
const SEATS = 240;
/** Where the recorded instance's second and third customers stand after its first, in the customer list by number. */
const SEATS_AFTER = 147;
const EMAIL_AFTER = 76;

/** A customer found with the customer list's search, opened, and its edit form opened. */
const openEditForm = (query: string, company: string): Step[] => [
  { do: 'go', url: `http://app.arena.test/customers?q=${encodeURIComponent(query)}` },
  { do: 'click', on: { role: 'link', name: company } },
  { do: 'click', on: { role: 'link', name: 'Edit customer' } },
];

// The customers taken in threes, each with the two that stand 147 and 76 places after it in the
// list by number (wrapping round), as the recorded instance's do: the first gets a new phone, the
// second new seats, the third (whose save the session's end loses) a new contact email. Rejected:
// a customer the list's search of its first two words does not find alone, a key account (the
// sidebar pins the largest, a second link of its name), and a new value the record already has
// (doing nothing would pass that part).
export default defineFamily({
  family: 'app-frontier-session-expiry-edits',
  defaultKey: 'granite-kitchens',
  instances: () => {
    const customers = arena.app.customers();
    const usable = (c: Customer) => foundAlone(c) && !c.keyAccount;
    return customers.flatMap((phone, i) => {
      const seats = customers[(i + SEATS_AFTER) % customers.length];
      const email = customers[(i + EMAIL_AFTER) % customers.length];
      if (![phone, seats, email].every(usable) || phone.phone === newPhone(phone) || seats.seats === SEATS || email.contactEmail === newEmail(email)) return [];
      return [{ phone, seats, email }];
    });
  },
  key: ({ phone }) => keyOf(searchName(phone.company)),
  task: ({ phone: a, seats: b, email: c }) => {
    const PHONE = newPhone(a);
    const EMAIL = newEmail(c);
    return {
      title: 'App: three customer updates through a session that expires',
      startUrl: 'http://app.arena.test/',
      goal: `${SIGN_IN_GOAL} Three customers have sent us updates. ${a.company} has a new phone number, ${PHONE}. ${b.company} now has ${SEATS} seats. The primary contact of ${c.company} now uses the email address ${EMAIL}. Update the three customers' records.`,
      rationale: `recovery: with the session-expiry disturbance on, a session ends after two saved changes, so the third save (${c.company}’s email) is not carried out and lands on the sign-in page ("Your session has expired"); after signing in again the agent is back on the edit form with the old email, and must notice the change was lost and make it again. An agent that takes its last save for done leaves ${c.id} unchanged. Judged on all three stored records (${a.id} phone, ${b.id} seats, ${c.id} contact email), whatever order or route; sessions are incidental, any other change is a side effect. Shortcuts change nothing.`,
      tags: ['frontier', 'recovery', 'login', 'form', 'disturbance'],
      maxSteps: 80,
      maxDurationMs: 300_000,
      setup: { disturbances: ['session-expiry'] },
      signature: { inputs: SIGN_IN_INPUTS },
      success: {
        kind: 'and',
        children: [
          { kind: 'site_state', site: 'app', collection: 'customers', where: { id: a.id, phone: PHONE } },
          { kind: 'site_state', site: 'app', collection: 'customers', where: { id: b.id, seats: SEATS } },
          { kind: 'site_state', site: 'app', collection: 'customers', where: { id: c.id, contactEmail: EMAIL } },
        ],
      },
      reference: [
        ...SIGN_IN_STEPS,
        ...openEditForm(searchName(a.company), a.company),
        { do: 'fill', on: { role: 'textbox', name: 'Phone' }, text: PHONE },
        { do: 'click', on: { role: 'button', name: 'Save changes' } },
        ...openEditForm(searchName(b.company), b.company),
        { do: 'fill', on: { role: 'spinbutton', name: 'Seats' }, text: String(SEATS) },
        { do: 'click', on: { role: 'button', name: 'Save changes' } },
        ...openEditForm(searchName(c.company), c.company),
        { do: 'fill', on: { role: 'textbox', name: 'Contact email' }, text: EMAIL },
        // The session has expired: this save is lost and the sign-in page comes instead.
        { do: 'click', on: { role: 'button', name: 'Save changes' } },
        ...SIGN_IN_STEPS,
        // Back on the edit form, with the old email.
        { do: 'fill', on: { role: 'textbox', name: 'Contact email' }, text: EMAIL },
        { do: 'click', on: { role: 'button', name: 'Save changes' } },
        {
          do: 'answer',
          explanation: `Updated all three: ${a.company}'s phone is now ${PHONE}, ${b.company} has ${SEATS} seats, and ${c.company}'s contact email is ${EMAIL} (saved again after the session expired and I signed back in).`,
        },
      ],
    };
  },
});
