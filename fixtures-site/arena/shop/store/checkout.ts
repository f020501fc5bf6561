import { businessDaysFromToday } from '../dates.ts';

/** The checkout's rules: where the shop delivers, how, for how much, and what a valid address is. */

interface Country {
  code: string;
  name: string;
  /** What a postcode there looks like, written the canonical way (upper case, the space where it belongs). */
  postcode: RegExp;
  /** Where the space goes, counted from the end ("SW1A 1AA": 3), for postcodes that have one. */
  spaceBeforeLast?: number;
  example: string;
}

export const COUNTRIES: readonly Country[] = [
  { code: 'US', name: 'United States', postcode: /^\d{5}(-\d{4})?$/, example: '94103' },
  { code: 'CA', name: 'Canada', postcode: /^[A-Z]\d[A-Z] \d[A-Z]\d$/, spaceBeforeLast: 3, example: 'K1A 0B1' },
  { code: 'GB', name: 'United Kingdom', postcode: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/, spaceBeforeLast: 3, example: 'SW1A 1AA' },
  { code: 'IE', name: 'Ireland', postcode: /^[A-Z]\d[\dW] [A-Z\d]{4}$/, spaceBeforeLast: 4, example: 'D02 X285' },
  { code: 'FR', name: 'France', postcode: /^\d{5}$/, example: '75008' },
  { code: 'DE', name: 'Germany', postcode: /^\d{5}$/, example: '10115' },
  { code: 'NL', name: 'Netherlands', postcode: /^\d{4} [A-Z]{2}$/, spaceBeforeLast: 2, example: '1017 CE' },
  { code: 'ES', name: 'Spain', postcode: /^\d{5}$/, example: '28013' },
  { code: 'IT', name: 'Italy', postcode: /^\d{5}$/, example: '00184' },
  { code: 'AU', name: 'Australia', postcode: /^\d{4}$/, example: '2000' },
  { code: 'JP', name: 'Japan', postcode: /^\d{3}-\d{4}$/, example: '100-0001' },
];

/** A postcode as the country writes it: "sw1a1aa" → "SW1A 1AA", so orders record one spelling. */
function canonicalPostcode(raw: string, country: Country | undefined): string {
  const upper = raw.toUpperCase();
  if (!country?.spaceBeforeLast) return upper;
  const compact = upper.replace(/\s+/g, '');
  const at = compact.length - country.spaceBeforeLast;
  return at > 0 ? `${compact.slice(0, at)} ${compact.slice(at)}` : compact;
}

export type ShippingMethodId = 'standard' | 'express' | 'next-day';

interface ShippingMethod {
  id: ShippingMethodId;
  name: string;
  /** Cents. */
  price: number;
  /** Goods totals from this many cents ship free. */
  freeFrom?: number;
  businessDays: number;
  /** Countries it reaches; all when absent. */
  countries?: readonly string[];
  summary: string;
}

export const SHIPPING_METHODS: readonly ShippingMethod[] = [
  { id: 'standard', name: 'Standard delivery', price: 499, freeFrom: 5000, businessDays: 5, summary: '3–5 business days. $4.99, free on orders of $50 or more.' },
  { id: 'express', name: 'Express delivery', price: 1299, businessDays: 2, summary: '1–2 business days. $12.99.' },
  { id: 'next-day', name: 'Next-day delivery', price: 2499, businessDays: 1, countries: ['US'], summary: 'Next business day when you order by 2 pm. $24.99. United States only.' },
];

export function shippingMethod(id: string): ShippingMethod | undefined {
  return SHIPPING_METHODS.find((m) => m.id === id);
}

export function shippingCost(method: ShippingMethod, goodsTotal: number): number {
  return method.freeFrom !== undefined && goodsTotal >= method.freeFrom ? 0 : method.price;
}

export function deliveryBy(method: ShippingMethod): string {
  return businessDaysFromToday(method.businessDays);
}

export interface Address {
  name: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  postcode: string;
  /** ISO 3166 code. */
  country: string;
}

/** The checkout form as submitted: what it keeps on the page when something is wrong. */
export interface CheckoutValues extends Address {
  shipping: string;
  terms: boolean;
}

export type CheckoutField = keyof CheckoutValues;

export const EMPTY_CHECKOUT: CheckoutValues = {
  name: '', email: '', phone: '', address1: '', address2: '', city: '', postcode: '', country: 'US', shipping: '', terms: false,
};

export function readCheckoutForm(form: URLSearchParams): CheckoutValues {
  const text = (key: string) => (form.get(key) ?? '').trim().replace(/\s+/g, ' ');
  const country = COUNTRIES.find((c) => c.code === text('country'));
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    postcode: canonicalPostcode(text('postcode'), country),
    country: text('country'),
    shipping: text('shipping'),
    terms: form.get('terms') === 'yes',
  };
}

export function addressOf(values: CheckoutValues): Address {
  const { name, email, phone, address1, address2, city, postcode, country } = values;
  return { name, email, phone, address1, address2, city, postcode, country };
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** What is wrong with each field, in form order; an empty object means the order can be placed. */
export function validateCheckout(values: CheckoutValues): Partial<Record<CheckoutField, string>> {
  const errors: Partial<Record<CheckoutField, string>> = {};
  const country = COUNTRIES.find((c) => c.code === values.country);
  const method = shippingMethod(values.shipping);
  if (!values.name) errors.name = 'Enter your full name.';
  if (!values.email) errors.email = 'Enter your email address.';
  else if (!EMAIL.test(values.email)) errors.email = 'Enter an email address in the format name@example.com.';
  if (!values.address1) errors.address1 = 'Enter the first line of your address.';
  if (!values.city) errors.city = 'Enter your town or city.';
  if (!country) errors.country = 'Choose the country to deliver to.';
  if (!values.postcode) errors.postcode = 'Enter your postcode.';
  else if (country && !country.postcode.test(values.postcode))
    errors.postcode = `Enter a valid postcode for ${country.name}, for example ${country.example}.`;
  if (!method) errors.shipping = 'Choose a delivery method.';
  else if (country && method.countries && !method.countries.includes(country.code))
    errors.shipping = `${method.name} is not available to ${country.name}. Choose another delivery method.`;
  if (!values.terms) errors.terms = 'You must agree to the terms and conditions to place your order.';
  return errors;
}
