import { esc } from '../../../site-kit/html.ts';
import { defaultVariant, inStock, type Product, type Variant } from '../catalog/products.ts';
import type { Colour } from '../catalog/vocabulary.ts';
import { shortDate } from '../dates.ts';
import { formatMoney, groupDigits } from '../money.ts';
import { deliveryBy, shippingCost, shippingMethod } from '../store/checkout.ts';

/** Pieces several shop pages show: product pictures, stars, prices, stock, product cards. */

export function productHref(product: Product, variant?: Variant): string {
  return `/product/${product.slug}${variant ? `?sku=${encodeURIComponent(variant.sku)}` : ''}`;
}

export const PICTURE_VIEWS = ['front', 'side', 'back', 'detail'] as const;
type View = (typeof PICTURE_VIEWS)[number];

/**
 * A drawn stand-in for a product photo (the arena loads nothing from outside): the product's
 * colour on a soft background, its category initials and the view. `label` makes it an image
 * with a name; without it the picture is decoration.
 */
export function productPicture(product: Product, colour: Colour, options: { view?: View; label?: string; size?: number } = {}): string {
  const { view = 'front', label, size = 240 } = options;
  const angle = { front: 0, side: -12, back: 12, detail: 0 }[view];
  const scale = view === 'detail' ? 1.5 : 1;
  const a11y = label ? `role="img" aria-label="${esc(label)}"` : 'aria-hidden="true" focusable="false"';
  return `<svg class="product-picture" ${a11y} width="${size}" height="${size}" viewBox="0 0 200 200" data-view="${view}">
<rect width="200" height="200" rx="12" fill="#f3f1ec"/>
<ellipse cx="100" cy="172" rx="58" ry="9" fill="#e2ddd3"/>
<g transform="rotate(${angle} 100 100) translate(100 100) scale(${scale}) translate(-100 -100)">
<rect class="picture-body" x="52" y="40" width="96" height="124" rx="18" fill="${colour.hex}" stroke="#0002" stroke-width="2"/>
<rect x="64" y="54" width="72" height="18" rx="9" fill="#ffffff55"/>
<text x="100" y="122" text-anchor="middle" font-family="sans-serif" font-size="26" font-weight="700" fill="#ffffffcc">${esc(product.category.code)}</text>
</g>
</svg>`;
}

/** "1 review", "1,234 reviews" */
export function reviewCount(count: number): string {
  return `${groupDigits(count)} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Five stars filled to the rating, as one image with a name ("Rated 4.3 out of 5"). */
export function stars(rating: number): string {
  const full = Math.round(rating);
  return `<span class="stars" role="img" aria-label="Rated ${rating.toFixed(1)} out of 5"><span aria-hidden="true">${'★'.repeat(full)}${'☆'.repeat(5 - full)}</span></span>`;
}

export function priceBlock(price: number, listPrice: number | undefined, from = false): string {
  const sale = listPrice !== undefined && listPrice > price;
  return `<span class="price${sale ? ' price-sale' : ''}">${from ? '<span class="price-from">From </span>' : ''}${formatMoney(price)}</span>${
    sale ? ` <span class="list-price">List price: <s>${formatMoney(listPrice)}</s></span> <span class="saving">Save ${Math.round((1 - price / listPrice) * 100)}%</span>` : ''
  }`;
}

export function stockText(stock: number): { text: string; tone: 'in' | 'low' | 'out' } {
  if (stock === 0) return { text: 'Out of stock', tone: 'out' };
  if (stock <= 5) return { text: `Only ${stock} left in stock`, tone: 'low' };
  return { text: 'In stock', tone: 'in' };
}

const STANDARD = shippingMethod('standard')!;
const FASTEST = shippingMethod('next-day')!;

/** When delivery arrives if ordered today. */
export function deliveryPromise(): string {
  return `Free delivery <strong>${shortDate(deliveryBy(STANDARD))}</strong> on orders of $50 or more, or fastest delivery <strong>${shortDate(deliveryBy(FASTEST))}</strong> (United States)`;
}

/** How standard delivery is offered for a price: free from $50, else its charge. */
function cardDelivery(price: number): string {
  const day = shortDate(deliveryBy(STANDARD));
  return shippingCost(STANDARD, price) === 0 ? `FREE delivery <strong>${day}</strong>` : `Delivery <strong>${day}</strong>, free on orders of $50 or more`;
}

/** A product in a grid: picture, title, brand, rating, price, colour links, stock, delivery and a quick "add" of its default variant. */
function productCard(product: Product): string {
  const stock = inStock(product) ? stockText(Math.max(...product.variants.map((v) => v.stock))) : stockText(0);
  const priced = new Set(product.variants.map((v) => v.price)).size > 1;
  const colourLinks = product.colours.map((colour) => {
    const variant = product.variants.find((v) => v.colour === colour && v.stock > 0) ?? product.variants.find((v) => v.colour === colour)!;
    return `<li><a class="swatch" style="background:${colour.hex}" href="${productHref(product, variant)}" aria-label="${esc(product.title)} in ${esc(colour.name)}" title="${esc(colour.name)}"></a></li>`;
  });
  const quick = defaultVariant(product);
  const quickAdd =
    quick.stock > 0
      ? `<form class="quick-add" method="post" action="/cart/add"><input type="hidden" name="product" value="${esc(product.code)}"><input type="hidden" name="colour" value="${esc(quick.colour.name)}"><input type="hidden" name="option" value="${esc(quick.option ?? '')}"><input type="hidden" name="qty" value="1"><button type="submit" aria-label="Add ${esc(product.title)} to cart">Add to cart</button></form>`
      : '';
  return `<li class="card">
  <a class="card-media" href="${productHref(product)}" tabindex="-1" aria-hidden="true">${productPicture(product, product.colours[0], { size: 180 })}</a>
  <div class="card-body">
    <h3 class="card-title"><a href="${productHref(product)}">${esc(product.title)}</a></h3>
    <p class="card-brand">by ${esc(product.brand)}</p>
    <p class="card-rating">${product.rating !== undefined ? `${stars(product.rating)} <span class="review-count">${reviewCount(product.reviewCount)}</span>` : '<span class="review-count">No reviews yet</span>'}</p>
    <p class="card-price">${priceBlock(product.price, product.listPrice, priced)}</p>
    <div class="card-colours"><span>${product.colours.length === 1 ? '1 colour' : `${product.colours.length} colours`}:</span><ul class="swatch-links">${colourLinks.join('')}</ul></div>
    ${product.optionName ? `<p class="card-options">${esc(product.optionName)}: ${esc(product.options.join(', '))}</p>` : ''}
    <p class="card-stock stock-${stock.tone}">${esc(stock.text)}</p>
    ${stock.tone === 'out' ? '' : `<p class="card-delivery">${cardDelivery(product.price)}</p>`}
    ${quickAdd}
  </div>
</li>`;
}

export function productGrid(products: readonly Product[], label: string): string {
  return `<ul class="product-grid" aria-label="${esc(label)}">${products.map(productCard).join('\n')}</ul>`;
}
