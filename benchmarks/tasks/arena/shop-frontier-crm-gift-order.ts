import { SIGN_IN_GOAL, SIGN_IN_INPUTS } from './shared/app-sign-in.ts';
import { openCustomerInCrm } from './shared/app-steps.ts';
import { checkoutTo, onlyOrder, openProduct, placeOrder } from './shared/shop-steps.ts';
import { lastUnits } from '../../../fixtures-site/arena/shop/frontier/last-unit.ts';
import { arena, defineFamily } from 'contract-eval/task';

type Customer = ReturnType<typeof arena.app.customers>[number];

/** A postcode the shop's checkout accepts, per CRM city (the shop delivers to 11 countries; Sweden and Brazil are not among them). */
const POSTCODES: Record<string, string> = {
  Austin: '78701', Denver: '80202', Boston: '02108', Seattle: '98101', Chicago: '60601',
  Toronto: 'M5H 2N2', Vancouver: 'V6B 1A1', Montreal: 'H3B 1A2', Calgary: 'T2P 1J9',
  London: 'EC1A 1BB', Manchester: 'M1 1AE', Leeds: 'LS1 1UR', Bristol: 'BS1 4DJ', Edinburgh: 'EH1 1YZ',
  Dublin: 'D02 X285', Cork: 'T12 X70A', Galway: 'H91 E2K4',
  Berlin: '10115', Munich: '80331', Hamburg: '20095', Cologne: '50667', Leipzig: '04109',
  Paris: '75008', Lyon: '69002', Nantes: '44000', Lille: '59000',
  Amsterdam: '1017 CE', Rotterdam: '3011 AD', Utrecht: '3511 LX', Eindhoven: '5611 AB',
  Madrid: '28013', Barcelona: '08002', Valencia: '46002', Seville: '41001',
  Sydney: '2000', Melbourne: '3000', Brisbane: '4000', Perth: '6000',
  Tokyo: '100-0001', Osaka: '530-0001', Fukuoka: '810-0001',
};
const STREETS = ['Harbour Road', 'Station Street', 'Mill Lane', 'Park Avenue', 'Bridge Street', 'Market Square'];

const number = (c: Customer) => Number(c.id.replace(/\D/g, ''));
const street = (c: Customer) => `${10 + (number(c) % 80)} ${STREETS[number(c) % STREETS.length]}`;
const countryCode = (c: Customer) => arena.app.countries.find((k) => k.name === c.country)!.code;
/** The gift: one of the shop's Kitchen & Dining products rated 4.5 or more whose default variant is in stock, by the customer's number. */
const gift = (c: Customer) => {
  const kitchen = arena.shop.catalog().departments[0].products.filter((p) => arena.shop.defaultVariant(p).stock > 0 && (p.rating ?? 0) >= 4.5);
  // Never a product with a last unit the shop sells out at checkout (frontier/last-unit.ts): the next one instead.
  const last = new Set(lastUnits().map((u) => u.product));
  for (let i = 0; ; i++) {
    const product = kitchen[(number(c) + i) % kitchen.length];
    if (!last.has(product)) return product;
  }
};

// Every Active key account in a city the shop delivers to, whose company name and contact name no
// other customer shares (the search and the delivery name must point at one record).
export default defineFamily({
  family: 'shop-frontier-crm-gift-order',
  defaultKey: 'cus-1051',
  instances: () => {
    const customers = arena.app.customers();
    return customers.filter(
      (c) =>
        c.status === 'Active' &&
        c.keyAccount &&
        POSTCODES[c.city] !== undefined &&
        customers.filter((o) => o.company.split(' ').slice(0, 2).join(' ') === c.company.split(' ').slice(0, 2).join(' ')).length === 1 &&
        customers.filter((o) => o.contactName === c.contactName).length === 1,
    );
  },
  key: (c) => c.id.toLowerCase(),
  task: (c) => {
    const product = gift(c);
    const stem = c.company.split(' ').slice(0, 2).join(' ');
    const to = { name: c.contactName, email: c.contactEmail, address: street(c), city: c.city, postcode: POSTCODES[c.city], country: c.country };
    return {
      title: 'CRM to shop: a thank-you gift ordered for a customer’s main contact',
      startUrl: 'http://shop.arena.test/',
      goal: `Send a thank-you gift from the Copperleaf shop to the main contact of our customer ${c.company}: one ${product.title} (any colour), by standard delivery, to their office at ${to.address}, postcode ${to.postcode}. The contact's name, email address, phone number, city and country are on the customer's record in Harbor CRM (http://app.arena.test/). ${SIGN_IN_GOAL}`,
      rationale: `cross-site: the order's recipient is only in the CRM: ${c.company}'s record names its main contact (${c.contactName}, ${c.contactEmail}, ${c.phone}) in ${c.city}, ${c.country}; the goal gives only the product, the street and the postcode. The agent signs in to the CRM, finds the customer by its name, reads the record and checks out in the shop with it. Judged on the shop's orders: exactly one, for the ${product.title} (${product.code}), to that name, email, phone, street, city, postcode and country (${countryCode(c)}) by standard delivery; a shortcut places none, and a guess at the contact's name or city misses.`,
      tags: ['frontier', 'cross-site', 'login', 'checkout'],
      maxSteps: 70,
      maxDurationMs: 420_000,
      signature: { inputs: SIGN_IN_INPUTS },
      success: onlyOrder({
        items: [{ product: product.code, qty: 1 }],
        itemCount: 1,
        shippingMethod: 'standard',
        shipping: { name: c.contactName, email: c.contactEmail, phone: c.phone, address1: to.address, city: c.city, postcode: to.postcode, country: countryCode(c) },
      }),
      reference: [
        ...openCustomerInCrm(stem, c.company),
        { do: 'read' },
        { do: 'go', url: 'http://shop.arena.test/' },
        ...openProduct(product.title),
        { do: 'click', on: { role: 'button', name: 'Add to cart' } },
        ...checkoutTo(to),
        { do: 'fill', on: { role: 'textbox', name: 'Phone number (optional)' }, text: c.phone },
        ...placeOrder('Standard delivery'),
        { do: 'wait_for', text: 'Order number' },
        { do: 'answer', explanation: `Ordered one ${product.title} for ${c.contactName} (${c.company}) at ${to.address}, ${c.city} ${to.postcode}, ${c.country}, by standard delivery.` },
      ],
    };
  },
});
