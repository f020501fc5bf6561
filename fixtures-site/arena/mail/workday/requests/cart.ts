/**
 * Things for the team room, asked for in a Copperleaf cart (no order), each line a variant and a
 * quantity with its link. `policy`: one item costs more than the purchasing policy's limit per
 * unit (the policy is linked): left out. `changed`: a later message changes one line's quantity
 * (the later one wins). `unknown`: one item is a product the shop does not sell (its search finds
 * nothing).
 */
import { PURCHASE_UNIT_LIMIT } from '../../../app/pages/policies.ts';
import { parseListingQuery, runListing } from '../../../shop/catalog/listing.ts';
import { catalog, type Product, type Variant } from '../../../shop/catalog/products.ts';
import { COLLEAGUES, firstName, lines, policyUrl, type Draw, type Drawn } from '../request.ts';

export type CartVariant = 'plain' | 'policy' | 'changed' | 'unknown';

export interface CartLine {
  title: string;
  /** The product's code (CHR-1518) and the variant's SKU. */
  code: string;
  sku: string;
  /** Colour and option, as the product page names them. */
  label: string;
  url: string;
  qty: number;
  /** Price of one unit, in dollars. */
  unitPrice: number;
}

export interface CartData {
  /** The lines to put in the cart, as the last message has them. */
  lines: CartLine[];
  /** `policy`: the line over the limit, left out. */
  dear?: CartLine;
  /** `changed`: the line's quantity as the first message gave it. */
  changedFrom?: { sku: string; qty: number };
  /** `unknown`: what no product of the shop is, and the search that shows it. */
  unknown?: { name: string; search: string };
}

export type CartRequest = Drawn<'cart', CartVariant, CartData>;

// Kitchen and desk things a team room is stocked with (the purchasing chore's categories).
const CATEGORIES = ['electric-kettles', 'coffee-makers', 'toasters', 'mugs', 'notebooks', 'pens', 'desk-lamps', 'desk-organisers', 'power-banks', 'water-bottles', 'cushions'];

function line(product: Product, variant: Variant, qty: number): CartLine {
  return {
    title: product.title,
    code: product.code,
    sku: variant.sku,
    label: [variant.colour.name, variant.option].filter(Boolean).join(', '),
    url: `http://shop.arena.test/product/${product.slug}?sku=${variant.sku}`,
    qty,
    unitPrice: variant.price / 100,
  };
}

/** A product that is in stock, not on sale (one price on its page), priced within `range` (cents) in one of its variants. */
function pickLine(draw: Draw, range: [number, number], qty: number): CartLine {
  const choices = catalog()
    .products.filter((p) => CATEGORIES.includes(p.category.slug))
    .flatMap((product) => product.variants.filter((v) => v.stock >= 10 && v.listPrice === undefined && v.price >= range[0] && v.price <= range[1]).map((variant) => ({ product, variant })));
  const { product, variant } = draw.claim(choices, ({ product }) => `shop:${product.code}`, 'shop products');
  return line(product, variant, qty);
}

// Draws of a brand and a kind of product before a workday gives up: one in a few is never sold.
const UNSOLD_TRIES = 200;

/** A brand and a kind of product the shop has, never together: its search finds nothing. */
function unsold(draw: Draw): { name: string; search: string } {
  const categories = catalog().products.filter((p) => CATEGORIES.includes(p.category.slug)).map((p) => p.category);
  for (let tries = 0; tries < UNSOLD_TRIES; tries++) {
    const category = draw.random.pick(categories);
    const brand = draw.random.pick(catalog().products.filter((p) => p.category.department !== category.department)).brand;
    const noun = category.name.replace(/s$/, '').toLowerCase();
    const search = `${brand} ${noun}`;
    if (runListing(catalog().products, parseListingQuery(new URLSearchParams({ q: search }), true)).total === 0) return { name: `${brand} ${noun}`, search };
  }
  throw new Error(`a workday found no product the shop does not sell in ${UNSOLD_TRIES} draws`);
}

export function cart(variant: CartVariant) {
  return (draw: Draw): CartRequest => {
    const { random } = draw;
    const limit = PURCHASE_UNIT_LIMIT * 100;
    const cheap = [pickLine(draw, [500, limit - 1000], random.int(2, 6)), pickLine(draw, [500, limit - 1000], random.int(1, 4))];
    const dear = variant === 'policy' ? pickLine(draw, [limit + 1500, limit * 4], 1) : undefined;
    const unknown = variant === 'unknown' ? unsold(draw) : undefined;
    const changed = variant === 'changed' ? { sku: cheap[0].sku, qty: cheap[0].qty } : undefined;
    const final = changed ? [{ ...cheap[0], qty: cheap[0].qty + random.int(2, 4) }, cheap[1]] : cheap;
    const listed = [...cheap, ...(dear ? [dear] : [])].map((l) => `${l.qty} x ${l.title} (${l.label})\n    ${l.url}`);
    const subject = 'A Copperleaf cart for the team room';
    const { name, address } = COLLEAGUES.office;
    return {
      kind: 'cart',
      variant,
      data: { lines: final, ...(dear && { dear }), ...(changed && { changedFrom: changed }), ...(unknown && { unknown }) },
      mail: [
        {
          when: 'first',
          from: address,
          subject,
          body: lines(
            'Hi Jordan,',
            '',
            'Could you put these in a Copperleaf cart for the team room? Just the cart, I will check out with the team card myself. The links go straight to the colour and size we want.',
            '',
            ...listed,
            ...(unknown ? [`1 x ${unknown.name} (any colour)`] : []),
            '',
            `The purchasing policy applies, as always: ${policyUrl('purchasing-policy')}`,
            '',
            'Thanks,',
            firstName(name),
          ),
        },
        ...(changed
          ? [{ when: 'later' as const, from: address, subject: `Re: ${subject}`, body: lines('One change, Jordan:', '', `make it ${final[0].qty} x ${final[0].title}, not ${changed.qty}. The rest stays as it is.`, '', firstName(name)) }]
          : []),
      ],
    };
  };
}
