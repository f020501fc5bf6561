import { checkSync } from 'recheck';
import { z } from 'zod';

export const MAX_PATTERN_LENGTH = 512;
// Only a guard against a checker that never returns: the automaton checker is exact and bounded
// by NFA size, so its answer does not depend on machine load (a short timeout made validation flaky
// on a busy machine). A pattern it cannot clear in this time is refused.
const CHECK_TIMEOUT_MS = 30_000;
const verdicts = new Map<string, ReturnType<typeof checkSync>>();

function check(source: string): ReturnType<typeof checkSync> {
  let diagnostics = verdicts.get(source);
  if (!diagnostics) {
    diagnostics = checkSync(source, '', { checker: 'automaton', timeout: CHECK_TIMEOUT_MS });
    verdicts.set(source, diagnostics);
  }
  return diagnostics;
}

/**
 * A regular-expression source from a task file: untrusted input. Bounded in length, compilable,
 * and proven free of catastrophic backtracking by recheck's automaton checker (exact, deterministic)
 * before it is ever run against a page:
 * exponential and polynomial (e.g. `a+$`, quadratic on a long input) patterns are both refused.
 */
export const regexSource = z
  .string()
  .min(1)
  .max(MAX_PATTERN_LENGTH)
  .superRefine((source, ctx) => {
    // Already refused for its length; never hand an unbounded pattern to the checker.
    if (source.length > MAX_PATTERN_LENGTH) return;
    try {
      new RegExp(source);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: `not a valid regular expression: ${(error as Error).message}` });
      return;
    }
    const diagnostics = check(source);
    if (diagnostics.status === 'vulnerable')
      ctx.addIssue({
        code: 'custom',
        message: `can backtrack catastrophically (${diagnostics.complexity.type} time on input like ${JSON.stringify(diagnostics.attack.pattern)}); rewrite it`,
      });
    else if (diagnostics.status === 'unknown')
      ctx.addIssue({ code: 'custom', message: `could not be shown safe from catastrophic backtracking (${diagnostics.error.kind}); simplify it` });
  });
