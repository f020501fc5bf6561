/** The frame every page of the booking site shares: header, breadcrumbs, footer. */
import { document, esc, join } from '../../../site-kit/html.ts';
import { html, type SiteResponse } from '../../../site-kit/site.ts';
import { TODAY } from '../dates.ts';
import { destinations } from '../data/destinations.ts';
import { HELP_TOPICS } from './help-topics.ts';

const SITE_NAME = 'Wayfarer';

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageOptions {
  title: string;
  main: string;
  crumbs?: readonly Crumb[];
  /** Scripts from /assets/ this page needs (e.g. 'combobox.js'). */
  scripts?: readonly string[];
}

const NAV = [
  ['Stays', '/'],
  ['Destinations', '/destinations'],
  ['Manage booking', '/manage'],
  ['Help', '/help'],
] as const;

function header(): string {
  return `<header class="site-header">
  <div class="wrap header-bar">
    <a class="brand" href="/"><span aria-hidden="true">◈</span> ${SITE_NAME}</a>
    <nav aria-label="Main"><ul>${NAV.map(([label, href]) => `<li><a href="${href}">${label}</a></li>`).join('')}</ul></nav>
    <p class="locale">USD · English (US)</p>
  </div>
</header>`;
}

function breadcrumbs(crumbs: readonly Crumb[]): string {
  return `<nav class="wrap breadcrumbs" aria-label="Breadcrumb"><ol>${crumbs
    .map((c, i) => (c.href && i < crumbs.length - 1 ? `<li><a href="${esc(c.href)}">${esc(c.label)}</a></li>` : `<li aria-current="page">${esc(c.label)}</li>`))
    .join('')}</ol></nav>`;
}

function footer(): string {
  const byRegion = new Map<string, string[]>();
  for (const d of destinations()) byRegion.set(d.region, [...(byRegion.get(d.region) ?? []), `<li><a href="/search?destination=${encodeURIComponent(d.name)}">Hotels in ${esc(d.name)}</a></li>`]);
  const helpLinks = (group: string) =>
    HELP_TOPICS.filter((t) => t.group === group)
      .map((t) => `<li><a href="/help/${t.slug}">${esc(t.title)}</a></li>`)
      .join('');
  return `<footer class="site-footer">
  <div class="wrap footer-columns">
    <section aria-labelledby="footer-support"><h2 id="footer-support">Support</h2><ul>${helpLinks('support')}</ul></section>
    <section aria-labelledby="footer-policies"><h2 id="footer-policies">Policies</h2><ul>${helpLinks('policies')}</ul></section>
    <section aria-labelledby="footer-company"><h2 id="footer-company">Company</h2><ul>${helpLinks('company')}</ul></section>
  </div>
  <div class="wrap footer-destinations">
    ${[...byRegion].map(([region, links]) => `<section aria-label="Stays in ${esc(region)}"><h2>${esc(region)}</h2><ul>${links.join('')}</ul></section>`).join('\n    ')}
  </div>
  <p class="wrap fineprint">© 2026 ${SITE_NAME} Travel Ltd. Prices are per room and include taxes. This site runs in test mode: no real payments are taken.</p>
</footer>`;
}

export function page({ title, main, crumbs, scripts = [] }: PageOptions): string {
  return document({
    title: `${title} | ${SITE_NAME}`,
    head: '<link rel="stylesheet" href="/assets/book.css">',
    bodyAttributes: `data-today="${TODAY}"`,
    body: join([
      '<a class="skip-link" href="#main">Skip to main content</a>',
      header(),
      crumbs && breadcrumbs(crumbs),
      `<main id="main" class="wrap">\n${main}\n</main>`,
      footer(),
      ...scripts.map((s) => `<script src="/assets/${s}"></script>`),
    ]),
  });
}

/** The site's own 404 page, with its header and footer to find a way back. */
export function notFoundPage(): SiteResponse {
  return html(
    page({
      title: 'Page not found',
      main: '<h1>Page not found</h1>\n<p>This page does not exist (any more). <a href="/">Search for a stay</a> or visit the <a href="/help">help centre</a>.</p>',
    }),
    { status: 404 },
  );
}
