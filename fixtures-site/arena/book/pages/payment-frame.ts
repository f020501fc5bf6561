/**
 * The payment partner's card form, shown in an iframe on the payment step (same origin, its own
 * small page). It tells the page around it how things went (public/assets/pay-frame.js); once a
 * payment is approved that page says the booking is confirmed (public/assets/payment-page.js)
 * and the frame links to the confirmation.
 */
import { document, esc } from '../../../site-kit/html.ts';
import { money, totalOf, type Booking } from '../booking.ts';
import type { CardErrors, CardForm } from '../payment-card.ts';
import { errorSummary, textField } from './form-fields.ts';

/** What the frame shows: a fresh form, a form with mistakes, a declined card, nothing to pay, or a room sold out meanwhile. */
type FrameState = 'ready' | 'invalid' | 'declined' | 'approved' | 'unavailable' | 'sold-out';

function frameDocument(state: FrameState, body: string, next = ''): string {
  return document({
    title: 'SecurePay – card payment',
    head: '<link rel="stylesheet" href="/assets/book.css">',
    bodyAttributes: `class="pay-frame-body" data-payment-state="${state}"${next ? ` data-next="${esc(next)}"` : ''}`,
    body: `<div class="pay-brand">SecurePay <span class="muted small">· secure card payment</span></div>
${body}
<script src="/assets/pay-frame.js"></script>`,
  });
}

export function cardFormFrame(booking: Booking, state: 'ready' | 'invalid' | 'declined', card: Partial<CardForm> = {}, errors: CardErrors = {}): string {
  const declined = state === 'declined' ? '<div class="notice error" role="alert">Your card was declined. Nothing was charged. Please use a different card.</div>' : '';
  return frameDocument(
    state,
    `<p class="pay-amount">Pay <strong>${money(totalOf(booking))}</strong> to Wayfarer Travel Ltd</p>
${declined}${errorSummary({ cardName: errors.name, cardNumber: errors.number, expiry: errors.expiry, cvc: errors.cvc })}
<form action="/pay/frame" method="post" novalidate class="pay-form">
  <input type="hidden" name="booking" value="${esc(booking.id)}">
  ${textField('cardName', 'Cardholder name', card.name ?? '', { autocomplete: 'cc-name', error: errors.name })}
  ${textField('cardNumber', 'Card number', state === 'invalid' ? (card.number ?? '') : '', { autocomplete: 'cc-number', inputmode: 'numeric', error: errors.number })}
  <div class="field-row">
    ${textField('expiry', 'Expiry date', card.expiry ?? '', { autocomplete: 'cc-exp', hint: 'MM/YY', inputmode: 'numeric', error: errors.expiry })}
    ${textField('cvc', 'Security code', '', { autocomplete: 'cc-csc', hint: '3 digits on the back', inputmode: 'numeric', error: errors.cvc })}
  </div>
  <button type="submit" class="primary">Pay now</button>
</form>`,
  );
}

export function approvedFrame(booking: Booking, confirmationUrl: string): string {
  return frameDocument('approved', `<p class="good">Payment of ${money(totalOf(booking))} approved.</p><p><a href="${esc(confirmationUrl)}" target="_top">Continue to your confirmation</a></p>`, confirmationUrl);
}

export function unavailableFrame(message: string): string {
  return frameDocument('unavailable', `<p class="notice">${esc(message)}</p>`);
}

/** The room sold out while the guest was booking (../inventory.ts): nothing charged, a way back to the property. */
export function soldOutFrame(booking: Booking, propertyUrl: string): string {
  return frameDocument(
    'sold-out',
    `<div class="notice error" role="alert">Sorry, the last ${esc(booking.room.name)} for your dates has just been booked by another guest. Nothing was charged.</div>
<p><a href="${esc(propertyUrl)}" target="_top">Choose another room</a></p>`,
  );
}
