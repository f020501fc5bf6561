/**
 * Full-text search over one major version's docs: API items, their module pages and the guides.
 * Titles count most, then summaries, then body text; camelCase names match their words
 * ("archive bucket" finds archiveBucket).
 */
import { existsIn, getApi, historyOf, paramsIn, type ApiItem, type ParamView } from './api.ts';
import { kbArticles } from './articles.ts';
import { allGuides } from './guides.ts';
import { guideSections } from './guides/page.ts';
import type { Section } from './blocks.ts';
import type { Major } from './library.ts';

export interface SearchDocument {
  title: string;
  /** Site path below the version (`/api/createBucket`). */
  path: string;
  /** What kind of page it is: Function, Class, Option, Module, Guide. */
  kind: string;
  /** Where it sits, for the result line (API reference › Buckets); sections with a page have its path. */
  trail: Array<{ label: string; path?: string }>;
  /** For API items: a one-line signature. */
  signature?: string;
  summary: string;
  /** For API items: the release that introduced them. */
  since?: string;
  /** The page's text, for the snippet under a result. */
  body: string;
  /** Lower-case words of the title (camelCase split). */
  titleWords: string[];
  /** Lower-case searchable text. */
  text: string;
  /** Its path (and its trail's) is the site's, not a version's: the knowledge base. */
  unversioned?: true;
}

export interface SearchHit {
  document: SearchDocument;
  score: number;
}

function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Inline text without its markup. */
export function plain(text: string): string {
  return text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replaceAll('`', '').replaceAll('**', '');
}

function oneLineSignature(item: ApiItem, params: readonly ParamView[]): string {
  if (item.kind === 'option') return `${item.name}: ${item.returns.type}`;
  if (item.kind === 'class') return `new ${item.name}(options?)`;
  const args = [...params.filter((p) => p.required).map((p) => p.name), ...(params.some((p) => !p.required) ? ['options?'] : [])];
  return `client.${item.name}(${args.join(', ')}): ${item.returns.type}`;
}

/** The searchable text of a page's sections: titles, paragraphs, notes, lists and tables. */
function sectionText(sections: readonly Section[]): string {
  return sections.flatMap((s) => [s.title, ...s.blocks.flatMap((b) => (b.type === 'p' || b.type === 'note' ? [b.text] : b.type === 'list' ? b.items : b.type === 'table' ? [b.rows.map((row) => row.join(' – ')).join('; ')] : []))]).join(' ');
}

function buildIndex(major: Major): SearchDocument[] {
  const api = getApi();
  const documents: SearchDocument[] = [];
  const add = (doc: Omit<SearchDocument, 'titleWords' | 'text' | 'body'>, body: string) =>
    documents.push({ ...doc, body: plain(body), titleWords: words(doc.title), text: `${doc.title} ${words(doc.title).join(' ')} ${plain(doc.summary)} ${plain(body)}`.toLowerCase() });
  const reference = { label: 'API reference', path: '/api/' };
  for (const group of api.groups) add({ title: group.title, path: `/api/modules/${group.id}`, kind: 'Module', trail: [reference], summary: group.intro }, '');
  for (const item of api.items.filter((i) => existsIn(i, major))) {
    const params = paramsIn(item.params, major, item.introduced);
    const body = [...item.details, ...params.map((p) => `${p.name} ${p.description}`), ...item.methods.map((m) => m.name), ...historyOf(item, major).map((e) => e.text)].join(' ');
    const trail = [reference, { label: item.group.title, path: `/api/modules/${item.group.id}` }];
    add({ title: item.name, path: `/api/${item.name}`, kind: item.kind[0].toUpperCase() + item.kind.slice(1), trail, summary: item.summary, since: item.introduced.version, signature: oneLineSignature(item, params) }, body);
  }
  for (const placed of allGuides().filter((g) => g.guide.majors.includes(major))) {
    const body = sectionText(guideSections(placed, major));
    add({ title: placed.guide.title, path: `/guides/${placed.path}`, kind: 'Guide', trail: placed.folders.map((f) => ({ label: f.title })), summary: placed.guide.summary(major) }, body);
  }
  // The knowledge base belongs to no version: every version's search finds it.
  for (const article of kbArticles()) add({ title: article.title, path: `/kb/${article.slug}`, kind: 'Article', trail: [{ label: 'Knowledge base', path: '/kb' }], summary: article.summary, unversioned: true }, sectionText(article.sections));
  return documents;
}

const indexes = new Map<Major, SearchDocument[]>();

/** About 200 characters of a document's text around the first word of the query it contains. */
export function snippet(document: SearchDocument, query: string): string {
  const lower = document.body.toLowerCase();
  const at = Math.min(...words(query).map((t) => lower.indexOf(t)).filter((i) => i >= 0), lower.length);
  if (at >= lower.length) return document.body.slice(0, 200);
  const start = Math.max(0, lower.lastIndexOf(' ', Math.max(0, at - 80)));
  return `${start > 0 ? '…' : ''}${document.body.slice(start, start + 200).trim()}…`;
}

/** Documents matching every word of the query, best first. */
export function search(major: Major, query: string): SearchHit[] {
  const terms = words(query);
  if (terms.length === 0) return [];
  let index = indexes.get(major);
  if (!index) indexes.set(major, (index = buildIndex(major)));
  const phrase = terms.join(' ');
  const hits: SearchHit[] = [];
  for (const document of index) {
    if (!terms.every((t) => document.text.includes(t))) continue;
    const title = document.titleWords.join(' ');
    let score = 0;
    if (title === phrase || document.title.toLowerCase() === query.trim().toLowerCase()) score += 100;
    else if (title.includes(phrase)) score += 40;
    score += terms.filter((t) => document.titleWords.includes(t)).length * 10;
    score += terms.filter((t) => document.summary.toLowerCase().includes(t)).length * 3;
    score += Math.min(5, terms.reduce((n, t) => n + document.text.split(t).length - 1, 0));
    hits.push({ document, score });
  }
  return hits.sort((a, b) => b.score - a.score || a.document.title.localeCompare(b.document.title));
}
