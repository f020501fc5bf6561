// The cookie-banner disturbance: a consent dialog, as GDPR consent walls show it, over every page
// of a site until the visitor chooses. Meanwhile the rest of the page is inert (no clicks, focus or
// typing) and a backdrop catches the pointer. The choice is kept in a session cookie, so the banner
// does not come back on the next page.
(() => {
  'use strict';
  const COOKIE = 'arena_consent';
  if (document.cookie.split('; ').some((c) => c.startsWith(`${COOKIE}=`)) || !document.body) return;

  const style = document.createElement('style');
  style.textContent = `
[data-arena-disturbance="cookie-banner"] .arena-consent-backdrop { position: fixed; inset: 0; background: rgba(15, 23, 42, 0.45); z-index: 2147483000; }
[data-arena-disturbance="cookie-banner"] .arena-consent { position: fixed; left: 50%; bottom: 24px; transform: translateX(-50%); width: min(680px, calc(100% - 32px)); background: #fff; color: #1f2937; border-radius: 12px; box-shadow: 0 12px 40px rgba(0,0,0,.3); padding: 20px 24px; z-index: 2147483001; font: 15px/1.5 system-ui, sans-serif; }
[data-arena-disturbance="cookie-banner"] h2 { margin: 0 0 8px; font-size: 18px; }
[data-arena-disturbance="cookie-banner"] p { margin: 0 0 14px; }
[data-arena-disturbance="cookie-banner"] .arena-consent-actions { display: flex; gap: 10px; justify-content: flex-end; flex-wrap: wrap; }
[data-arena-disturbance="cookie-banner"] button { font: inherit; padding: 8px 18px; border-radius: 8px; border: 1px solid #1f2937; background: #fff; color: #1f2937; cursor: pointer; }
[data-arena-disturbance="cookie-banner"] button[data-choice="accepted"] { background: #1f2937; color: #fff; }`;

  const root = document.createElement('div');
  root.dataset.arenaDisturbance = 'cookie-banner';
  root.innerHTML = `<div class="arena-consent-backdrop"></div>
<div class="arena-consent" role="dialog" aria-modal="true" aria-labelledby="arena-consent-title" aria-describedby="arena-consent-text">
<h2 id="arena-consent-title">We value your privacy</h2>
<p id="arena-consent-text">We and our 143 partners use cookies and similar technologies to keep this site working, to measure how it is used and to personalise content and ads. You can accept all cookies or reject those that are not strictly necessary.</p>
<div class="arena-consent-actions"><button type="button" data-choice="rejected">Reject all</button><button type="button" data-choice="accepted">Accept all</button></div>
</div>`;

  // Everything already on the page becomes inert while the banner is open.
  const blocked = [...document.body.children].filter((el) => !el.hasAttribute('inert') && el.tagName !== 'SCRIPT');
  for (const el of blocked) el.setAttribute('inert', '');
  document.head.append(style);
  document.body.append(root);
  root.querySelector('[data-choice="accepted"]').focus({ preventScroll: true });

  root.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[data-choice]') : null;
    if (!button) return;
    document.cookie = `${COOKIE}=${button.dataset.choice}; path=/; SameSite=Lax`;
    // The site keeps the choice: its record, not the banner's absence, says the visitor chose.
    void fetch('/__arena/choice', { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ disturbance: 'cookie-banner', choice: button.dataset.choice }) }).catch(() => {});
    for (const el of blocked) el.removeAttribute('inert');
    root.remove();
    style.remove();
  });
})();
