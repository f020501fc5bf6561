/**
 * The frame of every docs page: header with the version menu and search box, the sidebar tree,
 * breadcrumbs, the "On this page" contents, previous/next links and the footer.
 */
import { document, esc } from '../../../site-kit/html.ts';
import { ARENA_TODAY } from '../../../site-kit/random.ts';
import { getApi, itemsOf, type ApiItem } from '../model/api.ts';
import { getLibrary, LATEST_MAJOR, latestOf, MAJORS, type Major } from '../model/library.ts';
import { versionPath } from './inline.ts';
import { navTree, readingOrder, trailTo, type NavLink, type NavNode, type NavSection } from './nav.ts';
import { PROJECT_PAGES } from './project-pages.ts';

export interface Crumb {
  label: string;
  href?: string;
}

export interface TocEntry {
  id: string;
  title: string;
  level?: 2 | 3;
}

export interface DocPage {
  major: Major;
  /** Path below the version (`/api/createBucket`): marks the current page and keeps it across a version switch. */
  path: string;
  title: string;
  /** Below "Docs"; the last one is the current page. */
  breadcrumbs: Crumb[];
  /** The page's article. */
  content: string;
  toc?: TocEntry[];
  /** The search box's text, on the results page. */
  query?: string;
}

function sidebarNode(node: NavNode, major: Major, current: string, open: ReadonlySet<string>): string {
  if (node.kind === 'link') {
    const here = node.path === current;
    return `<li><a href="${esc(versionPath(major, node.path))}"${here ? ' aria-current="page"' : ''}${node.deprecated ? ' class="deprecated"' : ''}>${esc(node.title)}</a></li>`;
  }
  const expanded = open.has(node.id);
  return `<li class="nav-section"><button type="button" class="nav-toggle" data-nav-toggle aria-expanded="${expanded}" aria-controls="${node.id}">${esc(node.title)}</button><ul id="${node.id}"${expanded ? '' : ' hidden'}>${node.children.map((c) => sidebarNode(c, major, current, open)).join('')}</ul></li>`;
}

function sidebar(major: Major, current: string): string {
  // The guides' first two levels are open; deeper folders and the API's modules only on the way to the current page.
  const open = new Set([...navTree(major).flatMap((s) => [s, ...(s.title === 'API reference' ? [] : s.children)]), ...trailTo(major, current)].flatMap((s) => (s.kind === 'section' ? [s.id] : [])));
  return `<nav class="sidebar" aria-label="Documentation"><ul class="tree">${navTree(major).map((n) => sidebarNode(n, major, current, open)).join('')}</ul></nav>`;
}

function header(page: DocPage): string {
  const lib = getLibrary();
  const options = [...MAJORS].reverse().map((m) => `<option value="${m}"${m === page.major ? ' selected' : ''}>v${m}${m === LATEST_MAJOR ? ' (latest)' : ''}</option>`).join('');
  const nav = [
    ['Guides', versionPath(page.major, '/guides/getting-started/quick-start')],
    ['API reference', versionPath(page.major, '/api/')],
    ['Changelog', versionPath(page.major, '/changelog')],
    ['Community', '/community'],
    ['Support', '/support'],
  ];
  return `<header class="topbar">
<a class="skip" href="#content">Skip to content</a>
<a class="brand" href="${versionPath(page.major)}"><span class="logo" aria-hidden="true">${esc(lib.name[0])}</span>${esc(lib.name)} Docs</a>
<nav class="mainnav" aria-label="Main">${nav.map(([label, href]) => `<a href="${esc(href)}">${esc(label)}</a>`).join('')}</nav>
<form class="version-switch" action="/switch-version" method="get"><label for="version">Version</label><select id="version" name="to" data-version-switch>${options}</select><input type="hidden" name="page" value="${esc(page.query === undefined ? page.path : `${page.path}?q=${encodeURIComponent(page.query)}`)}"><button type="submit" data-version-go>Go</button></form>
<form class="search" role="search" action="${versionPath(page.major, '/search')}" method="get"><label for="q" class="visually-hidden">Search docs</label><input type="search" id="q" name="q" placeholder="Search v${page.major} docs…" value="${esc(page.query ?? '')}" autocomplete="off"><button type="submit">Search</button></form>
</header>`;
}

function breadcrumbs(page: DocPage): string {
  const crumbs: Crumb[] = [{ label: 'Docs', href: versionPath(page.major) }, ...page.breadcrumbs];
  const items = crumbs.map((c, i) => (i === crumbs.length - 1 ? `<li aria-current="page">${esc(c.label)}</li>` : `<li>${c.href ? `<a href="${esc(c.href)}">${esc(c.label)}</a>` : esc(c.label)}</li>`));
  return `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>${items.join('')}</ol></nav>`;
}

function versionBanner(page: DocPage): string {
  if (page.major === LATEST_MAJOR) return '';
  return `<div class="version-banner" role="note">You are reading the docs of <strong>v${page.major}</strong> (up to ${latestOf(page.major).version}), an older version. <a href="/switch-version?to=${LATEST_MAJOR}&amp;page=${esc(encodeURIComponent(page.path))}">Read this page for v${LATEST_MAJOR}, the latest version</a>.</div>`;
}

