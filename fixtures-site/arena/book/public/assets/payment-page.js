// The payment step: shows what the payment iframe reports, so the page says whether the card
// form has loaded and whether the last attempt was declined, and goes on to the confirmation
// once the frame reports the payment approved.
(() => {
  const status = document.getElementById('payment-status');
  const MESSAGES = {
    ready: 'Enter your card details below.',
    invalid: 'Check the card details marked below.',
    declined: 'Payment declined: your card was not charged. Please try another card.',
    approved: 'Payment approved. Taking you to your confirmation…',
    unavailable: 'This booking cannot be paid.',
    'sold-out': 'Sold out: the room you chose has just been booked by someone else. Your card was not charged.',
  };
  window.addEventListener('message', (event) => {
    if (event.origin !== window.location.origin || event.data?.type !== 'securepay') return;
    status.textContent = MESSAGES[event.data.state] ?? '';
    status.classList.toggle('is-error', event.data.state === 'declined' || event.data.state === 'invalid' || event.data.state === 'sold-out');
    // A path on this site only: the frame's word cannot send the window elsewhere.
    if (event.data.state === 'approved' && typeof event.data.next === 'string' && event.data.next.startsWith('/')) window.location.assign(event.data.next);
  });
})();
