/**
 * Changes on a site after a state task's reference solution that nobody asked for: another record
 * edited or cancelled, another field of the record the task is about, an extra item or order. A
 * judge that lets one pass misses side effects. Each site says, once, how its UI makes such a
 * change; the record it touches is one the task never names, or the field one it never names.
 */
import { seedTickets } from '../../fixtures-site/arena/app/data/tickets.ts';
import { catalog, inStock } from '../../fixtures-site/arena/shop/catalog/products.ts';
import { initialState as bookState } from '../../fixtures-site/arena/book/state.ts';
import type { Contract } from '../contracts/contract.ts';
import { siteStateClauses } from '../contracts/clauses.ts';
import type { ReferenceStep } from '../reference/steps.ts';

export interface ExtraChange {
  /** What changes, for the check's report: `app customers CUS-1001 phone edited`. */
  what: string;
  steps: ReferenceStep[];
}

/** The collections a task judges: its `site_state` clauses' sites and collections. */
export function judgedCollections(contract: Contract): Array<{ site: string; collection: string }> {
  return siteStateClauses(contract).map(({ site, collection }) => ({ site, collection }));
}

/** The id of the first record of `collection` a clause asks to exist with named fields (not one it asks to be gone). */
function namedRecord(contract: Contract, collection: string): string | undefined {
  const clause = siteStateClauses(contract).find((c) => c.collection === collection && typeof c.where?.id === 'string' && !(c.count?.op === 'eq' && c.count.value === 0));
  return clause?.where?.id as string | undefined;
}

/** The first of `ids` that the task's contract never names. */
const unnamed = (contract: Contract, ids: readonly string[]) => ids.find((id) => !JSON.stringify(contract).includes(id))!;

function appChanges(contract: Contract): ExtraChange[] {
  const id = unnamed(contract, ['CUS-1001', 'CUS-1003', 'CUS-1005']);
  const changes: ExtraChange[] = [
    {
      what: `app customers ${id} phone edited`,
      steps: [
        { do: 'go', url: `http://app.arena.test/customers/${id}/edit` },
        { do: 'fill', on: { role: 'textbox', name: 'Phone' }, text: '+44 20 7946 0999' },
        { do: 'click', on: { role: 'button', name: 'Save changes' } },
      ],
    },
  ];
  // The record the task is about, with one more field changed than it asked for.
  const customer = namedRecord(contract, 'customers');
  if (customer)
    changes.push({
      what: `app customers ${customer} notes edited too`,
      steps: [
        { do: 'go', url: `http://app.arena.test/customers/${customer}/edit` },
        { do: 'fill', on: { role: 'textbox', name: 'Notes' }, text: 'Called about the renewal.' },
        { do: 'click', on: { role: 'button', name: 'Save changes' } },
      ],
    });
  const ticket = namedRecord(contract, 'tickets');
  const priority = seedTickets().find((t) => t.id === ticket)?.priority;
  if (ticket && priority)
    changes.push({
      what: `app tickets ${ticket} priority changed too`,
      steps: [
        { do: 'go', url: `http://app.arena.test/tickets/${ticket}` },
        { do: 'select', on: { role: 'combobox', name: 'Priority' }, option: priority === 'Low' ? 'Normal' : 'Low' },
        { do: 'click', on: { role: 'button', name: 'Save ticket' } },
      ],
    });
  return changes;
}

function bookChange(contract: Contract): ExtraChange {
  const reference = unnamed(contract, ['BK-1001', 'BK-1002', 'BK-1003']);
  const booking = bookState().bookings.find((b) => b.reference === reference)!;
  return {
    what: `book bookings ${reference} cancelled`,
    steps: [
      { do: 'go', url: 'http://book.arena.test/' },
      { do: 'click', on: { role: 'link', name: 'Manage booking' } },
      { do: 'fill', on: { role: 'textbox', name: 'Booking reference' }, text: reference },
      { do: 'fill', on: { role: 'textbox', name: 'Email address' }, text: booking.traveller.email },
      { do: 'click', on: { role: 'button', name: 'Find booking' } },
      { do: 'click', on: { role: 'link', name: 'Cancel this booking' } },
      { do: 'select', on: { role: 'combobox', name: 'Reason for cancellation' }, option: 'My travel plans changed' },
      { do: 'click', on: { role: 'button', name: 'Confirm cancellation' } },
    ],
  };
}

