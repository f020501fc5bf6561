import { arena, defineFamily } from 'contract-eval/task';
import { listing, money, numberWord, pluralNoun, singularNoun } from './shared/shop-words.ts';

type Product = ReturnType<typeof arena.shop.catalog>['products'][number];
type Department = ReturnType<typeof arena.shop.catalog>['departments'][number];

/** A product's saving as its card shows it (the cheapest variant), and over every variant. */
const saving = (p: Product) => p.listPrice! - p.price;
const savings = (p: Product) => p.variants.map((v) => v.listPrice! - v.price);
const percent = (p: Product) => Math.round((1 - p.price / p.listPrice!) * 100);
const called = (p: Product) => singularNoun(p.category) ?? `${pluralNoun(p.category)} product`;

function draw(department: Department) {
  const sale = department.products.filter((p) => p.listPrice !== undefined);
  const ranked = [...sale].sort((a, b) => saving(b) - saving(a) || a.id - b.id);
  const [winner, runnerUp] = ranked;
  const priciest = [...sale].sort((a, b) => b.price - a.price || a.id - b.id)[0];
  const steepest = [...sale].sort((a, b) => percent(b) - percent(a) || a.id - b.id)[0];
  return { department, sale, winner, runnerUp, priciest, steepest };
}

// Every department with at least two sale items. Rejected: a tie for the largest saving (two
// right answers); a winner that another variant pricing would overturn (comparing the largest
// sizes gives another product); a winner that a shortcut finds: the most expensive sale item, the
// largest percentage, the first product of the department listing or of its sale items (in the listings' featured order), or the
// top hit of a search for the department's name.
export default defineFamily({
  family: 'shop-frontier-home-largest-discount',
  defaultKey: 'home',
  instances: () =>
    arena.shop
      .catalog()
      .departments.map(draw)
      .filter(({ department, sale, winner, runnerUp, priciest, steepest }) => {
        if (!runnerUp || saving(winner) === saving(runnerUp)) return false;
        if (sale.some((p) => p !== winner && Math.max(...savings(p)) >= Math.max(...savings(winner)))) return false;
        if (winner === priciest || winner === steepest) return false;
        if (listing(department.products, '').products[0] === winner || listing(sale, '').products[0] === winner) return false;
        return listing(arena.shop.catalog().products, `q=${encodeURIComponent(department.name)}`, true).products[0] !== winner;
      }),
  key: ({ department }) => department.slug,
  task: ({ department, sale, winner, runnerUp, priciest, steepest }) => {
    const categories = department.categories.filter((c) => sale.some((p) => p.category === c));
    const pages = Math.ceil(department.products.length / arena.shop.PAGE_SIZE);
    const gap = saving(winner) - saving(runnerUp);
    const gapText = gap % 100 === 0 ? `${numberWord(gap / 100)} dollar${gap === 100 ? '' : 's'}` : money(gap);
    const from = new Set(winner.variants.map((v) => v.price)).size > 1;
    const neither = runnerUp !== priciest && runnerUp !== steepest ? 'neither is' : 'the winner is not';
    const holds = winner.optionName ? `, and the order holds whichever ${winner.optionName.toLowerCase()} is priced` : '';
    return {
      title: `Shop: the ${department.name} sale item with the largest discount in dollars`,
      startUrl: 'http://shop.arena.test/',
      goal: `Of all the ${department.name} products on sale at the Copperleaf shop today, which one has the largest discount in dollars (its list price minus its price)?`,
      rationale: `aggregation: the shop sorts by price, rating, reviews and date, never by discount, and shows each saving only as a percentage. The ${sale.length} ${department.name} sale items are spread over ${numberWord(categories.length)} categories of the deals listing (or ${numberWord(pages)} pages of the department listing); the agent must read every one and subtract. The ${winner.title} saves ${money(saving(winner))} (${from ? 'From ' : ''}${money(winner.price)}, list ${money(winner.listPrice!)}), ${gapText} ahead of the ${runnerUp.title} (${money(saving(runnerUp))}); ${neither} the most expensive item (a ${money(priciest.price)} ${called(priciest)}), the largest percentage (a ${percent(steepest)}% ${called(steepest)}) nor the first listed${holds}. A search for the department and its top hit gives another product.`,
      tags: ['frontier', 'aggregation'],
      maxSteps: 40,
      maxDurationMs: 180_000,
      success: { kind: 'answer', field: 'product', description: 'the product with the largest discount in dollars', value: winner.title, of: 'shop.products' },
      reference: [
        { do: 'click', on: { role: 'link', name: "Today's deals", nth: 0 } },
        ...categories.map((category) => ({ do: 'click' as const, on: { role: 'link' as const, name: category.name, nth: 0 } })),
        { do: 'read' },
        { do: 'answer', fields: { product: winner.title }, explanation: `The ${winner.title}: ${money(saving(winner))} off (${from ? 'from ' : ''}${money(winner.price)}, list price ${money(winner.listPrice!)}), ${gapText} more than the ${runnerUp.title} saves.` },
      ],
    };
  },
});
