// Inside the payment iframe: tells the payment page how the form stands (ready, invalid,
// declined) and, once a payment is approved, takes the whole window to the confirmation.
(() => {
  const { paymentState, next } = document.body.dataset;
  if (window.parent !== window) window.parent.postMessage({ type: 'securepay', state: paymentState }, window.location.origin);
  if (paymentState === 'approved' && next) window.top.location.assign(next);
})();
