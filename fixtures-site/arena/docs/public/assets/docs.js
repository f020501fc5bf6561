// The docs' few behaviours: sidebar sections, code-sample tabs (WAI-ARIA tabs with arrow keys),
// the version menu and the feedback buttons. Listeners sit on the document, so they keep
// working when parts of the page are re-rendered.

function selectTab(tab) {
  const list = tab.closest('[role="tablist"]');
  for (const other of list.querySelectorAll('[role="tab"]')) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(other.getAttribute('aria-controls'));
    if (panel) panel.hidden = !selected;
  }
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const toggle = target.closest('[data-nav-toggle]');
  if (toggle) {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    const list = document.getElementById(toggle.getAttribute('aria-controls'));
    if (list) list.hidden = !open;
    return;
  }
  const tab = target.closest('[role="tab"]');
  if (tab) return selectTab(tab);
  const copy = target.closest('[data-copy]');
  if (copy) {
    const code = copy.parentElement.querySelector('code');
    navigator.clipboard?.writeText(code ? code.textContent : '').catch(() => {});
    copy.textContent = 'Copied';
    return;
  }
  const answer = target.closest('[data-feedback]');
  if (answer) {
    const box = answer.closest('[data-feedback-box]');
    box.querySelector('.feedback-thanks').textContent = answer.dataset.feedback === 'yes' ? 'Thanks for letting us know.' : 'Thanks. Tell us what was missing through the Support page.';
  }
});

document.addEventListener('keydown', (event) => {
  const tab = event.target instanceof Element ? event.target.closest('[role="tab"]') : null;
  if (!tab) return;
  const tabs = [...tab.closest('[role="tablist"]').querySelectorAll('[role="tab"]')];
  const index = tabs.indexOf(tab);
  const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const chosen = tabs[(next + tabs.length) % tabs.length];
  selectTab(chosen);
  chosen.focus();
});

// Choosing a version switches at once; the Go button is only for browsers without scripts.
document.addEventListener('change', (event) => {
  if (event.target instanceof HTMLSelectElement && event.target.matches('[data-version-switch]')) event.target.form.submit();
});
for (const button of document.querySelectorAll('[data-version-go]')) button.hidden = true;
