/**
 * Which expected value a string names, read by the field's type (docs/contracts.md#answers):
 * - `text` (free text, "as the page writes it"): the whole string is the value, normalised;
 * - `name`, `person`, `organisation`, `version`, `id`: the value named once, and no other value of
 *   the field's kind (its vocabulary; for a person or an organisation, every person or organisation
 *   the sites know; for a version or an id, anything shaped like one too); right beside it only
 *   decoration, and apart from it (after a comma, in parentheses) no word that changes what the
 *   answer says (./beside-words.ts). A person may be written surname first; an organisation with its
 *   legal form written out, or without it when no other organisation shares the rest of the name;
 * - `phone`: one phone number, its digits and its leading `+` as expected.
 */
import { DECORATION, groupWords, MEANING_CHANGERS, MEANING_SIGNS, TYPE_DECORATION } from './beside-words.ts';
import type { TextType } from './field-types.ts';
import { LEGAL_FORM_ABBREVIATIONS, normalized, organisationTokens, SEPARATOR, tokens, versionTokens, words } from './normalize.ts';

/** What a text field expects: its values (each with its aliases), the other values of its kind, the words of its kind. */
export interface TextExpectation {
  type: TextType;
  expected: ReadonlyArray<readonly string[]>;
  /** Lists of the values of the field's kind (the expected ones among them are left out). */
  kinds: ReadonlyArray<readonly string[]>;
  /** Words naming the kind itself ("city", "ticket"), decoration beside a value. */
  kindWords: readonly string[];
}

/** The index of the expected value `given` names, or why it names none (or another, or more). */
export function namedValue(given: string, expectation: TextExpectation): number | string {
  const marked = (mark: string) => given.includes(mark) && !expectation.expected.flat().some((alias) => alias.includes(mark));
  const sign = MEANING_SIGNS.find((group) => group.words.some(marked));
  if (sign) return `holds ${sign.what}: ${sign.why}`;
  if (expectation.type === 'text') return wholeValue(given, expectation.expected);
  if (expectation.type === 'phone') return phoneNamed(given, expectation.expected);
  return new Reading(expectation, readTokens(expectation.type, given)).named();
}

const show = (value: string) => JSON.stringify(value);

function wholeValue(given: string, expected: ReadonlyArray<readonly string[]>): number | string {
  const read = normalized(given);
  const index = expected.findIndex((aliases) => aliases.some((alias) => valueWords('text', alias).join(' ') === read));
  return index >= 0 ? index : `is not ${expected.length === 1 ? show(expected[0][0]) : 'one of the expected values'}`;
}

/** The tokens of a string as a field of `type` reads them. */
function readTokens(type: TextType, text: string): string[] {
  const read = tokens(text);
  if (type === 'organisation') return organisationTokens(read);
  if (type === 'version') return versionTokens(read);
  return read;
}

/**
 * A value's words as a field of `type` reads them (no separators, no leading article), kept once
 * read: the same expected values and vocabularies are read for every answer judged against them.
 */
function valueWords(type: TextType, value: string): readonly string[] {
  const key = `${type}\u0000${value}`;
  let read = valueWordsRead.get(key);
  if (!read) {
    if (valueWordsRead.size >= MAX_VALUES_READ) valueWordsRead.clear();
    valueWordsRead.set(key, (read = readTokens(type, words(value).join(' '))));
  }
  return read;
}
const valueWordsRead = new Map<string, readonly string[]>();
const MAX_VALUES_READ = 50_000;

// --- phone numbers: the digits and a leading "+" ---------------------------------------------

