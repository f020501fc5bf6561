import { esc } from '../../../site-kit/html.ts';
import { ARENA_TODAY, Random } from '../../../site-kit/random.ts';
import { articlePath, articleSlug, categoryPath, theEncyclopedia } from '../articles/encyclopedia.ts';
import type { Article } from '../articles/model.ts';
import { num } from '../articles/writer.ts';
import { longDate } from '../world/dates.ts';
import { alphabetical } from './category-page.ts';
import { pageHeading } from './article.ts';
import { page, SITE_NAME } from './layout.ts';

/** Pages of the Special: namespace, generated from the encyclopedia itself. */

function specialPage(title: string, body: string): string {
  return page({ title, main: `<header class="page-heading"><h1 id="firstHeading">${esc(title)}</h1></header>\n<div class="content">\n${body}\n</div>` });
}

export function allPagesPage(): string {
  const titles = theEncyclopedia().articles.map((a) => a.title).sort((a, b) => a.localeCompare(b));
  return specialPage('All pages', `<p>All ${num(titles.length)} articles of ${SITE_NAME}, in alphabetical order.</p>\n${alphabetical(titles, articlePath)}`);
}

export function categoriesPage(): string {
  const encyclopedia = theEncyclopedia();
  const names = encyclopedia.categoryNames();
  const items = names.map((name) => {
    const category = encyclopedia.category(name)!;
    return `<li><a href="${categoryPath(name)}">${esc(name)}</a> (${category.members.length} ${category.members.length === 1 ? 'member' : 'members'})</li>`;
  });
  return specialPage('Categories', `<p>The following ${names.length} categories exist.</p>\n<ul class="columns">${items.join('')}</ul>`);
}

/** The 60 most recently edited articles, with an edit summary each. */
export function recentChangesPage(): string {
  const summaries = ['Copyedit', 'Updated figures from the latest census', 'Added references', 'Expanded history section', 'Fixed links', 'Reverted vandalism', 'Added infobox data', 'Tidied tables'];
  const recent = [...theEncyclopedia().articles].sort((a, b) => b.lastEdited.localeCompare(a.lastEdited) || a.title.localeCompare(b.title)).slice(0, 60);
  const rows = recent.map((a) => {
    const random = Random.for('wiki', 'edit', a.title);
    const delta = random.int(-400, 1800);
    return `<tr><td>${longDate(a.lastEdited)}</td><td><a href="${articlePath(a.title)}">${esc(a.title)}</a></td><td class="num">${delta > 0 ? '+' : ''}${num(delta)}</td><td>${esc(random.pick(summaries))}</td></tr>`;
  });
  return specialPage(
    'Recent changes',
    `<p>The most recent edits to ${SITE_NAME}, up to ${longDate(ARENA_TODAY)}.</p>
<div class="table-wrap"><table class="wikitable"><caption>Recent changes</caption><thead><tr><th scope="col">Date</th><th scope="col">Article</th><th scope="col">Size change</th><th scope="col">Summary</th></tr></thead><tbody>${rows.join('\n')}</tbody></table></div>`,
  );
}

export function whatLinksHerePage(article: Article): string {
  const links = theEncyclopedia().backlinks(article.title);
  return specialPage(
    `Pages that link to "${article.title}"`,
    `<p>The following ${links.length === 1 ? 'page links' : `${links.length} pages link`} to <a href="${articlePath(article.title)}">${esc(article.title)}</a>:</p>
<ul>${links.map((t) => `<li><a href="${articlePath(t)}">${esc(t)}</a></li>`).join('')}</ul>`,
  );
}

export function pageInfoPage(article: Article): string {
  const encyclopedia = theEncyclopedia();
  const rows: Array<[string, string]> = [
    ['Display title', esc(article.title)],
    ['Page length (in bytes)', num(new TextEncoder().encode(encyclopedia.text(article)).length)],
    ['Number of references', num(article.references.length)],
    ['Number of categories', num(article.categories.length)],
    ['Pages linking here', `<a href="/wiki/Special:WhatLinksHere/${articleSlug(article.title)}">${num(encyclopedia.backlinks(article.title).length)}</a>`],
    ['Date of latest edit', longDate(article.lastEdited)],
  ];
  return specialPage(
    `Information for "${article.title}"`,
    `<table class="wikitable"><caption>Basic information</caption><tbody>${rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`).join('')}</tbody></table>`,
  );
}

export function citeThisPagePage(article: Article, host: string): string {
  const url = `http://${host}${articlePath(article.title)}`;
  return specialPage(
    `Cite this page: ${article.title}`,
    `<p>When citing this article, give the date you read it: the text may change.</p>
<h2>Bibliographic details</h2>
<ul><li>Page name: ${esc(article.title)}</li><li>Publisher: ${SITE_NAME}, The Free Encyclopedia</li><li>Date of last revision: ${longDate(article.lastEdited)}</li><li>Permanent URL: ${esc(url)}</li></ul>
<h2>Citation style</h2>
<p>${SITE_NAME} contributors. "${esc(article.title)}". <i>${SITE_NAME}, The Free Encyclopedia</i>. ${longDate(article.lastEdited)}. Retrieved ${longDate(ARENA_TODAY)}.</p>`,
  );
}

export function talkPage(article: Article): string {
  const main = `${pageHeading(`Talk:${article.title}`, { article: articlePath(article.title), talk: `/wiki/Talk:${articleSlug(article.title)}`, current: 'talk' })}
<div class="content">
<p>This is the talk page for discussing improvements to the <a href="${articlePath(article.title)}">${esc(article.title)}</a> article. It is not a forum for general discussion of the subject.</p>
<p>There are no discussions on this page yet.</p>
</div>`;
  return page({ title: `Talk:${article.title}`, main });
}

export function notFoundPage(title: string): string {
  const query = new URLSearchParams({ q: title, fulltext: '1' });
  return specialPage(
    title,
    `<div class="noarticle"><p><strong>${SITE_NAME} does not have an article with this exact name.</strong></p>
<ul><li><a href="/search?${esc(query.toString())}">Search for “${esc(title)}”</a> in ${SITE_NAME} to check for alternative titles or spellings.</li>
<li>Browse <a href="/wiki/Special:AllPages">all pages</a> or <a href="/wiki/Special:Categories">all categories</a>.</li></ul></div>`,
  );
}
