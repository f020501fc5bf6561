/**
 * The booking form, one page per step: traveller details, extras, review, payment. Every step
 * keeps what was entered, Back included, and shows the booking so far beside the form.
 */
import { esc, join } from '../../../site-kit/html.ts';
import { BED_CHOICES, EXTRAS, INSURANCE, money, nightCount, priceLines, totalOf, type Booking, type FieldErrors } from '../booking.ts';
import { countries } from '../data/people.ts';
import { shortDate } from '../dates.ts';
import { errorSummary, selectField, textField } from './form-fields.ts';
import { page } from './layout.ts';
import { guestsLabel, nightsLabel, stayQuery } from './widgets.ts';

export const STEPS = [
  { slug: 'details', title: 'Your details' },
  { slug: 'extras', title: 'Extras' },
  { slug: 'review', title: 'Review' },
  { slug: 'payment', title: 'Payment' },
] as const;
export type StepSlug = (typeof STEPS)[number]['slug'];

export function stepUrl(booking: Booking, step: StepSlug | 'confirmation'): string {
  return `/booking/${booking.id}/${step}`;
}

export function hotelUrl(booking: Booking): string {
  return `/hotel/${booking.hotel.id}?${stayQuery({ checkIn: booking.checkIn, checkOut: booking.checkOut, guests: booking.guests }, booking.guests)}`;
}

function progress(booking: Booking, current: StepSlug): string {
  const index = STEPS.findIndex((s) => s.slug === current);
  return `<nav class="steps" aria-label="Booking progress">
  <p class="step-count">Step ${index + 1} of ${STEPS.length}</p>
  <ol>${STEPS.map((s, i) => {
    if (i === index) return `<li class="current" aria-current="step"><span class="step-number">${i + 1}</span> ${s.title}</li>`;
    if (i < index) return `<li class="done"><a href="${stepUrl(booking, s.slug)}"><span class="step-number">${i + 1}</span> ${s.title}</a></li>`;
    return `<li><span class="step-number">${i + 1}</span> ${s.title}</li>`;
  }).join('')}</ol>
</nav>`;
}

/** The booking so far, beside every step. */
function bookingSummary(booking: Booking): string {
  const nights = nightCount(booking);
  return `<aside class="booking-summary" aria-labelledby="summary-heading">
  <h2 id="summary-heading">Your booking</h2>
  <p class="summary-hotel"><strong>${esc(booking.hotel.name)}</strong><br><span class="muted">${esc(booking.hotel.destination.name)}, ${esc(booking.hotel.destination.country)}</span></p>
  <dl>
    <dt>Check-in</dt><dd>${shortDate(booking.checkIn)}</dd>
    <dt>Check-out</dt><dd>${shortDate(booking.checkOut)}</dd>
    <dt>Stay</dt><dd>${nightsLabel(nights)}, ${guestsLabel(booking.guests)}</dd>
    <dt>Room</dt><dd>${esc(booking.room.name)} (${BED_CHOICES[booking.bed].toLowerCase()})</dd>
  </dl>
  <table class="price-lines"><caption class="visually-hidden">Price</caption><tbody>
    ${priceLines(booking)
      .map((line) => `<tr><th scope="row">${esc(line.label)}</th><td>${money(line.amount)}</td></tr>`)
      .join('\n    ')}
  </tbody><tfoot><tr><th scope="row">Total</th><td>${money(totalOf(booking))}</td></tr></tfoot></table>
</aside>`;
}

function stepPage(booking: Booking, step: StepSlug, form: string): string {
  const title = STEPS.find((s) => s.slug === step)!.title;
  return page({
    title: `${title} – ${booking.hotel.name}`,
    crumbs: [{ label: 'Home', href: '/' }, { label: booking.hotel.name, href: hotelUrl(booking) }, { label: 'Booking' }],
    main: `${progress(booking, step)}
<div class="wizard-layout">
  <section class="wizard-step" aria-labelledby="step-heading">
    <h1 id="step-heading">${title}</h1>
    ${form}
  </section>
  ${bookingSummary(booking)}
</div>`,
  });
}

