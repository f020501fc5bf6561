// The popup-window disturbance: as on some ad-funded sites, the visitor's first click on a link is
// taken over. Instead of following the link, the page opens an advert in a popup window
// (window.open) and stays where it was; the next clicks work normally. A cookie remembers that
// the advert was shown, for the rest of the episode.
(() => {
  'use strict';
  const COOKIE = 'arena_popup';
  const ADVERT = '/__arena/disturbances/popup-advert.html';
  const shown = () => document.cookie.split('; ').some((c) => c.startsWith(`${COOKIE}=`));
  if (shown()) return;
  window.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || event.button !== 0 || shown()) return;
      document.cookie = `${COOKIE}=shown; path=/; SameSite=Lax`;
      event.preventDefault();
      event.stopImmediatePropagation();
      window.open(ADVERT, 'arena-advert', 'popup,width=520,height=640');
    },
    true,
  );
})();
