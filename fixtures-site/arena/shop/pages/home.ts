import { esc, slug } from '../../../site-kit/html.ts';
import { Random } from '../../../site-kit/random.ts';
import { catalog, defaultVariant, inStock, type Product } from '../catalog/products.ts';
import { LIVE_PROMO_CODE } from '../store/cart.ts';
import type { PageFrame } from './layout.ts';
import { priceBlock, productGrid, productHref, productPicture, reviewCount, stars } from './parts.ts';

/** The home page: the sale banner, departments, the deal of the day, best sellers, new arrivals and brands. */

/** Today's featured deal: an in-stock, well-rated product on sale, the same every run. */
export function dealOfTheDay(): Product {
  const candidates = catalog().products.filter((p) => p.listPrice !== undefined && inStock(p) && (p.rating ?? 0) >= 4 && p.reviewCount >= 20);
  return Random.for('shop', 'deal-of-the-day').pick(candidates);
}

function departmentTiles(): string {
  return catalog()
    .departments.map(
      (d) => `<section class="dept-tile" aria-labelledby="tile-${d.slug}"><h3 id="tile-${d.slug}">${esc(d.name)}</h3>
<ul>${d.categories.map((c) => `<li><a href="/c/${d.slug}/${c.slug}">${esc(c.name)}</a></li>`).join('')}</ul>
<a class="tile-all" href="/c/${d.slug}">Shop all ${esc(d.name)}</a></section>`,
    )
    .join('\n');
}

export function homeFrame(): Omit<PageFrame, 'session' | 'flash'> {
  const { products, brands } = catalog();
  const deal = dealOfTheDay();
  const dealVariant = defaultVariant(deal);
  const bestSellers = products
    .filter((p) => p !== deal && inStock(p))
    .sort((a, b) => b.reviewCount - a.reviewCount || a.id - b.id)
    .slice(0, 12);
  const newArrivals = products
    .filter((p) => p !== deal && !bestSellers.includes(p))
    .sort((a, b) => b.addedOn.localeCompare(a.addedOn) || a.id - b.id)
    .slice(0, 12);
  const main = `<section class="hero" aria-labelledby="hero-title">
<h1 id="hero-title">The summer sale is on</h1>
<p>Take 15% off everything in the shop with the code <strong class="promo-code">${LIVE_PROMO_CODE}</strong> in your cart. Ends August 31.</p>
<p><a class="button primary" href="/deals">Shop today's deals</a> <a class="button" href="/help/promotions">Promotion terms</a></p>
</section>
<section class="departments-grid" aria-labelledby="departments-title"><h2 id="departments-title">Shop by department</h2><div class="tiles">${departmentTiles()}</div></section>
<section class="deal" aria-labelledby="deal-title"><h2 id="deal-title">Deal of the day</h2>
<div class="deal-body"><a href="${productHref(deal)}" tabindex="-1" aria-hidden="true">${productPicture(deal, dealVariant.colour, { size: 200 })}</a>
<div><h3><a href="${productHref(deal)}">${esc(deal.title)}</a></h3>
<p>${deal.rating !== undefined ? stars(deal.rating) : ''} ${reviewCount(deal.reviewCount)}</p>
<p class="deal-price">${priceBlock(deal.price, deal.listPrice)}</p><p>${esc(deal.highlights[0])}.</p></div></div></section>
<section aria-labelledby="best-title"><h2 id="best-title">Best sellers</h2>${productGrid(bestSellers, 'Best sellers')}</section>
<section aria-labelledby="new-title"><h2 id="new-title">New arrivals</h2>${productGrid(newArrivals, 'New arrivals')}</section>
<section class="brands" aria-labelledby="brands-title"><h2 id="brands-title">Brands we love</h2><ul>${brands.map((b) => `<li><a href="/search?brand=${slug(b).toLowerCase()}">${esc(b)}</a></li>`).join('')}</ul></section>`;
  return { title: 'Home, kitchen, electronics and more', main, kind: 'home' };
}
