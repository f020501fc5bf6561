/**
 * Synthetic filler text for the mirrors: sentences assembled from word lists, in the register of
 * the site they fill (an encyclopedia, developer docs, a standard, a paper). It stands where the
 * real page's wording does not matter to any task, so pages have the bulk of the real ones.
 */
import { Random } from '../site-kit/random.ts';

/** The parts sentences of one register are made of; `{noun}` in a part takes one of `nouns`. */
export interface Register {
  subjects: readonly string[];
  verbs: readonly string[];
  objects: readonly string[];
  tails: readonly string[];
  nouns: readonly string[];
}

export const ENCYCLOPEDIC: Register = {
  subjects: [
    'The {noun}', 'Its {noun}', 'A later {noun}', 'The original {noun}', 'A contemporary account of the {noun}',
    'Much of the {noun}', 'The surviving {noun}', 'A study of the {noun}', 'A local historian', 'The municipal council',
  ],
  verbs: [
    'was described in detail by', 'remained closely associated with', 'was later compared with', 'drew attention to',
    'is often cited alongside', 'was extended to include', 'was reorganised around', 'gradually replaced',
    'was documented together with', 'has been the subject of',
  ],
  objects: [
    'the {noun} of the period', 'several earlier {noun} projects', 'a wider public debate about the {noun}',
    'the regional {noun}', 'the surviving records of the {noun}', 'an influential {noun}', 'the first {noun} of its kind',
    'a series of {noun} surveys', 'the national {noun}', 'the {noun} that preceded it',
  ],
  tails: [
    'in the following decades', 'according to later surveys', 'during the early twentieth century',
    'despite considerable opposition', 'for much of its history', 'after a long period of debate',
    'as several sources note', 'in the years after the war', 'within a generation', 'by the end of the century',
  ],
  nouns: ['survey', 'archive', 'restoration', 'exhibition', 'committee', 'collection', 'commission', 'tradition', 'reform', 'design'],
};

export const TECHNICAL: Register = {
  subjects: [
    'The {noun}', 'Each {noun}', 'This {noun}', 'A custom {noun}', 'The returned {noun}', 'Your {noun}',
    'The underlying {noun}', 'Any pending {noun}', 'The default {noun}', 'An optional {noun}',
  ],
  verbs: [
    'is passed to', 'can be combined with', 'is resolved against', 'is ignored by', 'is exposed through',
    'must be created before', 'is copied into', 'is read from', 'is compared with', 'is forwarded to',
  ],
  objects: [
    'the current {noun}', 'a new {noun} object', 'the {noun} of the document', 'any registered {noun}',
    'the global {noun}', 'an existing {noun}', 'the {noun} given as an argument', 'the browser {noun}',
    'every matching {noun}', 'the {noun} in the options object',
  ],
  tails: [
    'when the page loads', 'unless an error is thrown', 'in most browsers', 'before the next task runs',
    'in secure contexts only', 'as described below', 'when the operation completes', 'for each call',
    'if the value is not undefined', 'in the same way as the other methods',
  ],
  nouns: ['value', 'request', 'response', 'handler', 'callback', 'listener', 'stream', 'context', 'property', 'parameter'],
};

export const NORMATIVE: Register = {
  subjects: [
    'The user agent', 'An implementation', 'The {noun}', 'Each {noun}', 'A conforming {noun}',
    'The algorithm', 'A recipient', 'A sender', 'The {noun} in question', 'Such a {noun}',
  ],
  verbs: [
    'must update', 'must not alter', 'should ignore', 'may discard', 'must reject', 'is required to preserve',
    'must first check', 'ought to report', 'must run the steps for', 'is expected to examine',
  ],
  objects: [
    'the {noun} associated with it', 'any {noun} it does not recognise', 'the {noun} set by the previous step',
    'the relevant {noun}', 'the {noun} defined in this section', 'every {noun} of the list', 'the resulting {noun}',
    'the {noun} given by the caller', 'any {noun} that is not well formed', 'the {noun} of the current realm',
  ],
  tails: [
    'as defined above', 'unless otherwise specified', 'before continuing', 'in tree order', 'for compatibility reasons',
    'as described in the following section', 'without further processing', 'when the condition holds',
    'in the order given', 'regardless of its origin',
  ],
  nouns: ['element', 'attribute', 'value', 'list', 'record', 'field', 'operation', 'node', 'state', 'token'],
};

export const ACADEMIC: Register = {
  subjects: [
    'The paper', 'Our {noun}', 'The proposed {noun}', 'This {noun}', 'Prior work on the {noun}', 'The resulting {noun}',
    'Each {noun}', 'An ablation of the {noun}', 'The baseline {noun}', 'A large-scale {noun}',
  ],
  verbs: [
    'improves on', 'is evaluated against', 'generalises', 'builds upon', 'outperforms', 'is compared with',
    'extends', 'analyses', 'revisits', 'combines',
  ],
  objects: [
    'existing {noun} methods', 'a strong {noun} baseline', 'the {noun} used in earlier studies',
    'several public {noun} benchmarks', 'a new {noun} formulation', 'the standard {noun} setting',
    'the {noun} of recent models', 'an efficient {noun} scheme', 'the {noun} reported in the literature', 'a unified {noun}',
  ],
  tails: [
    'on three datasets', 'under realistic assumptions', 'with fewer parameters', 'at a fraction of the cost',
    'in both settings', 'by a wide margin', 'across all metrics', 'in our experiments', 'without task-specific tuning',
    'on held-out data',
  ],
  nouns: ['model', 'framework', 'benchmark', 'approach', 'analysis', 'representation', 'dataset', 'method', 'agent', 'objective'],
};

/** Sentences and paragraphs of one register, seeded: the same key always gives the same text. */
export class Prose {
  private readonly random: Random;
  private readonly register: Register;

  constructor(register: Register, ...key: Array<string | number>) {
    this.register = register;
    this.random = Random.fixed('mirror-prose', ...key);
  }

  /** Another generator of the same register, for a named part of the page. */
  static with(register: Register, topicNouns: readonly string[], ...key: Array<string | number>): Prose {
    return new Prose({ ...register, nouns: [...register.nouns, ...topicNouns] }, ...key);
  }

  private fill(part: string): string {
    return part.replace(/\{noun\}/g, () => this.random.pick(this.register.nouns));
  }

  sentence(): string {
    const { subjects, verbs, objects, tails } = this.register;
    const words = [this.fill(this.random.pick(subjects)), this.random.pick(verbs), this.fill(this.random.pick(objects))];
    if (this.random.chance(0.6)) words.push(this.random.pick(tails));
    return `${words.join(' ')}.`;
  }

  /** `min`–`max` sentences. */
  paragraph(min = 3, max = 6): string {
    return Array.from({ length: this.random.int(min, max) }, () => this.sentence()).join(' ');
  }

  paragraphs(count: number, min = 3, max = 6): string[] {
    return Array.from({ length: count }, () => this.paragraph(min, max));
  }

  /** A short title-like phrase ("Regional survey archive"). */
  phrase(words = 3): string {
    const picked = Array.from({ length: words }, () => this.random.pick(this.register.nouns));
    const text = picked.join(' ');
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  int(min: number, max: number): number {
    return this.random.int(min, max);
  }

  pick<T>(items: readonly T[]): T {
    return this.random.pick(items);
  }

  sample<T>(items: readonly T[], count: number): T[] {
    return this.random.sample(items, count);
  }

  chance(probability: number): boolean {
    return this.random.chance(probability);
  }
}
