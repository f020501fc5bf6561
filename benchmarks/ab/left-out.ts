import type { ReportedTest } from '../report/read-report.ts';
import { instanceKey } from './order.ts';

/** An episode of an A/B that says nothing of its server: why, and the instance it leaves out of every comparison. */
export interface LeftOut {
  instance: string;
  target: string;
  why: string;
}

// Stops that are no one's doing in the episode when nothing was called yet: the harness, the
// browser, the server's start or the model's API failed, the clock ran out, or the run was stopped.
const BEFORE_ANY_CALL = new Set(['error', 'timeout', 'interrupted']);

const firstLine = (text: string) => text.split('\n')[0];

/**
 * Why a test of the run is no episode that ran, if it is none: skipped as it ran (not started: the
 * run's model budget could not pay for it), failed before an episode began, or stopped (error,
 * timeout, interrupted) before the agent's first call. Such an episode is neither a pass nor a
 * fail of its server: counted as a fail it blamed the server for a start that never happened.
 */
export function neverRan(test: ReportedTest): string | undefined {
  if (test.skipped) return `not started: ${test.notStarted ?? test.skipReason ?? 'skipped'}`;
  const e = test.episode;
  if (!e) return `never ran: ${firstLine(test.error ?? 'no episode')}`;
  if (BEFORE_ANY_CALL.has(e.status) && e.steps === 0) return `never ran: ${e.status} before the agent's first call${e.message ? ` (${firstLine(e.message)})` : ''}`;
  return undefined;
}

/** An episode that ran and then ended in `error` (the harness, the browser, the server or the model's API failed): counted as not passed, and named. */
export function endedInError(test: ReportedTest): LeftOut | undefined {
  const e = test.episode;
  if (!e || e.status !== 'error' || e.steps === 0) return undefined;
  return { instance: instanceKey({ suite: test.suite, task: test.title }), target: test.target ?? e.target.name, why: firstLine(e.message ?? 'error') };
}

/**
 * The instances left out of every comparison (on every server, so that the servers are compared on
 * the same instances), each episode that made it so with why; and the tests that are left.
 */
export function leaveOut(tests: readonly ReportedTest[]): { leftOut: LeftOut[]; kept: ReportedTest[] } {
  const leftOut = tests.flatMap((test) => {
    const why = neverRan(test);
    return why ? [{ instance: instanceKey({ suite: test.suite, task: test.title }), target: test.target ?? test.episode?.target.name ?? '—', why }] : [];
  });
  const out = new Set(leftOut.map((l) => l.instance));
  return { leftOut, kept: tests.filter((test) => !out.has(instanceKey({ suite: test.suite, task: test.title }))) };
}
