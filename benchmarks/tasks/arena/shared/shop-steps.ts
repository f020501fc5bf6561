/**
 * What the shop's checkout tasks share (../shop-*-checkout.ts and others): the reference steps
 * from the cart to a filled-in delivery address, and the success contract of a task whose
 * outcome is one order. Elements are named exactly as the shop's pages name them.
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