/** Back saves what the step holds without checking it; Next checks it first. */
function navButtons(next = 'Next'): string {
  return `<div class="form-actions">
  <button type="submit" name="nav" value="back" class="secondary">Back</button>
  <button type="submit" name="nav" value="next" class="primary">${next}</button>
</div>`;
}

const ARRIVAL_TIMES = ['', '14:00 – 15:00', '15:00 – 16:00', '16:00 – 18:00', '18:00 – 20:00', '20:00 – 22:00', '22:00 – 00:00', 'After midnight'];

export function detailsStep(booking: Booking, errors: FieldErrors = {}): string {
  const t = booking.traveller;
  return stepPage(
    booking,
    'details',
    `${errorSummary(errors)}
<form class="wizard-form" action="${stepUrl(booking, 'details')}" method="post" novalidate>
  <p>Tell us who is checking in. We send the confirmation to this email address.</p>
  <div class="field-row">
    ${textField('firstName', 'First name', t.firstName, { autocomplete: 'given-name', error: errors.firstName })}
    ${textField('lastName', 'Last name', t.lastName, { autocomplete: 'family-name', error: errors.lastName })}
  </div>
  ${textField('email', 'Email address', t.email, { type: 'email', autocomplete: 'email', hint: 'Your confirmation goes here', error: errors.email })}
  ${textField('phone', 'Phone number (optional)', t.phone, { type: 'tel', autocomplete: 'tel', hint: 'With the country code, e.g. +44 20 7946 0000', error: errors.phone })}
  ${selectField('country', 'Country/region of residence', t.country, [['', 'Choose a country'], ...countries().map((c) => [c, c] as const)], { error: errors.country })}
  ${selectField('arrival', 'Estimated arrival time (optional)', t.arrival, ARRIVAL_TIMES.map((a) => [a, a || "I don't know yet"] as const))}
  <div class="field">
    <label for="requests">Special requests (optional)</label>
    <span class="hint" id="requests-hint">The property will do its best, but cannot promise</span>
    <textarea id="requests" name="requests" rows="3" aria-describedby="requests-hint">${esc(t.requests)}</textarea>
  </div>
  ${navButtons()}
</form>`,
  );
}

export function extrasStep(booking: Booking): string {
  const nights = nightCount(booking);
  const extra = (e: (typeof EXTRAS)[number]) => `<li>
      <input type="checkbox" id="extra-${e.id}" name="extras" value="${e.id}"${booking.extras.includes(e.id) ? ' checked' : ''} aria-describedby="extra-${e.id}-detail">
      <label for="extra-${e.id}">${esc(e.name)}</label>
      <span class="option-detail" id="extra-${e.id}-detail">${esc(e.detail)}. ${money(e.price)} ${e.per === 'night' ? `per night (${money(e.price * nights)} for your stay)` : 'for the stay'}</span>
    </li>`;
  return stepPage(
    booking,
    'extras',
    `<form class="wizard-form" action="${stepUrl(booking, 'extras')}" method="post">
  <fieldset>
    <legend>Meals</legend>
    <ul class="options">
      <li>
        <input type="checkbox" id="breakfast" name="breakfast" value="1"${booking.breakfast ? ' checked' : ''} aria-describedby="breakfast-detail">
        <label for="breakfast">Breakfast</label>
        <span class="option-detail" id="breakfast-detail">${money(booking.hotel.breakfastPrice)} per guest per night (${money(booking.hotel.breakfastPrice * booking.guests * nights)} for your stay)</span>
      </li>
    </ul>
  </fieldset>
  <fieldset>
    <legend>Add to your stay</legend>
    <ul class="options">
    ${EXTRAS.map(extra).join('\n    ')}
    </ul>
  </fieldset>
  <fieldset>
    <legend>Travel insurance</legend>
    <ul class="options">
    ${INSURANCE.map(
      (i) => `<li>
      <input type="radio" id="insurance-${i.id}" name="insurance" value="${i.id}"${booking.insurance === i.id ? ' checked' : ''} aria-describedby="insurance-${i.id}-detail">
      <label for="insurance-${i.id}">${esc(i.name)}</label>
      <span class="option-detail" id="insurance-${i.id}-detail">${esc(i.detail)}${i.price ? `. ${money(i.price)}` : ''}</span>
    </li>`,
    ).join('\n    ')}
    </ul>
  </fieldset>
  ${navButtons()}
</form>`,
  );
}

