import { esc, slug } from '../../../site-kit/html.ts';
import { Random } from '../../../site-kit/random.ts';
import { catalog, defaultVariant, type Product, type Variant } from '../catalog/products.ts';
import { PINNED_QUESTIONS } from '../catalog/pinned.ts';
import { reviewsOf } from '../catalog/reviews.ts';
import { longDate, shortDate } from '../dates.ts';
import { formatMoney, groupDigits } from '../money.ts';
import { MAX_PER_LINE } from '../store/cart.ts';
import { deliveryBy, SHIPPING_METHODS, shippingCost } from '../store/checkout.ts';
import type { PageFrame } from './layout.ts';
import { deliveryPromise, PICTURE_VIEWS, priceBlock, productGrid, productHref, productPicture, reviewCount, stars, stockText } from './parts.ts';

/**
 * A product page: gallery, buy box with the variant selects (the shop's script swaps SKU, price,
 * stock and picture as they change; without script "Show this option" reloads the page for the
 * chosen variant), description, comparison, questions, reviews and related products. The buy box
 * says `novalidate`: the server, not a browser bubble, explains quantity limits.
 */

/** The variant that `colour` and `option` fields name (the buy box's selects, or the same in a URL). */
export function selectedVariant(product: Product, fields: URLSearchParams): Variant | undefined {
  return product.variants.find((v) => v.colour.name === fields.get('colour') && (v.option ?? '') === (fields.get('option') ?? ''));
}

/** The variant a product page shows: `?sku=`, or `?colour=` and `?option=`, else the default one. */
function shownVariant(product: Product, params: URLSearchParams): Variant {
  return product.variants.find((v) => v.sku === params.get('sku')) ?? selectedVariant(product, params) ?? defaultVariant(product);
}

