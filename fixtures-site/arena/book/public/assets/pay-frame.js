// Inside the payment iframe: tells the payment page how the form stands (ready, invalid,
// declined, approved). An approved payment stays on the payment page, which says the booking is
// confirmed (the frame links to the confirmation); only a frame opened alone goes on by itself.
(() => {
  const { paymentState, next } = document.body.dataset;
  if (window.parent !== window) window.parent.postMessage({ type: 'securepay', state: paymentState }, window.location.origin);
  else if (paymentState === 'approved' && next) window.location.assign(next);
})();