export function reviewStep(booking: Booking, termsError?: string): string {
  const t = booking.traveller;
  const chosen = [booking.breakfast && 'Breakfast', ...EXTRAS.filter((e) => booking.extras.includes(e.id)).map((e) => e.name)].filter(Boolean).join(', ') || 'None';
  return stepPage(
    booking,
    'review',
    `${termsError ? errorSummary({ terms: termsError }) : ''}
<p>Check everything before you pay. You can still change your details and extras.</p>
<section class="review-block" aria-labelledby="review-stay">
  <h2 id="review-stay">Your stay</h2>
  <dl>
    <dt>Property</dt><dd>${esc(booking.hotel.name)}, ${esc(booking.hotel.destination.name)}</dd>
    <dt>Dates</dt><dd>${shortDate(booking.checkIn)} – ${shortDate(booking.checkOut)} (${nightsLabel(nightCount(booking))})</dd>
    <dt>Guests</dt><dd>${booking.guests}</dd>
    <dt>Room</dt><dd>${esc(booking.room.name)}, ${BED_CHOICES[booking.bed].toLowerCase()}</dd>
  </dl>
  <a href="${esc(hotelUrl(booking))}">Change room or dates</a>
</section>
<section class="review-block" aria-labelledby="review-guest">
  <h2 id="review-guest">Main guest</h2>
  <dl>
    <dt>Name</dt><dd>${esc(`${t.firstName} ${t.lastName}`)}</dd>
    <dt>Email</dt><dd>${esc(t.email)}</dd>
    <dt>Country/region</dt><dd>${esc(t.country)}</dd>
    ${join([t.phone && `<dt>Phone</dt><dd>${esc(t.phone)}</dd>`, t.arrival && `<dt>Arrival</dt><dd>${esc(t.arrival)}</dd>`, t.requests && `<dt>Requests</dt><dd>${esc(t.requests)}</dd>`])}
  </dl>
  <a href="${stepUrl(booking, 'details')}">Edit your details</a>
</section>
<section class="review-block" aria-labelledby="review-extras">
  <h2 id="review-extras">Extras</h2>
  <dl>
    <dt>Added</dt><dd>${esc(chosen)}</dd>
    <dt>Insurance</dt><dd>${esc(INSURANCE.find((i) => i.id === booking.insurance)!.name)}</dd>
  </dl>
  <a href="${stepUrl(booking, 'extras')}">Edit extras</a>
</section>
<form class="wizard-form" action="${stepUrl(booking, 'review')}" method="post" novalidate>
  <div class="field${termsError ? ' has-error' : ''}">
    ${termsError ? `<span class="field-error" id="terms-error">${esc(termsError)}</span>` : ''}
    <input type="checkbox" id="terms" name="terms" value="1"${booking.termsAccepted ? ' checked' : ''}${termsError ? ' aria-invalid="true" aria-describedby="terms-error"' : ''}>
    <label for="terms">I accept the booking conditions</label>
    <a href="/help/terms">Read the booking conditions</a>
  </div>
  <p class="total-line">Total to pay: <strong>${money(totalOf(booking))}</strong></p>
  ${navButtons('Continue to payment')}
</form>`,
  );
}

// The page's listener runs before the frame exists (its script blocks the parser there): at the end
// of the page it missed, on a busy machine, the "ready" the frame had already sent.
export function paymentStep(booking: Booking): string {
  return stepPage(
    booking,
    'payment',
    `<p class="total-line">Total to pay now: <strong>${money(totalOf(booking))}</strong></p>
<div id="payment-status" class="payment-status" role="status" aria-live="polite">Loading the secure payment form…</div>
<script src="/assets/payment-page.js"></script>
<iframe class="pay-frame" title="Secure payment form" src="/pay/frame?booking=${esc(booking.id)}"></iframe>
<p class="muted small">Payments are processed by SecurePay. This site runs in test mode: see <a href="/help/payments">Payment help</a> for the test cards.</p>
<p><a href="${stepUrl(booking, 'review')}">Back to review</a></p>`,
  );
}
