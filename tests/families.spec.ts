import { nullAgentsFor } from '../benchmarks/adapters/controls.ts';
import { judgeAnswer } from '../benchmarks/contracts/answer/judge-answer.ts';
import type { EpisodeResult } from '../benchmarks/episode/result.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { judgeVariants } from '../benchmarks/judge-check/submission-variants.ts';
import { stepSubmission } from '../benchmarks/reference/steps.ts';
import type { Submission } from '../benchmarks/contracts/answer/submitted.ts';
import { isWrong } from '../benchmarks/judge-check/figures.ts';
import { instancesPerFamily } from '../benchmarks/task-spec/family.ts';
import { loadTasks, type SuiteTask } from '../benchmarks/task-spec/load.ts';
import { ARENA_DIR, loadSites, SiteHost } from '../benchmarks/web/sites.ts';
import { DEFAULT_SEED } from '../fixtures-site/site-kit/random.ts';
import { bin, jsonAttachment, runPlaywright, runProcess } from './run-playwright.ts';

// Seeds other than the default that the families are drawn on here: any would do.
const OTHER_SEEDS = ['11', '12345', '987654'];

/** The first `perFamily` instances of every family on `seed`, as `npm run instances -- --json` lists them (a process per seed: the sites' data is drawn once per process). */
async function instancesOn(seed: string, perFamily: string): Promise<SuiteTask[]> {
  const run = await runProcess(bin('tsx'), ['scripts/instances.ts', '--json'], { BENCH_SEED: seed, BENCH_INSTANCES: perFamily });
  expect(run.code, run.stderr).toBe(0);
  return run.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as SuiteTask)
    .filter((task) => task.family);
}

function byFamily(tasks: SuiteTask[]): Map<string, SuiteTask[]> {
  const families = new Map<string, SuiteTask[]>();
  for (const task of tasks) families.set(task.family!.id, [...(families.get(task.family!.id) ?? []), task]);
  return families;
}
const submissionOf = (task: SuiteTask) => task.reference?.flatMap((step) => (step.do === 'answer' ? [stepSubmission(step) as unknown as Submission] : [])).at(-1);

test('half the arena tasks and half the frontier tier are families; each single arena task says why; the default seed offers at least 500 instances', async () => {
  // Every family drawn whole and validated: about 25 s here, over 60 s on a loaded machine.
  test.setTimeout(120_000);
  const { tasks } = await loadTasks(undefined, Number.POSITIVE_INFINITY);
  const arena = tasks.filter((task) => task.suite === 'arena' && (!task.family || task.family.id === task.id));
  const share = (of: SuiteTask[]) => of.filter((task) => task.family).length / of.length;
  expect(share(arena)).toBeGreaterThanOrEqual(0.5);
  expect(share(arena.filter((task) => task.tags?.includes('frontier')))).toBeGreaterThanOrEqual(0.5);
  expect(arena.filter((task) => !task.family && !/Single task, not a family: \S/.test(task.rationale ?? '')).map((task) => task.id)).toEqual([]);
  expect(tasks.length).toBeGreaterThanOrEqual(500);
});

// The first instances of each family, or BENCH_INSTANCES of them if more: every family's whole set
// takes minutes (3,500 instances, 3 minutes on 2 cores), so CI judges ten of each and
// `BENCH_INSTANCES=all npx playwright test --project=self-test tests/families.spec.ts` all of them.
const JUDGED_PER_FAMILY = Math.max(10, instancesPerFamily());

test(`the judge check is right on the submission mutants and alternates of the first ${JUDGED_PER_FAMILY === Infinity ? 'all' : JUDGED_PER_FAMILY} instances of every family`, async () => {
  const { tasks, problems } = await loadTasks(undefined, JUDGED_PER_FAMILY);
  expect(problems).toEqual([]);
  const sites = new SiteHost(await loadSites(ARENA_DIR));
  const vocabulary = (name: string) => sites.vocabulary(name);
  const instances = tasks.filter((task) => task.family);
  expect(instances.length).toBeGreaterThan(byFamily(instances).size);
  const wrong = instances.flatMap((task) =>
    judgeVariants({ success: task.success, reference: submissionOf(task) ?? { status: 'answered' }, pageText: '', vocabulary }, judgeAnswer)
      .filter(isWrong)
      .map((variant) => `${task.id}: ${variant.name} (${variant.expect}, judged ${variant.outcome})`),
  );
  expect(wrong).toEqual([]);
});

