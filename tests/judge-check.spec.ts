import fs from 'node:fs';
import path from 'node:path';
import { judgeAnswer, type AnswerClause } from '../benchmarks/contracts/answer/judge-answer.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { judgeVariants, type ClauseJudge } from '../benchmarks/judge-check/answer-variants.ts';
import { isWrong } from '../benchmarks/judge-check/figures.ts';
import { referenceCheck } from '../benchmarks/judge-check/reference-check.ts';
import { stateMutants } from '../benchmarks/judge-check/state-mutants.ts';
import type { Contract } from '../benchmarks/contracts/contract.ts';
import type { TaskSideEffects } from '../benchmarks/contracts/side-effects.ts';
import { transcriptPath } from '../benchmarks/transcripts/format.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';
import { ARENA_DIR, loadSites, SiteHost } from '../benchmarks/web/sites.ts';
import { bin, jsonAttachment, runPlaywright, runProcess } from './run-playwright.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const { tasks } = await loadTasks();
const sites = new SiteHost(await loadSites(ARENA_DIR));
const vocabulary = (name: string) => sites.vocabulary(name);

/** The judge check's answer verdicts on one task, with `judge`: what would be wrong. */
function wrongOn(taskId: string, judge: ClauseJudge, pageText = '') {
  const task = tasks.find((t) => t.id === taskId)!;
  const answer = task.reference!.flatMap((step) => (step.do === 'answer' ? [step.text] : [])).at(-1)!;
  return judgeVariants({ success: task.success, answer, pageText, vocabulary, goal: task.goal }, judge).filter(isWrong);
}

/** A judge with one rule broken: `answer` is judged with `rewrite` applied first, as if the rule did not see what it removes. */
const brokenRule = (rewrite: (answer: string) => string): ClauseJudge => (clause, answer, knowledge) => judgeAnswer(clause, rewrite(answer), knowledge);

test.describe('the judge check tells a judge with a broken rule', () => {
  test('the real judge is right on every answer variant of these tasks', () => {
    for (const id of ['wiki-hard-treaty-signatories', 'docs-queues-added-in-v3', 'book-salzburg-sold-out', 'docs-webhook-retries-v1-v3', 'task-01-iana-example-domains'])
      expect(wrongOn(id, judgeAnswer), id).toEqual([]);
  });

  test('a judge blind to negation passes the negated mutants', () => {
    const wrong = wrongOn('wiki-hard-treaty-signatories', brokenRule((answer) => answer.replace(/definitely not /g, '')));
    expect(wrong.map((w) => w.name)).toEqual(expect.arrayContaining(['negated: Venilheim', 'negated: 528,378']));
    expect(wrong.every((w) => w.expect === 'fail' && w.outcome === 'pass')).toBe(true);
  });

  test('a judge blind to hedges passes the hedged mutants', () => {
    const wrong = wrongOn('shop-cheapest-blue-kettle', brokenRule((answer) => answer.replace(/^Possibly /, '').replace(/^I think (.*), but I am not sure\.$/, '$1.')));
    expect(wrong.map((w) => w.name)).toEqual(['hedged: "possibly"', 'hedged: "I think"']);
  });

  test('a judge that reads only whether the value occurs somewhere (the old judge) passes padded and listed answers', () => {
    const occurs: ClauseJudge = (clause: AnswerClause, answer) => {
      const wanted = clause.value !== undefined ? [clause.value].flat() : clause.items !== undefined ? clause.items.map(String) : [String(clause.number)];
      return { pass: wanted.every((w) => answer.toLowerCase().replace(/,(?=\d{3})/g, '').includes(String(w).toLowerCase())), reason: 'occurs' };
    };
    const wrong = wrongOn('docs-disturbed-popup-window-changelog', occurs);
    const names = wrong.map((w) => w.name);
    expect(names).toContain('padded with candidates');
    expect(names.some((name) => name.startsWith('extra item: '))).toBe(true);
  });

  test('a judge that refuses markdown fails the alternates that use it', () => {
    const wrong = wrongOn('wiki-city-population', brokenRule((answer) => (/\*\*|^- /m.test(answer) ? '' : answer)));
    expect(wrong.map((w) => [w.name, w.expect, w.outcome])).toEqual([
      ['alternate: markdown', 'pass', 'fail'],
      ['alternate: a bullet', 'pass', 'fail'],
    ]);
  });
});

