import { esc } from '../../../site-kit/html.ts';
import { catalog } from '../catalog/products.ts';
import { longDate } from '../dates.ts';
import { formatMoney } from '../money.ts';
import { priceLines, variantLabel } from '../store/cart.ts';
import { COUNTRIES, shippingMethod } from '../store/checkout.ts';
import type { Order } from '../store/state.ts';
import { summaryRows } from './cart.ts';
import type { PageFrame } from './layout.ts';
import { productHref } from './parts.ts';

/** The order confirmation page and the account page that lists a session's orders. */

function itemsTable(order: Order): string {
  const rows = order.lines.map((line) => {
    const found = catalog().variant(line.sku);
    const name = found ? `<a href="${productHref(found.product, found.variant)}">${esc(found.product.title)}</a> <span class="muted">(${esc(variantLabel(found.variant))})</span>` : esc(line.sku);
    return `<tr><td>${name}<br><span class="muted">SKU: ${esc(line.sku)}</span></td><td>${line.qty}</td><td>${formatMoney(line.unitPrice)}</td><td>${formatMoney(line.unitPrice * line.qty)}</td></tr>`;
  });
  return `<table class="data-table"><caption>Items in order ${esc(order.id)}</caption><thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Price</th><th scope="col">Total</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

export function confirmationFrame(order: Order): Omit<PageFrame, 'session' | 'flash'> {
  const method = shippingMethod(order.shippingMethod)!;
  const { address } = order;
  const country = COUNTRIES.find((c) => c.code === address.country)?.name ?? address.country;
  const cart = { ...priceLines(order.lines, order.promoCode), subtotal: order.subtotal, discount: order.discount };
  const main = `<div class="confirmation">
<h1>Thank you, your order has been placed</h1>
<p class="order-number">Order number: <strong>${esc(order.id)}</strong></p>
<p>We have sent a confirmation and a payment link to <strong>${esc(address.email)}</strong>. ${esc(method.name)}: expected by <strong>${longDate(order.deliveryBy)}</strong>.</p>
<div class="confirmation-grid">
<section aria-labelledby="ship-to-title"><h2 id="ship-to-title">Delivery address</h2>
<address>${[address.name, address.address1, address.address2, `${address.city} ${address.postcode}`, country, address.phone].filter(Boolean).map(esc).join('<br>')}</address></section>
<section aria-labelledby="totals-title"><h2 id="totals-title">Payment summary</h2>${summaryRows(cart, order.shippingCost === 0 ? 'Free' : formatMoney(order.shippingCost), order.total)}</section>
</div>
${itemsTable(order)}
<p><a href="/">Continue shopping</a> · <a href="/account">See all your orders</a></p>
</div>`;
  return { title: `Order ${order.id} confirmed`, main, kind: 'confirmation', breadcrumbs: [{ label: 'Account & orders', href: '/account' }, { label: `Order ${order.id}` }] };
}

export function accountFrame(orders: readonly Order[]): Omit<PageFrame, 'session' | 'flash'> {
  const list = orders.length
    ? `<table class="data-table"><caption>Your orders</caption><thead><tr><th scope="col">Order</th><th scope="col">Placed on</th><th scope="col">Items</th><th scope="col">Total</th><th scope="col">Delivery</th></tr></thead><tbody>${orders
        .map(
          (o) =>
            `<tr><td><a href="/order/${esc(o.id)}">${esc(o.id)}</a></td><td>${longDate(o.placedOn)}</td><td>${o.lines.reduce((n, l) => n + l.qty, 0)}</td><td>${formatMoney(o.total)}</td><td>${esc(shippingMethod(o.shippingMethod)?.name ?? '')}, by ${longDate(o.deliveryBy)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p>You have not placed any orders yet.</p>';
  const main = `<h1>Account &amp; orders</h1>
<p>You are shopping as a guest. Orders you place in this browser are listed here.</p>
${list}
<section aria-labelledby="account-help"><h2 id="account-help">Need help with an order?</h2><ul><li><a href="/help/order-status">Track your order</a></li><li><a href="/help/returns">Start a return</a></li><li><a href="/help/contact-us">Contact customer service</a></li></ul></section>`;
  return { title: 'Account & orders', main, kind: 'account', breadcrumbs: [{ label: 'Account & orders' }] };
}
