/**
 * The judge check's answers: from a task's reference answer, mutants a careful grader marks wrong
 * (hedged, negated, padded with candidates, a near-miss value, a missing or an extra item, a value
 * given beside NOT FOUND) and alternates a careful grader accepts (the same answer as a sentence,
 * with its reasoning, in markdown, tersely, with units spelled out or numbers written another way,
 * NOT FOUND in plain words). Each is judged on the reference episode's final state; the judge is
 * wrong on every mutant that passes and every alternate that fails.
 */
import type { AnswerClause, AnswerKnowledge, AnswerSlot, Judgement, ValueKind } from '../contracts/answer/judge-answer.ts';
import { convertTo, statedDates, statedQuantities, unitNamed, type Quantity } from '../contracts/answer/quantities.ts';
import { normalizePhrase, PhraseIndex, type Span } from '../contracts/answer/text.ts';
import { answerClauses } from '../contracts/clauses.ts';
import type { Contract } from '../contracts/contract.ts';

export interface AnswerVariant {
  /** What was done to the reference answer: `negated: Venilheim`, `alternate: reasoning first`. */
  name: string;
  /** `fail` for a mutant, `pass` for an alternate. */
  expect: 'fail' | 'pass';
  answer: string;
}

export interface VariantSource {
  success: Contract;
  /** The reference answer, as the episode gave it. */
  answer: string;
  /** What the final page showed: near-miss values are taken from it first. */
  pageText: string;
  vocabulary(name: string): readonly string[] | undefined;
}

const mutant = (name: string, answer: string): AnswerVariant => ({ name, expect: 'fail', answer });
const alternate = (name: string, answer: string): AnswerVariant => ({ name, expect: 'pass', answer });
const replaceSpan = (text: string, span: Span, by: string) => `${text.slice(0, span.start)}${by}${text.slice(span.end)}`;
const endsSentence = (text: string) => (/[.!?)]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** How a number is written back: like the reference wrote its unit, thousands separated as it did. */
function writeNumber(value: number, like: Quantity | undefined, unit: string | undefined): string {
  const decimals = like ? Math.max(0, -Math.round(Math.log10(like.precision * 2))) : Number.isInteger(value) ? 0 : 2;
  const digits = value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: value >= 10000 });
  const written = like?.unit ?? unit;
  if (written === undefined || written === 'count') return digits;
  return /^[$€£]$/.test(written) ? `${written}${digits}` : `${digits} ${written}`;
}

/** A slot of a clause, with the subject it is about (for `per` clauses). */
interface SlotOf {
  slot: AnswerSlot;
  subject?: string;
}

function slotsOf(clause: AnswerClause): SlotOf[] {
  if (clause.per) return Object.entries(clause.per).flatMap(([subject, slots]) => ([] as AnswerSlot[]).concat(slots as AnswerSlot).map((slot) => ({ slot, subject })));
  if (clause.not_found) return [];
  return [{ slot: clause }];
}

export function answerVariants(source: VariantSource): AnswerVariant[] {
  return new VariantMaker(source).all();
}

/** How one answer clause judges one answer: the judge's `judgeAnswer`, or a test's double of it. */
export type ClauseJudge = (clause: AnswerClause, answer: string, knowledge: AnswerKnowledge) => Judgement;

/**
 * Every variant judged by the task's answer clauses alone (all must hold), with `judge`: the
 * check's verdicts without an episode, where a test puts a judge with a broken rule.
 */
export function judgeVariants(source: VariantSource & { goal?: string }, judge: ClauseJudge): Array<AnswerVariant & { outcome: 'pass' | 'fail'; why?: string }> {
  const clauses = answerClauses(source.success);
  const knowledge = { ...(source.goal !== undefined && { goal: source.goal }), vocabulary: source.vocabulary };
  return answerVariants(source).map((variant) => {
    const failed = clauses.map((clause) => judge(clause, variant.answer, knowledge)).find((j) => !j.pass);
    return { ...variant, outcome: failed ? 'fail' : 'pass', ...(failed && { why: failed.reason }) };
  });
}

