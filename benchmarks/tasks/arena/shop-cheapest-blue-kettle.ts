import { arena, defineFamily } from 'contract-eval/task';
import { article, money, numberWord, shortPlural, singularNoun } from './shared/shop-words.ts';

type Product = ReturnType<typeof arena.shop.catalog>['products'][number];

/** The title without its category noun ("Nordvik Flux Lite Gooseneck Kettle" → "Nordvik Flux Lite"). */
function shortTitle(product: Product): string | undefined {
  const noun = [...product.category.template.nouns].sort((a, b) => b.length - a.length).find((n) => product.title.endsWith(` ${n}`));
  return noun ? product.title.slice(0, -noun.length - 1) : undefined;
}

// Every colour of every category (with a singular name) that at least three of its products come
// in. Rejected: a colour whose cheapest product ties with another of that colour (two right
// answers), and one where no product in another colour is as cheap or cheaper (the category's
// cheapest product would be the answer without the colour facet: no trap).
export default defineFamily({
  family: 'shop-cheapest-blue-kettle',
  defaultKey: 'electric-kettles-blue',
  instances: () =>
    arena.shop
      .catalog()
      .departments.flatMap((department) => department.categories)
      .filter((category) => singularNoun(category) !== undefined)
      .flatMap((category) =>
        [...new Set(category.products.flatMap((p) => p.colours.map((c) => c.name)))].map((colour) => {
          const coloured = category.products.filter((p) => p.colours.some((c) => c.name === colour)).sort((a, b) => a.price - b.price || a.id - b.id);
          const others = category.products.filter((p) => !coloured.includes(p));
          return { category, colour, coloured, cheapest: coloured[0], others };
        }),
      )
      .filter(({ coloured, cheapest, others }) => coloured.length >= 3 && coloured[1].price > cheapest.price && others.some((p) => p.price <= cheapest.price))
      .sort((a, b) => a.category.code.localeCompare(b.category.code) || a.colour.localeCompare(b.colour)),
  key: ({ category, colour }) => `${category.slug}-${colour.toLowerCase()}`,
  task: ({ category, colour, coloured, cheapest, others }) => {
    const noun = singularNoun(category)!;
    const plural = shortPlural(category);
    const single = plural.replace(/s$/, '');
    const cheaper = others.filter((p) => p.price < cheapest.price).length;
    const equal = others.filter((p) => p.price === cheapest.price).length;
    const kinds = [cheaper ? 'cheaper' : '', equal ? 'equally cheap' : ''].filter(Boolean).join(' and ');
    const trap = cheaper + equal === 1 ? `${article(kinds)} ${kinds} ${single} in another colour is the trap` : `${kinds} ${plural} in other colours are the trap`;
    const short = shortTitle(cheapest);
    // The short name is accepted only when no other product's title starts with it.
    const names = short && !arena.shop.catalog().products.some((p) => p !== cheapest && p.title.startsWith(`${short} `)) ? [cheapest.title, short] : [cheapest.title];
    const count = coloured.length;
    return {
      title: `Shop: the cheapest ${colour.toLowerCase()} ${noun}`,
      startUrl: 'http://shop.arena.test/',
      goal: `Which is the cheapest ${noun} that the Copperleaf shop sells in ${colour.toLowerCase()}? Tell me its name and its lowest price.`,
      rationale: `Needs the ${category.name} listing with the ${colour} colour facet and a price sort (or reading all ${numberWord(count)} ${colour.toLowerCase()} ${plural}): the ${cheapest.title} from ${money(cheapest.price)}; ${trap}.`,
      tags: ['standard'],
      maxSteps: 30,
      maxDurationMs: 180_000,
      success: {
        kind: 'and',
        children: [
          { kind: 'answer', field: 'product', description: 'the name of the cheapest product in that colour', value: names.length === 1 ? names[0] : names, of: 'shop.products' },
          { kind: 'answer', field: 'lowest_price', description: 'its lowest price', number: arena.shop.dollars(cheapest.price), unit: '$', tolerance: 0.005 },
        ],
      },
      reference: [
        { do: 'click', on: { role: 'link', name: category.name } },
        { do: 'check', on: { role: 'checkbox', name: colour } },
        { do: 'wait_for', text: `Showing 1–${count} of ${count} results` },
        { do: 'select', on: { role: 'combobox', name: 'Sort by' }, option: 'Price: low to high' },
        { do: 'wait_for', text: 'sorted by price: low to high' },
        { do: 'click', on: { role: 'link', name: cheapest.title } },
        { do: 'answer', fields: { product: cheapest.title, lowest_price: arena.shop.dollars(cheapest.price) }, explanation: `The ${cheapest.title}, from ${money(cheapest.price)}.` },
      ],
    };
  },
});
