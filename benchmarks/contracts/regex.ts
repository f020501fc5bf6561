import { RE2JS } from 're2js';
import { z } from 'zod';

export const MAX_PATTERN_LENGTH = 512;

/**
 * Regular expressions in contracts are untrusted input matched against text the page controls
 * (URLs, request URLs). They run on RE2 (re2js, pure JavaScript): matching takes time linear in
 * the input whatever the pattern, so no pattern can backtrack catastrophically. Features RE2
 * cannot run in linear time (lookaround, backreferences) are refused when the task is validated.
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

/** Whether `text` contains a match of the (validated) pattern: JavaScript's `RegExp.test` semantics, in linear time. */
export function regexFinds(source: string, text: string): boolean {
  return compile(source).matcher(text).find();
}

/** A regular-expression source from a task file: bounded in length, and runnable by RE2. */
export const regexSource = z
  .string()
  .min(1)
  .max(MAX_PATTERN_LENGTH)
  .superRefine((source, ctx) => {
    // Already refused for its length; never compile an unbounded pattern.
    if (source.length > MAX_PATTERN_LENGTH) return;
    try {
      compile(source);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: `not a regular expression RE2 can run in linear time: ${(error as Error).message}` });
    }
  });
