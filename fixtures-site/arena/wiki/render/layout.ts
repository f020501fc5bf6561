import { document, esc, join } from '../../../site-kit/html.ts';
import { articlePath, articleSlug, categoryPath } from '../articles/encyclopedia.ts';
import { LIST_TITLES } from '../articles/taxonomy.ts';
import { longDate } from '../world/dates.ts';
import { theWorld } from '../world/world.ts';
import { PROJECT_LINKS, projectPath } from './project-links.ts';

export const SITE_NAME = 'Arenapedia';

export interface PageOptions {
  /** The document title, before " - Arenapedia". */
  title: string;
  /** The main column's HTML (heading included). */
  main: string;
  /** Text already in the header search box (on search pages). */
  query?: string;
  /** The article the page is about, for the sidebar's page tools. */
  toolsFor?: string;
  /** ISO date of the page's last edit, for the footer. */
  lastEdited?: string;
}

function portlet(heading: string, links: Array<[label: string, href: string]>): string {
  const id = `p-${heading.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return `<nav class="portlet" aria-labelledby="${id}-label"><h2 id="${id}-label">${esc(heading)}</h2><ul>${links
    .map(([label, href]) => `<li><a href="${esc(href)}">${esc(label)}</a></li>`)
    .join('')}</ul></nav>`;
}

function sidebar(toolsFor?: string): string {
  const world = theWorld();
  return `<div class="sidebar">${join([
    portlet('Navigation', [
      ['Main page', '/wiki/Main_Page'],
      ['Contents', '/wiki/Special:AllPages'],
      ['Random article', '/wiki/Special:Random'],
      ['Recent changes', '/wiki/Special:RecentChanges'],
      ['About Arenapedia', projectPath(PROJECT_LINKS.about)],
      ['Contact us', projectPath(PROJECT_LINKS.contact)],
    ]),
    portlet('Contribute', [
      ['Help', projectPath(PROJECT_LINKS.help)],
      ['Community portal', projectPath(PROJECT_LINKS.portal)],
      ['All categories', '/wiki/Special:Categories'],
    ]),
    portlet('Lists', LIST_TITLES.map((title) => [title, articlePath(title)])),
    portlet('Countries', world.countries.map((c) => [c.name, articlePath(c.name)])),
    portlet('Browse', [
      ['Cities by country', categoryPath('Cities by country')],
      ['Rivers by country', categoryPath('Rivers by country')],
      ['Mountains by country', categoryPath('Mountains by country')],
      ['People by city', categoryPath('People by city')],
      ['Companies by industry', categoryPath('Companies by industry')],
      ['Inventions by century', categoryPath('Inventions by century')],
      ['Universities by country', categoryPath('Universities by country')],
      ['Capitals', categoryPath('Capitals')],
      ['Living people', categoryPath('Living people')],
      ['Defunct companies', categoryPath('Defunct companies')],
      ['Unclimbed mountains', categoryPath('Unclimbed mountains')],
    ]),
    toolsFor &&
      portlet('Tools', [
        ['What links here', `/wiki/Special:WhatLinksHere/${articleSlug(toolsFor)}`],
        ['Page information', `/wiki/Special:PageInfo/${articleSlug(toolsFor)}`],
        ['Cite this page', `/wiki/Special:CiteThisPage/${articleSlug(toolsFor)}`],
      ]),
  ])}</div>`;
}

function header(query = ''): string {
  return `<header class="site-header">
<a class="logo" href="/wiki/Main_Page"><span class="logo-mark" aria-hidden="true">A</span><span class="logo-text">${SITE_NAME}<small>The Free Encyclopedia</small></span></a>
<form class="site-search" role="search" action="/search" method="get" autocomplete="off">
<label for="searchInput" class="visually-hidden">Search ${SITE_NAME}</label>
<input type="search" id="searchInput" name="q" value="${esc(query)}" placeholder="Search ${SITE_NAME}" aria-autocomplete="list" aria-controls="searchSuggestions">
<ul id="searchSuggestions" role="listbox" aria-label="Search suggestions" hidden></ul>
<button type="submit">Search</button>
</form>
</header>`;
}

/** "Explore the region": every country with its cities, rivers and mountains, on every page. */
function explore(): string {
  const world = theWorld();
  const item = (title: string) => `<li><a href="${articlePath(title)}">${esc(title)}</a></li>`;
  const rows = world.countries.map((country) => {
    const cities = world.citiesOf(country).map((c) => c.name);
    const nature = [...world.riversOf(country), ...world.mountainsOf(country)].map((n) => n.name);
    return `<tr><th scope="row" class="navbox-group"><a href="${articlePath(country.name)}">${esc(country.name)}</a></th><td class="navbox-list"><ul class="hlist">${[...cities, ...nature].map(item).join('')}</ul></td></tr>`;
  });
  rows.push(`<tr><th scope="row" class="navbox-group">Lists</th><td class="navbox-list"><ul class="hlist">${LIST_TITLES.map(item).join('')}</ul></td></tr>`);
  return `<nav class="navbox explore" aria-label="Explore the region"><table><caption class="navbox-title">Explore the region</caption><tbody>${rows.join('\n')}</tbody></table></nav>`;
}

function footer(lastEdited?: string): string {
  const links: Array<[string, string]> = [
    ['Privacy policy', PROJECT_LINKS.privacy],
    ['About Arenapedia', PROJECT_LINKS.about],
    ['Disclaimers', PROJECT_LINKS.disclaimer],
    ['Contact Arenapedia', PROJECT_LINKS.contact],
    ['Code of Conduct', PROJECT_LINKS.conduct],
    ['Cookie statement', PROJECT_LINKS.cookies],
  ];
  return `<footer class="site-footer">
${explore()}
${lastEdited ? `<p>This page was last edited on ${longDate(lastEdited)}.</p>` : ''}
<p>Text is available under a free licence; additional terms may apply. ${SITE_NAME} describes a generated world: every place, person and event in it is fictional.</p>
<ul class="footer-links">${links.map(([label, title]) => `<li><a href="${projectPath(title)}">${label}</a></li>`).join('')}</ul>
</footer>`;
}

/** A whole page of the encyclopedia: header with search, sidebar, the main column, footer. */
export function page(options: PageOptions): string {
  return document({
    title: `${options.title} - ${SITE_NAME}`,
    head: '<link rel="stylesheet" href="/static/wiki.css">\n<script src="/static/suggest.js" defer></script>\n<script src="/static/sortable.js" defer></script>',
    body: `<a class="skip-link" href="#content">Jump to content</a>
${header(options.query)}
<div class="page">
${sidebar(options.toolsFor)}
<main id="content" class="main">
${options.main}
</main>
</div>
${footer(options.lastEdited)}`,
  });
}