/** A run of digits with the marks a phone number is written with: at least seven digits make a phone number. */
const PHONE_RUN = /\+?[\d(][\d\s().\-–/]*\d/g;
const phoneOf = (run: string) => `${run.trimStart().startsWith('+') ? '+' : ''}${run.replace(/\D/g, '')}`;

function phoneNamed(given: string, expected: ReadonlyArray<readonly string[]>): number | string {
  const runs = [...given.matchAll(PHONE_RUN)].filter((run) => run[0].replace(/\D/g, '').length >= 7);
  if (runs.length === 0) return 'names no phone number';
  if (runs.length > 1) return `names ${runs.length} phone numbers`;
  const [run] = runs;
  const index = expected.findIndex((aliases) => aliases.some((alias) => phoneOf(alias) === phoneOf(run[0])));
  if (index < 0) return `is another phone number than ${show(expected[0][0])}${phoneOf(run[0]).startsWith('+') ? '' : ' (with no "+")'}`;
  // The number taken out, one word in its place: what stands beside it is read as beside any value.
  const read = tokens(`${given.slice(0, run.index)} ${PHONE_PLACE} ${given.slice(run.index! + run[0].length)}`);
  const at = read.indexOf(PHONE_PLACE);
  const mentions = [{ start: at, end: at + 1, entry: `#${index}` }];
  const problem = changerIn(read, mentions) ?? qualifierOf(read, mentions[0], mentions, decorationOf('phone', []));
  return problem ?? index;
}
/** Where the number stood, once taken out: a word no text holds. */
const PHONE_PLACE = 'phonenumberstoodhere';

// --- the other types: the value named once, no other of its kind, nothing beside that changes it ---

interface Mention {
  start: number;
  end: number;
  /** `#<index>` for an expected value, else the other value of the kind. */
  entry: string;
}

interface KindIndex {
  /** The other values' words by their first word, longest first. */
  byFirst: Map<string, Array<{ words: readonly string[]; value: string }>>;
  /** For an id: the other values by their letters and digits. */
  joined: Map<string, string>;
  /** For an organisation: the names without their legal form, each with the names it is the stem of. */
  stems: Map<string, Set<string>>;
}

const MAX_INDEXES = 200;
const indexes = new Map<string, KindIndex>();
const listIds = new WeakMap<readonly string[], number>();
let nextListId = 0;
const listId = (list: readonly string[]) => listIds.get(list) ?? (listIds.set(list, ++nextListId), nextListId);

/**
 * The other values of a kind, indexed once per list and type: a site's vocabulary (the same array
 * each time it is asked for) holds hundreds of names, and reading each one's words for every
 * answer judged against it would cost most of the judge check's CPU.
 */
function kindIndex(type: TextType, kinds: ReadonlyArray<readonly string[]>): KindIndex {
  const key = `${type}:${kinds.map(listId).join(',')}`;
  let index = indexes.get(key);
  if (index) return index;
  index = { byFirst: new Map(), joined: new Map(), stems: new Map() };
  for (const value of new Set(kinds.flat())) {
    const each = valueWords(type, value);
    if (each.length === 0) continue;
    const list = index.byFirst.get(each[0]) ?? [];
    list.push({ words: each, value });
    index.byFirst.set(each[0], list);
    if (type === 'id') index.joined.set(each.join(''), value);
    const stem = legalStem(each)?.join(' ');
    if (stem) index.stems.set(stem, (index.stems.get(stem) ?? new Set()).add(each.join(' ')));
  }
  for (const list of index.byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  if (indexes.size >= MAX_INDEXES) indexes.clear();
  indexes.set(key, index);
  return index;
}

/** An organisation's name without its legal form (`larkspur digital` of `larkspur digital ltd`), if it ends in one. */
function legalStem(name: readonly string[]): readonly string[] | undefined {
  for (const length of [2, 1]) if (name.length > length && LEGAL_FORM_ABBREVIATIONS.has(name.slice(-length).join(' '))) return name.slice(0, -length);
  return undefined;
}

const CHANGERS = groupWords(MEANING_CHANGERS);
const BESIDE = new Set(groupWords(DECORATION).flat());

class Reading {
  private readonly index: KindIndex;
  /** Each expected value's phrases: its aliases' words (a person's also surname first; an organisation's also without its legal form). */
  private readonly phrases: Array<{ words: readonly string[]; entry: string }>;

  constructor(
    private readonly expectation: TextExpectation,
    private readonly given: readonly string[],
  ) {
    this.index = kindIndex(expectation.type, expectation.kinds);
    this.phrases = expectation.expected
      .flatMap((aliases, index) => aliases.flatMap((alias) => this.forms(valueWords(expectation.type, alias)).map((each) => ({ words: each, entry: `#${index}` }))))
      .filter((phrase) => phrase.words.length > 0)
      .sort((a, b) => b.words.length - a.words.length);
  }

  private forms(name: readonly string[]): Array<readonly string[]> {
    const { type } = this.expectation;
    if (type === 'person' && name.length > 1) return [name, [name.at(-1)!, ...name.slice(0, -1)]];
    const stem = type === 'organisation' ? legalStem(name) : undefined;
    // Without its legal form, where no other organisation of the kind has the same name before it.
    const sharing = stem && [...(this.index.stems.get(stem.join(' ')) ?? [])].filter((full) => full !== name.join(' '));
    return stem && sharing!.length === 0 ? [name, stem] : [name];
  }

  named(): number | string {
    const mentions = this.mentions();
    const others = [...new Set(mentions.filter((m) => !m.entry.startsWith('#')).map((m) => m.entry))];
    const expected = [...new Set(mentions.filter((m) => m.entry.startsWith('#')).map((m) => m.entry))];
    if (others.length > 0) return `names ${others.map(show).join(', ')}${expected.length > 0 ? ' as well' : ''}`;
    if (expected.length === 0) return `names no ${this.expectation.expected.length === 1 ? show(this.expectation.expected[0][0]) : 'expected value'}`;
    if (expected.length > 1) return 'names several values in one';
    const value = mentions.find((m) => m.entry === expected[0])!;
    return changerIn(this.given, mentions) ?? qualifierOf(this.given, value, mentions, decorationOf(this.expectation.type, this.expectation.kindWords)) ?? Number(expected[0].slice(1));
  }

  /** Every value the tokens name, longest first at each place: the expected ones and the others of the kind. */
  private mentions(): Mention[] {
    const found: Mention[] = [];
    for (let at = 0; at < this.given.length; ) {
      const mention = this.mentionAt(at);
      if (mention) {
        found.push(mention);
        at = mention.end;
      } else at++;
    }
    return found;
  }

  private mentionAt(at: number): Mention | undefined {
    if (this.given[at] === SEPARATOR) return undefined;
    const own = this.phrases.map((phrase) => ({ end: phraseEnd(this.given, at, phrase.words), entry: phrase.entry })).find((m) => m.end > at);
    const other = this.index.byFirst
      .get(this.given[at])
      ?.map((phrase) => ({ end: phraseEnd(this.given, at, phrase.words), entry: phrase.value }))
      .find((m) => m.end > at);
    const best = [own && { start: at, ...own }, other && { start: at, ...other }, this.shaped(at)]
      .filter((m): m is Mention => m !== undefined)
      .sort((a, b) => b.end - a.end)[0];
    if (!best || best.entry.startsWith('#')) return best;
    // A value of the kind that reads as an expected one (an alias of it) is that expected value.
    const read = valueWords(this.expectation.type, best.entry).join(' ');
    const same = this.phrases.find((phrase) => phrase.words.join(' ') === read);
    return same ? { ...best, entry: same.entry } : best;
  }

  /** For an id, its letters and digits over several tokens (`TK 5585`); for an id or a version, anything shaped like another one. */
  private shaped(at: number): Mention | undefined {
    const { type } = this.expectation;
    if (type === 'version') return /^\d+(?:\.\d+)+$/.test(this.given[at]) ? { start: at, end: at + 1, entry: this.given[at] } : undefined;
    if (type !== 'id') return undefined;
    let joined = '';
    let best: Mention | undefined;
    for (let end = at; end < this.given.length && end - at < 6 && this.given[end] !== SEPARATOR; end++) {
      joined += this.given[end];
      const own = this.phrases.find((phrase) => phrase.words.join('') === joined);
      const entry = own?.entry ?? this.index.joined.get(joined) ?? (this.shapes().some((shape) => shape.test(joined)) ? joined : undefined);
      if (entry) best = { start: at, end: end + 1, entry };
    }
    return best;
  }

  /** An expected id's shape: its first letters as they are, then any letters and digits in the same order (`tk\d+` of TK-5585). */
  private shapes(): RegExp[] {
    return this.phrases.map((phrase) => {
      const parts = phrase.words.join('').match(/\d+|\p{L}+/gu) ?? [];
      return new RegExp(`^${parts.map((part, i) => (/\d/.test(part) ? '\\d+' : i === 0 ? part : '\\p{L}+')).join('')}$`, 'u');
    });
  }
}

/**
 * Where `phrase` ends if it starts at `at` (its words in order, a separator between them allowed:
 * "Treaty of Rananhold (1824)", "Fischer, Grace"), or `at` when it does not.
 */
function phraseEnd(given: readonly string[], at: number, phrase: readonly string[]): number {
  let position = at;
  for (const [offset, word] of phrase.entries()) {
    if (offset > 0) while (given[position] === SEPARATOR) position++;
    if (given[position] !== word) return at;
    position++;
  }
  return position;
}

const inMention = (mentions: readonly Mention[], at: number) => mentions.some((m) => at >= m.start && at < m.end);

/** A word beside the values, anywhere in the field, that changes what the answer says. */
function changerIn(given: readonly string[], mentions: readonly Mention[]): string | undefined {
  for (let at = 0; at < given.length; at++) {
    if (inMention(mentions, at)) continue;
    const phrase = CHANGERS.find((words) => words.every((word, offset) => given[at + offset] === word));
    if (!phrase) continue;
    const group = MEANING_CHANGERS.find((g) => g.words.includes(phrase.join(' ')))!;
    return `holds ${group.what} (${show(phrase.join(' '))}): ${group.why}`;
  }
  return undefined;
}

/** The words that may stand right beside a value of `type`, read as the value is (`company` is an organisation's `co`). */
function decorationOf(type: TextType, kindWords: readonly string[]): ReadonlySet<string> {
  const key = `${type}\u0000${kindWords.join(' ')}`;
  let decoration = decorations.get(key);
  if (!decoration) decorations.set(key, (decoration = new Set(readTokens(type, [...BESIDE, ...(TYPE_DECORATION[type]?.words ?? []), ...kindWords].join(' ')))));
  return decoration;
}
const decorations = new Map<string, ReadonlySet<string>>();

/** A word right beside the value (no separator between them) that is not decoration: it qualifies the value. */
function qualifierOf(given: readonly string[], value: Mention, mentions: readonly Mention[], decoration: ReadonlySet<string>): string | undefined {
  let start = value.start;
  let end = value.end;
  while (start > 0 && given[start - 1] !== SEPARATOR) start--;
  while (end < given.length && given[end] !== SEPARATOR) end++;
  for (let at = start; at < end; at++) if (!inMention(mentions, at) && !decoration.has(given[at])) return `qualifies it with ${show(given[at])}`;
  return undefined;
}