function pager(page: DocPage): string {
  const order = readingOrder(page.major);
  const index = order.findIndex((l) => l.path === page.path);
  if (index < 0) return '';
  const link = (rel: 'prev' | 'next', label: string) => {
    const target = order[index + (rel === 'prev' ? -1 : 1)];
    return target ? `<a class="pager-${rel}" rel="${rel}" href="${esc(versionPath(page.major, target.path))}"><span class="pager-label">${label}</span> <span class="pager-title">${esc(target.title)}</span></a>` : '<span></span>';
  };
  return `<nav class="pager" aria-label="Previous and next pages">${link('prev', 'Previous')}${link('next', 'Next')}</nav>`;
}

/** The right rail: the page's contents, then where to get help. */
function rail(page: DocPage): string {
  const entries = page.toc ?? [];
  const contents = entries.length ? `<nav aria-label="On this page"><h2>On this page</h2><ul>${entries.map((e) => `<li class="toc-${e.level ?? 2}"><a href="#${esc(e.id)}">${esc(e.title)}</a></li>`).join('')}</ul></nav>` : '';
  const help: Array<[string, string]> = [
    ['Ask the community', '/community'],
    ['Open a support ticket', '/support'],
    ['Service status', '/status'],
    [`What’s new in v${page.major}`, versionPath(page.major, '/changelog')],
    ['Migration guides', versionPath(page.major, page.major === 1 ? '/guides/getting-started/installation' : `/guides/migration/to-v${page.major}`)],
  ];
  return `<aside class="toc">${contents}<section class="help" aria-labelledby="help-title"><h2 id="help-title">Need help?</h2><ul>${help.map(([label, href]) => `<li><a href="${esc(href)}">${esc(label)}</a></li>`).join('')}</ul></section></aside>`;
}

/** When the page last changed (its version's newest release) and how to improve it. */
function pageMeta(page: DocPage): string {
  return `<div class="page-meta"><p>Last updated for <a href="${versionPath(page.major, '/changelog')}">${latestOf(page.major).version}</a> on <time datetime="${latestOf(page.major).date}">${latestOf(page.major).date}</time>.</p><p><a href="/contributing">Suggest an edit to this page</a> · <a href="/support">Report a problem with this page</a></p></div>`;
}

function feedback(): string {
  return `<div class="feedback" data-feedback-box><p id="feedback-q">Was this page helpful?</p><button type="button" data-feedback="yes" aria-describedby="feedback-q">Yes</button><button type="button" data-feedback="no" aria-describedby="feedback-q">No</button><p class="feedback-thanks" role="status"></p></div>`;
}

/** The create and list functions of the first modules: what most readers look up. */
export function popularFunctions(major: Major): ApiItem[] {
  return getApi()
    .groups.filter((g) => g.kind === 'module')
    .slice(0, 6)
    .flatMap((g) => itemsOf(g, major).filter((i) => /^(create|list)[A-Z]/.test(i.name)));
}

/** Footer columns: a map of the site, one column per group of pages. */
function footerColumns(major: Major): Array<[string, Array<[string, string]>]> {
  const flatten = (node: NavNode): NavLink[] => (node.kind === 'link' ? [node] : node.children.flatMap(flatten));
  const [gettingStarted, guides, , resources] = navTree(major);
  const link = (l: NavLink): [string, string] => [l.title, versionPath(major, l.path)];
  return [
    [gettingStarted.title, flatten(gettingStarted).map(link)],
    ...guides.children.filter((n): n is NavSection => n.kind === 'section').map((n): [string, Array<[string, string]>] => [n.title, flatten(n).map(link)]),
    ['API reference', getApi().groups.map((g): [string, string] => [g.title, versionPath(major, `/api/modules/${g.id}`)])],
    ['Popular functions', popularFunctions(major).map((i): [string, string] => [i.name, versionPath(major, `/api/${i.name}`)])],
    [resources.title, flatten(resources).map(link)],
    ['Versions', [...MAJORS].reverse().flatMap((m): Array<[string, string]> => [[`v${m} docs`, versionPath(m)], [`v${m} changelog`, versionPath(m, '/changelog')]])],
    ['Project', PROJECT_PAGES.map((p): [string, string] => [p.title, `/${p.slug}`])],
  ];
}

function footer(major: Major): string {
  const lib = getLibrary();
  const cols = footerColumns(major)
    .map(([title, links]) => `<div class="footer-col"><h2>${esc(title)}</h2><ul>${links.map(([label, href]) => `<li><a href="${esc(href)}">${esc(label)}</a></li>`).join('')}</ul></div>`)
    .join('');
  return `<footer class="footer"><div class="footer-cols">${cols}</div><p class="legal">© ${ARENA_TODAY.slice(0, 4)} ${esc(lib.name)} Labs. Code samples are licensed under Apache 2.0. Docs for ${esc(lib.npmPackage)} and ${esc(lib.pypiPackage)}.</p></footer>`;
}

/** A whole docs page. */
export function layout(page: DocPage): string {
  const body = `${header(page)}
<div class="shell">
${sidebar(page.major, page.path)}
<main id="content">
${versionBanner(page)}
${breadcrumbs(page)}
<article class="doc">
${page.content}
</article>
${feedback()}
${pageMeta(page)}
${pager(page)}
</main>
${rail(page)}
</div>
${footer(page.major)}`;
  return document({
    title: `${page.title} — ${getLibrary().name} v${page.major} docs`,
    head: '<link rel="stylesheet" href="/assets/docs.css">\n<script src="/assets/docs.js" defer></script>',
    body,
    bodyAttributes: `data-version="${page.major}"`,
  });
}
