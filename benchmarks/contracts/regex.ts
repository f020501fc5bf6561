import { RE2JS } from 're2js';
import { z } from 'zod';

export const MAX_PATTERN_LENGTH = 512;
/**
 * Linear is not yet fast: RE2's time per character grows with the pattern's compiled size, and
 * nested counted repeats compile large (`(?:[a-z]{1,30}){1,30}[0-9]`: 1,802 instructions, about
 * 67 µs a character in re2js, 10.8 s on 300 kB). Patterns are held to this many instructions
 * (about 10 µs a character at worst, measured); the tasks' own patterns compile to at most 99.
 */
export const MAX_PROGRAM_SIZE = 256;
/** A text longer than this (a URL) is not matched: the clause cannot be judged. About 0.2 s a match at worst. */
export const MAX_MATCHED_LENGTH = 16 * 1024;
/** Everything one judgement matches shares this much time; past it, a clause cannot be judged. */
export const MATCH_BUDGET_MS = 3_000;

/**
 * Regular expressions in contracts are untrusted input matched against text the page controls
 * (URLs, request URLs). They run on RE2 (re2js, pure JavaScript): matching takes time linear in
 * the input whatever the pattern, so no pattern can backtrack catastrophically. Features RE2
 * cannot run in linear time (lookaround, backreferences) and patterns that compile too large are
 * refused when the task is validated; the text and the judgement's total time are bounded too.
 */
const compiled = new Map<string, RE2JS>();

function compile(source: string): RE2JS {
  let pattern = compiled.get(source);
  if (!pattern) {
    pattern = RE2JS.compile(source);
    compiled.set(source, pattern);
  }
  return pattern;
}

/**
 * The matching of one judgement, bounded: each text at most MAX_MATCHED_LENGTH characters, and all
 * of it within MATCH_BUDGET_MS (checked before each match, so it ends at most one match late).
 * Over either bound it throws, and the clause is inconclusive, saying which.
 */
export class MatchBudget {
  private readonly until: number;

  constructor(private readonly ms = MATCH_BUDGET_MS) {
    this.until = performance.now() + ms;
  }

  /** Whether `text` contains a match of the (validated) pattern: JavaScript's `RegExp.test` semantics. */
  finds(source: string, text: string): boolean {
    if (text.length > MAX_MATCHED_LENGTH) throw new Error(`a text of ${text.length} characters is longer than the ${MAX_MATCHED_LENGTH} a pattern is matched against`);
    if (performance.now() > this.until) throw new Error(`matching /${source}/ ran out of the judgement's ${this.ms} ms for regular expressions`);
    return compile(source).matcher(text).find();
  }
}

/** A regular-expression source from a task file: bounded in length and compiled size, and runnable by RE2. */
export const regexSource = z
  .string()
  .min(1)
  .max(MAX_PATTERN_LENGTH)
  .superRefine((source, ctx) => {
    // Already refused for its length; never compile an unbounded pattern.
    if (source.length > MAX_PATTERN_LENGTH) return;
    let size: number;
    try {
      size = compile(source).matcher('').programSize();
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: `not a regular expression RE2 can run in linear time: ${(error as Error).message}` });
      return;
    }
    if (size > MAX_PROGRAM_SIZE)
      ctx.addIssue({ code: 'custom', message: `compiles to ${size} RE2 instructions, over the ${MAX_PROGRAM_SIZE} a pattern may have (nested counted repeats such as {1,30} inside {1,30} multiply): it could take seconds on one URL` });
  });
