/** The shop's change nobody asked for, for the judge check (benchmarks/judge-check/site-changes.ts): a product the task never names, in the cart or in another order. */
import type { Contract } from '../../../benchmarks/contracts/contract.ts';
import type { ExtraChange, JudgedCollection } from '../../../benchmarks/judge-check/extra-change.ts';
import type { ReferenceStep } from '../../../benchmarks/reference/steps.ts';
import { catalog, inStock } from './catalog/products.ts';

export function extraChanges(contract: Contract, judged: readonly JudgedCollection[]): ExtraChange[] {
  const product = catalog().products.find((p) => inStock(p) && p.variants[0].stock > 0 && !JSON.stringify(contract).includes(p.code))!;
  const addToCart: ReferenceStep[] = [
    { do: 'go', url: `http://shop.arena.test/product/${product.slug}` },
    { do: 'click', on: { role: 'button', name: 'Add to cart' } },
  ];
  // A cart the task does not judge is incidental: where only orders are judged, the extra change is an order.
  if (judged.some((j) => j.collection === 'carts')) return [{ what: `shop carts: ${product.code} added`, steps: addToCart }];
  return [
    {
      what: `shop orders: another order, for ${product.code}`,
      steps: [
        ...addToCart,
        { do: 'click', on: { role: 'link', name: 'Proceed to checkout' } },
        { do: 'fill', on: { role: 'textbox', name: 'Full name' }, text: 'Jo Bloggs' },
        { do: 'fill', on: { role: 'textbox', name: 'Email address' }, text: 'jo.bloggs@example.com' },
        { do: 'fill', on: { role: 'textbox', name: 'Address line 1' }, text: '1 High Street' },
        { do: 'fill', on: { role: 'textbox', name: 'Town or city' }, text: 'Leeds' },
        { do: 'fill', on: { role: 'textbox', name: 'Postcode' }, text: 'LS1 1AA' },
        { do: 'select', on: { role: 'combobox', name: 'Country' }, option: 'United Kingdom' },
        { do: 'check', on: { role: 'radio', name: 'Standard delivery' }, checked: true },
        { do: 'check', on: { role: 'checkbox', name: 'I agree to the terms and conditions' }, checked: true },
        { do: 'click', on: { role: 'button', name: 'Place order' } },
      ],
    },
  ];
}
