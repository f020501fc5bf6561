import { document, esc, join, slug } from '../../../site-kit/html.ts';
import { ARENA_TODAY } from '../../../site-kit/random.ts';
import type { PageContext } from '../context.ts';
import { seedCustomers } from '../data/customers.ts';
import { lazy } from '../../../site-kit/lazy.ts';
import { takeFlash } from '../session.ts';

export type Section = 'dashboard' | 'customers' | 'tickets' | 'team' | 'audit' | 'settings' | 'help' | 'reports';

export interface Crumb {
  label: string;
  href?: string;
}

export interface AppPage {
  title: string;
  section: Section;
  breadcrumbs: Crumb[];
  /** The main column, below the page heading. */
  body: string;
  /** Buttons and links beside the heading. */
  actions?: string;
}

export const APP_NAME = 'Harbor CRM';
const VERSION = 'v4.12.3 · build 2026.06.1';

const NAV: Array<{ section: Section; label: string; href: string }> = [
  { section: 'dashboard', label: 'Dashboard', href: '/' },
  { section: 'customers', label: 'Customers', href: '/customers' },
  { section: 'tickets', label: 'Tickets', href: '/tickets' },
  { section: 'team', label: 'Team', href: '/team' },
  { section: 'audit', label: 'Audit log', href: '/audit' },
  { section: 'settings', label: 'Settings', href: '/settings' },
];

/** Saved filters in the sidebar, as a team's shared views would be. */
const SAVED_VIEWS = [
  { label: 'Key accounts', href: '/customers?key=1' },
  { label: 'Trials in progress', href: '/customers?status=Trial' },
  { label: 'Accounts on hold', href: '/customers?status=On+hold' },
  { label: 'Unassigned tickets', href: '/tickets?assignee=Unassigned' },
  { label: 'Urgent tickets', href: '/tickets?priority=Urgent&status=open' },
  { label: 'Overdue tickets', href: '/tickets?overdue=1' },
] as const;

/** The operator's pinned accounts in the sidebar: the largest key accounts, as they were pinned. */
const pinnedAccounts = lazy(() =>
  seedCustomers()
    .filter((c) => c.keyAccount)
    .sort((a, b) => b.arr - a.arr)
    .slice(0, 6),
);

/** Help topics linked from the footer, in its columns (each has a help page). */
const FOOTER_GROUPS = [
  { title: 'Help', topics: ['Help center', 'Keyboard shortcuts', 'Data import guide', 'Training videos', 'Contact IT support'] },
  { title: 'Product', topics: ['Release notes', 'Roadmap', 'API documentation', 'Integrations', 'System status'] },
  { title: 'Policies', topics: ['Privacy policy', 'Terms of service', 'Security', 'Accessibility statement', 'Acceptable use', 'Data retention'] },
] as const;

export const HELP_TOPICS: readonly string[] = FOOTER_GROUPS.flatMap((group) => group.topics);

export function helpHref(topic: string): string {
  return `/help/${slug(topic).toLowerCase()}`;
}

/** The head of every page: the app's stylesheet and script, and "today" for the script. */
export function shell(title: string, body: string, bodyClass: string): string {
  return document({
    title: `${title} · ${APP_NAME}`,
    head: '<link rel="stylesheet" href="/assets/app.css">\n<script src="/assets/app.js" defer></script>',
    body,
    bodyAttributes: `class="${bodyClass}" data-today="${ARENA_TODAY}"`,
  });
}

function header(context: PageContext): string {
  return `<header class="topbar">
  <a class="brand" href="/" aria-label="${APP_NAME} home"><span class="brand-mark" aria-hidden="true">H</span>${APP_NAME}</a>
  <form class="global-search" role="search" action="/search" method="get">
    <label class="visually-hidden" for="global-search">Search customers and tickets</label>
    <input type="search" id="global-search" name="q" placeholder="Search customers and tickets…" autocomplete="off">
  </form>
  <div class="user-menu">
    <span class="user-name">${esc(context.state.settings.displayName)}</span>
    <span class="user-role">${esc(context.state.settings.jobTitle)}</span>
    <form action="/logout" method="post"><button type="submit" class="link-button">Sign out</button></form>
  </div>
</header>`;
}

