import { Random } from '../../../site-kit/random.ts';
import { ARENA_TODAY } from '../../../site-kit/random.ts';
import { isoDate } from '../world/dates.ts';
import type { Inline, Paragraph } from './model.ts';
import { PAGE, sourcePool, type SourceTopics } from './sources.ts';

/** `[[Title]]`, or `[[Title|label]]` when the text shown differs. */
export function link(title: string, label?: string): Inline {
  return label && label !== title ? `[[${title}|${label}]]` : `[[${title}]]`;
}

/** 1234567 → "1,234,567"; decimals kept as given (662.3 → "662.3"). */
export function num(value: number): string {
  const [whole, fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** "river" → "River". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1 item", "3 items". */
export function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${num(n)} ${n === 1 ? noun : plural}`;
}

/** "A, B and C". */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Writes one article: picks phrasings with the article's own random stream (so one article's
 * text never shifts another's), and numbers citations in the order they are first used, as an
 * encyclopedia does.
 */
export class Writer {
  readonly random: Random;
  readonly references: Inline[] = [];
  private readonly numbers = new Map<Inline, number>();

  /** The pool of works the article cites, made for its subject. */
  private readonly sources: readonly Inline[];

  constructor(title: string, topics: SourceTopics) {
    this.random = Random.for('wiki', 'article', title);
    this.sources = sourcePool(Random.for('wiki', 'sources', title), topics);
  }

  /** The reference number of a source, adding it on first use. */
  cite(source: Inline): number {
    let number = this.numbers.get(source);
    if (number === undefined) {
      this.references.push(source);
      number = this.references.length;
      this.numbers.set(source, number);
    }
    return number;
  }

  /** One to three sources from the pool (a book at some page). */
  somewhere(): number[] {
    const picked = this.random.sample(this.sources, this.random.int(1, 3)).map((s) => this.cite(s.replace(PAGE, String(this.random.int(3, 480)))));
    return [...new Set(picked)].sort((a, b) => a - b);
  }

  /** The books of the pool as a reading list (whole books, no page). */
  furtherReading(): Inline[] {
    return this.sources.filter((s) => s.includes(PAGE)).map((s) => s.replace(` p. ${PAGE}.`, ''));
  }

  /** A paragraph citing `cites`, or sources from the pool. */
  paragraph(text: Inline, cites: number[] = this.somewhere()): Paragraph {
    return { kind: 'paragraph', text, cites };
  }

  /** `count` different sentences from a bank, in the bank's order (so the text keeps its flow). */
  sentences(bank: ReadonlyArray<string>, count: number): string {
    const chosen = new Set(this.random.sample(bank.map((_, i) => i), Math.min(count, bank.length)));
    return bank.filter((_, i) => chosen.has(i)).join(' ');
  }

  pick<T>(options: readonly T[]): T {
    return this.random.pick(options);
  }

  /** The date of the article's last edit: some day in the year before ARENA_TODAY. */
  lastEdited(): string {
    const [year, month, day] = ARENA_TODAY.split('-').map(Number);
    const back = this.random.int(0, 11);
    const m = ((month - 1 - back + 12) % 12) + 1;
    return isoDate(m > month ? year - 1 : year, m, this.random.int(1, back === 0 ? day : 28));
  }
}
