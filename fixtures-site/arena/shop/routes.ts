import { html, redirect, type SiteRequest, type SiteResponse } from '../../site-kit/site.ts';
import { catalog } from './catalog/products.ts';
import { cartFrame } from './pages/cart.ts';
import { checkoutFrame } from './pages/checkout.ts';
import { helpFrame } from './pages/help.ts';
import { HELP_TOPICS } from './pages/help-topics.ts';
import { homeFrame } from './pages/home.ts';
import { shopPage, type PageFrame } from './pages/layout.ts';
import { listingFrame, type ListingScope } from './pages/listing.ts';
import { accountFrame, confirmationFrame } from './pages/orders.ts';
import { productFrame, selectedVariant } from './pages/product.ts';
import { scanFrame } from './pages/scans.ts';
import { addToCart, applyPromo, priceCart, removeLine, updateQuantities } from './store/cart.ts';
import { EMPTY_CHECKOUT, readCheckoutForm, validateCheckout } from './store/checkout.ts';
import { placeOrder } from './store/orders.ts';
import { currentSession, ensureSession, takeFlash, type Session, type ShopState } from './store/state.ts';
import { communityMain, moreStories } from './frontier/community.ts';
import { guideByPath, guideMain, guideMenuPanel, guidesHubMain } from './frontier/guides.ts';
import { lastUnitsGone, savedCheckout, soldOutNow } from './frontier/last-unit.ts';

/** The shop's pages (GET) and actions (POST, each answered with a 303 to the page that shows the result). */

type Handler = (request: SiteRequest, state: ShopState, params: string[]) => SiteResponse | undefined;

/** A rendered page, with the session's cart count and one-time message. */
function page(frame: Omit<PageFrame, 'session' | 'flash'>, request: SiteRequest, state: ShopState, status = 200): SiteResponse {
  const session = currentSession(request, state);
  return html(shopPage({ ...frame, session, flash: takeFlash(session) }), { status });
}

function notFoundPage(request: SiteRequest, state: ShopState): SiteResponse {
  const main = `<div class="not-found"><h1>Sorry, we could not find that page</h1><p>The link may be out of date. Try searching, or start again from the <a href="/">home page</a>.</p></div>`;
  return page({ title: 'Page not found', main, kind: 'not-found' }, request, state, 404);
}

function listing(scope: ListingScope, request: SiteRequest, state: ShopState): SiteResponse {
  return page(listingFrame(scope, request.url.searchParams), request, state);
}

/** Runs a cart action in the request's session (started if needed) and sends the browser on. */
function act(request: SiteRequest, state: ShopState, action: (session: Session) => string): SiteResponse {
  const { session, setCookie } = ensureSession(request, state);
  return redirect(action(session), setCookie ? { 'set-cookie': setCookie } : {});
}

const GET: Array<[RegExp, Handler]> = [
  [/^\/$/, (request, state) => page(homeFrame(), request, state)],
  [
    /^\/search$/,
    (request, state) => {
      const q = (request.url.searchParams.get('q') ?? '').trim();
      const scope: ListingScope = { title: q ? `Results for “${q}”` : 'All products', path: '/search', products: catalog().products, breadcrumbs: [{ label: q ? 'Search results' : 'All products' }], searching: true, byCategory: true };
      return listing(scope, request, state);
    },
  ],
  [
    /^\/deals$/,
    (request, state) =>
      listing(
        { title: "Today's deals", path: '/deals', products: catalog().products.filter((p) => p.listPrice !== undefined), breadcrumbs: [{ label: "Today's deals" }], searching: false, byCategory: true, intro: 'Every product on sale today, with the saving shown on each.' },
        request,
        state,
      ),
  ],
  [
    /^\/c\/([a-z0-9-]+)$/,
    (request, state, [deptSlug]) => {
      const department = catalog().department(deptSlug);
      if (!department) return undefined;
      return listing({ title: department.name, path: `/c/${department.slug}`, products: department.products, breadcrumbs: [{ label: department.name }], searching: false, byCategory: true }, request, state);
    },
  ],
  [
    /^\/c\/([a-z0-9-]+)\/([a-z0-9-]+)$/,
    (request, state, [deptSlug, categorySlug]) => {
      const department = catalog().department(deptSlug);
      const category = department?.categories.find((c) => c.slug === categorySlug);
      if (!department || !category) return undefined;
      const scope: ListingScope = {
        title: category.name,
        path: `/c/${department.slug}/${category.slug}`,
        products: category.products,
        breadcrumbs: [{ label: department.name, href: `/c/${department.slug}` }, { label: category.name }],
        searching: false,
        byCategory: false,
        ...(category.template.option && { optionName: category.template.option.name }),
      };
      return listing(scope, request, state);
    },
  ],
  [
    /^\/product\/([a-z0-9-]+)$/,
    (request, state, [productSlug]) => {
      const product = catalog().product(productSlug);
      return product && page(productFrame(product, request.url.searchParams), request, state);
    },
  ],
  [/^\/cart$/, (request, state) => page(cartFrame(priceCart(currentSession(request, state))), request, state)],
  [
    /^\/checkout$/,
    (request, state) => {
      const cart = priceCart(currentSession(request, state));
      const saved = savedCheckout(state, currentSession(request, state));
      return cart.lines.length === 0 ? redirect('/cart') : page(checkoutFrame(cart, saved ? { ...saved, terms: false } : EMPTY_CHECKOUT, {}), request, state);
    },
  ],
  [
    /^\/order\/(ORD-\d+)$/,
    (request, state, [id]) => {
      const session = currentSession(request, state);
      const order = state.orders.find((o) => o.id === id && o.session === session?.id);
      return order && page(confirmationFrame(order), request, state);
    },
  ],
  [
    /^\/account$/,
    (request, state) => {
      const session = currentSession(request, state);
      return page(accountFrame(state.orders.filter((o) => o.session === session?.id)), request, state);
    },
  ],
  [
    /^\/help\/([a-z0-9-]+)$/,
    (request, state, [topicSlug]) => {
      const topic = HELP_TOPICS.find((t) => t.slug === topicSlug);
      return topic && page(helpFrame(topic), request, state);
    },
  ],
  // Scans and charts shown only as images (the look chore tasks start on them): pages/scans.ts.
  [
    /^\/scans\/([a-z-]+)$/,
    (request, state, [name]) => {
      const frame = scanFrame(name);
      return frame && page(frame, request, state);
    },
  ],
  // Pages no existing page links to (frontier tasks start on them): frontier/*.ts.
  [/^\/community$/, (request, state) => page({ title: 'From our community', main: communityMain(), kind: 'community', breadcrumbs: [{ label: 'Community' }] }, request, state)],
  [
    /^\/community\/more$/,
    (request) => {
      const fragment = moreStories(request.url.searchParams.get('cursor') ?? '');
      return fragment === undefined ? undefined : html(fragment);
    },
  ],
  [/^\/gift-guides$/, (request, state) => page({ title: 'Gift guides', main: guidesHubMain(), kind: 'guides', breadcrumbs: [{ label: 'Gift guides' }] }, request, state)],
  [
    /^\/gift-guides\/menu\/(\d+)$/,
    (_request, _state, [n]) => {
      const panel = guideMenuPanel(Number(n));
      return panel === undefined ? undefined : html(panel);
    },
  ],
  [
    /^\/gift-guides\/g-[a-z0-9]+$/,
    (request, state) => {
      const guide = guideByPath(request.url.pathname);
      return guide && page({ title: `Gift guide: ${guide.title}`, main: guideMain(guide), kind: 'guide', breadcrumbs: [{ label: 'Gift guides', href: '/gift-guides' }, { label: guide.title }] }, request, state);
    },
  ],
];