function sidebar(context: PageContext, current: Section): string {
  const pinned = pinnedAccounts()
    .flatMap((c) => context.state.customers.get(c.id) ?? [])
    .map((c) => `<li><a href="/customers/${c.id}">${esc(c.company)}</a></li>`)
    .join('');
  const links = NAV.map(
    (item) => `<li><a href="${item.href}"${item.section === current ? ' aria-current="page" class="current"' : ''}>${esc(item.label)}</a></li>`,
  ).join('\n');
  const views = SAVED_VIEWS.map((view) => `<li><a href="${esc(view.href)}">${esc(view.label)}</a></li>`).join('\n');
  return `<nav class="sidebar" aria-label="Main">
  <ul class="nav-primary">${links}</ul>
  <h2 class="nav-heading">Saved views</h2>
  <ul class="nav-views">${views}</ul>
  <h2 class="nav-heading">Tools</h2>
  <ul class="nav-views"><li><a href="/customers/new">New customer</a></li><li><a href="/customers/import">Import customers</a></li></ul>
  <h2 class="nav-heading">Pinned accounts</h2>
  <ul class="nav-views pinned">${pinned}</ul>
</nav>`;
}

function breadcrumbs(crumbs: Crumb[]): string {
  const items = crumbs.map((crumb, i) =>
    i === crumbs.length - 1 || !crumb.href ? `<li><span aria-current="page">${esc(crumb.label)}</span></li>` : `<li><a href="${esc(crumb.href)}">${esc(crumb.label)}</a></li>`,
  );
  return `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>${items.join('')}</ol></nav>`;
}

/** The footer's columns of help links (the sign-in page shows them too). */
export function footerLinks(): string {
  return FOOTER_GROUPS.map(
    (group) => `<div class="footer-group"><h2>${group.title}</h2><ul class="footer-links">${group.topics.map((topic) => `<li><a href="${helpHref(topic)}">${esc(topic)}</a></li>`).join('')}</ul></div>`,
  ).join('');
}

/** Workspace pages linked from the footer's last line (added after the rest, so the pages before them keep their order). */
const WORKSPACE_LINKS = [
  { label: 'Reports', href: '/reports' },
] as const;

function footer(): string {
  return `<footer class="footer">
  <div class="footer-groups">${footerLinks()}</div>
  <p>${APP_NAME} ${VERSION} · Internal use only · © 2026 Harbor CRM Ltd. Data shown is confidential customer information.</p>
  <p class="footer-workspace">Workspace: ${WORKSPACE_LINKS.map((link) => `<a href="${link.href}">${esc(link.label)}</a>`).join(' · ')}</p>
</footer>`;
}

/** The live region that announces a saved change; the script hides the message after a few seconds. */
function toastRegion(message: string | undefined): string {
  return `<div class="toast-region" role="status" aria-live="polite">${message ? `<div class="toast" data-toast>${esc(message)}</div>` : ''}</div>`;
}

/** A whole page of the signed-in app: header, sidebar, breadcrumbs, heading, body, footer, toast. */
export function appPage(context: PageContext, page: AppPage): string {
  const body = join([
    '<a class="skip-link" href="#main">Skip to main content</a>',
    header(context),
    '<div class="frame">',
    sidebar(context, page.section),
    `<main id="main" class="content">`,
    breadcrumbs(page.breadcrumbs),
    `<div class="page-head"><h1>${esc(page.title)}</h1>${page.actions ? `<div class="page-actions">${page.actions}</div>` : ''}</div>`,
    page.body,
    '</main>',
    '</div>',
    footer(),
    toastRegion(takeFlash(context.session)),
  ]);
  return shell(page.title, body, 'app');
}
