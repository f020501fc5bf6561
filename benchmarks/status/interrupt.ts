/**
 * Whether the run was interrupted (Ctrl-C). Playwright's workers share the terminal's process
 * group, so they get the SIGINT too (and ignore it: the runner stops them). The runner then tears
 * the worker's fixtures down under a running episode: its server is closed mid-call. An episode
 * that ends after the signal was interrupted, whatever error the teardown caused.
 */
let interrupted: string | undefined;

/** Starts listening in this worker (once; the listener lives as long as the worker). */
export function noticeInterrupts(): void {
  if (process.listeners('SIGINT').includes(onInterrupt)) return;
  process.on('SIGINT', onInterrupt);
}

function onInterrupt(): void {
  interrupted ??= 'the run was interrupted (Ctrl-C)';
}

/** Why the run stopped, once it was interrupted. */
export const runInterrupted = (): string | undefined => interrupted;
