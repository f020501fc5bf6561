/** A reference page: breadcrumbs, language menu, sidebar, article, "In this article" and metadata. */
import { esc } from '../../../site-kit/html.ts';
import { catalogue } from '../docs/catalogue.ts';
import { docHref, type Doc, type DocSection } from '../docs/model.ts';
import { mdnPage } from '../layout.ts';

const LOCALES: ReadonlyArray<[string, string]> = [
  ['de', 'Deutsch'], ['es', 'Español'], ['fr', 'Français'], ['ja', '日本語'], ['ko', '한국어'], ['pt-BR', 'Português (do Brasil)'],
  ['ru', 'Русский'], ['zh-CN', '中文 (简体)'], ['zh-TW', '正體中文 (繁體)'],
];

function breadcrumbs(doc: Doc): string {
  const { docs } = catalogue();
  const parts = doc.slug.split('/');
  const crumbs = parts
    .map((_, i) => parts.slice(0, i + 1).join('/'))
    .filter((slug) => slug !== 'Web' && docs.has(slug))
    .map((slug) => `<li><a href="${docHref(slug)}">${esc(docs.get(slug)!.short)}</a></li>`);
  return `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>${crumbs.join('')}</ol></nav>`;
}

function languageMenu(doc: Doc): string {
  // Closed until clicked, as on MDN; other locales are not mirrored and lead back to English.
  return `<div class="languages menu"><button type="button" aria-expanded="false" aria-controls="languages-menu">English (US)</button><ul class="submenu" id="languages-menu" hidden>${LOCALES.map(
    ([code, name]) => `<li><a href="/${code}/docs/${esc(doc.slug)}" lang="${code}">${esc(name)}</a></li>`,
  ).join('')}</ul></div>`;
}

function sidebar(doc: Doc): string {
  const { docs, sidebars } = catalogue();
  const bar = sidebars.get(doc.sidebar)!;
  const groups = bar.groups.map(
    (group) =>
      `<li><h4>${esc(group.heading)}</h4><ol>${group.slugs
        .map((slug) => (slug === doc.slug ? `<li><em aria-current="page"><code>${esc(docs.get(slug)!.short)}</code></em></li>` : `<li><a href="${docHref(slug)}"><code>${esc(docs.get(slug)!.short)}</code></a></li>`))
        .join('')}</ol></li>`,
  );
  return `<nav class="sidebar" aria-label="Related Topics"><strong><a href="${docHref(doc.sidebar)}">${esc(bar.title)}</a></strong><ol>${groups.join('')}</ol></nav>`;
}

function section(s: DocSection, level: number): string {
  const tag = `h${level}`;
  return `<section aria-labelledby="${s.id}"><${tag} id="${s.id}"><a href="#${s.id}">${esc(s.heading)}</a></${tag}>${s.html}${(s.subsections ?? []).map((sub) => section(sub, level + 1)).join('')}</section>`;
}

function toc(doc: Doc): string {
  const entries = doc.sections.map(
    (s) => `<li><a href="#${s.id}">${esc(s.heading)}</a>${s.subsections?.length ? `<ul>${s.subsections.map((sub) => `<li><a href="#${sub.id}">${esc(sub.heading)}</a></li>`).join('')}</ul>` : ''}</li>`,
  );
  return `<aside class="toc"><nav aria-label="In this article"><h2 style="font-size:14px">In this article</h2><ul>${entries.join('')}</ul></nav>
<section class="place"><p><a href="/en-US/plus">MDN Plus</a>: your personal MDN. <a href="https://github.com/mdn/content/blob/main/files/en-us/${esc(doc.slug.toLowerCase())}/index.md">View this page on GitHub</a></p></section></aside>`;
}

/** The part of MDN a page belongs to, as its title names it. */
function area(slug: string): string {
  if (slug.startsWith('Web/JavaScript')) return 'JavaScript';
  if (slug.startsWith('Web/API')) return 'Web APIs';
  return 'MDN Web Docs';
}

export function docPage(doc: Doc): string {
  const main = `<div class="toolbar">${breadcrumbs(doc)}${languageMenu(doc)}</div>
<div class="doc-layout">${sidebar(doc)}
<article class="main-page-content" lang="en-US"><header><h1>${esc(doc.title)}</h1></header>
<div class="section-content">${doc.lead}</div>
${doc.sections.map((s) => section(s, 2)).join('\n')}
<aside class="metadata"><section><h2 style="font-size:16px;border:0">Help improve MDN</h2><p>Was this page helpful to you? <button type="button">Yes</button> <button type="button">No</button></p>
<p><a href="https://github.com/mdn/content/blob/main/CONTRIBUTING.md">Learn how to contribute</a>.</p>
<p>This page was last modified on May 28, 2026 by <a href="https://github.com/mdn/content/commits/main/files/en-us/${esc(doc.slug.toLowerCase())}/index.md">MDN contributors</a>.</p>
<p><a href="https://github.com/mdn/content/issues/new">Report a problem with this content</a></p></section></aside>
</article>
${toc(doc)}</div>`;
  return mdnPage({ title: `${doc.title} - ${area(doc.slug)} | MDN`, main });
}
