/** Special pages: search, random article, recent changes, what links here, book sources, citing, accounts. */
import { esc } from '../../../site-kit/html.ts';
import { html, type SiteResponse } from '../../../site-kit/site.ts';
import { ENCYCLOPEDIC, Prose } from '../../prose.ts';
import { moved } from '../../mirror-kit.ts';
import { catalogue, findArticle } from '../articles/catalogue.ts';
import { wikiHref, wikiLink } from '../articles/text.ts';
import { longDate, wikiPage } from '../skin.ts';
import { EDITORS } from './actions.ts';
import { searchPage } from './search.ts';

/** Recent edits to the given titles, newest first (dates before the arena's today). */
function changes(titles: readonly string[], key: string): string {
  const prose = new Prose(ENCYCLOPEDIC, 'wikipedia-changes', key);
  const rows = Array.from({ length: Math.min(50, titles.length * 3) }, (_, i) => {
    const title = titles[i % titles.length];
    const bytes = prose.int(-400, 900);
    return `<li>${longDate(`2026-06-${String(14 - Math.floor(i / 8)).padStart(2, '0')}`)} ${String(23 - (i % 24)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')} . . ${wikiLink(title)} (${bytes >= 0 ? '+' : ''}${bytes}) . . ${esc(prose.pick(EDITORS))} (${esc(prose.phrase(2).toLowerCase())})</li>`;
  });
  return `<ul class="special">${rows.join('')}</ul>`;
}

function special(title: string, content: string): SiteResponse {
  return html(wikiPage({ title: `Special:${title}`, content }));
}

/** Answers `Special:<name>[/<target>]`; undefined for a special page the mirror does not have. */
export function specialPage(name: string, params: URLSearchParams): SiteResponse | undefined {
  const [page, ...rest] = name.split('/');
  const target = rest.join('/');
  const { articles, linksHere, generated } = catalogue();
  switch (page) {
    case 'Search':
      return searchPage(params);
    case 'Random':
      // Deterministic by design: the same request always leads to the same article.
      return moved(wikiHref(generated[0]), 302);
    case 'RecentChanges':
      return special('Recent changes', `<p>Track the most recent changes to the wiki on this page.</p>${changes([...articles.keys()], 'recent')}`);
    case 'RecentChangesLinked':
      return special(`Related changes/${target}`, `<p>Changes to pages linked from ${wikiLink(target)}.</p>${changes(linksHere.get(target) ?? [target], target)}`);
    case 'WhatLinksHere': {
      const from = linksHere.get(target) ?? [];
      return special(
        `What links here/${target}`,
        `<p>The following pages link to ${wikiLink(target)}:</p>${from.length ? `<ul>${from.map((t) => `<li>${wikiLink(t)}</li>`).join('')}</ul>` : '<p>No pages link to it.</p>'}`,
      );
    }
    case 'BookSources':
      return special(
        'Book sources',
        `<p>This page allows users to search for multiple sources for a book given the 10- or 13-digit International Standard Book Number (ISBN ${esc(target)}).</p><ul>${['WorldCat', 'Open Library', 'Google Books', 'Library of Congress']
          .map((source) => `<li><a href="https://www.worldcat.org/isbn/${encodeURIComponent(target)}">${source}</a></li>`)
          .join('')}</ul>`,
      );
    case 'CiteThisPage': {
      const article = findArticle(params.get('page')?.replace(/_/g, ' ') ?? '');
      if (!article) return undefined;
      return special(
        'Cite this page',
        `<h2>Bibliographic details for "${esc(article.title)}"</h2><ul><li>Page name: ${esc(article.title)}</li><li>Author: Wikipedia contributors</li><li>Publisher: <i>Wikipedia, The Free Encyclopedia</i>.</li><li>Date of last revision: ${longDate(article.lastEdited)}</li><li>Permanent URL: https://en.wikipedia.org${esc(wikiHref(article.title))}</li></ul>`,
      );
    }
    case 'CreateAccount':
    case 'UserLogin': {
      const heading = page === 'CreateAccount' ? 'Create account' : 'Log in';
      return special(
        heading,
        `<form method="post" action="/w/index.php?title=Special:${page}"><p><label for="wpName">Username</label><br><input id="wpName" name="wpName"></p><p><label for="wpPassword">Password</label><br><input id="wpPassword" name="wpPassword" type="password"></p><p><button type="submit">${heading}</button></p></form>`,
      );
    }
    case 'SpecialPages':
      return special(
        'Special pages',
        `<ul>${[
          ['Special:RecentChanges', 'Recent changes'],
          ['Special:Random', 'Random page'],
          ['Special:Search', 'Search'],
          ['Special:BookSources', 'Book sources'],
          ['Special:UserLogin', 'Log in'],
          ['Special:CreateAccount', 'Create account'],
        ]
          .map(([t, text]) => `<li>${wikiLink(t, text)}</li>`)
          .join('')}</ul>`,
      );
    default:
      return undefined;
  }
}
