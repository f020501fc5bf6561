/** A reference document as the mirror keeps it, and the blocks MDN pages are made of. */
import { esc } from '../../../site-kit/html.ts';
import { Random } from '../../../site-kit/random.ts';

export interface DocSection {
  /** The heading's id, as MDN writes it (`syntax`, `return_value`). */
  id: string;
  heading: string;
  html: string;
  /** Second-level headings inside the section (listed in the page's table of contents too). */
  subsections?: readonly DocSection[];
}

export interface Doc {
  /** The path after `/en-US/docs/` (`Web/API/Window/fetch`). */
  slug: string;
  /** The page title (`Window: fetch() method`). */
  title: string;
  /** The name lists and breadcrumbs use (`fetch()`). */
  short: string;
  /** One sentence, plain text: the search result's summary. */
  summary: string;
  /** The paragraphs above the first section (HTML). */
  lead: string;
  sections: readonly DocSection[];
  /** Which sidebar the page shows (a key of the catalogue's sidebars). */
  sidebar: string;
}

export interface SidebarGroup {
  heading: string;
  slugs: readonly string[];
}

/** The path of a document. */
export function docHref(slug: string): string {
  return `/en-US/docs/${slug}`;
}

/** A code example with its language label and copy button, as MDN renders code. */
export function codeBlock(code: string, language = 'js'): string {
  return `<div class="code-example"><div class="example-header"><span class="language-name">${language}</span><button type="button" class="copy-icon">Copy</button></div><pre class="brush: ${language} notranslate"><code>${esc(code)}</code></pre></div>`;
}

const BROWSERS = [
  'Chrome', 'Edge', 'Firefox', 'Opera', 'Safari', 'Chrome Android', 'Firefox for Android', 'Opera Android',
  'Safari on iOS', 'Samsung Internet', 'WebView Android', 'WebView on iOS', 'Deno', 'Node.js',
];

/** The browser compatibility table of a feature and its sub-features (versions are generated). */
export function compatTable(feature: string, subFeatures: readonly string[]): string {
  const random = Random.fixed('mdn-compat', feature);
  const row = (name: string) =>
    `<tr><th scope="row"><code>${esc(name)}</code></th>${BROWSERS.map((browser) => {
      const version = browser === 'Deno' ? `1.${random.int(0, 40)}` : browser === 'Node.js' ? String(random.int(10, 22)) : String(random.int(4, 120));
      return `<td class="bc-supports-yes"><span class="bc-browser-name">${browser}</span> – Full support <span class="bc-version-label">${version}</span></td>`;
    }).join('')}</tr>`;
  return `<figure class="table-container"><table class="bc-table"><thead><tr><td></td>${BROWSERS.map((b) => `<th scope="col">${b}</th>`).join('')}</tr></thead><tbody>${[feature, ...subFeatures].map(row).join('')}</tbody></table>
<section class="bc-legend"><h3 class="visually-hidden">Legend</h3><p>Tip: you can click/tap on a cell for more information.</p><dl><dt>Full support</dt><dd>Full support</dd><dt>No support</dt><dd>No support</dd><dt>Experimental</dt><dd>Experimental. Expect behavior to change in the future.</dd><dt>See implementation notes.</dt><dd>See implementation notes.</dd></dl></section></figure>`;
}

/** The Specifications table: one row per specification section. */
export function specTable(rows: ReadonlyArray<[string, string, string]>): string {
  return `<table class="standard-table"><thead><tr><th scope="col">Specification</th></tr></thead><tbody>${rows
    .map(([name, href, anchor]) => `<tr><td><a href="${esc(href)}">${esc(name)}<br><small># ${esc(anchor)}</small></a></td></tr>`)
    .join('')}</tbody></table>`;
}

/** A definition list of parameters or properties: name (and "Optional") → description HTML. */
export function definitions(items: ReadonlyArray<{ name: string; optional?: boolean; html: string }>): string {
  return `<dl>${items.map((item) => `<dt id="${esc(item.name.toLowerCase())}"><code>${esc(item.name)}</code>${item.optional ? ' <span class="badge inline optional">Optional</span>' : ''}</dt><dd>${item.html}</dd>`).join('')}</dl>`;
}