function variantData(product: Product): string {
  const data = product.variants.map((v) => ({
    sku: v.sku,
    colour: v.colour.name,
    hex: v.colour.hex,
    option: v.option ?? '',
    price: priceBlock(v.price, v.listPrice),
    stock: stockText(v.stock),
    href: productHref(product, v),
  }));
  return `<script type="application/json" id="variant-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

function gallery(product: Product, variant: Variant): string {
  const thumbs = PICTURE_VIEWS.map(
    (view, i) =>
      `<li><button type="button" class="thumb" data-view="${view}" aria-label="Show ${view} view" aria-pressed="${i === 0}">${productPicture(product, variant.colour, { view, size: 64 })}</button></li>`,
  );
  return `<div class="gallery">
<div class="gallery-main" id="gallery-main">${productPicture(product, variant.colour, { label: `${product.title} in ${variant.colour.name}, front view`, size: 420 })}</div>
<ul class="gallery-thumbs" aria-label="Product views">${thumbs.join('')}</ul>
</div>`;
}

function buyBox(product: Product, variant: Variant): string {
  const stock = stockText(variant.stock);
  const select = (id: string, label: string, name: string, values: readonly string[], chosen: string) =>
    `<div class="field"><label for="${id}">${esc(label)}</label><select id="${id}" name="${name}" data-variant-select>${values
      .map((value) => `<option value="${esc(value)}"${value === chosen ? ' selected' : ''}>${esc(value)}</option>`)
      .join('')}</select></div>`;
  return `<form class="buy-box" method="post" action="/cart/add" novalidate>
<input type="hidden" name="product" value="${esc(product.code)}">
<div class="buy-price" id="variant-price">${priceBlock(variant.price, variant.listPrice)}</div>
${select('opt-colour', 'Colour', 'colour', product.colours.map((c) => c.name), variant.colour.name)}
${product.optionName ? select('opt-option', product.optionName, 'option', product.options, variant.option ?? '') : ''}
<button type="submit" class="no-js-only secondary" formmethod="get" formaction="/product/${esc(product.slug)}">Show this option</button>
<p class="variant-sku">SKU: <span id="variant-sku">${esc(variant.sku)}</span></p>
<p class="variant-stock stock-${stock.tone}" id="variant-stock">${esc(stock.text)}</p>
<p class="delivery">${deliveryPromise()}</p>
<div class="field qty-field"><label for="qty">Quantity</label><input type="number" id="qty" name="qty" value="1" min="1" max="${MAX_PER_LINE}" step="1" inputmode="numeric"></div>
<button type="submit" class="primary" id="add-to-cart"${variant.stock === 0 ? ' disabled' : ''}>Add to cart</button>
<p class="out-of-stock-note" id="out-of-stock-note"${variant.stock === 0 ? '' : ' hidden'}>This option is out of stock. Choose another colour${product.optionName ? ` or ${esc(product.optionName.toLowerCase())}` : ''}.</p>
<ul class="buy-notes"><li>Ships from and sold by Copperleaf</li><li>Free 30-day returns</li><li>Secure payment link by email</li></ul>
</form>`;
}

function reviewsSection(product: Product): string {
  const summary = reviewsOf(product);
  if (!summary || product.rating === undefined)
    return `<section class="reviews" id="reviews" aria-labelledby="reviews-title"><h2 id="reviews-title">Customer reviews</h2><p>No reviews yet. Bought it? Be the first to tell other customers what you think.</p></section>`;
  const bars = summary.histogram.map(
    ({ stars: n, percent }) =>
      `<tr><th scope="row">${n} star${n === 1 ? '' : 's'}</th><td><span class="bar" aria-hidden="true"><span style="width:${percent}%"></span></span></td><td>${percent}%</td></tr>`,
  );
  const reviews = summary.recent.map(
    (r) => `<article class="review">
<header><span class="reviewer">${esc(r.author)}</span> ${stars(r.stars)} <strong class="review-title">${esc(r.title)}</strong></header>
<p class="review-meta">Reviewed on ${longDate(r.date)}${r.verified ? ' · <span class="verified">Verified purchase</span>' : ''}</p>
<p>${esc(r.body)}</p>
${r.helpful ? `<p class="helpful">${r.helpful} ${r.helpful === 1 ? 'person' : 'people'} found this helpful</p>` : ''}
</article>`,
  );
  return `<section class="reviews" id="reviews" aria-labelledby="reviews-title">
<h2 id="reviews-title">Customer reviews</h2>
<div class="review-summary">${stars(product.rating)} <span>${product.rating.toFixed(1)} out of 5</span><p>${groupDigits(product.reviewCount)} global ratings</p>
<table class="histogram"><caption class="visually-hidden">Share of ratings by stars</caption><tbody>${bars.join('')}</tbody></table></div>
<h3>Most recent reviews</h3>
${reviews.join('\n')}
</section>`;
}

/** Other products of the category, nearest in price first. */
function neighbours(product: Product): Product[] {
  return product.category.products
    .filter((p) => p !== product)
    .sort((a, b) => Math.abs(a.price - product.price) - Math.abs(b.price - product.price) || a.id - b.id);
}

const COMPARED = 3;

/** The product beside its nearest neighbours, row by row (price, rating, options, the category's specs). */
function comparison(product: Product, others: readonly Product[]): string {
  const columns = [product, ...others];
  const spec = (p: Product, label: string) => p.specs.find(([l]) => l === label)?.[1] ?? '—';
  const rows: Array<[string, (p: Product) => string]> = [
    ['Price', (p) => `${new Set(p.variants.map((v) => v.price)).size > 1 ? 'From ' : ''}${formatMoney(p.price)}`],
    ['Customer rating', (p) => (p.rating !== undefined ? `${p.rating.toFixed(1)} out of 5 (${reviewCount(p.reviewCount)})` : 'No reviews yet')],
    ['Brand', (p) => esc(p.brand)],
    ['Colours', (p) => esc(p.colours.map((c) => c.name).join(', '))],
    ...(product.optionName ? [[product.optionName, (p: Product) => esc(p.options.join(', '))] as [string, (p: Product) => string]] : []),
    ...product.category.template.specs.slice(0, 3).map((t): [string, (p: Product) => string] => [t.label, (p) => esc(spec(p, t.label))]),
  ];
  const head = columns.map((p, i) => `<th scope="col">${i === 0 ? `${esc(p.title)} <span class="muted">(this item)</span>` : `<a href="${productHref(p)}">${esc(p.title)}</a>`}</th>`);
  return `<section class="compare" aria-labelledby="compare-title"><h2 id="compare-title">Compare with similar items</h2>
<div class="table-scroll"><table class="data-table compare-table"><thead><tr><td></td>${head.join('')}</tr></thead><tbody>${rows
    .map(([label, cell]) => `<tr><th scope="row">${esc(label)}</th>${columns.map((p) => `<td>${cell(p)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table></div></section>`;
}

/** Questions customers asked, answered from the product's own specifications. */
function questions(product: Product): string {
  const random = Random.for('shop', 'questions', product.code);
  const noun = product.category.template.nouns[0].toLowerCase();
  const answerable = product.specs.filter(([label]) => !['Brand', 'Model number', 'Colours'].includes(label));
  const asked = random.sample(answerable, Math.min(3, answerable.length)).map(([label, value]) => ({
    question: `What ${label.toLowerCase()} does this ${noun} have?`,
    answer: `${value}. — Answered by ${random.pick(['Copperleaf customer service', product.brand, 'a verified buyer'])}`,
  }));
  return `<section class="questions" aria-labelledby="questions-title"><h2 id="questions-title">Customer questions &amp; answers</h2>
<dl>${asked.map((qa) => `<dt>Q: ${esc(qa.question)}</dt><dd>A: ${esc(qa.answer)}</dd>`).join('')}</dl></section>`;
}

/** The question customers voted to the top, under the rating; most products have none. */
function topQuestion(product: Product): string {
  const pinned = PINNED_QUESTIONS[product.code];
  if (!pinned) return '';
  const { before, link, after } = pinned.answer;
  return `<section class="top-question" aria-labelledby="top-question-title"><h2 id="top-question-title">Top customer question</h2>
<p class="top-question-q"><strong>Q:</strong> ${esc(pinned.question)}</p>
<p class="top-question-a"><strong>A:</strong> ${esc(before)} <a href="/product/${esc(link.slug)}">${esc(link.label)}</a> ${esc(after)}</p>
<p class="top-question-meta">Answered by ${esc(pinned.author)} · ${pinned.helpful} people found this helpful</p></section>`;
}

/** The brand's best sellers from its other categories. */
function sameBrand(product: Product): string {
  const others = catalog()
    .products.filter((p) => p.brand === product.brand && p.category !== product.category)
    .sort((a, b) => b.reviewCount - a.reviewCount || a.id - b.id)
    .slice(0, 6);
  if (others.length === 0) return '';
  const title = `More from ${product.brand}`;
  return `<section class="same-brand" aria-labelledby="brand-title"><h2 id="brand-title">${esc(title)}</h2>${productGrid(others, title)}</section>`;
}

/** What each delivery method costs for this product alone, and when it would arrive. */
function deliveryOptions(variant: Variant): string {
  const rows = SHIPPING_METHODS.map((method) => {
    const cost = shippingCost(method, variant.price);
    return `<tr><th scope="row">${esc(method.name)}</th><td>${cost === 0 ? 'Free' : formatMoney(cost)}</td><td>${shortDate(deliveryBy(method))}</td><td>${method.countries ? 'United States only' : 'Every country we deliver to'}</td></tr>`;
  });
  return `<section class="delivery-options" aria-labelledby="delivery-title"><h2 id="delivery-title">Delivery &amp; returns</h2>
<table class="data-table"><caption>Delivery if you order today</caption><thead><tr><th scope="col">Method</th><th scope="col">Cost for this item</th><th scope="col">Arrives by</th><th scope="col">Available</th></tr></thead><tbody>${rows.join('')}</tbody></table>
<p>Not right? Return it within 30 days for a full refund. <a href="/help/returns">How returns work</a></p></section>`;
}

export function productFrame(product: Product, params: URLSearchParams): Omit<PageFrame, 'session' | 'flash'> {
  const variant = shownVariant(product, params);
  const nearest = neighbours(product);
  const { category } = product;
  const department = category.department;
  const brandHref = `/search?brand=${slug(product.brand).toLowerCase()}`;
  const rating =
    product.rating !== undefined
      ? `${stars(product.rating)} <a href="#reviews">${reviewCount(product.reviewCount)}</a>`
      : '<span class="muted">No reviews yet</span>';
  const main = `<div class="product-layout">
${gallery(product, variant)}
<div class="product-info">
<h1>${esc(product.title)}</h1>
<p class="product-brand">Brand: <a href="${brandHref}">Visit the ${esc(product.brand)} store</a></p>
<p class="product-rating">${rating}</p>
${topQuestion(product)}<section aria-labelledby="about-title"><h2 id="about-title">About this item</h2><ul class="highlights">${product.highlights.map((h) => `<li>${esc(h)}.</li>`).join('')}</ul></section>
</div>
${buyBox(product, variant)}
${variantData(product)}
</div>
<section class="description" aria-labelledby="description-title"><h2 id="description-title">Description</h2>${product.description.map((p) => `<p>${esc(p)}</p>`).join('')}</section>
<section class="specs" aria-labelledby="specs-title"><h2 id="specs-title">Specifications</h2>
<table class="data-table spec-table"><tbody>${product.specs.map(([label, value]) => `<tr><th scope="row">${esc(label)}</th><td>${esc(value)}</td></tr>`).join('')}
<tr><th scope="row">First available</th><td>${longDate(product.addedOn)}</td></tr></tbody></table></section>
${deliveryOptions(variant)}
${comparison(product, nearest.slice(0, COMPARED))}
${questions(product)}
${reviewsSection(product)}
<section class="related" aria-labelledby="related-title"><h2 id="related-title">Customers also viewed</h2>${productGrid(nearest.slice(COMPARED, COMPARED + 8), 'Customers also viewed')}</section>
${sameBrand(product)}`;
  return {
    title: product.title,
    main,
    kind: 'product',
    breadcrumbs: [
      { label: department.name, href: `/c/${department.slug}` },
      { label: category.name, href: `/c/${department.slug}/${category.slug}` },
      { label: product.title },
    ],
  };
}
