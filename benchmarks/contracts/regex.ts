import { checkSync } from 'recheck';
import { z } from 'zod';

export const MAX_PATTERN_LENGTH = 512;
// How long the ReDoS checker may think about one pattern; a pattern it cannot clear is refused.
const CHECK_TIMEOUT_MS = 2_000;

/**
 * A regular-expression source from a task file: untrusted input. Bounded in length, compilable,
 * and proven free of catastrophic backtracking by recheck before it is ever run against a page:
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
    const diagnostics = checkSync(source, '', { timeout: CHECK_TIMEOUT_MS });
    if (diagnostics.status === 'vulnerable')
      ctx.addIssue({
        code: 'custom',
        message: `can backtrack catastrophically (${diagnostics.complexity.type} time on input like ${JSON.stringify(diagnostics.attack.pattern)}); rewrite it`,
      });
    else if (diagnostics.status === 'unknown')
      ctx.addIssue({ code: 'custom', message: `could not be shown safe from catastrophic backtracking (${diagnostics.error.kind}); simplify it` });
  });
