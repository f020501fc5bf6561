// The dom-churn disturbance: the page re-renders what it shows after every interaction, as
// client-side frameworks do on a state change. Right after each pointer or key press, each plain
// link of the main content is replaced by an identical copy: nothing changes on screen, but
// element handles and snapshot references taken before the interaction go stale. It follows the
// agent's input, never a clock, so a recorded episode meets the same stale references on replay.
// Links a script may hold on to (with an id, a role or ARIA state) and the focused link are left
// alone, so the site's own behaviour keeps working.
(() => {
  'use strict';
  const scope = document.querySelector('main, [role="main"]') || document.body;
  if (!scope) return;
  const PLAIN_LINK = 'a[href]:not([id]):not([role]):not([aria-controls]):not([aria-expanded]):not([aria-haspopup])';
  const rerender = () =>
    setTimeout(() => {
      const focused = document.activeElement;
      for (const link of scope.querySelectorAll(PLAIN_LINK)) {
        if (link === focused || link.contains(focused)) continue;
        link.replaceWith(link.cloneNode(true));
      }
    });
  // After the event has reached its target: the interaction itself lands as usual.
  for (const type of ['pointerup', 'keyup']) document.addEventListener(type, rerender, true);
})();
