// The newsletter-modal disturbance: the "subscribe to our newsletter" dialog many sites open while
// you read. It opens when the second page of the visit has loaded (page views are counted in a
// cookie), as a native modal <dialog>: the page behind it is inert until the dialog is dismissed
// ("No thanks", "Close", Escape) or the form is sent. Then it stays away for the episode.
(() => {
  'use strict';
  const VIEWS = 'arena_newsletter_views';
  const DONE = 'arena_newsletter';
  const cookie = (name) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);
  if (cookie(DONE) || !document.body) return;
  const views = Number(cookie(VIEWS) ?? 0) + 1;
  document.cookie = `${VIEWS}=${views}; path=/; SameSite=Lax`;
  // The first page is left alone: the offer comes once the visitor reads on.
  if (views < 2) return;

  const style = document.createElement('style');
  style.textContent = `
dialog[data-arena-disturbance="newsletter-modal"] { width: min(460px, calc(100% - 32px)); border: 0; border-radius: 14px; padding: 28px; box-shadow: 0 20px 50px rgba(0,0,0,.35); font: 15px/1.5 system-ui, sans-serif; color: #1f2937; }
dialog[data-arena-disturbance="newsletter-modal"]::backdrop { background: rgba(15, 23, 42, 0.55); }
dialog[data-arena-disturbance="newsletter-modal"] h2 { margin: 0 0 8px; font-size: 22px; }
dialog[data-arena-disturbance="newsletter-modal"] label { display: block; font-weight: 600; margin: 14px 0 4px; }
dialog[data-arena-disturbance="newsletter-modal"] input { width: 100%; box-sizing: border-box; font: inherit; padding: 8px 10px; border: 1px solid #cbd5e1; border-radius: 8px; }
dialog[data-arena-disturbance="newsletter-modal"] .arena-nl-actions { display: flex; gap: 10px; margin-top: 16px; }
dialog[data-arena-disturbance="newsletter-modal"] button { font: inherit; padding: 8px 16px; border-radius: 8px; border: 1px solid #1f2937; background: #fff; cursor: pointer; }
dialog[data-arena-disturbance="newsletter-modal"] button[type="submit"] { background: #1f2937; color: #fff; }
dialog[data-arena-disturbance="newsletter-modal"] .arena-nl-close { position: absolute; top: 10px; right: 12px; border: 0; font-size: 22px; line-height: 1; padding: 4px 8px; }`;

  const dialog = document.createElement('dialog');
  dialog.dataset.arenaDisturbance = 'newsletter-modal';
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', 'arena-nl-title');
  dialog.setAttribute('aria-describedby', 'arena-nl-text');
  dialog.innerHTML = `<button type="button" class="arena-nl-close" aria-label="Close" data-dismiss>×</button>
<h2 id="arena-nl-title">Don’t miss a thing</h2>
<p id="arena-nl-text">Get our best articles, product news and exclusive offers in your inbox every week. No spam, unsubscribe at any time.</p>
<form method="dialog" novalidate>
<label for="arena-nl-email">Email address</label>
<input type="email" id="arena-nl-email" name="email" autocomplete="email" required>
<div class="arena-nl-actions"><button type="submit">Subscribe</button><button type="button" data-dismiss>No thanks</button></div>
</form>`;

  const finish = (how) => {
    document.cookie = `${DONE}=${how}; path=/; SameSite=Lax`;
    // The site keeps the choice: its record, not the dialog's absence, says the visitor chose.
    void fetch('/__arena/choice', { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ disturbance: 'newsletter-modal', choice: how }) }).catch(() => {});
    if (dialog.open) dialog.close();
    dialog.remove();
    style.remove();
  };
  dialog.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-dismiss]')) finish('dismissed');
  });
  // Escape closes a modal dialog natively; it counts as "no thanks".
  dialog.addEventListener('cancel', () => finish('dismissed'));
  dialog.querySelector('form').addEventListener('submit', (event) => {
    const email = dialog.querySelector('input');
    if (!email.checkValidity()) {
      event.preventDefault();
      email.setAttribute('aria-invalid', 'true');
      email.reportValidity();
      return;
    }
    finish('subscribed');
  });

  const open = () => {
    document.head.append(style);
    document.body.append(dialog);
    dialog.showModal();
  };
  if (document.readyState === 'complete') open();
  else window.addEventListener('load', open, { once: true });
})();
