import { summarize, type EpisodeResult } from '../episode/result.ts';

/** A test the gate counts: where it belongs, and its episode's result or why it has none. */
export interface GatedTest {
  project: string;
  suite: string;
  /** The MCP target it ran on; absent for a test that is not an episode (a task file that did not load). */
  target?: string;
  /** The agent, where one project runs several (the controls). */
  agent?: string;
  title: string;
  episode?: EpisodeResult;
  error?: string;
  /** Playwright's status of the test: `interrupted` when the run was stopped while it ran. */
  status?: string;
  /** The task's tags (its tier among them), without the `@`. */
  tags?: readonly string[];
}

/** A task of a run, all its repeats together: it passed only if every repeat passed. */
export interface TaskTally {
  project: string;
  suite: string;
  target?: string;
  agent?: string;
  title: string;
  runs: number;
  passes: number;
  /** `task: status — clause: observed` of the first repeat that did not pass. */
  failure?: string;
  /** Not a task but a task file that did not load (a test of no target). */
  unloadable: boolean;
  /** The task's tags (its tier among them). */
  tags?: readonly string[];
}

export const passedAll = (task: TaskTally) => task.runs > 0 && task.passes === task.runs;

const taskKey = (test: Pick<GatedTest, 'project' | 'suite' | 'target' | 'agent' | 'title'>) => [test.project, test.agent ?? '', test.target ?? '', test.suite, test.title].join('\u0000');

/** Groups a run's tests by task: `--repeat-each` runs one task several times. */
export function tallyTasks(tests: Iterable<GatedTest>): TaskTally[] {
  const tasks = new Map<string, TaskTally>();
  for (const test of tests) {
    const key = taskKey(test);
    const task = tasks.get(key) ?? { project: test.project, suite: test.suite, ...(test.target && { target: test.target }), ...(test.agent && { agent: test.agent }), title: test.title, runs: 0, passes: 0, unloadable: !test.target, ...(test.tags && { tags: test.tags }) };
    task.runs++;
    if (test.episode?.status === 'passed') task.passes++;
    else task.failure ??= test.episode ? summarize(test.episode) : `${test.title}: ${test.error ?? 'did not run'}`;
    tasks.set(key, task);
  }
  return [...tasks.values()];
}

export interface SuiteRun {
  /** Tasks of the suite this run was asked to run (a sharded or filtered run has fewer). */
  planned: number;
  /** Tasks every repeat of which passed. */
  passed: number;
  /** `task: status — clause: observed` for each task that did not pass every time. */
  failures: string[];
  /** Runs of a task (1 unless the run repeated tasks). */
  repeats: number;
  /** Task files of the suite that did not load, with why. */
  unloadable: string[];
}

/**
 * Tallies tasks per suite (or per any other key, e.g. project, target and suite). A task passes
 * only if every repeat passed; a test without an episode counts as a task that did not pass.
 */
export function suiteRuns(tasks: Iterable<TaskTally>, keyOf: (task: TaskTally) => string = (task) => task.suite): Map<string, SuiteRun> {
  const suites = new Map<string, SuiteRun>();
  for (const task of tasks) {
    const key = keyOf(task);
    const run = suites.get(key) ?? { planned: 0, passed: 0, failures: [], repeats: 0, unloadable: [] };
    if (task.unloadable) {
      run.unloadable.push(task.failure ?? task.title);
      suites.set(key, run);
      continue;
    }
    run.planned++;
    run.repeats = Math.max(run.repeats, task.runs);
    if (passedAll(task)) run.passed++;
    else run.failures.push(task.failure ?? `${task.title}: did not pass`);
    suites.set(key, run);
  }
  return suites;
}