function shopChange(contract: Contract, judged: ReadonlyArray<{ collection: string }>): ExtraChange {
  const product = catalog().products.find((p) => inStock(p) && p.variants[0].stock > 0 && !JSON.stringify(contract).includes(p.code))!;
  const addToCart: ReferenceStep[] = [
    { do: 'go', url: `http://shop.arena.test/product/${product.slug}` },
    { do: 'click', on: { role: 'button', name: 'Add to cart' } },
  ];
  // A cart the task does not judge is incidental: where only orders are judged, the extra change is an order.
  if (judged.some((j) => j.collection === 'carts')) return { what: `shop carts: ${product.code} added`, steps: addToCart };
  return {
    what: `shop orders: another order, for ${product.code}`,
    steps: [
      ...addToCart,
      { do: 'click', on: { role: 'link', name: 'Proceed to checkout' } },
      { do: 'fill', on: { role: 'textbox', name: 'Full name' }, text: 'Jo Bloggs' },
      { do: 'fill', on: { role: 'textbox', name: 'Email address' }, text: 'jo.bloggs@example.com' },
      { do: 'fill', on: { role: 'textbox', name: 'Address line 1' }, text: '1 High Street' },
      { do: 'fill', on: { role: 'textbox', name: 'Town or city' }, text: 'Leeds' },
      { do: 'fill', on: { role: 'textbox', name: 'Postcode' }, text: 'LS1 1AA' },
      { do: 'select', on: { role: 'combobox', name: 'Country' }, option: 'United Kingdom' },
      { do: 'check', on: { role: 'radio', name: 'Standard delivery' }, checked: true },
      { do: 'check', on: { role: 'checkbox', name: 'I agree to the terms and conditions' }, checked: true },
      { do: 'click', on: { role: 'button', name: 'Place order' } },
    ],
  };
}

/**
 * A message sent from Arena Mail that nobody asked for, for a task that judges the mail it sends
 * (a reply): to an address outside the arena, so it is kept in Sent only and no clause's `where`
 * (a reply's inReplyTo and recipient) describes it.
 */
function mailChange(): ExtraChange {
  return {
    what: 'mail messages: a message nobody asked for, to someone@example.com',
    steps: [
      { do: 'go', url: 'http://mail.arena.test/compose' },
      { do: 'fill', on: { role: 'textbox', name: 'To' }, text: 'someone@example.com' },
      { do: 'fill', on: { role: 'textbox', name: 'Subject' }, text: 'Quick question' },
      { do: 'fill', on: { role: 'textbox', name: 'Message' }, text: 'Are you free on Friday?' },
      { do: 'click', on: { role: 'button', name: 'Send' } },
    ],
  };
}

/** The extra changes for a state task (one that judges a site's records); none for a task that judges none. */
export function extraChanges(contract: Contract): ExtraChange[] {
  const judged = judgedCollections(contract);
  const mail = judged.some((j) => j.site === 'mail' && j.collection === 'messages') ? [mailChange()] : [];
  return [...siteChanges(contract, judged), ...mail];
}

/** The extra change on the site of a task's first judged collection (Arena Mail's is added apart). */
function siteChanges(contract: Contract, judged: ReadonlyArray<{ site: string; collection: string }>): ExtraChange[] {
  switch (judged[0]?.site) {
    case 'app':
      return appChanges(contract);
    case 'book':
      return [bookChange(contract)];
    case 'shop':
      return [shopChange(contract, judged)];
    default:
      return [];
  }
}
