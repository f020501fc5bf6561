import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { checkSync } from 'recheck';
import { z } from 'zod';

export const MAX_PATTERN_LENGTH = 512;
// Only a guard against a checker that never returns: the automaton checker is exact and bounded
// by NFA size, so its answer does not depend on machine load (a short timeout made validation flaky
// on a busy machine). A pattern it cannot clear in this time is refused.
const CHECK_TIMEOUT_MS = 30_000;

const require = createRequire(import.meta.url);
const RECHECK_VERSION = (require('recheck/package.json') as { version: string }).version;
/**
 * The checker's answers, kept on disk: the same pattern always gets the same answer from the same
 * recheck version, and checking can take over a second per pattern in every process that loads
 * the tasks (the runner and each worker). Keyed by recheck version; a file that cannot be read is
 * ignored and rewritten.
 */
export const REGEX_VERDICTS_FILE = path.resolve(import.meta.dirname, `../../node_modules/.cache/contract-eval/regex-verdicts-recheck-${RECHECK_VERSION}.json`);

/** Why a pattern is refused, or null when it is safe. */
type Verdict = string | null;
let verdicts: Map<string, Verdict> | undefined;

function readVerdicts(): Map<string, Verdict> {
  try {
    const stored = JSON.parse(fs.readFileSync(REGEX_VERDICTS_FILE, 'utf8')) as Record<string, unknown>;
    return new Map(Object.entries(stored).filter((entry): entry is [string, Verdict] => entry[1] === null || typeof entry[1] === 'string'));
  } catch {
    return new Map();
  }
}

function keep(source: string, verdict: Verdict): void {
  // Other processes may have added answers meanwhile: merge, then replace the file in one step.
  const merged = Object.fromEntries([...readVerdicts(), [source, verdict]]);
  try {
    fs.mkdirSync(path.dirname(REGEX_VERDICTS_FILE), { recursive: true });
    const temporary = `${REGEX_VERDICTS_FILE}.${process.pid}`;
    fs.writeFileSync(temporary, JSON.stringify(merged, null, 1));
    fs.renameSync(temporary, REGEX_VERDICTS_FILE);
  } catch {
    // A read-only install still validates; it just checks again next time.
  }
}

function check(source: string): Verdict {
  verdicts ??= readVerdicts();
  if (verdicts.has(source)) return verdicts.get(source)!;
  const diagnostics = (require('recheck') as { checkSync: typeof checkSync }).checkSync(source, '', { checker: 'automaton', timeout: CHECK_TIMEOUT_MS });
  const verdict =
    diagnostics.status === 'vulnerable'
      ? `can backtrack catastrophically (${diagnostics.complexity.type} time on input like ${JSON.stringify(diagnostics.attack.pattern)}); rewrite it`
      : diagnostics.status === 'unknown'
        ? `could not be shown safe from catastrophic backtracking (${diagnostics.error.kind}); simplify it`
        : null;
  verdicts.set(source, verdict);
  keep(source, verdict);
  return verdict;
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
    const refused = check(source);
    if (refused) ctx.addIssue({ code: 'custom', message: refused });
  });
