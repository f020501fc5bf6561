/**
 * What the shop's checkout tasks share (../shop-*-checkout.ts and others): the reference steps
 * that find a product, from the cart to a filled-in delivery address and on to the order, and the
 * success contract of a task whose outcome is one order. Elements are named exactly as the shop's
 * pages name them.
 */
import type { Step, Success } from 'contract-eval/task';

export interface DeliveryAddress {
  name: string;
  email: string;
  address: string;
  city: string;
  postcode: string;
  /** As the Country select lists it. */
  country: string;
}

/** Searches the shop for a product's title and opens the product: the first link of that name among the results. */
export function openProduct(title: string): Step[] {
  return [
    { do: 'fill', on: { role: 'searchbox', name: 'Search products' }, text: title },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search products' } },
    { do: 'click', on: { role: 'link', name: title, nth: 0 } },
  ];
}

/** From the cart: Proceed to checkout, then the contact and address fields and the country. */
export function checkoutTo(to: DeliveryAddress): Step[] {
  return [
    { do: 'click', on: { role: 'link', name: 'Proceed to checkout' } },
    { do: 'fill', on: { role: 'textbox', name: 'Full name' }, text: to.name },
    { do: 'fill', on: { role: 'textbox', name: 'Email address' }, text: to.email },
    { do: 'fill', on: { role: 'textbox', name: 'Address line 1' }, text: to.address },
    { do: 'fill', on: { role: 'textbox', name: 'Town or city' }, text: to.city },
    { do: 'fill', on: { role: 'textbox', name: 'Postcode' }, text: to.postcode },
    { do: 'select', on: { role: 'combobox', name: 'Country' }, option: to.country },
  ];
}

/** The checkout's last steps: the delivery method (none where a refused order kept it), the terms, Place order. */
export function placeOrder(delivery?: string): Step[] {
  return [
    ...(delivery === undefined ? [] : [{ do: 'check', on: { role: 'radio', name: delivery } } as const]),
    { do: 'check', on: { role: 'checkbox', name: 'I agree to the terms and conditions' } },
    { do: 'click', on: { role: 'button', name: 'Place order' } },
  ];
}

/**
 * Success for a task that places one order: the shop's records hold exactly one, it matches
 * `order` field by field (items, delivery, promo code…). Where the agent ends does not matter.
 */
export function onlyOrder(order: Record<string, unknown>): Success {
  return {
    kind: 'and',
    children: [
      { kind: 'site_state', site: 'shop', collection: 'orders', where: order },
      { kind: 'site_state', site: 'shop', collection: 'orders', count: { op: 'eq', value: 1 } },
    ],
  };
}
