import type { Article } from './articles/model.ts';
import { theEncyclopedia, type Encyclopedia } from './articles/encyclopedia.ts';

/** Lower case, no accents: how titles and text are compared. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

export function tokens(text: string): string[] {
  return fold(text).split(/[^a-z0-9]+/).filter(Boolean);
}

export interface SearchHit {
  article: Article;
  /** The sentence of the article that matches best, shortened. */
  snippet: string;
  words: number;
}

const SNIPPET_CHARS = 320;

/** The sentence with the most query words and the one after it, cut to about SNIPPET_CHARS around the first match. */
function snippetOf(texts: string[], wanted: Set<string>): string {
  let best = '';
  let bestScore = -1;
  // The running text first; the infobox only when the words occur nowhere else.
  for (const text of texts) {
    const sentences = text.split(/(?<=[.!?])\s+|\s*\n\s*/).filter((s) => s.length > 1);
    sentences.forEach((sentence, i) => {
      const score = new Set(tokens(sentence).filter((t) => wanted.has(t))).size;
      if (score > bestScore) [best, bestScore] = [sentences.slice(i, i + 2).join(' '), score];
    });
    if (bestScore > 0) break;
  }
  if (best.length <= SNIPPET_CHARS) return best;
  const first = tokens(best).find((t) => wanted.has(t));
  const from = first ? Math.max(0, fold(best).indexOf(first) - 60) : 0;
  return `${from > 0 ? '… ' : ''}${best.slice(from, from + SNIPPET_CHARS).trim()} …`;
}

/**
 * Full-text search and title suggestions over every article. Every query word must occur; titles
 * count more than text, so the article about a thing comes before the articles mentioning it.
 */
export class SearchIndex {
  /** token → article index → occurrences. */
  private readonly postings = new Map<string, Map<number, number>>();
  private readonly titleTokens: Array<Set<string>>;
  private readonly folded: string[];

  constructor(private readonly encyclopedia: Encyclopedia) {
    const articles = encyclopedia.articles;
    this.titleTokens = articles.map((a) => new Set(tokens(a.title)));
    this.folded = articles.map((a) => fold(a.title));
    articles.forEach((article, i) => {
      for (const token of tokens(`${article.title} ${encyclopedia.text(article)}`)) {
        let posting = this.postings.get(token);
        if (!posting) this.postings.set(token, (posting = new Map()));
        posting.set(i, (posting.get(i) ?? 0) + 1);
      }
    });
  }

  /** The article whose title is the query (letter case and accents aside). */
  exactTitle(query: string): Article | undefined {
    const wanted = fold(query.trim().replace(/_/g, ' '));
    const i = this.folded.indexOf(wanted);
    return i < 0 ? undefined : this.encyclopedia.articles[i];
  }

  /** Every article containing all query words, best first. */
  search(query: string): SearchHit[] {
    const words = [...new Set(tokens(query))];
    if (words.length === 0) return [];
    const lists = words.map((w) => this.postings.get(w) ?? new Map<number, number>());
    const [rarest, ...others] = [...lists].sort((a, b) => a.size - b.size);
    const total = this.encyclopedia.articles.length;
    const hits: Array<{ index: number; score: number }> = [];
    for (const index of rarest.keys()) {
      if (!others.every((list) => list.has(index))) continue;
      let score = 0;
      lists.forEach((list, k) => {
        score += Math.log(1 + list.get(index)!) * Math.log(total / list.size);
        if (this.titleTokens[index].has(words[k])) score += 8;
      });
      hits.push({ index, score });
    }
    hits.sort((a, b) => b.score - a.score || this.folded[a.index].localeCompare(this.folded[b.index]));
    const wanted = new Set(words);
    return hits.map(({ index }) => {
      const article = this.encyclopedia.articles[index];
      const text = this.encyclopedia.text(article);
      return { article, snippet: snippetOf([this.encyclopedia.prose(article), text], wanted), words: text.split(/\s+/).length };
    });
  }

  /** Titles for the suggestion list: those starting with the query first, then those with a word starting with it. */
  suggest(query: string, limit = 8): Article[] {
    const prefix = fold(query.trim());
    if (!prefix) return [];
    const rank = (i: number) => (this.folded[i].startsWith(prefix) ? 0 : this.folded[i].split(/[^a-z0-9]+/).some((w) => w.startsWith(prefix)) || this.folded[i].includes(` ${prefix}`) ? 1 : 2);
    return this.encyclopedia.articles
      .map((_, i) => i)
      .filter((i) => rank(i) < 2)
      .sort((a, b) => rank(a) - rank(b) || this.folded[a].length - this.folded[b].length || this.folded[a].localeCompare(this.folded[b]))
      .slice(0, limit)
      .map((i) => this.encyclopedia.articles[i]);
  }
}

let index: SearchIndex | undefined;

export function theSearchIndex(): SearchIndex {
  index ??= new SearchIndex(theEncyclopedia());
  return index;
}
