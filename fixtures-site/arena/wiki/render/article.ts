import { esc } from '../../../site-kit/html.ts';
import { articlePath, articleSlug, categoryPath } from '../articles/encyclopedia.ts';
import type { Article, Section } from '../articles/model.ts';
import { block, CitationMarks, infobox, navbox, paragraph } from './blocks.ts';
import { inline } from './inline.ts';
import { page, SITE_NAME } from './layout.ts';

/** Heading anchors, unique on the page ("History", "History_2"). */
class Anchors {
  private readonly used = new Set<string>();

  for(title: string): string {
    const base = title.replace(/\s+/g, '_').replace(/[^A-Za-z0-9_.-]/g, '');
    let id = base;
    for (let n = 2; this.used.has(id); n++) id = `${base}_${n}`;
    this.used.add(id);
    return id;
  }
}

interface TocEntry {
  number: string;
  title: string;
  id: string;
  children: TocEntry[];
}

function renderSections(sections: Section[], level: number, prefix: string, anchors: Anchors, marks: CitationMarks, toc: TocEntry[]): string {
  return sections
    .map((section, i) => {
      const id = anchors.for(section.title);
      const entry: TocEntry = { number: `${prefix}${i + 1}`, title: section.title, id, children: [] };
      toc.push(entry);
      const body = section.blocks.map((b) => block(b, marks)).join('\n');
      const subsections = renderSections(section.subsections ?? [], level + 1, `${entry.number}.`, anchors, marks, entry.children);
      return `<h${level} id="${id}">${esc(section.title)}</h${level}>\n${body}\n${subsections}`;
    })
    .join('\n');
}

function tocList(entries: TocEntry[]): string {
  return `<ol>${entries
    .map((e) => `<li><a href="#${e.id}"><span class="tocnumber">${e.number}</span> <span class="toctext">${esc(e.title)}</span></a>${e.children.length ? tocList(e.children) : ''}</li>`)
    .join('')}</ol>`;
}

function references(article: Article, marks: CitationMarks): string {
  const items = article.references.map((ref, i) => {
    const n = i + 1;
    const uses = marks.uses.get(n) ?? 0;
    const back = uses <= 1
      ? `<a href="#cite_ref-${n}-0" aria-label="Back to citation ${n}">^</a>`
      : `^ ${Array.from({ length: uses }, (_, k) => `<a href="#cite_ref-${n}-${k}" aria-label="Back to citation ${n}, use ${k + 1}">${String.fromCharCode(97 + (k % 26))}</a>`).join(' ')}`;
    return `<li id="cite_note-${n}"><span class="backlinks">${back}</span> <cite>${inline(ref)}</cite></li>`;
  });
  return `<ol class="references">\n${items.join('\n')}\n</ol>`;
}

/** The heading row of a page: title, namespace tabs and the tagline. */
export function pageHeading(title: string, tabs: { article: string; talk: string; current: 'article' | 'talk' }): string {
  const tab = (label: string, href: string, current: boolean) => `<li><a href="${href}"${current ? ' aria-current="page"' : ''}>${label}</a></li>`;
  return `<header class="page-heading">
<h1 id="firstHeading">${esc(title)}</h1>
<nav class="tabs" aria-label="Namespaces"><ul>${tab('Article', tabs.article, tabs.current === 'article')}${tab('Talk', tabs.talk, tabs.current === 'talk')}</ul></nav>
</header>`;
}

export function articlePage(article: Article): string {
  const marks = new CitationMarks();
  const anchors = new Anchors();
  const toc: TocEntry[] = [];
  const lead = article.lead.map((p) => paragraph(p, marks)).join('\n');
  const body = renderSections(article.sections, 2, '', anchors, marks, toc);
  const tail: Array<[string, string]> = [];
  if (article.seeAlso.length) {
    tail.push(['See also', `<ul class="see-also">${article.seeAlso.map((t) => `<li><a href="${articlePath(t)}">${esc(t)}</a></li>`).join('')}</ul>`]);
  }
  if (article.furtherReading.length) {
    tail.push(['Further reading', `<ul class="further-reading">${article.furtherReading.map((book) => `<li><cite>${inline(book)}</cite></li>`).join('')}</ul>`]);
  }
  tail.push(['References', references(article, marks)]);
  const tailHtml = tail
    .map(([title, html]) => {
      const id = anchors.for(title);
      toc.push({ number: String(toc.length + 1), title, id, children: [] });
      return `<h2 id="${id}">${title}</h2>\n${html}`;
    })
    .join('\n');
  const main = `${pageHeading(article.title, { article: articlePath(article.title), talk: `/wiki/Talk:${articleSlug(article.title)}`, current: 'article' })}
<div class="content">
<p class="tagline">From ${SITE_NAME}, the free encyclopedia</p>
<p class="shortdescription">${esc(article.description)}</p>
${article.infobox ? infobox(article.infobox) : ''}
${lead}
<nav class="toc" aria-labelledby="toc-heading"><h2 id="toc-heading">Contents</h2>${tocList(toc)}</nav>
${body}
${tailHtml}
${article.navboxes.map((n) => navbox(n, article.title)).join('\n')}
<nav class="catlinks" aria-label="Categories"><a href="/wiki/Special:Categories">Categories</a>: <ul>${article.categories
    .map((c) => `<li><a href="${categoryPath(c.name)}">${esc(c.name)}</a></li>`)
    .join('')}</ul></nav>
</div>`;
  return page({ title: article.title, main, toolsFor: article.title, lastEdited: article.lastEdited });
}
