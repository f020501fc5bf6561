import { judgeAnswer } from '../benchmarks/contracts/answer/judge-answer.ts';
import type { EpisodeResult } from '../benchmarks/episode/result.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { judgeVariants } from '../benchmarks/judge-check/answer-variants.ts';
import { isWrong } from '../benchmarks/judge-check/figures.ts';
import { loadTasks, type SuiteTask } from '../benchmarks/task-spec/load.ts';
import { ARENA_DIR, loadSites, SiteHost } from '../benchmarks/web/sites.ts';
import { DEFAULT_SEED } from '../fixtures-site/site-kit/random.ts';
import { bin, jsonAttachment, runPlaywright, runProcess } from './run-playwright.ts';

// Seeds other than the default that the families are drawn on here: any would do.
const OTHER_SEEDS = ['11', '12345', '987654'];

/** Every task of every family's every instance on `seed`, as `npm run instances -- --json` lists them (a process per seed: the sites' data is drawn once per process). */
async function instancesOn(seed: string): Promise<SuiteTask[]> {
  const run = await runProcess(bin('tsx'), ['scripts/instances.ts', '--json'], { BENCH_SEED: seed, BENCH_INSTANCES: 'all' });
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
const answerOf = (task: SuiteTask) => task.reference?.flatMap((step) => (step.do === 'answer' ? [step.text] : [])).at(-1);

test('the judge check is right on the answer mutants and alternates of every instance of every family', async () => {
  const { tasks, problems } = await loadTasks(undefined, Number.POSITIVE_INFINITY);
  expect(problems).toEqual([]);
  const sites = new SiteHost(await loadSites(ARENA_DIR));
  const vocabulary = (name: string) => sites.vocabulary(name);
  const instances = tasks.filter((task) => task.family);
  expect(instances.length).toBeGreaterThan(byFamily(instances).size);
  const wrong = instances.flatMap((task) =>
    judgeVariants({ success: task.success, answer: answerOf(task) ?? '', pageText: '', vocabulary, goal: task.goal }, judgeAnswer)
      .filter(isWrong)
      .map((variant) => `${task.id}: ${variant.name} (${variant.expect}, judged ${variant.outcome})`),
  );
  expect(wrong).toEqual([]);
});

test('another seed draws other instances of every family, and no expected answer of the default seed survives in its default instance', async () => {
  test.setTimeout(120_000);
  const [base, ...others] = await Promise.all([String(DEFAULT_SEED), ...OTHER_SEEDS].map(instancesOn));
  const families = byFamily(base);
  expect(families.size).toBeGreaterThan(0);
  for (const [seed, tasks] of OTHER_SEEDS.map((seed, index) => [seed, byFamily(others[index])] as const))
    for (const [family, instances] of families) {
      const drawn = tasks.get(family);
      expect(drawn, `${family} has no instance on seed ${seed}`).toBeDefined();
      expect(drawn!.map((task) => task.goal), `${family} on seed ${seed}`).not.toEqual(instances.map((task) => task.goal));
      expect(JSON.stringify(drawn![0].success), `${family}'s default instance's contract on seed ${seed}`).not.toBe(JSON.stringify(instances[0].success));
    }
});

test('one family on two other seeds: other instances, each passed by the reference and failed by the null agents', async ({}, testInfo) => {
  const family = 'wiki-city-population';
  const seeds = OTHER_SEEDS.slice(0, 2);
  const drawn = await Promise.all(seeds.map(async (seed) => (await instancesOn(seed)).filter((task) => task.family!.id === family).slice(0, 2)));
  expect(drawn[0].map((task) => task.goal).some((goal) => drawn[1].some((other) => other.goal === goal))).toBe(false);
  for (const [index, seed] of seeds.entries()) {
    const run = await runPlaywright(['--project=reference', '--project=controls', '--grep', family, '--workers=2'], { BENCH_SEED: seed, BENCH_INSTANCES: '2', BENCH_TARGET: 'playwright-mcp' }, testInfo.outputPath(`seed-${seed}`));
    // Two instances, each carried out by the reference and by three null agents.
    expect(run.results, run.stdout + run.stderr).toHaveLength(8);
    const verdicts = run.results.map(({ title, result }) => jsonAttachment<EpisodeResult>(result, `${title} result`)).map((result) => `${result.task} ${result.adapter} ${result.status}`);
    const expected = drawn[index].flatMap((task) => [`${task.id} reference passed`, ...['do-nothing', 'give-up', 'random-clicker'].map((agent) => `${task.id} ${agent} failed`)]);
    expect(verdicts.sort()).toEqual(expected.sort());
  }
});
