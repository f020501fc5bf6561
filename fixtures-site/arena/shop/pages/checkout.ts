import { esc } from '../../../site-kit/html.ts';
import { shortDate } from '../dates.ts';
import { formatMoney } from '../money.ts';
import { variantLabel, type PricedCart } from '../store/cart.ts';
import { COUNTRIES, deliveryBy, SHIPPING_METHODS, shippingCost, shippingMethod, type CheckoutField, type CheckoutValues } from '../store/checkout.ts';
import { summaryRows } from './cart.ts';
import type { PageFrame } from './layout.ts';

/**
 * The checkout form. The server validates it (the form says `novalidate`, so the browser never
 * blocks it first); errors come back next to their fields and in a summary at the top, with
 * every value the customer typed kept.
 */

type Errors = Partial<Record<CheckoutField, string>>;

const FIELD_IDS: Record<CheckoutField, string> = {
  name: 'co-name', email: 'co-email', phone: 'co-phone', address1: 'co-address1', address2: 'co-address2',
  city: 'co-city', postcode: 'co-postcode', country: 'co-country', shipping: 'co-shipping-standard', terms: 'co-terms',
};

function describedBy(field: CheckoutField, errors: Errors, hint?: string): string {
  const ids = [hint && `${FIELD_IDS[field]}-hint`, errors[field] && `${FIELD_IDS[field]}-error`].filter(Boolean);
  return `${ids.length ? ` aria-describedby="${ids.join(' ')}"` : ''}${errors[field] ? ' aria-invalid="true"' : ''}`;
}

function errorText(field: CheckoutField, errors: Errors): string {
  return errors[field] ? `<p class="field-error" id="${FIELD_IDS[field]}-error"><span class="visually-hidden">Error: </span>${esc(errors[field])}</p>` : '';
}

function textField(field: CheckoutField, label: string, values: CheckoutValues, errors: Errors, options: { type?: string; autocomplete: string; optional?: boolean; hint?: string }): string {
  const id = FIELD_IDS[field];
  return `<div class="field${errors[field] ? ' has-error' : ''}">
<label for="${id}">${esc(label)}${options.optional ? ' <span class="muted">(optional)</span>' : ''}</label>
${options.hint ? `<p class="hint" id="${id}-hint">${esc(options.hint)}</p>` : ''}${errorText(field, errors)}
<input type="${options.type ?? 'text'}" id="${id}" name="${field}" value="${esc(values[field])}" autocomplete="${options.autocomplete}"${options.optional ? '' : ' required'}${describedBy(field, errors, options.hint)}>
</div>`;
}

function errorSummary(errors: Errors): string {
  const entries = Object.entries(errors) as Array<[CheckoutField, string]>;
  if (entries.length === 0) return '';
  return `<div class="error-summary" role="alert" aria-labelledby="error-summary-title">
<h2 id="error-summary-title">${entries.length === 1 ? 'There is a problem with your order' : `There are ${entries.length} problems with your order`}</h2>
<ul>${entries.map(([field, message]) => `<li><a href="#${FIELD_IDS[field]}">${esc(message)}</a></li>`).join('')}</ul>
</div>`;
}

function countryField(values: CheckoutValues, errors: Errors): string {
  return `<div class="field${errors.country ? ' has-error' : ''}"><label for="co-country">Country</label>${errorText('country', errors)}
<select id="co-country" name="country" autocomplete="country"${describedBy('country', errors)}>${COUNTRIES.map(
    (c) => `<option value="${c.code}"${c.code === values.country ? ' selected' : ''}>${esc(c.name)}</option>`,
  ).join('')}</select></div>`;
}

function shippingField(values: CheckoutValues, errors: Errors, goodsTotal: number): string {
  const radios = SHIPPING_METHODS.map((m) => {
    const id = `co-shipping-${m.id}`;
    const cost = shippingCost(m, goodsTotal);
    return `<div class="radio"><input type="radio" id="${id}" name="shipping" value="${m.id}"${values.shipping === m.id ? ' checked' : ''} aria-describedby="${id}-hint"><label for="${id}">${esc(m.name)}</label>
<p class="hint" id="${id}-hint">${cost === 0 ? 'Free' : formatMoney(cost)} · ${esc(m.summary.split('.')[0])} · arrives by ${shortDate(deliveryBy(m))}${m.countries ? ' · United States only' : ''}</p></div>`;
  });
  return `<fieldset class="field${errors.shipping ? ' has-error' : ''}"><legend>Delivery method</legend>${errorText('shipping', errors)}${radios.join('')}</fieldset>`;
}

function orderSummary(cart: PricedCart, values: CheckoutValues): string {
  const method = shippingMethod(values.shipping);
  const delivery = method ? shippingCost(method, cart.total) : undefined;
  const lines = cart.lines.map(
    (line) => `<li><span>${esc(line.product.title)} <span class="muted">(${esc(variantLabel(line.variant))}) × ${line.qty}</span></span> <span>${formatMoney(line.lineTotal)}</span></li>`,
  );
  return `<aside class="order-summary" aria-labelledby="checkout-summary-title"><h2 id="checkout-summary-title">Your order</h2>
<ul class="summary-lines">${lines.join('')}</ul>
${summaryRows(cart, delivery === undefined ? 'Choose a delivery method' : delivery === 0 ? 'Free' : formatMoney(delivery), cart.total + (delivery ?? 0))}
<p><a href="/cart">Edit cart</a></p></aside>`;
}

export function checkoutFrame(cart: PricedCart, values: CheckoutValues, errors: Errors): Omit<PageFrame, 'session' | 'flash'> {
  const main = `<h1>Checkout</h1>
${errorSummary(errors)}
<div class="checkout-layout">
<form class="checkout-form" method="post" action="/checkout" novalidate>
<fieldset><legend>Contact details</legend>
${textField('name', 'Full name', values, errors, { autocomplete: 'name' })}
${textField('email', 'Email address', values, errors, { type: 'email', autocomplete: 'email', hint: 'We send your order confirmation and payment link here.' })}
${textField('phone', 'Phone number', values, errors, { type: 'tel', autocomplete: 'tel', optional: true })}
</fieldset>
<fieldset><legend>Delivery address</legend>
${textField('address1', 'Address line 1', values, errors, { autocomplete: 'address-line1' })}
${textField('address2', 'Address line 2', values, errors, { autocomplete: 'address-line2', optional: true })}
${textField('city', 'Town or city', values, errors, { autocomplete: 'address-level2' })}
${textField('postcode', 'Postcode', values, errors, { autocomplete: 'postal-code', hint: 'ZIP code in the United States.' })}
${countryField(values, errors)}
</fieldset>
${shippingField(values, errors, cart.total)}
<div class="field checkbox-field${errors.terms ? ' has-error' : ''}">${errorText('terms', errors)}<input type="checkbox" id="co-terms" name="terms" value="yes"${values.terms ? ' checked' : ''}${describedBy('terms', errors)}><label for="co-terms">I agree to the terms and conditions</label> <a href="/help/terms">Read the terms and conditions</a></div>
<button type="submit" class="primary">Place order</button>
</form>
${orderSummary(cart, values)}
</div>`;
  return { title: Object.keys(errors).length ? 'Error: Checkout' : 'Checkout', main, kind: 'checkout', breadcrumbs: [{ label: 'Shopping cart', href: '/cart' }, { label: 'Checkout' }] };
}
