import type { Page } from '@playwright/test';
import { withinTime } from '../time-limit.ts';

/** Judge reads pass plain strings into the page. */
type PageFunction<R> = (arg: string) => R;

/** A judge read never waits longer than this for a page that does not answer. */
export const PAGE_READ_TIMEOUT_MS = 5_000;

/** The name of the judge's own JavaScript world in every page it reads. */
const JUDGE_WORLD = 'contract-eval-judge';

/**
 * Runs a read-only function in the page, bounded in time: a hung or crashed page makes the
 * read throw, which the evaluator turns into an inconclusive verdict. It runs in an isolated
 * world of the judge's own (as an extension's content script does): the same DOM, but none of
 * the page's JavaScript, so a script the agent ran in the page (a patched `innerText`, a
 * replaced `querySelectorAll`) cannot change what the judge reads. What the DOM holds, it can.
 */
export function readPage<R>(page: Page, fn: PageFunction<R>, arg: string): Promise<R> {
  return bounded(inJudgeWorld(page, fn, arg), 'the page did not answer');
}

async function inJudgeWorld<R>(page: Page, fn: PageFunction<R>, arg: string): Promise<R> {
  const session = await page.context().newCDPSession(page);
  try {
    const { frameTree } = await session.send('Page.getFrameTree');
    const { executionContextId } = await session.send('Page.createIsolatedWorld', { frameId: frameTree.frame.id, worldName: JUDGE_WORLD });
    const { result, exceptionDetails } = await session.send('Runtime.evaluate', {
      expression: `(${fn.toString()})(${JSON.stringify(arg)})`,
      contextId: executionContextId,
      returnByValue: true,
      awaitPromise: true,
    });
    if (exceptionDetails) throw new Error(`the judge's read failed in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value as R;
  } finally {
    await session.detach().catch(() => {});
  }
}

/** A PNG of the page's viewport; a page that cannot be drawn (crashed, blocked by a dialog) throws. */
export function screenshotPage(page: Page): Promise<Buffer> {
  return bounded(page.screenshot({ timeout: PAGE_READ_TIMEOUT_MS, animations: 'disabled', caret: 'hide' }), 'no screenshot could be taken');
}

function bounded<R>(work: Promise<R>, what: string): Promise<R> {
  return withinTime(work, PAGE_READ_TIMEOUT_MS, () => new Error(`${what} within ${PAGE_READ_TIMEOUT_MS} ms`));
}
