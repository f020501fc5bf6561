// The lazy-content disturbance: the page's main content below the first screen is held back until
// the visitor scrolls near it, as on lazy-loading and infinite-scroll sites. It works on any page:
// it finds the element that holds most of <main> (an article, a list of results) and hides those
// of its children that start below the first screen, behind a "loads as you scroll" status.
(() => {
  'use strict';
  const main = document.querySelector('main, [role="main"]') || document.body;
  if (!main) return;
  const LOAD_MS = 400;
  const NEAR_PX = 300;

  // Descend while one child holds most of the content (main › article, main › div › ol…).
  let container = main;
  for (;;) {
    const big = [...container.children].find((child) => child.offsetHeight > container.offsetHeight * 0.6 && child.children.length >= 2);
    if (!big) break;
    container = big;
  }
  const fold = window.innerHeight;
  const later = [...container.children].filter((el) => el.tagName !== 'SCRIPT' && el.getBoundingClientRect().top + window.scrollY >= fold);
  if (later.length === 0) return;
  // Someone arriving through a link to a part of the page gets that part at once.
  const target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (target && later.some((el) => el.contains(target))) return;

  const saved = new Map(later.map((el) => [el, el.style.getPropertyValue('display')]));
  for (const el of later) el.style.setProperty('display', 'none', 'important');
  const status = document.createElement('div');
  status.dataset.arenaDisturbance = 'lazy-content';
  status.setAttribute('role', 'status');
  status.style.cssText = 'padding: 24px 0; text-align: center; color: #64748b; font: 15px/1.5 system-ui, sans-serif;';
  status.textContent = 'More content loads as you scroll…';
  container.insertBefore(status, later[0]);

  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    status.textContent = 'Loading…';
    setTimeout(() => {
      for (const [el, display] of saved) {
        if (display) el.style.setProperty('display', display);
        else el.style.removeProperty('display');
      }
      status.remove();
      window.removeEventListener('scroll', nearEnd);
      window.removeEventListener('wheel', wheel);
      window.removeEventListener('keydown', key);
      window.removeEventListener('hashchange', load);
    }, LOAD_MS);
  };
  const nearEnd = () => {
    if (status.getBoundingClientRect().top < window.innerHeight + NEAR_PX) load();
  };
  // A page that cannot scroll any further still gets the wheel or key that asks for more.
  const wheel = (event) => event.deltaY > 0 && nearEnd();
  const key = (event) => ['PageDown', 'End', 'ArrowDown', ' '].includes(event.key) && nearEnd();
  window.addEventListener('scroll', nearEnd, { passive: true });
  window.addEventListener('wheel', wheel, { passive: true });
  window.addEventListener('keydown', key);
  window.addEventListener('hashchange', load);
})();
