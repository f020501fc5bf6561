import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { arena, defineTask, type Step, type Success } from 'contract-eval/task';

const requests = arena.mail.discountRequests();
type Request = (typeof requests)[number];

/** The approval request for one renewal's discount, as the goal asks for it. */
const ask = ({ company, requested }: Request): Step[] => [
  { do: 'go', url: 'http://app.arena.test/pipeline/approvals/new' },
  { do: 'select', on: { role: 'combobox', name: 'Customer' }, option: company },
  { do: 'fill', on: { role: 'spinbutton', name: 'Discount (%)' }, text: String(requested) },
  { do: 'click', on: { role: 'button', name: 'Request approval' } },
];

/** The director's decision, in the mailbox (its subject names the request: APR-1, APR-2, … in the order asked). */
const readDecision = ({ company }: Request, index: number): Step[] => [
  { do: 'go', url: 'http://mail.arena.test/' },
  { do: 'click', on: { role: 'link', name: `Discount approval APR-${index + 1}: ${company}` } },
  { do: 'read' },
];

/** The quote, with the discount the director approved. */
const quote = ({ company, seats, termMonths, approved }: Request): Step[] => [
  { do: 'go', url: 'http://app.arena.test/pipeline/quotes/new' },
  { do: 'select', on: { role: 'combobox', name: 'Customer' }, option: company },
  { do: 'fill', on: { role: 'spinbutton', name: 'Seats' }, text: String(seats) },
  { do: 'select', on: { role: 'combobox', name: 'Term' }, option: `${termMonths} months` },
  { do: 'fill', on: { role: 'spinbutton', name: 'Discount (%)' }, text: String(approved) },
  { do: 'click', on: { role: 'button', name: 'Create quote' } },
];

const judged = ({ customerId, seats, termMonths, requested, approved }: Request): Success[] => [
  { kind: 'site_state', site: 'app', collection: 'approvals', where: { customerId, requested }, count: { op: 'eq', value: 1 } },
  { kind: 'site_state', site: 'app', collection: 'quotes', where: { customerId, seats, termMonths, discount: approved, purchaseOrder: '', message: '' } },
  { kind: 'site_state', site: 'app', collection: 'quotes', where: { customerId }, count: { op: 'eq', value: 1 } },
];

export default defineTask({
  id: 'mail-chore-crm-discount-approvals',
  title: "CRM and Mail: three renewal quotes whose discounts need the sales director's approval, which comes by email",
  startUrl: 'http://app.arena.test/',
  goal:
    `${SIGN_IN_GOAL} Create renewal quotes in Harbor CRM for these three customers: ${requests.map((r) => `${r.company}, ${r.seats} seats for ${r.termMonths} months at ${r.requested}% off`).join('; ')}. ` +
    `Each discount is over what a quote takes without approval, so first ask the sales director to approve each one (http://app.arena.test/pipeline/approvals/new). ` +
    `Her decisions come to my mailbox (Arena Mail, http://mail.arena.test/); where she approves less than we asked for, give the quote the discount she approved. Leave the purchase order number and the message empty, and change nothing else.`,
  rationale: `Single task, not a family: the three renewals are chosen so that the director approves less than asked for two and all of it for one. verify: an approval must be requested in the CRM before a quote over 30% is accepted, and the decision comes only by mail to Arena Mail (the CRM never shows it): the quote must carry the approved discount, ${requests.map((r) => `${r.company} ${r.approved}% (asked ${r.requested}%)`).join(', ')}. Judged on the CRM's records: one approval request per customer for the discount asked, and one quote per customer with its seats, term and the approved discount. Built to resist skipping the request, quoting the discount asked for (refused where the approval is lower) or the 30% limit instead of reading the decision, one decision applied to all, and extra quotes or requests (side effects).`,
  tags: ['chore', 'verify', 'mail', 'login', 'form'],
  maxSteps: 100,
  maxDurationMs: 420_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: { kind: 'and', children: requests.flatMap(judged) },
  reference: [
    ...SIGN_IN_STEPS,
    ...requests.flatMap(ask),
    ...requests.flatMap(readDecision),
    ...requests.flatMap(quote),
    { do: 'answer', explanation: `Asked the sales director for each discount and created the three quotes with the discounts she approved: ${requests.map((r) => `${r.company} ${r.approved}%`).join(', ')}.` },
  ],
});
