/**
 * Task families: one task file whose goal, contract and reference are functions of an instance,
 * the instances drawn from the arena sites' own data for the seed in force. Expected answers and
 * states are computed from the records, never typed by hand, so another seed gives other
 * instances with other answers; the default instance (the one with recorded transcripts) keeps
 * the family's own id.
 */
import { arenaSeed, DEFAULT_SEED } from '../../fixtures-site/site-kit/random.ts';
import { OPTIONS, readOption } from '../environment/registry.ts';
import type { TaskSpecInput } from './schema.ts';

/** The task of one instance: every field but its id, which the family gives. */
export type InstanceTask = Omit<TaskSpecInput, 'id'>;

export interface FamilyInput<I> {
  /** The family's id: the default instance's task id; other instances are `<family>--<key>`. */
  family: string;
  /**
   * Every instance the seed's data offers, the degenerate ones (ties, a missing item, two right
   * answers) already left out, in a fixed order. Drawn on first use.
   */
  instances(): readonly I[];
  /** A short, stable name for an instance: lower-case letters, digits and dashes. */
  key(instance: I): string;
  /** The key of the default instance: the one recorded, run by CI. Another seed without it defaults to its first instance. */
  defaultKey: string;
  task(instance: I): InstanceTask;
}

export interface TaskFamily {
  kind: 'family';
  family: string;
  /** The instances' keys and tasks, the default first; drawn on first use. */
  instances(): ReadonlyArray<{ key: string; id: string; task: () => TaskSpecInput }>;
}

export const isFamily = (value: unknown): value is TaskFamily => (value as { kind?: unknown } | null)?.kind === 'family';

/** Typed identity for a family file: `export default defineFamily({...})`. */
export function defineFamily<I>(input: FamilyInput<I>): TaskFamily {
  let drawn: ReturnType<TaskFamily['instances']> | undefined;
  return {
    kind: 'family',
    family: input.family,
    instances() {
      if (drawn) return drawn;
      const all = input.instances().map((instance) => ({ instance, key: input.key(instance) }));
      const keys = new Set<string>();
      for (const { key } of all) {
        if (!/^[a-z0-9][a-z0-9-]*$/.test(key)) throw new Error(`family ${input.family}: instance key ${JSON.stringify(key)} is not lower-case letters, digits and dashes`);
        if (keys.has(key)) throw new Error(`family ${input.family}: two instances have the key ${JSON.stringify(key)}`);
        keys.add(key);
      }
      const first = all.find(({ key }) => key === input.defaultKey) ?? all[0];
      const ordered = first ? [first, ...all.filter((entry) => entry !== first)] : [];
      drawn = ordered.map(({ instance, key }, index) => ({
        key,
        id: index === 0 ? input.family : `${input.family}--${key}`,
        task: () => ({ ...input.task(instance), id: index === 0 ? input.family : `${input.family}--${key}` }),
      }));
      return drawn;
    },
  };
}

/** How many instances of each family a run takes (the `instances` option: a number or `all`; default 1, the default instance). */
export function instancesPerFamily(): number {
  const instances = readOption('instances');
  return instances === 'all' ? Number.POSITIVE_INFINITY : instances;
}

/**
 * Why a task has no recording to replay, if it has none: the run's seed is not the one the
 * transcripts were recorded on, or it is a family's instance other than the default.
 */
export function unrecorded(task: { id: string; family?: { id: string } }): string | undefined {
  const live = 'run it live: --project=reference (the reference agent), controls, claude, openai or outside';
  if (task.family && task.family.id !== task.id) return `${task.id} is an instance of ${task.family.id} other than its default, which alone is recorded; ${live}`;
  if (task.family && arenaSeed() !== DEFAULT_SEED) return `transcripts are recorded on the arena's seed ${DEFAULT_SEED}, and ${OPTIONS.seed.variable}=${arenaSeed()} draws ${task.id} afresh; ${live}`;
  return undefined;
}
