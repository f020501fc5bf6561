/** The shop's catalog (shop.arena.test). */
export { catalog, defaultVariant, inStock } from '../../../fixtures-site/arena/shop/catalog/products.ts';
export type { Category, Department, Product, Variant } from '../../../fixtures-site/arena/shop/catalog/products.ts';
/** What a listing (category, department, search, deals) shows for a query: the same code the pages run. */
export { parseListingQuery, runListing, PAGE_SIZE } from '../../../fixtures-site/arena/shop/catalog/listing.ts';
/** The home page: its deal of the day and its whole frame (to tell what the home page shows). */
export { dealOfTheDay, homeFrame } from '../../../fixtures-site/arena/shop/pages/home.ts';
/** The cart's prices (promo codes, totals) and limits. */
export { LIVE_PROMO_CODE, MAX_PER_LINE, priceLines } from '../../../fixtures-site/arena/shop/store/cart.ts';
/** Money as the pages print it ("$1,234.99") and as records give it (dollars). */
export { dollars, formatMoney } from '../../../fixtures-site/arena/shop/money.ts';
