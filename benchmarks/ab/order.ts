import { Random } from '../../fixtures-site/site-kit/random.ts';

/** How an A/B names a task instance: its suite and task (a repeat is the same instance). */
export const instanceKey = (t: { suite: string; task: string }) => `${t.suite}/${t.task}`;

/**
 * The order an A/B runs an instance on its servers: a shuffle drawn from the run's seed and the
 * instance alone (whatever else the run selected), so that no server always goes first: the one
 * that runs first meets a cold machine, a fresh arena and the model's API at another moment. The
 * seed is recorded in the comparison; the same seed gives the same order.
 */
export function serverOrder(seed: number, instance: string, targets: readonly string[]): string[] {
  return new Random(`${seed}:${instance}`).shuffle(targets);
}