test('another seed draws other instances of every family, and no expected answer of the default seed survives on every seed', async () => {
  test.setTimeout(120_000);
  // The first ten of each family: lists that differ there differ as wholes, and validating every
  // instance of four seeds cost most of this test.
  const [base, ...others] = await Promise.all([String(DEFAULT_SEED), ...OTHER_SEEDS].map((seed) => instancesOn(seed, '10')));
  const families = byFamily(base);
  expect(families.size).toBeGreaterThan(0);
  const instance = (task: SuiteTask) => JSON.stringify([task.goal, task.success]);
  const survived = new Map<string, string[]>();
  for (const [seed, tasks] of OTHER_SEEDS.map((seed, index) => [seed, byFamily(others[index])] as const))
    for (const [family, instances] of families) {
      const drawn = tasks.get(family);
      expect(drawn, `${family} has no instance on seed ${seed}`).toBeDefined();
      // Other instances: another question, or the same question with another answer.
      expect(drawn!.map(instance), `${family}'s instances on seed ${seed}`).not.toEqual(instances.map(instance));
      if (JSON.stringify(drawn![0].success) === JSON.stringify(instances[0].success)) survived.set(family, [...(survived.get(family) ?? []), seed]);
    }
  // A computed answer may meet the default seed's by chance on one seed (a month of twelve, a
  // count); a literal typed into the family would meet it on every seed.
  expect([...survived].filter(([, seeds]) => seeds.length > 1)).toEqual([]);
  // And on one other seed none meets it at all: the check as it reads.
  expect([...survived].filter(([, seeds]) => seeds.includes(OTHER_SEEDS[0]))).toEqual([]);
});

test('one family on two other seeds: other instances, each passed by the reference and failed by the null agents', async ({}, testInfo) => {
  // Drawing the families on two seeds comes first (a process each: about 4 CPU-seconds, every family drawn and its instance validated); each child run adds its own time.
  test.setTimeout(120_000);
  // A family a null agent runs on (give-up: its right answer is NOT FOUND, with the evidence of a search).
  const family = 'wiki-founder-river-not-found';
  const seeds = OTHER_SEEDS.slice(0, 2);
  // One instance a seed: each seed's is another instance than the default seed's, and each child run
  // starts Playwright, a browser and a server and carries it out twice (the reference, the null agent).
  const drawn = await Promise.all(seeds.map(async (seed) => (await instancesOn(seed, '1')).filter((task) => task.family!.id === family)));
  expect(drawn[0].map((task) => task.goal).some((goal) => drawn[1].some((other) => other.goal === goal))).toBe(false);
  for (const [index, seed] of seeds.entries()) {
    const run = await runPlaywright(['--project=reference', '--project=controls', '--grep', family], { BENCH_SEED: seed, BENCH_INSTANCES: '1', BENCH_TARGET: 'playwright-mcp' }, testInfo.outputPath(`seed-${seed}`));
    // The instance, carried out by the reference and by the null agent that runs on it.
    expect(drawn[index].map((task) => nullAgentsFor(task).length)).toEqual([1]);
    expect(run.results, run.stdout + run.stderr).toHaveLength(drawn[index].reduce((sum, task) => sum + 1 + nullAgentsFor(task).length, 0));
    const verdicts = run.results.map(({ title, result }) => jsonAttachment<EpisodeResult>(result, `${title} result`)).map((result) => `${result.task} ${result.adapter} ${result.status}`);
    const expected = drawn[index].flatMap((task) => [`${task.id} reference passed`, ...nullAgentsFor(task).map((agent) => `${task.id} ${agent.name} failed`)]);
    expect(verdicts.sort()).toEqual(expected.sort());
  }
});
