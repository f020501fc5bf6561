import type { Locator } from '../../reference/steps.ts';

/** Elements of each role, as CSS (native elements and their ARIA equivalents). */
const ROLE_SELECTORS: Record<string, string> = {
  button: 'button, input[type=button], input[type=submit], input[type=reset], input[type=file], [role=button]',
  link: 'a[href], [role=link]',
  textbox:
    'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=url], input[type=password], input[type=number], input[type=date], input[type=time], input[type=datetime-local], input[type=month], input[type=week], textarea, [role=textbox]',
  searchbox: 'input[type=search], [role=searchbox]',
  combobox: 'select, [role=combobox]',
  listbox: 'select[multiple], [role=listbox]',
  option: 'option, [role=option]',
  checkbox: 'input[type=checkbox], [role=checkbox]',
  radio: 'input[type=radio], [role=radio]',
  switch: '[role=switch]',
  slider: 'input[type=range], [role=slider]',
  spinbutton: 'input[type=number], [role=spinbutton]',
  tab: '[role=tab]',
  menuitem: '[role=menuitem]',
  heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
  row: 'tr, [role=row]',
  cell: 'td, th, [role=cell], [role=gridcell]',
  img: 'img, [role=img]',
};

/**
 * The source of code OpenChrome's javascript_tool runs: it finds the element in the page, in every
 * same-origin frame and open shadow root, by CSS or by role and a simple reckoning of the
 * accessible name (aria-label, aria-labelledby, its labels, its text without aria-hidden parts,
 * alt, title, value), among the elements shown, scrolls it into view and answers, as JSON, its
 * centre in the top viewport, its input type, whether it is checked, and a CSS selector for it
 * when it has an id or a name. With `value`, it also sets the field's value as a page script
 * does (its setter, then input and change events): how a date field is filled, which takes no typing.
 */
export function locateInPageScript(locator: Locator, value?: string): string {
  const query = 'css' in locator ? locator.css : ROLE_SELECTORS[locator.role];
  const name = 'css' in locator ? null : locator.name;
  const nth = 'css' in locator ? 0 : (locator.nth ?? null);
  return singleExpression(`(() => {
  const query = ${JSON.stringify(query)}, name = ${JSON.stringify(name)}, nth = ${JSON.stringify(nth)}, value = ${JSON.stringify(value ?? null)};
  const flat = (s) => (s || '').replace(/\\s+/g, ' ').trim();
  const text = (node) => node.nodeType === 3 ? node.data : node.nodeType !== 1 || node.getAttribute('aria-hidden') === 'true' ? '' : [...node.childNodes].map(text).join('');
  const nameOf = (el) => flat(el.getAttribute('aria-label'))
    || flat((el.getAttribute('aria-labelledby') || '').split(/\\s+/).map((id) => { const label = el.ownerDocument.getElementById(id); return label ? text(label) : ''; }).join(' '))
    || flat([...(el.labels || [])].map(text).join(' '))
    || flat(el.alt) || flat(text(el)) || flat(el.title) || flat(el.value);
  const roots = [];
  const visit = (root, frames) => {
    roots.push([root, frames]);
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) visit(el.shadowRoot, frames);
      if (el.tagName === 'IFRAME' && el.contentDocument) visit(el.contentDocument, [...frames, el]);
    }
  };
  visit(document, []);
  // Hidden elements (a closed menu's links, a card's aria-hidden image link) are not there for an
  // agent's accessibility view, nor for a role locator.
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[aria-hidden=true]');
  const found = roots.flatMap(([root, frames]) => [...root.querySelectorAll(query)].filter((el) => shown(el) && (name === null || nameOf(el) === flat(name))).map((el) => [el, frames]));
  if (found.length === 0) return JSON.stringify({ error: 'no element matches ' + (name === null ? query : JSON.stringify(name)) + ' on the page' });
  if (nth === null && found.length > 1) return JSON.stringify({ error: found.length + ' elements match ' + JSON.stringify(name) + '; the step needs nth' });
  const [el, frames] = found[nth ?? 0] || [];
  if (!el) return JSON.stringify({ error: 'only ' + found.length + ' elements match' });
  el.scrollIntoView({ block: 'center' });
  if (value !== null) {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }
  // Measured after scrolling: each frame's place in its parent adds up to the top viewport's.
  const offset = frames.reduce((sum, frame) => { const f = frame.getBoundingClientRect(); return { x: sum.x + f.left + frame.clientLeft, y: sum.y + f.top + frame.clientTop }; }, { x: 0, y: 0 });
  // The first line box: the centre of a link wrapped over two lines is beside it, not on it.
  const r = el.getClientRects()[0] || el.getBoundingClientRect();
  const selector = el.id && el.ownerDocument === document ? '#' + CSS.escape(el.id) : el.name && el.ownerDocument === document ? el.tagName.toLowerCase() + '[name="' + el.name + '"]' : undefined;
  return JSON.stringify({ x: Math.round(offset.x + r.left + r.width / 2), y: Math.round(offset.y + r.top + r.height / 2), type: el.type, checked: el.checked, selector });
})()`);
}

/**
 * javascript_tool answers `{}` for any code with a `;`, a line break or the word `return` (it
 * wraps such code in an async function and prints the promise), so a longer script is sent as
 * one expression that evaluates it.
 */
function singleExpression(source: string): string {
  return `eval(atob('${Buffer.from(source, 'utf8').toString('base64')}'))`;
}
