import { esc } from '../../../site-kit/html.ts';
import { formatMoney } from '../money.ts';
import { MAX_PER_LINE, PROMOTIONS, variantLabel, type PricedCart, type PricedLine } from '../store/cart.ts';
import type { PageFrame } from './layout.ts';
import { productHref, productPicture, stockText } from './parts.ts';

/**
 * The cart: one form for every quantity ("Update cart"), a remove button per line (each posts
 * its own small form, so Enter in a quantity box never removes anything), the promo code and
 * the order summary. Quantity limits are the server's to explain (novalidate), not a browser bubble.
 */

/** "Nordvik Aria Electric Kettle (Red, 1.7 L)": how a cart line is named to assistive technology. */
function lineName(line: PricedLine): string {
  return `${line.product.title} (${variantLabel(line.variant)})`;
}

function lineRow(line: PricedLine): string {
  const { product, variant } = line;
  const id = `qty-${variant.sku}`;
  const stock = stockText(variant.stock);
  const details = [`Colour: ${variant.colour.name}`, ...(variant.option !== undefined && product.optionName ? [`${product.optionName}: ${variant.option}`] : [])];
  return `<tr>
<td class="cart-item">${productPicture(product, variant.colour, { size: 72 })}<div><a href="${productHref(product, variant)}">${esc(product.title)}</a>
<p class="muted">${esc(details.join(' · '))}</p><p class="muted">SKU: ${esc(variant.sku)}</p><p class="stock-${stock.tone}">${esc(stock.text)}</p></div></td>
<td>${formatMoney(variant.price)}</td>
<td><label class="visually-hidden" for="${esc(id)}">Quantity of ${esc(lineName(line))}</label><input type="number" id="${esc(id)}" name="${esc(id)}" value="${line.qty}" min="0" max="${MAX_PER_LINE}" step="1" inputmode="numeric"></td>
<td>${formatMoney(line.lineTotal)}</td>
<td><button type="submit" class="link-button" form="remove-${esc(variant.sku)}" aria-label="Remove ${esc(lineName(line))}">Remove</button></td>
</tr>`;
}

/** Subtotal, discount and total rows, shared by the cart, the checkout and the confirmation. */
export function summaryRows(cart: Pick<PricedCart, 'items' | 'subtotal' | 'discount' | 'promoCode'>, delivery: string, total: number): string {
  return `<dl class="summary-rows">
<div><dt>Subtotal (${cart.items} ${cart.items === 1 ? 'item' : 'items'})</dt><dd>${formatMoney(cart.subtotal)}</dd></div>
${cart.promoCode ? `<div class="discount"><dt>Promo code ${esc(cart.promoCode)} (${PROMOTIONS[cart.promoCode]?.percentOff ?? 0}% off)</dt><dd>${formatMoney(-cart.discount)}</dd></div>` : ''}
<div><dt>Delivery</dt><dd>${esc(delivery)}</dd></div>
<div class="summary-total"><dt>Total</dt><dd>${formatMoney(total)}</dd></div>
</dl>`;
}

function promoForm(cart: PricedCart): string {
  if (cart.promoCode)
    return `<form class="promo" method="post" action="/cart/promo/remove"><p>Promo code <strong>${esc(cart.promoCode)}</strong> is applied.</p><button type="submit" class="link-button">Remove promo code</button></form>`;
  return `<form class="promo" method="post" action="/cart/promo"><label for="promo-code">Promo code</label><div class="inline-field"><input type="text" id="promo-code" name="code" autocomplete="off"><button type="submit">Apply</button></div></form>`;
}

export function cartFrame(cart: PricedCart): Omit<PageFrame, 'session' | 'flash'> {
  if (cart.lines.length === 0)
    return {
      title: 'Shopping cart',
      kind: 'cart',
      breadcrumbs: [{ label: 'Shopping cart' }],
      main: `<h1>Shopping cart</h1><div class="empty-cart"><p>Your cart is empty.</p><p><a href="/deals">See today's deals</a> or search for something above.</p></div>`,
    };
  const removeForms = cart.lines.map(
    (line) => `<form id="remove-${esc(line.variant.sku)}" method="post" action="/cart/remove" hidden><input type="hidden" name="sku" value="${esc(line.variant.sku)}"></form>`,
  );
  const main = `<h1>Shopping cart</h1>
<div class="cart-layout">
<form class="cart-lines" method="post" action="/cart/update" novalidate>
<table class="cart-table"><caption class="visually-hidden">Items in your cart</caption>
<thead><tr><th scope="col">Product</th><th scope="col">Price</th><th scope="col">Quantity</th><th scope="col">Total</th><th scope="col"><span class="visually-hidden">Remove</span></th></tr></thead>
<tbody>${cart.lines.map(lineRow).join('\n')}</tbody></table>
<div class="cart-actions"><button type="submit">Update cart</button><a href="/">Continue shopping</a></div>
</form>
${removeForms.join('\n')}
<aside class="order-summary" aria-labelledby="summary-title">
<h2 id="summary-title">Order summary</h2>
${summaryRows(cart, 'Calculated at checkout', cart.total)}
${promoForm(cart)}
<a class="button primary" href="/checkout">Proceed to checkout</a>
</aside>
</div>`;
  return { title: 'Shopping cart', kind: 'cart', breadcrumbs: [{ label: 'Shopping cart' }], main };
}
