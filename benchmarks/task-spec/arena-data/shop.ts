/** The shop's catalog (shop.arena.test). */
export { catalog, defaultVariant, inStock } from '../../../fixtures-site/arena/shop/catalog/products.ts';
