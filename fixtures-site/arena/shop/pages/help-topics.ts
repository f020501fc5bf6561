import { esc } from '../../../site-kit/html.ts';
import { formatMoney } from '../money.ts';
import { LIVE_PROMO_CODE, MAX_PER_LINE } from '../store/cart.ts';
import { COUNTRIES, SHIPPING_METHODS } from '../store/checkout.ts';

/** The shop's help and company pages (footer links): title, footer group, and body HTML. */

export interface HelpTopic {
  slug: string;
  title: string;
  group: 'service' | 'about' | 'policy';
  body: () => string;
}

const paragraphs = (...texts: string[]) => texts.map((t) => `<p>${esc(t)}</p>`).join('\n');

function shippingTable(): string {
  const rows = SHIPPING_METHODS.map(
    (m) => `<tr><th scope="row">${esc(m.name)}</th><td>${formatMoney(m.price)}</td><td>${m.freeFrom ? `Free on orders of ${formatMoney(m.freeFrom)} or more` : '—'}</td><td>${esc(m.summary.split('.')[0])}</td><td>${m.countries ? esc(m.countries.map((code) => COUNTRIES.find((c) => c.code === code)?.name ?? code).join(', ')) : 'All countries we deliver to'}</td></tr>`,
  );
  return `<table class="data-table"><caption>Delivery methods and prices</caption><thead><tr><th scope="col">Method</th><th scope="col">Price</th><th scope="col">Free delivery</th><th scope="col">Delivery time</th><th scope="col">Available in</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    slug: 'delivery',
    title: 'Delivery options',
    group: 'service',
    body: () =>
      shippingTable() +
      paragraphs(
        'Delivery times are counted in business days (Monday to Friday) from the day you order. Orders placed before 2 pm are packed the same day.',
        `We deliver to ${COUNTRIES.map((c) => c.name).join(', ')}. Duties and import taxes are included in the price you pay at checkout.`,
      ),
  },
  {
    slug: 'returns',
    title: 'Returns & refunds',
    group: 'service',
    body: () =>
      paragraphs(
        'You can return most items within 30 days of delivery for a full refund. Items must be unused and in their original packaging.',
        'Start a return from your account, print the prepaid label and drop the parcel at any post office. Refunds reach your card within 5 business days of the return arriving at our warehouse.',
        'Bedding, socks and opened personal-care items cannot be returned unless they are faulty.',
      ),
  },
  {
    slug: 'order-status',
    title: 'Track your order',
    group: 'service',
    body: () =>
      paragraphs(
        'Your order confirmation shows your order number (it starts with ORD-) and the date we expect to deliver. You can see every order you placed under Account & orders.',
        'We email you a tracking link as soon as your parcel leaves the warehouse.',
      ),
  },
  {
    slug: 'promotions',
    title: 'Promotions & promo codes',
    group: 'service',
    body: () =>
      paragraphs(
        `Summer sale: use the code ${LIVE_PROMO_CODE} in your cart for 15% off everything until August 31, 2026.`,
        'The spring code SPRING10 ended on May 31, 2026 and can no longer be used.',
        'One promo code per order. Codes cannot be exchanged for cash and do not apply to delivery charges.',
      ),
  },
  {
    slug: 'buying-limits',
    title: 'Buying limits',
    group: 'service',
    body: () => paragraphs(`To keep stock fair for everyone, you can buy at most ${MAX_PER_LINE} of each item per order.`),
  },
  {
    slug: 'payment',
    title: 'Payment methods',
    group: 'service',
    body: () =>
      paragraphs(
        'After you place your order we email you a secure payment link. You can pay with Visa, Mastercard, American Express, PayPal or a Copperleaf gift card.',
        'We never store your card details.',
      ),
  },
  {
    slug: 'contact-us',
    title: 'Contact us',
    group: 'service',
    body: () =>
      paragraphs(
        'Our customer service team is available Monday to Saturday, 8 am to 8 pm.',
        'Phone: 0800 555 0199. Email: help@copperleaf.example. Please have your order number ready.',
      ),
  },
  {
    slug: 'about',
    title: 'About us',
    group: 'about',
    body: () =>
      paragraphs(
        'Copperleaf started in 2011 as a single kitchen shop. Today we sell thousands of products for the home, the office and the outdoors from 48 brands we have tested ourselves.',
      ),
  },
  { slug: 'careers', title: 'Careers', group: 'about', body: () => paragraphs('We are hiring in our warehouses, our customer service team and our head office. All current openings are posted here first.') },
  { slug: 'sustainability', title: 'Sustainability', group: 'about', body: () => paragraphs('All our parcels ship in recycled cardboard, and by 2027 every product we sell will come without single-use plastic.') },
  { slug: 'press', title: 'Press', group: 'about', body: () => paragraphs('For press enquiries, email press@copperleaf.example.') },
  { slug: 'gift-cards', title: 'Gift cards', group: 'about', body: () => paragraphs('Copperleaf gift cards never expire and can be spent on anything in the shop.') },
  { slug: 'terms', title: 'Terms and conditions', group: 'policy', body: () => paragraphs('These terms apply to every order placed with Copperleaf Retail Ltd. By placing an order you agree to them.', 'Prices and availability can change until your order is confirmed.') },
  { slug: 'privacy', title: 'Privacy notice', group: 'policy', body: () => paragraphs('We use your details only to deliver your order and, if you agree, to send you offers. We never sell your data.') },
  { slug: 'cookies', title: 'Cookie policy', group: 'policy', body: () => paragraphs('We use one cookie to remember your cart. We do not use advertising cookies.') },
  { slug: 'accessibility', title: 'Accessibility', group: 'policy', body: () => paragraphs('We aim to meet WCAG 2.2 level AA on every page. Tell us if something does not work for you.') },
  { slug: 'warranty', title: 'Warranty', group: 'policy', body: () => paragraphs('Every product carries at least its manufacturer’s warranty, shown in its specifications. We handle warranty claims for you.') },
];
