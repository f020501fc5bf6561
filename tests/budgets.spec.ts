import { capFit, capFitProblem, CAP_HEADROOM } from '../benchmarks/adapters/cap-fit.ts';
import { readResponseSizes } from '../benchmarks/adapters/model/response-sizes.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { declaredUsdCap, MAX_TASK_USD, resolveBudget, tierOf, USD_CAP_BY_TIER, USD_CAP_WITHOUT_TIER } from '../benchmarks/task-spec/budget.ts';
import { loadTasks, TASKS_DIR, type SuiteTask } from '../benchmarks/task-spec/load.ts';
import { validateTaskSpec } from '../benchmarks/task-spec/validate.ts';

// Every task's budget fits its work: its USD cap leaves room for CAP_HEADROOM times what its
// reference solution is expected to cost, and its model may make every call its step cap allows.

const SIZES = readResponseSizes();
const fileOf = (task: SuiteTask) => `benchmarks/tasks/${task.suite}/${task.family?.id ?? task.id}.ts`;
// Every single task and every family's default instance, on the default seed.
const defaultTasks = async () => (await loadTasks(TASKS_DIR, 1)).tasks;

test(`every task's USD cap is at least ${CAP_HEADROOM}× its reference solution's expected cost, for the default model on the cheapest server`, async () => {
  const tasks = await defaultTasks();
  expect(tasks.length).toBeGreaterThan(100);
  const problems: string[] = [];
  const byTier = new Map<string, { dearest: number; task: string }>();
  for (const task of tasks) {
    const fit = await capFit(task, SIZES);
    const problem = capFitProblem(fit, task, fileOf(task));
    if (problem) problems.push(problem);
    const tier = tierOf(task) ?? 'no tier';
    if (fit.reference.usd > (byTier.get(tier)?.dearest ?? -1)) byTier.set(tier, { dearest: fit.reference.usd, task: task.id });
  }
  expect(problems).toEqual([]);
  // The figures docs/benchmarks/webvoyager.md gives per tier.
  for (const [tier, { dearest, task }] of byTier) console.log(`${tier}: dearest reference USD ${dearest.toFixed(4)} (${task}), cap USD ${declaredUsdCap({ tags: [tier] }).usd.toFixed(2)}`);
});

test('negative control: a task whose declared cap is below the headroom fails the check, and the message says what to declare and where', async () => {
  const tasks = await defaultTasks();
  const chore = tasks.find((task) => task.id === 'docs-chore-error-set')!;
  const short = { ...chore, budget: { maxUsdPerTask: 0.5 } };
  const fit = await capFit(short, SIZES);
  expect(fit.declared).toEqual({ usd: 0.5, from: 'its budget.maxUsdPerTask' });
  const problem = capFitProblem(fit, short, fileOf(short));
  expect(problem).toMatch(
    /^docs-chore-error-set: its USD cap, USD 0\.50 \(its budget\.maxUsdPerTask\), is below 3 × USD 0\.\d{4} = USD [\d.]+, the dry run's expected cost of its reference solution with claude-sonnet-5-5 on [a-z-]+, the cheapest server\. Declare budget: \{ maxUsdPerTask: \d+\.\d5?0? \} in benchmarks\/tasks\/arena\/docs-chore-error-set\.ts, or raise the chore tier's default \(USD_CAP_BY_TIER in benchmarks\/task-spec\/budget\.ts\) to at least that for the whole tier\.$/,
  );
  // What it says to declare passes the check.
  const declared = Number(/maxUsdPerTask: ([\d.]+)/.exec(problem!)![1]);
  expect(declared).toBeGreaterThanOrEqual(fit.needed);
  expect(declared - fit.needed).toBeLessThan(0.05);
  expect(capFitProblem(await capFit({ ...chore, budget: { maxUsdPerTask: declared } }, SIZES), chore, fileOf(chore))).toBeUndefined();
});

test("a task's USD cap: its own, else its tier's, else the default; never above MAX_TASK_USD; the run's cap is not a task's", () => {
  expect(declaredUsdCap({ tags: ['arena', 'chore'] })).toEqual({ usd: USD_CAP_BY_TIER.chore, from: "the chore tier's default" });
  expect(declaredUsdCap({ tags: ['frontier'], budget: { maxUsdPerTask: 4 } })).toEqual({ usd: 4, from: 'its budget.maxUsdPerTask' });
  expect(declaredUsdCap({})).toEqual({ usd: USD_CAP_WITHOUT_TIER, from: 'the default of a task without a tier' });
  const task = { id: 'dear', title: 'dear', startUrl: 'https://example.com/', goal: 'Read it.', success: { kind: 'dom_text', selector: 'h1', contains: 'Example' } } as const;
  // A cap above the old 0.50 ceiling is declared like any other.
  expect(validateTaskSpec({ ...task, budget: { maxUsdPerTask: 3 } }, 'dear.ts').budget).toEqual({ maxUsdPerTask: 3 });
  expect(() => validateTaskSpec({ ...task, budget: { maxUsdPerTask: MAX_TASK_USD + 1 } }, 'dear.ts')).toThrow(/budget\.maxUsdPerTask/);
});

test("the tool-call cap follows the task: a model may make every call its step cap allows, and every task's recorded work fits in it", async () => {
  const tasks = await defaultTasks();
  const short: string[] = [];
  for (const task of tasks) {
    expect(resolveBudget(task).maxToolIterations, task.id).toBe(task.maxSteps);
    for (const [target, { tasks: recorded }] of Object.entries(SIZES.targets)) {
      // The recorded calls and the submission.
      const calls = (recorded[task.id]?.length ?? 0) + 1;
      if (calls > task.maxSteps) short.push(`${task.id} on ${target}: ${calls} calls recorded, maxSteps ${task.maxSteps}`);
    }
  }
  expect(short).toEqual([]);
  // A long task (a workday's 60 calls and more) gets as many as its step cap: no other count cuts it short.
  expect(resolveBudget({ maxSteps: 120 }).maxToolIterations).toBe(120);
});
