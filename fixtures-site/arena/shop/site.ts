import path from 'node:path';
import { defineSite } from '../../site-kit/site.ts';
import { catalog } from './catalog/products.ts';
import { route } from './routes.ts';
import { shopRecords } from './store/orders.ts';
import { initialState } from './store/state.ts';

/**
 * Copperleaf, the arena's shop (http://shop.arena.test/): about 600 generated products in six
 * departments, faceted listings, product pages with variants, a cart with promo codes, and a
 * validated checkout. Episode state: sessions with their carts, and placed orders.
 */
export default defineSite({
  name: 'shop',
  hosts: ['shop.arena.test'],
  staticDir: path.join(import.meta.dirname, 'public'),
  initialState,
  route,
  records: shopRecords,
  changes: {
    carts: {
      key: 'session',
      incidentalUnlessJudged: 'a cart commits nobody to anything unless the task is about the cart',
      derived: ['itemCount', 'subtotal', 'discount', 'total'],
    },
  },
  vocabularies: {
    products: () => catalog().products.map((p) => p.title),
    brands: () => catalog().brands,
    skus: () => catalog().products.flatMap((p) => p.variants.map((v) => v.sku)),
  },
});
