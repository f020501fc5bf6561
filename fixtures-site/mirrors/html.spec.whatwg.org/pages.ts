/** The multipage HTML Standard: its contents page, its chapter pages and the index of elements. */
import { document, esc } from '../../site-kit/html.ts';
import { NORMATIVE, Prose } from '../prose.ts';
import { elementDefinition, elementSummary } from './elements.ts';
import { outline, pages, sectionsOf, type SpecSection } from './outline.ts';

const CSS = `body{font-family:sans-serif;line-height:1.5;max-width:50em;margin:0 auto;padding:1.5em 2em 2em 3em;color:#000;background:#fff}
a{color:#0000ee}.head{display:flex;gap:16px;align-items:center}.logo{font-weight:bold;font-size:20px;color:#3c790a;text-decoration:none;border:2px solid #3c790a;padding:6px 10px}
.head h1{margin:0;font-size:32px;letter-spacing:.1em}.pubdate{font-weight:bold}
ol.toc,ol.toc ol{list-style:none;padding-left:1.5em}.toc a{text-decoration:none}.secno{margin-right:.4em;color:#555}
h2,h3,h4,h5,h6{color:#005a9c}dl.element{background:#dfe9f5;border-left:4px solid #8ccbf2;padding:.5em 1em;font-size:14px}dl.element dt{font-weight:bold}
.note{border-left:4px solid #52e052;background:#e9fbe9;padding:.5em 1em}.example{border-left:4px solid #e0cb52;background:#fcfaee;padding:.5em 1em}
.self-link{margin-left:.3em}.self-link:before{content:"§"}nav.pager{margin:1em 0;text-align:center}
table.index{border-collapse:collapse;font-size:13px}table.index th,table.index td{border:1px solid #ccc;padding:3px 6px;text-align:left}`;

const LAST_UPDATED = '15 June 2026';

function header(): string {
  return `<header class="head with-buttons"><a href="https://whatwg.org/" class="logo">WHATWG</a><hgroup><h1 class="allcaps">HTML</h1><p id="living-standard">Living Standard — Last Updated <span class="pubdate">${LAST_UPDATED}</span></p></hgroup></header>`;
}

function specDocument(title: string, body: string): string {
  return document({ title, head: `<style>${CSS}</style>`, body: `${header()}\n${body}` });
}

/** A section's number and title as the contents and the headings write it ("4.3.3 The section element"). */
function label(section: SpecSection): string {
  const title = section.element ? `The <code>${section.element}</code> element` : esc(section.title);
  return `<span class="secno">${section.number}</span> ${title}`;
}

function tocItems(sections: readonly SpecSection[]): string {
  return sections.map((s) => `<li><a href="/multipage/${s.page}#${s.id}">${label(s)}</a>${s.children.length ? `<ol>${tocItems(s.children)}</ol>` : ''}</li>`).join('');
}

/** The contents page (/multipage/), which the single-page address (/) shows too. */
export function contentsPage(): string {
  const links = `<div id="multipage-links"><p><a href="https://html.spec.whatwg.org/">One-Page Version</a> <a href="https://html.spec.whatwg.org/multipage/">Multipage Version</a> <a href="/multipage/indices.html">Index</a> <a href="https://whatwg.org/faq">FAQ</a> <a href="https://github.com/whatwg/html/commits">Commits on GitHub</a> <a href="https://github.com/whatwg/html/issues">Open Issues</a></p></div>`;
  const intro = `<h2 class="no-num no-toc" id="abstract">Abstract</h2><p>This specification defines the HTML language, its DOM APIs and the processing model of the web platform.</p><h2 class="no-num no-toc" id="contents">Table of contents</h2>`;
  const index = '<li><a href="/multipage/indices.html#index">Index</a></li>';
  return specDocument('HTML Standard', `${links}${intro}<nav id="toc"><ol class="toc">${tocItems(outline())}${index}</ol></nav>`);
}

function sectionHtml(section: SpecSection, page: string, depth: number): string {
  if (section.page !== page) return '';
  const tag = `h${Math.min(depth + 1, 6)}`;
  const prose = Prose.with(NORMATIVE, ['element', 'document', 'attribute', 'event', 'algorithm'], 'whatwg-section', section.number);
  const steps = prose.chance(0.4) ? `<ol>${Array.from({ length: prose.int(3, 7) }, () => `<li><p>${esc(prose.sentence())}</p></li>`).join('')}</ol>` : '';
  const body = section.element
    ? elementDefinition(section.element)
    : section.children.length > 0
      ? `<p>${esc(prose.paragraph())}</p>`
      : `${prose.paragraphs(prose.int(3, 5)).map((p) => `<p>${esc(p)}</p>`).join('\n')}${steps}`;
  return `<${tag} id="${section.id}">${label(section)}<a href="#${section.id}" class="self-link"></a></${tag}>
${body}
${section.children.map((child) => sectionHtml(child, page, depth + 1)).join('\n')}`;
}

function depthOf(section: SpecSection): number {
  return section.number.split('.').length;
}

/** A chapter page of the multipage edition (/multipage/sections.html); undefined for another name. */
export function chapterPage(page: string): string | undefined {
  const sections = sectionsOf(page);
  if (sections.length === 0) return undefined;
  const all = pages();
  const at = all.indexOf(page);
  const neighbour = (name: string | undefined, arrow: string) => {
    if (!name) return '';
    const first = sectionsOf(name)[0];
    return `<a href="${name}">${arrow === '←' ? `← ${first.number} ${esc(first.title)}` : `${first.number} ${esc(first.title)} →`}</a>`;
  };
  const pager = `<nav class="pager" aria-label="Chapters">${neighbour(all[at - 1], '←')} — <a href="index.html#contents">Table of Contents</a> — ${neighbour(all[at + 1], '→')}</nav>`;
  const localToc = `<ol class="toc">${sections.map((s) => `<li><a href="${page}#${s.id}">${label(s)}</a>${s.children.some((c) => c.page === page) ? `<ol>${tocItems(s.children.filter((c) => c.page === page))}</ol>` : ''}</li>`).join('')}</ol>`;
  return specDocument('HTML Standard', `${pager}${localToc}<main>${sections.map((s) => sectionHtml(s, page, depthOf(s))).join('\n')}</main>${pager}`);
}

/** The index of elements (/multipage/indices.html): each element, what it is, where it is defined. */
export function indicesPage(): string {
  const elements: SpecSection[] = [];
  const walk = (sections: readonly SpecSection[]) => sections.forEach((s) => (s.element ? elements.push(s) : walk(s.children)));
  walk(outline());
  const rows = [...elements]
    .sort((a, b) => a.element!.localeCompare(b.element!))
    .map((s) => `<tr><th scope="row"><code><a href="${s.page}#${s.id}">${s.element}</a></code></th><td>${esc(elementSummary(s.element!))}</td><td>${s.number}</td></tr>`);
  return specDocument('HTML Standard', `<nav class="pager"><a href="index.html#contents">Table of Contents</a></nav><h2 id="index">Index</h2><h3 id="elements-3">Elements</h3><p>This section is non-normative.</p>
<table class="index"><caption>List of elements</caption><thead><tr><th scope="col">Element</th><th scope="col">Description</th><th scope="col">Section</th></tr></thead><tbody>${rows.join('')}</tbody></table>`);
}
