import type { Page } from '@playwright/test';
import { withinTime } from '../time-limit.ts';

/** Judge reads pass plain strings into the page. */
type PageFunction<R> = (arg: string) => R;

/** A judge read never waits longer than this for a page that does not answer. */
export const PAGE_READ_TIMEOUT_MS = 5_000;

/**
 * Runs a read-only function in the page, bounded in time: a hung or crashed page makes the
 * read throw, which the evaluator turns into an inconclusive verdict.
 */
export function readPage<R>(page: Page, fn: PageFunction<R>, arg: string): Promise<R> {
  return bounded(page.evaluate(fn, arg), 'the page did not answer');
}

/** A PNG of the page's viewport; a page that cannot be drawn (crashed, blocked by a dialog) throws. */
export function screenshotPage(page: Page): Promise<Buffer> {
  return bounded(page.screenshot({ timeout: PAGE_READ_TIMEOUT_MS, animations: 'disabled', caret: 'hide' }), 'no screenshot could be taken');
}

function bounded<R>(work: Promise<R>, what: string): Promise<R> {
  return withinTime(work, PAGE_READ_TIMEOUT_MS, () => new Error(`${what} within ${PAGE_READ_TIMEOUT_MS} ms`));
}