const POST: Array<[RegExp, Handler]> = [
  [
    /^\/cart\/add$/,
    (request, state) =>
      act(request, state, (session) => {
        const product = catalog().products.find((p) => p.code === request.form.get('product'));
        const variant = product && selectedVariant(product, request.form);
        if (!product || !variant) {
          session.flash = { tone: 'error', text: 'Choose a colour and option before adding to your cart.' };
          return product ? `/product/${product.slug}` : '/cart';
        }
        if (soldOutNow(state, variant.sku)) {
          session.flash = { tone: 'error', text: 'Sorry, that item is sold out.' };
          return `/product/${product.slug}?sku=${encodeURIComponent(variant.sku)}`;
        }
        const result = addToCart(session, variant.sku, Number(request.form.get('qty') ?? '1'));
        session.flash = { tone: result.ok ? 'success' : 'error', text: result.message };
        return result.ok ? '/cart' : `/product/${product.slug}?sku=${encodeURIComponent(variant.sku)}`;
      }),
  ],
  [
    /^\/cart\/update$/,
    (request, state) =>
      act(request, state, (session) => {
        const wanted = new Map<string, number>();
        for (const [key, value] of request.form) if (key.startsWith('qty-')) wanted.set(key.slice(4), Math.floor(Number(value) || 0));
        const note = updateQuantities(session, wanted);
        session.flash = note ? { tone: 'error', text: note } : { tone: 'success', text: 'Your cart has been updated.' };
        return '/cart';
      }),
  ],
  [
    /^\/cart\/remove$/,
    (request, state) =>
      act(request, state, (session) => {
        removeLine(session, request.form.get('sku') ?? '');
        session.flash = { tone: 'success', text: 'The item was removed from your cart.' };
        return '/cart';
      }),
  ],
  [
    /^\/cart\/promo$/,
    (request, state) =>
      act(request, state, (session) => {
        const result = applyPromo(session, request.form.get('code') ?? '');
        session.flash = { tone: result.ok ? 'success' : 'error', text: result.message };
        return '/cart';
      }),
  ],
  [
    /^\/cart\/promo\/remove$/,
    (request, state) =>
      act(request, state, (session) => {
        delete session.promoCode;
        session.flash = { tone: 'success', text: 'The promo code was removed.' };
        return '/cart';
      }),
  ],
  [
    /^\/checkout$/,
    (request, state) => {
      const session = currentSession(request, state);
      if (!session || session.cart.length === 0) return redirect('/cart');
      const values = readCheckoutForm(request.form);
      const errors = validateCheckout(values);
      if (Object.keys(errors).length > 0) return page(checkoutFrame(priceCart(session), values, errors), request, state);
      const gone = lastUnitsGone(state, session, values);
      if (gone) {
        session.flash = { tone: 'error', text: gone };
        return redirect('/cart');
      }
      return redirect(`/order/${placeOrder(state, session, values).id}`);
    },
  ],
];

/** Answers a request: a page or an action, undefined for static files (/assets/…), a 404 page otherwise. */
export function route(request: SiteRequest, state: ShopState): SiteResponse | undefined {
  const path = request.url.pathname.length > 1 ? request.url.pathname.replace(/\/$/, '') : '/';
  if (path.startsWith('/assets/')) return undefined;
  const table = request.method === 'POST' ? POST : request.method === 'GET' || request.method === 'HEAD' ? GET : [];
  for (const [pattern, handler] of table) {
    const match = pattern.exec(path);
    if (match) return handler(request, state, match.slice(1)) ?? notFoundPage(request, state);
  }
  return notFoundPage(request, state);
}