class VariantMaker {
  private readonly clauses: AnswerClause[];
  private readonly reference: string;
  private readonly page: PhraseIndex;

  constructor(private readonly source: VariantSource) {
    this.clauses = answerClauses(source.success);
    this.reference = source.answer.trim();
    this.page = new PhraseIndex(source.pageText);
  }

  all(): AnswerVariant[] {
    if (this.clauses.length === 0) return [];
    const variants = [...this.alternates(), ...this.hedges()];
    for (const clause of this.clauses) {
      if (clause.not_found) variants.push(...this.notFoundMutants(clause));
      for (const { slot, subject } of slotsOf(clause)) variants.push(...this.slotMutants(slot, subject));
    }
    // Two ways of breaking a slot can give the same text; each answer is judged once.
    const seen = new Set<string>();
    return variants.filter((v) => v.answer.trim() !== '' && !seen.has(v.answer) && seen.add(v.answer));
  }

  private values(of: ValueKind | undefined): readonly string[] {
    if (of === undefined) return [];
    if (typeof of !== 'string') return of;
    return this.source.vocabulary(of) ?? [];
  }

  /** Other values of a kind, those the final page shows first: the near misses a hurried agent reads off. */
  private rivals(of: ValueKind | undefined, expected: readonly string[], count: number): string[] {
    const own = new Set(expected.map(normalizePhrase));
    // Values that contain the expected one ("Lumio Wave Pro" for "Lumio Wave") are rivals too, but
    // a value the reference answer also names is context there, not a near miss.
    const candidates = this.values(of).filter((v) => !own.has(normalizePhrase(v)) && new PhraseIndex(this.reference).find(v).length === 0);
    const shown = candidates.filter((v) => this.page.find(v).length > 0);
    const rest = candidates.filter((v) => !shown.includes(v));
    const picked = [...shown, ...rest].slice(0, count);
    if (picked.length >= count || of !== undefined) return picked;
    // A value with no kind: short phrases of the final page stand in for candidates (the first
    // words of its longer lines where it has too few short ones).
    const lines = this.source.pageText.split(/\n|[.;:|]/).map((line) => line.trim()).filter((line) => /^[\p{L}]/u.test(line));
    const short = lines.filter((line) => line.split(/\s+/).length <= 5);
    const openings = lines.filter((line) => line.split(/\s+/).length > 5).map((line) => line.split(/\s+/).slice(0, 3).join(' '));
    const phrases = [...short, ...openings].map((p) => p.replace(/[^\p{L}\p{N} ()'-]/gu, '').trim()).filter((p) => p.length > 2 && !own.has(normalizePhrase(p)));
    return [...new Set([...picked, ...phrases])].slice(0, count);
  }

  // ---- alternates: the reference answer in other plain words -------------------------------

  private alternates(): AnswerVariant[] {
    const r = this.reference;
    const variants = [
      alternate('alternate: as a sentence', `The answer is: ${r}`),
      alternate('alternate: reasoning first', `I searched the site and checked the relevant pages before answering. Here is what I found: ${r}`),
      alternate('alternate: reasoning after', `${endsSentence(r)} I checked this on the site's own pages.`),
      alternate('alternate: markdown', `**Answer:** ${r}`),
      alternate('alternate: a bullet', `- ${r}`),
      alternate('alternate: terse', this.terse()),
    ];
    const spelled = this.unitsSpelledOut();
    if (spelled !== r) variants.push(alternate('alternate: units spelled out', spelled));
    const formatted = this.numbersReformatted();
    if (formatted !== r) variants.push(alternate('alternate: numbers written another way', formatted));
    if (this.clauses.some((c) => c.not_found)) {
      const reason = r.replace(/^NOT FOUND\s*[:.,-]?\s*/i, '');
      variants.push(alternate('alternate: "there is none"', `There is none: ${reason}`));
      variants.push(alternate('alternate: the reason alone', `${reason[0].toUpperCase()}${reason.slice(1)}`));
      variants.push(alternate('alternate: "it does not exist"', `Unfortunately, it does not exist: ${reason}`));
    }
    return variants;
  }

  /** The values alone, as a hurried but correct agent writes them. */
  private terse(): string {
    const parts: string[] = [];
    for (const clause of this.clauses) {
      if (clause.not_found) parts.push('NOT FOUND');
      else if (clause.per)
        parts.push(...Object.entries(clause.per).map(([subject, slots]) => `${subject}: ${([] as AnswerSlot[]).concat(slots as AnswerSlot).map((s) => this.written(s)).join(', ')}`));
      else parts.push(this.written(clause));
    }
    return parts.join('; ');
  }

  private written(slot: AnswerSlot): string {
    if (slot.value !== undefined) return typeof slot.value === 'string' ? slot.value : slot.value[0];
    if (slot.number !== undefined) return writeNumber(slot.number, this.quantityOf(slot)?.quantity, slot.unit);
    if (slot.date !== undefined) return slot.date;
    const items = slot.items!.map((item) => (typeof item === 'number' ? String(item) : typeof item === 'string' ? item : item[0]));
    return items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  }

  private unitsSpelledOut(): string {
    const spelled: Record<string, string> = { $: ' US dollars', '€': ' euros', '£': ' pounds sterling', km: ' kilometres', m: ' metres', ft: ' feet', h: ' hours', s: ' seconds', min: ' minutes', 'm/s': ' metres per second', kg: ' kilograms' };
    let text = this.reference;
    for (const q of statedQuantities(text).reverse()) {
      const name = q.unit && spelled[q.unit];
      if (!name) continue;
      const digits = text.slice(q.start, q.end).replace(/^[$€£]/, '').replace(new RegExp(`\\s?${q.unit!.replace(/[$/]/g, '\\$&')}$`), '');
      text = replaceSpan(text, q, `${digits}${name}`);
    }
    return text;
  }

  private numbersReformatted(): string {
    let text = this.reference;
    for (const q of statedQuantities(text).reverse()) {
      const written = text.slice(q.start, q.end);
      let other = written;
      if (/\d,\d{3}/.test(written)) other = written.replace(/(\d),(?=\d{3})/g, '$1');
      else if (/^[$€£]\d+$/.test(written)) other = `${written}.00`;
      else if (/^\d+$/.test(written) && q.value >= 2 && q.value <= 19) other = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'][q.value - 2];
      text = replaceSpan(text, q, other);
    }
    return text;
  }

  // ---- mutants: answers a careful grader marks wrong --------------------------------------

  private hedges(): AnswerVariant[] {
    const candidates = this.clauses.flatMap((clause) => slotsOf(clause).slice(0, 1).flatMap(({ slot }) => [this.written(slot), ...this.nearMisses(slot, 2).map((n) => n.text)]));
    return [
      mutant('hedged: "possibly"', `Possibly ${this.reference[0].toLowerCase()}${this.reference.slice(1)}`),
      mutant('hedged: candidates', `I could not confirm it. Candidates I saw: ${(candidates.length > 0 ? candidates : [this.reference]).join(', ')}.`),
      mutant('hedged: "I think"', `I think ${this.reference[0].toLowerCase()}${this.reference.slice(1)}, but I am not sure.`),
    ];
  }

  private notFoundMutants(clause: AnswerClause): AnswerVariant[] {
    const given: string[] = [];
    const [rival] = this.rivals(clause.of, [], 1);
    if (rival) given.push(rival);
    if (clause.unit) given.push(writeNumber(clause.unit === '$' || clause.unit === '€' || clause.unit === '£' ? 129 : 12_345, undefined, clause.unit));
    if (given.length === 0) return [mutant('not found: the opposite claimed', 'It exists, and I found it.')];
    return [
      mutant(`not found: a value given too (${given.join(', ')})`, `${endsSentence(this.reference)} The closest match is ${given.join(', ')}.`),
      mutant(`not found: a value instead (${given.join(', ')})`, `${given.join(', ')}.`),
    ];
  }

  /** Where the reference answer states a slot's value (for a `per` slot: after its subject). */
  private occurrence(slot: AnswerSlot, subject?: string): Span | undefined {
    const from = subject ? (new PhraseIndex(this.reference).find(subject)[0]?.end ?? 0) : 0;
    const after = (spans: readonly Span[]) => spans.find((s) => s.start >= from);
    if (slot.value !== undefined) {
      const index = new PhraseIndex(this.reference);
      return after(([] as string[]).concat(slot.value as string).flatMap((p) => index.find(p)).sort((a, b) => a.start - b.start));
    }
    if (slot.number !== undefined) return this.quantityOf(slot, from)?.span;
    if (slot.date !== undefined) {
      const [year, month, day] = slot.date.split('-').map(Number);
      return after(statedDates(this.reference).filter((d) => d.year === year && (!month || d.month === month) && (!day || d.day === day)));
    }
    return undefined;
  }

  private quantityOf(slot: AnswerSlot, from = 0): { quantity: Quantity; span: Span } | undefined {
    const target = unitNamed(slot.unit ?? 'count')!;
    const quantity = statedQuantities(this.reference).find((q) => q.start >= from && Math.abs((convertTo(q, target) ?? NaN) - slot.number!) <= (slot.tolerance ?? 0) + 1e-9);
    return quantity && { quantity, span: quantity };
  }

  /** Values of the slot's kind that are not its value: from the final page first, then computed. */
  private nearMisses(slot: AnswerSlot, count: number): Array<{ name: string; text: string }> {
    if (slot.value !== undefined) {
      const expected = ([] as string[]).concat(slot.value as string);
      return this.rivals(slot.of, expected, count).map((text) => ({ name: `near miss: ${text}`, text }));
    }
    if (slot.number !== undefined) {
      const like = this.quantityOf(slot)?.quantity;
      const target = unitNamed(slot.unit ?? 'count')!;
      // One step of the last digit written, past the tolerance: a value the clause must refuse. A
      // count (a whole number with no unit) is exact: one more is wrong, whatever the tolerance says.
      const written = like ? like.precision * 2 : 1;
      const isCount = (slot.unit === undefined || slot.unit === 'count') && Number.isInteger(slot.number);
      const step = isCount ? 1 : written * Math.max(1, Math.floor((slot.tolerance ?? 0) / written) + 1);
      const onPage = statedQuantities(this.source.pageText)
        .filter((q) => q.unit !== undefined || slot.unit === undefined || slot.unit === 'count')
        .map((q) => convertTo(q, target))
        .filter((v): v is number => v !== undefined && Math.abs(v - slot.number!) > (slot.tolerance ?? 0) + step / 2);
      const misses = [
        ...onPage.slice(0, 1).map((v) => ({ name: `near miss: ${v} from the page`, value: v })),
        { name: 'near miss: off by one', value: slot.number + step },
        { name: 'near miss: off by one below', value: slot.number - step },
      ];
      return misses.slice(0, count).map((m) => ({ name: m.name, text: writeNumber(Number(m.value.toFixed(6)), like, slot.unit) }));
    }
    if (slot.date !== undefined) {
      const next = new Date(`${slot.date.padEnd(10, '-01').slice(0, 10)}T00:00:00Z`);
      const shifted = slot.date.length === 10 ? new Date(next.getTime() + 86_400_000).toISOString().slice(0, 10) : String(Number(slot.date.slice(0, 4)) + 1);
      return [{ name: `near miss: ${shifted}`, text: shifted }].slice(0, count);
    }
    const items = slot.items!;
    const expected = items.map((item) => (typeof item === 'number' ? String(item) : typeof item === 'string' ? item : item[0]));
    if (typeof items[0] === 'number') return [{ name: 'near miss: another number', text: String((items as number[]).reduce((a, b) => Math.max(a, b)) + 1) }].slice(0, count);
    return this.rivals(slot.of, expected, count).map((text) => ({ name: `near miss: ${text}`, text }));
  }

  /** The reference answer with one slot's value negated, padded with candidates, replaced by a near miss, or (items) one missing or one extra. */
  private slotMutants(slot: AnswerSlot, subject?: string): AnswerVariant[] {
    const about = subject ? ` (for ${subject})` : '';
    if (slot.items !== undefined) return this.itemMutants(slot);
    const at = this.occurrence(slot, subject);
    const misses = this.nearMisses(slot, 3);
    if (!at) return misses.slice(0, 1).map((m) => mutant(`${m.name}${about}`, m.text));
    const text = this.reference.slice(at.start, at.end);
    // Negated wherever the answer states it (in its subject's part, for a per-subject fact).
    const negated = subject ? replaceSpan(this.reference, at, `definitely not ${text}`) : this.reference.split(text).join(`definitely not ${text}`);
    const variants = [mutant(`negated: ${text}${about}`, negated)];
    if (misses.length > 0) {
      variants.push(mutant(`padded with candidates: ${text}${about}`, replaceSpan(this.reference, at, [text, ...misses.map((m) => m.text)].join(', '))));
      for (const miss of misses.slice(0, 2)) variants.push(mutant(`${miss.name}${about}`, replaceSpan(this.reference, at, miss.text)));
    }
    // The right number in the wrong unit: the same digits, another unit of another size.
    if (slot.number !== undefined) {
      const wrong = otherUnit(slot.unit);
      const digits = text.replace(/^[$€£]/, '').replace(/\s?[^\d\s,.].*$/, '');
      variants.push(mutant(`wrong unit: ${digits} ${wrong}${about}`, replaceSpan(this.reference, at, `${digits} ${wrong}`)));
    }
    return variants;
  }

  private itemMutants(slot: AnswerSlot): AnswerVariant[] {
    const items = slot.items!.map((item) => (typeof item === 'number' ? String(item) : typeof item === 'string' ? item : item[0]));
    const index = new PhraseIndex(this.reference);
    const spans = items.map((item) => index.find(item)[0]);
    const [extra, ...more] = this.nearMisses(slot, 3).map((m) => m.text);
    const variants: AnswerVariant[] = [];
    const last = spans.at(-1);
    if (last) {
      // The last item taken out, with the "and" or comma before it.
      const before = /(?:,\s*|\s+and\s+|\s+)$/.exec(this.reference.slice(0, last.start))?.[0] ?? '';
      variants.push(mutant(`missing item: ${items.at(-1)}`, replaceSpan(this.reference, { start: last.start - before.length, end: last.end }, '')));
      variants.push(mutant(`negated item: ${items.at(-1)}`, replaceSpan(this.reference, last, `definitely not ${items.at(-1)}`)));
    }
    if (extra && spans[0]) {
      variants.push(mutant(`extra item: ${extra}`, replaceSpan(this.reference, spans[0], `${items[0]}, ${extra}`)));
      variants.push(mutant('padded with candidates', replaceSpan(this.reference, spans[0], [items[0], extra, ...more].join(', '))));
    }
    return variants;
  }
}

/** A unit of another size for the same digits: the right number in the wrong unit. */
function otherUnit(unit: string | undefined): string {
  const swaps: Record<string, string> = { m: 'ft', km: 'mi', ft: 'm', s: 'min', ms: 's', min: 's', h: 'min', day: 'weeks', year: 'months', $: 'EUR', '€': 'USD', '£': 'USD', 'm/s': 'km/h', kg: 'lb' };
  const named = unit === undefined ? undefined : unitNamed(unit);
  if (unit === undefined || named?.dimension === 'count') return '%';
  return swaps[unit] ?? (named?.dimension === 'time' ? 'days' : 'km');
}
