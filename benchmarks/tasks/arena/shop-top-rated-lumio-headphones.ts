import { defineFamily } from 'contract-eval/task';
import { brandLines, brandSlug, numberWord, pluralNoun } from './shared/shop-words.ts';

// Every brand of every category with at least three rated products. Rejected: a tie for the best
// rating (two right answers) and a best-rated product that is also the brand's most reviewed (the
// "Most reviewed" sort would give it: no trap).
export default defineFamily({
  family: 'shop-top-rated-lumio-headphones',
  defaultKey: 'headphones-lumio',
  instances: () =>
    brandLines()
      .map(({ category, brand, products }) => {
        const rated = products.filter((p) => p.rating !== undefined).sort((a, b) => b.rating! - a.rating! || a.id - b.id);
        return { category, brand, products, rated, best: rated[0] };
      })
      .filter(({ products, rated, best }) => rated.length >= 3 && rated[1].rating !== best.rating && products.some((p) => p.reviewCount > best.reviewCount)),
  key: ({ category, brand }) => `${category.slug}-${brandSlug(brand)}`,
  task: ({ category, brand, products, rated, best }) => {
    // The trap: the runners-up (the next rating down) with more reviews, else any product with more.
    const runnersUp = rated.filter((p) => p.rating === rated[1].rating && p.reviewCount > best.reviewCount);
    const more = runnersUp.length > 0 ? runnersUp : products.filter((p) => p.reviewCount > best.reviewCount);
    const n = more.length;
    const others =
      runnersUp.length > 0
        ? `${numberWord(n)} other${n === 1 ? '' : 's'} at ${rated[1].rating!.toFixed(1)} ${n === 1 ? 'has' : 'have'} more reviews`
        : `${numberWord(n)} lower-rated other${n === 1 ? '' : 's'} ${n === 1 ? 'has' : 'have'} more reviews`;
    return {
      title: `Shop: the best-rated ${brand} ${pluralNoun(category)}`,
      startUrl: 'http://shop.arena.test/',
      goal: `Among the ${brand} ${pluralNoun(category)} sold by the Copperleaf shop, which one has the best customer rating? Give me its full name.`,
      rationale: `Needs the ${category.name} listing filtered to the ${brand} brand and sorted (or compared) by rating: the ${best.title} (${best.rating!.toFixed(1)}); ${others}.`,
      tags: ['standard'],
      maxSteps: 30,
      maxDurationMs: 180_000,
      success: { kind: 'answer', field: 'product', description: 'the full name of the best-rated product', value: best.title, of: 'shop.products' },
      reference: [
        { do: 'click', on: { role: 'link', name: category.name } },
        { do: 'check', on: { role: 'checkbox', name: brand } },
        { do: 'wait_for', text: `Showing 1–${products.length} of ${products.length} results` },
        { do: 'select', on: { role: 'combobox', name: 'Sort by' }, option: 'Customer rating' },
        { do: 'wait_for', text: 'sorted by customer rating' },
        { do: 'click', on: { role: 'link', name: best.title } },
        { do: 'answer', fields: { product: best.title }, explanation: `The ${best.title} (rated ${best.rating!.toFixed(1)} out of 5).` },
      ],
    };
  },
});
