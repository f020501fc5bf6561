/**
 * What the shop's task families share (../shop-*.ts): how a category's products are called in a
 * sentence ("Bluetooth speakers", "an electric kettle"), small numbers in words, and the shop's
 * listings as its pages compute them, all from the arena's records for the seed in force.
 */
import { arena } from 'contract-eval/task';

type Product = ReturnType<typeof arena.shop.catalog>['products'][number];
type Category = Product['category'];

/** Words a sentence keeps in capitals ("Bluetooth", "SSDs", "LED"). */
const KEEP = new Set(['Bluetooth', 'SSDs', 'SSD', 'LED']);

function lowerWord(word: string): string {
  if (KEEP.has(word)) return word;
  if (word === 'T-Shirts') return 'T-shirts';
  if (word === 'T-Shirt') return 'T-shirt';
  return word.toLowerCase();
}

/** "Bluetooth Speakers" → "Bluetooth speakers", "Office Chairs" → "office chairs". */
export function pluralNoun(category: Category): string {
  return category.name.split(' ').map(lowerWord).join(' ');
}

/** Categories whose name has no singular a sentence can use ("a headphones", "a bed linen"). */
const NO_SINGULAR = new Set(['Headphones', 'Bed Linen', 'Socks']);

/** "Electric Kettles" → "electric kettle"; undefined where the name has no singular. */
export function singularNoun(category: Category): string | undefined {
  if (NO_SINGULAR.has(category.name)) return undefined;
  const plural = pluralNoun(category);
  return plural.endsWith('shoes') ? plural.slice(0, -1) : plural.endsWith('s') ? plural.slice(0, -1) : undefined;
}

/** The category's last word: "Bluetooth Speakers" → "speakers". */
export function shortPlural(category: Category): string {
  return pluralNoun(category).split(' ').at(-1)!;
}

/** "a" or "an" before a word. */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** 4 → "four" (numbers past twelve in digits). */
export function numberWord(n: number): string {
  return WORDS[n] ?? String(n);
}

/** "a", "a and b", "a, b and c" (no Oxford comma, as the shop's tasks write). */
export function joinAnd(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A listing as the shop computes it: `params` is its query string, `searching` for /search. */
export function listing(scope: readonly Product[], params: string, searching = false) {
  return arena.shop.runListing(scope, arena.shop.parseListingQuery(new URLSearchParams(params), searching));
}

/** The search the reference types to find a product: its brand and series ("Pulsar Breeze"). */
export function searchWords(product: Product): string {
  return product.title.split(' ').slice(0, 2).join(' ');
}

/** Whether searching `q` shows `product` on the first page of results. */
export function searchShows(product: Product, q: string): boolean {
  return listing(arena.shop.catalog().products, `q=${encodeURIComponent(q)}`, true).products.includes(product);
}

/** Whether the home page (deal of the day, best sellers, new arrivals) names the product. */
export function onHomePage(product: Product): boolean {
  return arena.shop.homeFrame().main.includes(`>${product.title}<`);
}

/** "$1,234.99" from cents. */
export const money = (cents: number): string => arena.shop.formatMoney(cents);

export const brandSlug = (brand: string): string => arena.slug(brand).toLowerCase();

/** Every brand of every category with its products there, brands in alphabetical order within each category. */
export function brandLines(): Array<{ category: Category; brand: string; products: Product[] }> {
  return arena.shop
    .catalog()
    .departments.flatMap((department) => department.categories)
    .flatMap((category) => [...new Set(category.products.map((p) => p.brand))].sort().map((brand) => ({ category, brand, products: category.products.filter((p) => p.brand === brand) })));
}

/** A listing's count line as the shop prints it ("Showing 1–3 of 3 results", "… of 1 result"). */
export const showing = (n: number): string => `Showing 1–${n} of ${n} ${n === 1 ? 'result' : 'results'}`;
