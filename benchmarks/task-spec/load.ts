import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TaskSpec } from './schema.ts';
import { validateTaskSpec } from './validate.ts';

export const TASKS_DIR = path.resolve(import.meta.dirname, '../tasks');

export interface TaskLoadProblem {
  file: string;
  message: string;
}

export interface LoadedTasks {
  tasks: TaskSpec[];
  /** Files that could not be turned into a task; each becomes a failing test, never a silent skip. */
  problems: TaskLoadProblem[];
}

/** Loads every task file (`*.ts`, one default-exported task each) in a folder, in name order. */
export async function loadTasks(dir = TASKS_DIR): Promise<LoadedTasks> {
  const relative = (file: string) => path.relative(process.cwd(), file);
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => path.join(dir, name));
  if (files.length === 0) return { tasks: [], problems: [{ file: relative(dir), message: 'no task files (*.ts) in this folder' }] };

  const tasks: TaskSpec[] = [];
  const problems: TaskLoadProblem[] = [];
  for (const file of files) {
    try {
      const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
      if (module.default === undefined) throw new Error('has no default export (export default defineTask({...}))');
      const task = validateTaskSpec(module.default, relative(file));
      const twin = tasks.find((t) => t.id === task.id);
      if (twin) throw new Error(`task id ${JSON.stringify(task.id)} is used twice`);
      tasks.push(task);
    } catch (error) {
      problems.push({ file: relative(file), message: (error as Error).message });
    }
  }
  return { tasks, problems };
}
