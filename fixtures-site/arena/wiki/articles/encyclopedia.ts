import { slug } from '../../../site-kit/html.ts';
import { theWorld, type World } from '../world/world.ts';
import { cityArticle } from './city.ts';
import { countryArticle } from './country.ts';
import { eventArticle } from './event.ts';
import { companyArticle, universityArticle } from './institutions.ts';
import { inventionArticle } from './invention.ts';
import { listArticles } from './lists.ts';
import type { Article, Block, Inline, Section } from './model.ts';
import { mountainArticle } from './mountain.ts';
import { personArticle } from './person.ts';
import { riverArticle } from './river.ts';

const LINK = /\[\[([^\]|]+)(?:\|([^\]]+))?\]\]/g;

/** The last segment of an article's URL ("Treaty of Delford (1839)" → "Treaty_of_Delford_1839"). */
export function articleSlug(title: string): string {
  return slug(title, '_');
}

/** The URL path of an article. */
export function articlePath(title: string): string {
  return `/wiki/${articleSlug(title)}`;
}

export function categoryPath(name: string): string {
  return `/wiki/Category:${slug(name, '_')}`;
}

/** Inline markup as plain text: links become their labels, quote marks go. */
export function plain(text: Inline): string {
  return text.replace(LINK, (_, target: string, label?: string) => label ?? target).replace(/'{2,3}/g, '');
}

/** Every piece of running text of a block list and its subsections. */
function blockTexts(blocks: Block[]): Inline[] {
  return blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : b.kind === 'list' ? b.items : [b.caption, ...b.rows.flat()]));
}

function sectionTexts(section: Section): Inline[] {
  return [section.title, ...blockTexts(section.blocks), ...(section.subsections ?? []).flatMap(sectionTexts)];
}

/** The running text of the article: lead and sections. */
function proseTexts(article: Article): Inline[] {
  return [...blockTexts(article.lead), ...article.sections.flatMap(sectionTexts)];
}

/** The article's own text (no navboxes or references), as written. */
function contentTexts(article: Article): Inline[] {
  const infobox = article.infobox?.rows.flatMap((row) => ('heading' in row ? [row.heading] : [row.label, row.value])) ?? [];
  return [...infobox, ...proseTexts(article)];
}

export interface Category {
  name: string;
  /** Titles of the articles in it, alphabetically. */
  members: string[];
  parents: string[];
  subcategories: string[];
}

/**
 * Every article of the encyclopedia, with the indexes pages need: lookup by URL, categories, and
 * which articles link to which.
 */
export class Encyclopedia {
  readonly articles: Article[];
  private readonly byPath = new Map<string, Article>();
  private readonly byTitle = new Map<string, Article>();
  private readonly categoryIndex = new Map<string, Category>();
  private readonly linksHere = new Map<string, string[]>();
  private readonly texts = new Map<string, string>();

  constructor(world: World) {
    this.articles = [
      ...world.countries.map((c) => countryArticle(world, c)),
      ...world.cities.map((c) => cityArticle(world, c)),
      ...world.rivers.map((r) => riverArticle(world, r)),
      ...world.mountains.map((m) => mountainArticle(world, m)),
      ...world.people.map((p) => personArticle(world, p)),
      ...world.universities.map((u) => universityArticle(world, u)),
      ...world.companies.map((c) => companyArticle(world, c)),
      ...world.inventions.map((i) => inventionArticle(world, i)),
      ...world.events.map((e) => eventArticle(world, e)),
      ...listArticles(world),
    ];
    for (const article of this.articles) {
      const key = articlePath(article.title).toLowerCase();
      if (this.byPath.has(key)) throw new Error(`two articles have the path ${key}`);
      this.byPath.set(key, article);
      this.byTitle.set(article.title, article);
    }
    for (const article of this.articles) {
      this.indexCategories(article);
      this.indexLinks(article);
    }
  }

  private indexCategories(article: Article): void {
    const ensure = (name: string) => {
      let entry = this.categoryIndex.get(name);
      if (!entry) this.categoryIndex.set(name, (entry = { name, members: [], parents: [], subcategories: [] }));
      return entry;
    };
    for (const ref of article.categories) {
      const entry = ensure(ref.name);
      entry.members.push(article.title);
      for (const parent of ref.parents) {
        if (!entry.parents.includes(parent)) entry.parents.push(parent);
        const up = ensure(parent);
        if (!up.subcategories.includes(ref.name)) up.subcategories.push(ref.name);
      }
    }
  }

  private indexLinks(article: Article): void {
    const targets = new Set([...contentTexts(article).join('\n').matchAll(LINK)].map((m) => m[1]));
    for (const target of [...targets, ...article.seeAlso]) {
      if (!this.byTitle.has(target)) throw new Error(`${article.title} links to ${target}, which has no article`);
      const list = this.linksHere.get(target) ?? [];
      if (!list.includes(article.title)) list.push(article.title);
      this.linksHere.set(target, list);
    }
  }

  /** The article at a /wiki/ path segment (any letter case, spaces or underscores), if there is one. */
  atPath(segment: string): Article | undefined {
    return this.byPath.get(articlePath(segment).toLowerCase());
  }

  get(title: string): Article | undefined {
    return this.byTitle.get(title);
  }

  category(name: string): Category | undefined {
    const entry = this.categoryIndex.get(name);
    return entry && { ...entry, members: [...entry.members].sort(), subcategories: [...entry.subcategories].sort() };
  }

  /** Every category's name, alphabetically. */
  categoryNames(): string[] {
    return [...this.categoryIndex.keys()].sort((a, b) => a.localeCompare(b));
  }

  /** The category at a /wiki/Category: path segment. */
  categoryAtPath(segment: string): Category | undefined {
    const key = categoryPath(segment).toLowerCase();
    const name = [...this.categoryIndex.keys()].find((n) => categoryPath(n).toLowerCase() === key);
    return name === undefined ? undefined : this.category(name);
  }

  /** Titles of the articles that link to `title`, alphabetically. */
  backlinks(title: string): string[] {
    return [...(this.linksHere.get(title) ?? [])].sort();
  }

  /** The article's text as a reader sees it, infobox included (what search finds). */
  text(article: Article): string {
    let text = this.texts.get(article.title);
    if (text === undefined) {
      text = plain([article.description, ...contentTexts(article)].join(' \n '));
      this.texts.set(article.title, text);
    }
    return text;
  }

  /** Only the running text (where search snippets come from). */
  prose(article: Article): string {
    return plain(proseTexts(article).join(' \n '));
  }
}

let encyclopedia: Encyclopedia | undefined;

/** All articles, built on first use (once per process). */
export function theEncyclopedia(): Encyclopedia {
  encyclopedia ??= new Encyclopedia(theWorld());
  return encyclopedia;
}
