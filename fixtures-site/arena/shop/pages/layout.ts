import { document, esc, join, slug } from '../../../site-kit/html.ts';
import { ARENA_TODAY } from '../../../site-kit/random.ts';
import { catalog } from '../catalog/products.ts';
import { LIVE_PROMO_CODE, priceCart } from '../store/cart.ts';
import type { Flash, Session } from '../store/state.ts';
import { HELP_TOPICS } from './help-topics.ts';

/** The frame every shop page shares: announcement bar, header with search and cart, department bar, breadcrumbs, footer. */

const SHOP_NAME = 'Copperleaf';

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageFrame {
  title: string;
  main: string;
  session?: Session;
  flash?: Flash;
  breadcrumbs?: Crumb[];
  /** The words in the search box. */
  searchQuery?: string;
  /** Page-specific class on <body> (layouts differ between listing, product, checkout). */
  kind: string;
}

function header(session: Session | undefined, searchQuery: string): string {
  const items = priceCart(session).items;
  return `<div class="announcement">Free standard delivery on orders of $50 or more · Free 30-day returns · Summer sale: 15% off everything with code <strong>${LIVE_PROMO_CODE}</strong></div>
<header class="masthead">
  <a class="logo" href="/"><svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28"><path d="M14 2 C6 8 4 16 14 26 C24 16 22 8 14 2Z" fill="#c46a2b"/><path d="M14 6 V24" stroke="#fff" stroke-width="2"/></svg><span>${SHOP_NAME}</span></a>
  <form class="site-search" role="search" action="/search" method="get">
    <label class="visually-hidden" for="site-search-q">Search products</label>
    <input type="search" id="site-search-q" name="q" value="${esc(searchQuery)}" placeholder="Search for products, brands and more" autocomplete="off">
    <button type="submit">Search</button>
  </form>
  <nav class="account-links" aria-label="Your account">
    <a href="/help/contact-us">Help</a>
    <a href="/account">Account &amp; orders</a>
    <a class="cart-link" href="/cart">Cart <span class="cart-count">${items}<span class="visually-hidden"> ${items === 1 ? 'item' : 'items'}</span></span></a>
  </nav>
</header>`;
}

function departmentBar(): string {
  const departments = catalog().departments.map(
    (d) => `<li class="dept">
      <a class="dept-link" href="/c/${d.slug}">${esc(d.name)}</a>
      <div class="mega">
        <div class="mega-col"><p class="mega-title">Categories</p><ul>${d.categories.map((c) => `<li><a href="/c/${d.slug}/${c.slug}">${esc(c.name)}</a></li>`).join('')}</ul></div>
        <div class="mega-col"><p class="mega-title">Top brands</p><ul>${d.brands.map((b) => `<li><a href="/c/${d.slug}?brand=${slug(b).toLowerCase()}">${esc(b)}</a></li>`).join('')}</ul></div>
        <div class="mega-col"><p class="mega-title">Shop by</p><ul><li><a href="/c/${d.slug}?sort=newest">New arrivals</a></li><li><a href="/c/${d.slug}?sort=rating">Top rated</a></li><li><a href="/c/${d.slug}?max=25">Under $25</a></li></ul></div>
      </div>
    </li>`,
  );
  return `<nav class="departments" aria-label="Departments"><ul>${departments.join('')}<li><a class="dept-link deals-link" href="/deals">Today's deals</a></li></ul></nav>`;
}

function breadcrumbTrail(crumbs: readonly Crumb[]): string {
  const items = [{ label: 'Home', href: '/' }, ...crumbs].map((crumb, index, all) =>
    index === all.length - 1 ? `<li aria-current="page">${esc(crumb.label)}</li>` : `<li><a href="${esc(crumb.href ?? '/')}">${esc(crumb.label)}</a></li>`,
  );
  return `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>${items.join('')}</ol></nav>`;
}

function footer(): string {
  const { departments } = catalog();
  const popular = departments.flatMap((d) => d.categories.map((c) => c.template.nouns[0].toLowerCase()));
  const column = (title: string, links: Array<[string, string]>) =>
    `<div class="footer-col"><h2>${esc(title)}</h2><ul>${links.map(([href, label]) => `<li><a href="${esc(href)}">${esc(label)}</a></li>`).join('')}</ul></div>`;
  const topics = (group: string) => HELP_TOPICS.filter((t) => t.group === group).map((t): [string, string] => [`/help/${t.slug}`, t.title]);
  return `<footer class="site-footer">
  <div class="footer-columns">
    ${column('Shop', [...departments.map((d): [string, string] => [`/c/${d.slug}`, d.name]), ['/deals', "Today's deals"]])}
    ${column('Customer service', topics('service'))}
    ${column(`About ${SHOP_NAME}`, topics('about'))}
    ${column('Policies', topics('policy'))}
  </div>
  <div class="popular-searches"><h2>Popular searches</h2><ul>${popular.map((q) => `<li><a href="/search?q=${encodeURIComponent(q)}">${esc(q)}</a></li>`).join('')}</ul></div>
  <div class="footer-bottom">
    <p>Prices include sales tax where it applies. Delivery estimates count business days from today, ${esc(ARENA_TODAY)}.</p>
    <p>© 2026 ${SHOP_NAME} Retail Ltd. All rights reserved.</p>
  </div>
</footer>`;
}

/** A whole shop page around `frame.main`. */
export function shopPage(frame: PageFrame): string {
  const flash = frame.flash
    ? `<div class="flash flash-${frame.flash.tone}" role="${frame.flash.tone === 'error' ? 'alert' : 'status'}">${esc(frame.flash.text)}</div>`
    : '';
  return document({
    title: `${frame.title} | ${SHOP_NAME}`,
    head: '<link rel="stylesheet" href="/assets/shop.css">\n<script src="/assets/shop.js" defer></script>',
    bodyAttributes: `class="page-${esc(frame.kind)}" data-today="${ARENA_TODAY}"`,
    body: join([
      '<a class="skip-link" href="#main">Skip to main content</a>',
      header(frame.session, frame.searchQuery ?? ''),
      departmentBar(),
      `<main id="main">`,
      frame.breadcrumbs && breadcrumbTrail(frame.breadcrumbs),
      flash,
      frame.main,
      '</main>',
      footer(),
    ]),
  });
}