test.describe('the state mutants, on the replay of the reference', () => {
  test.use({ target: 'playwright-mcp' });
  const edit = () => tasks.find((t) => t.id === 'app-edit-customer')!;
  const CHANGES = ['mutant: app customers CUS-1001 phone edited', 'mutant: app customers CUS-1202 notes edited too', 'mutant: the reference without its last state-changing call (call 13)'];

  test('each fails on the task’s contract, on the sites as the reference left them; a judge blind to them passes them', async ({ runTask, web }) => {
    const mutants = async (success: Contract, sideEffects?: TaskSideEffects) => {
      const task = { ...edit(), success, ...(sideEffects && { sideEffects }) };
      const check = referenceCheck(task, transcriptPath('playwright-mcp', task.id), web.arena.sites);
      const outcome = await runTask(task, { judgeCheck: check.environment });
      expect(outcome.result.status, outcome.result.message).toBe('passed');
      return check.findings(outcome).filter((entry) => entry.name.startsWith('mutant: '));
    };
    const real = await mutants(edit().success);
    expect(real.map((entry) => [entry.name, entry.outcome])).toEqual(CHANGES.map((name) => [name, 'fail']));
    // The sites go back to the reference's end before each change, and before its last save for the cut.
    expect(real.map((entry) => entry.why)).toEqual([
      'side_effects (side_effects): app customers CUS-1001 phone changed',
      'side_effects (side_effects): app customers CUS-1202 notes changed',
      expect.stringMatching(/^success \(site_state\): 0 of \d+ record\(s\) match/),
    ]);
    // A contract that asks only that the customer exists, and lets any change of the customers pass.
    const blind = await mutants({ kind: 'site_state', site: 'app', collection: 'customers', where: { id: 'CUS-1202' } }, { allow: [{ site: 'app', collection: 'customers' }], reason: 'a judge blind to what changed, for this test' });
    expect(blind.filter(isWrong).map((entry) => entry.name)).toEqual(CHANGES);
  });

  test('a mutant that did not run (an epilogue before it broke the server) fails the check, never counts as right', () => {
    const mutants = stateMutants(edit(), sites);
    // The reference was judged (its epilogues were asked for), and then none of them ran.
    expect(mutants.environment.epilogues()).toHaveLength(2);
    expect(() => mutants.findings([])).toThrow("the judge check judged 0 of 2 state mutants: mutant: app customers CUS-1001 phone edited did not run (the one before ended the replay)");
  });
});

test('a task whose contract lets a near miss pass fails the judge check, the run, and shows in the report', async ({}, testInfo) => {
  // The project's own task (its family's default instance) and transcript, with a count that tolerates being off by a thousand.
  const dir = testInfo.outputPath('tasks', 'arena');
  fs.mkdirSync(dir, { recursive: true });
  // An ES module wherever the test's output folder is.
  fs.writeFileSync(testInfo.outputPath('tasks', 'package.json'), '{ "type": "module" }\n');
  fs.writeFileSync(
    path.join(dir, 'wiki-city-population.ts'),
    `import family from '${path.join(ROOT, 'benchmarks/tasks/arena/wiki-city-population.ts')}';\nexport default { ...family.instances()[0].task(), success: { kind: 'answer', number: 608398, tolerance: 1000 } };\n`,
  );
  // The answer mutants are judged on the mock replay of the reference, on the judge check's target.
  const run = await runPlaywright(['--project=mock'], { BENCH_TASKS_DIR: path.dirname(dir), BENCH_TARGET: 'playwright-mcp', BENCH_CONTROLS_TARGET: 'playwright-mcp' }, testInfo.outputPath('run'));
  expect(run.code, run.stdout + run.stderr).not.toBe(0);
  expect(run.results).toHaveLength(1);
  // The replay itself passed (the gate counts it); the judge's error fails the test, and the run.
  expect(run.results[0].result.status).toBe('failed');
  expect(run.results[0].result.errors[0].message).toContain('the judge is wrong on wiki-city-population');
  expect(jsonAttachment<{ status: string }>(run.results[0].result, 'wiki-city-population result').status).toBe('passed');

  const report = await runProcess(bin('tsx'), ['scripts/report.ts', '--input', testInfo.outputPath('run', 'report.json'), '--out-dir', testInfo.outputPath('reports')]);
  expect(report.code, report.stderr).toBe(0);
  const [md] = fs.readdirSync(testInfo.outputPath('reports')).filter((f) => f.endsWith('.md'));
  const markdown = fs.readFileSync(testInfo.outputPath('reports', md), 'utf8');
  expect(markdown).toContain("## The judge's own error rates");
  expect(markdown).toMatch(/\| false passes \| [1-9]\d* \(\d+\.\d\d%\) \|/);
  expect(markdown).toContain('| wiki-city-population | playwright-mcp | near miss: off by one | fail | pass |');
});
