import { esc } from '../../../site-kit/html.ts';
import { articlePath, categoryPath, theEncyclopedia, type Category } from '../articles/encyclopedia.ts';
import { countryNavbox } from '../articles/taxonomy.ts';
import { count } from '../articles/writer.ts';
import type { Country } from '../world/model.ts';
import { theWorld } from '../world/world.ts';
import { navbox } from './blocks.ts';
import { page } from './layout.ts';

/** Links grouped under their first letter, in columns, as category pages list them (with a note after each, if given). */
export function alphabetical(titles: string[], href: (title: string) => string, note: (title: string) => string | undefined = () => undefined): string {
  const groups = new Map<string, string[]>();
  for (const title of titles) {
    const letter = /^[A-Za-z]/.test(title) ? title[0].toUpperCase() : '0–9';
    groups.set(letter, [...(groups.get(letter) ?? []), title]);
  }
  return `<div class="columns">${[...groups]
    .map(([letter, group]) => `<div class="column-group"><h3>${esc(letter)}</h3><ul>${group.map((t) => `<li><a href="${href(t)}">${esc(t)}</a>${note(t) ? ` <span class="note">– ${esc(note(t))}</span>` : ''}</li>`).join('')}</ul></div>`)
    .join('\n')}</div>`;
}

/** The country a category is about (directly, or through a city), for its navbox. */
function countryOf(category: Category): Country | undefined {
  const world = theWorld();
  const names = [category.name, ...category.parents];
  return world.countries.find((c) => names.includes(c.name)) ?? world.cities.find((c) => names.includes(c.name))?.country;
}

/** Links to the main categories of every country, so a reader can move across the tree. */
export function categoryNavigator(): string {
  const world = theWorld();
  const encyclopedia = theEncyclopedia();
  const groups: Array<[string, string[]]> = [
    ['Cities', world.countries.map((c) => `Cities in ${c.name}`)],
    ['Rivers', world.countries.map((c) => `Rivers of ${c.name}`)],
    ['Mountains', world.countries.map((c) => `Mountains of ${c.name}`)],
    ['Universities', world.countries.map((c) => `Universities in ${c.name}`)],
    ['Inventions', world.countries.map((c) => `${c.demonym} inventions`)],
    ['Companies', [...new Set(world.companies.map((c) => `${c.industry.name} companies`))].sort()],
  ];
  const rows = groups
    .map(([label, names]) => [label, names.filter((n) => encyclopedia.category(n))] as const)
    .filter(([, names]) => names.length > 0)
    .map(([label, names]) => `<tr><th scope="row" class="navbox-group">${label}</th><td class="navbox-list"><ul class="hlist">${names.map((n) => `<li><a href="${categoryPath(n)}">${esc(n)}</a></li>`).join('')}</ul></td></tr>`);
  return `<nav class="navbox" aria-label="Category navigator"><table><caption class="navbox-title">Category navigator</caption><tbody>${rows.join('\n')}</tbody></table></nav>`;
}

export function categoryPage(category: Category): string {
  const encyclopedia = theEncyclopedia();
  const subcategories = category.subcategories.length
    ? `<section aria-labelledby="subcategories"><h2 id="subcategories">Subcategories</h2>
<p>This category has the following ${count(category.subcategories.length, 'subcategory', 'subcategories')}, out of ${category.subcategories.length} total.</p>
<div class="columns"><ul>${category.subcategories
        .map((name) => {
          const sub = encyclopedia.category(name)!;
          return `<li><a href="${categoryPath(name)}">${esc(name)}</a> <span class="count">(${sub.subcategories.length} C, ${sub.members.length} P)</span></li>`;
        })
        .join('')}</ul></div></section>`
    : '';
  const pages = category.members.length
    ? `<section aria-labelledby="pages"><h2 id="pages">Pages in category “${esc(category.name)}”</h2>
<p>The following ${count(category.members.length, 'page')} ${category.members.length === 1 ? 'is' : 'are'} in this category, out of ${category.members.length} total.</p>
${alphabetical(category.members, articlePath, (title) => encyclopedia.get(title)?.description)}</section>`
    : '';
  const own = encyclopedia.get(category.name);
  const country = countryOf(category);
  const main = `<header class="page-heading"><h1 id="firstHeading">Category:${esc(category.name)}</h1></header>
<div class="content">
${own ? `<p>The main article for this category is <a href="${articlePath(own.title)}">${esc(own.title)}</a>.</p>` : ''}
${subcategories}
${pages}
${country ? navbox(countryNavbox(theWorld(), country), '') : ''}
${categoryNavigator()}
${category.parents.length ? `<nav class="catlinks" aria-label="Categories"><a href="/wiki/Special:Categories">Categories</a>: <ul>${category.parents.map((p) => `<li><a href="${categoryPath(p)}">${esc(p)}</a></li>`).join('')}</ul></nav>` : ''}
</div>`;
  return page({ title: `Category:${category.name}`, main });
}
