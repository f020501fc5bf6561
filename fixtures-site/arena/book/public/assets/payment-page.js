// The payment step: shows what the payment iframe reports, so the page says whether the card
// form has loaded, whether the last attempt was declined, and that the booking is confirmed.
// No navigation follows an approval: a page that changed under chrome-devtools-mcp's wait_for
// (one it began before the navigation ended) left it blind to the new page (targets.md).
(() => {
  const status = document.getElementById('payment-status');
  const MESSAGES = {
    ready: 'Enter your card details below.',
    invalid: 'Check the card details marked below.',
    declined: 'Payment declined: your card was not charged. Please try another card.',
    approved: 'Payment approved. Your booking is confirmed: its details are on your confirmation.',
    unavailable: 'This booking cannot be paid.',
    'sold-out': 'Sold out: the room you chose has just been booked by someone else. Your card was not charged.',
  };
  window.addEventListener('message', (event) => {
    if (event.origin !== window.location.origin || event.data?.type !== 'securepay') return;
    status.textContent = MESSAGES[event.data.state] ?? '';
    status.classList.toggle('is-error', event.data.state === 'declined' || event.data.state === 'invalid' || event.data.state === 'sold-out');
  });
})();
