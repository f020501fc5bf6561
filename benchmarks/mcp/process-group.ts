import type { ChildProcess } from 'node:child_process';

const CLOSE_GRACE_MS = 2_000;

// Every group still running, so a worker that exits abruptly takes them with it.
const running = new Set<number>();
process.once('exit', () => {
  for (const pid of running) killGroup(pid, 'SIGKILL');
});

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** Keeps a child spawned with `detached: true` (the leader of its own process group) until it closes. */
export function trackGroup(child: ChildProcess): void {
  child.once('spawn', () => running.add(child.pid!));
  child.once('close', () => running.delete(child.pid!));
}

/**
 * Lets a tracked child exit by itself for a moment (told to already, e.g. its stdin ended), then
 * signals its whole process group: TERM, and KILL if it lingers. Whatever it started and left
 * behind goes with it.
 */
export async function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  const closed = new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('close', () => resolve())));
  const within = (ms: number) => Promise.race([closed.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref())]);
  if (!(await within(CLOSE_GRACE_MS))) {
    killGroup(pid, 'SIGTERM');
    if (!(await within(CLOSE_GRACE_MS))) killGroup(pid, 'SIGKILL');
    await within(CLOSE_GRACE_MS);
  }
  killGroup(pid, 'SIGKILL');
}
