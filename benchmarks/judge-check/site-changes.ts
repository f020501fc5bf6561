/**
 * One more change on a site after a state task's reference solution: an edit, a cancellation, an
 * extra item or order nobody asked for. A judge that lets it pass misses side effects. Each site
 * says, once, how its UI makes such a change; the record it touches is one the task never names.
 */
import { catalog, inStock } from '../../fixtures-site/arena/shop/catalog/products.ts';
import { initialState as bookState } from '../../fixtures-site/arena/book/state.ts';
import type { Contract } from '../contracts/contract.ts';
import type { ReferenceStep } from '../reference/steps.ts';

export interface ExtraChange {
  /** What changes, for the check's report: `customers CUS-1001 phone`. */
  what: string;
  steps: ReferenceStep[];
}

/** The `site_state` clauses of a contract (not under a `not`): the collections a task judges. */
export function judgedCollections(contract: Contract): Array<{ site: string; collection: string }> {
  switch (contract.kind) {
    case 'site_state':
      return [{ site: contract.site, collection: contract.collection }];
    case 'and':
    case 'or':
      return contract.children.flatMap(judgedCollections);
    default:
      return [];
  }
}

/** The first of `ids` that the task's contract never names. */
const unnamed = (contract: Contract, ids: readonly string[]) => ids.find((id) => !JSON.stringify(contract).includes(id))!;

function appChange(contract: Contract): ExtraChange {
  const id = unnamed(contract, ['CUS-1001', 'CUS-1003', 'CUS-1005']);
  return {
    what: `app customers ${id} phone edited`,
    steps: [
      { do: 'go', url: `http://app.arena.test/customers/${id}/edit` },
      { do: 'fill', on: { role: 'textbox', name: 'Phone' }, text: '+44 20 7946 0999' },
      { do: 'click', on: { role: 'button', name: 'Save changes' } },
    ],
  };
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

/** The extra change for a state task (one that judges a site's records), or undefined for a task that judges none. */
export function extraChange(contract: Contract): ExtraChange | undefined {
  const judged = judgedCollections(contract);
  switch (judged[0]?.site) {
    case 'app':
      return appChange(contract);
    case 'book':
      return bookChange(contract);
    case 'shop':
      return shopChange(contract, judged);
    default:
      return undefined;
  }
}
