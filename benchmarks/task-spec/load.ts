import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { arenaSeed, DEFAULT_SEED } from '../../fixtures-site/site-kit/random.ts';
import { instancesPerFamily, isFamily } from './family.ts';
import type { TaskSpec } from './schema.ts';
import { validateTaskSpec, ValidationError } from './validate.ts';

/** The project's own tasks: one folder per suite. */
export const TASKS_DIR = path.resolve(import.meta.dirname, '../tasks');

export interface TaskLoadProblem {
  file: string;
  message: string;
}

/** A task and its suite: the folder its file sits in (`benchmarks/tasks/<suite>/<task>.ts`); for a family's instance, which. */
export type SuiteTask = TaskSpec & { suite: string; family?: { id: string; key: string; instances: number } };

/** A task's test tags: its suite and its own tags (`@arena`, `@smoke`), what `--grep` selects by. */
export const taskTags = (task: SuiteTask): string[] => [`@${task.suite}`, ...(task.tags ?? []).map((tag) => `@${tag}`)];

export interface LoadedTasks {
  tasks: SuiteTask[];
  /** Files that could not be turned into a task; each becomes a failing test, never a silent skip. */
  problems: TaskLoadProblem[];
  /**
   * Single tasks on the arena's sites left out because the run's seed is not the default: their
   * expected answers are the default seed's records (only families draw theirs afresh).
   */
  seedBound: string[];
}

/** A task on the arena's generated sites: its data, and so its answer, follow the seed. */
const onArena = (task: TaskSpec) => /^https?:\/\/[^/]*\.arena\.test(?::\d+)?\//.test(task.startUrl);

// Loads already made in this process, by folder (its task files as they are now), instances per
// family and seed. A Playwright process asks once per spec file that lists tasks, and tests ask
// again; each load drew every family's instances and validated them anew (about 2 CPU-seconds,
// some 70 times in a run of the self-tests). Task modules are cached by the import anyway.
const loads = new Map<string, Promise<LoadedTasks>>();

/**
 * Loads every task file (`<suite>/*.ts`, one default-exported task or family each), by suite and
 * name; of a family, its first `perFamily` instances (the default first). Callers share the tasks
 * of one load: they are read, never changed.
 */
export async function loadTasks(dir = TASKS_DIR, perFamily = instancesPerFamily()): Promise<LoadedTasks> {
  const key = JSON.stringify([process.cwd(), path.resolve(dir), String(perFamily), arenaSeed(), taskFilesNow(dir)]);
  if (!loads.has(key)) loads.set(key, readTasks(dir, perFamily));
  const { tasks, problems, seedBound } = await loads.get(key)!;
  return { tasks: [...tasks], problems: [...problems], seedBound: [...seedBound] };
}

/** The folder's suites and task files as the load reads them, with their modification times: a file added, removed or rewritten makes another load. */
function taskFilesNow(dir: string): string[] {
  const stamp = (file: string) => `${file} ${fs.statSync(file).mtimeMs}`;
  try {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? fs.readdirSync(file).filter((name) => name.endsWith('.ts')).map((name) => stamp(path.join(file, name))) : [stamp(file)];
    });
  } catch {
    return []; // the load itself says what is wrong with the folder
  }
}

async function readTasks(dir: string, perFamily: number): Promise<LoadedTasks> {
  const relative = (file: string) => path.relative(process.cwd(), file);
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  const problems: TaskLoadProblem[] = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => ({ file: relative(path.join(dir, entry.name)), message: 'a task file must sit in a suite folder: benchmarks/tasks/<suite>/' }));
  const files = entries
    .filter((entry) => entry.isDirectory())
    .flatMap((suite) =>
      fs
        .readdirSync(path.join(dir, suite.name))
        .filter((name) => name.endsWith('.ts'))
        .sort()
        .map((name) => ({ suite: suite.name, file: path.join(dir, suite.name, name) })),
    );
  if (files.length === 0 && problems.length === 0) return { tasks: [], problems: [{ file: relative(dir), message: 'no task files (<suite>/*.ts) in this folder' }], seedBound: [] };

  const tasks: SuiteTask[] = [];
  const seedBound: string[] = [];
  const defaultSeed = arenaSeed() === DEFAULT_SEED;
  for (const { suite, file } of files) {
    try {
      const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
      if (module.default === undefined) throw new Error('has no default export (export default defineTask({...}) or defineFamily({...}))');
      const loaded: SuiteTask[] = [];
      if (isFamily(module.default)) {
        const instances = module.default.instances();
        if (instances.length === 0) throw new Error(`family ${module.default.family} has no instances on this seed`);
        for (const instance of instances.slice(0, perFamily))
          loaded.push({ ...validateTaskSpec(instance.task(), `${relative(file)} (instance ${instance.key})`), suite, family: { id: module.default.family, key: instance.key, instances: instances.length } });
      } else {
        const task = validateTaskSpec(module.default, relative(file));
        if (!defaultSeed && onArena(task)) seedBound.push(task.id);
        else loaded.push({ ...task, suite });
      }
      for (const task of loaded) {
        const twin = tasks.find((t) => t.id === task.id);
        if (twin) throw new Error(`task id ${JSON.stringify(task.id)} is used twice`);
        tasks.push(task);
      }
    } catch (error) {
      // One line: the gate and the report name a broken file with the first line of its message.
      problems.push({ file: relative(file), message: error instanceof ValidationError ? error.problems.join('; ') : (error as Error).message.split('\n')[0] });
    }
  }
  return { tasks, problems, seedBound };
}
