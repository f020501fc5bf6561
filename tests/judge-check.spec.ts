import fs from 'node:fs';
import path from 'node:path';
import type { AnswerSlot } from '../benchmarks/contracts/answer/clause.ts';
import { judgeAnswer } from '../benchmarks/contracts/answer/judge-answer.ts';
import { readSubmission, submitTool } from '../benchmarks/contracts/answer/submission.ts';
import type { Submission } from '../benchmarks/contracts/answer/submitted.ts';
import { answerClauses } from '../benchmarks/contracts/clauses.ts';
import { stepSubmission } from '../benchmarks/reference/steps.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { judgeVariants, type ClauseJudge } from '../benchmarks/judge-check/submission-variants.ts';
import { isWrong } from '../benchmarks/judge-check/figures.ts';
import { referenceCheck } from '../benchmarks/judge-check/reference-check.ts';
import { stateMutants } from '../benchmarks/judge-check/state-mutants.ts';
import type { Contract } from '../benchmarks/contracts/contract.ts';
import type { TaskSideEffects } from '../benchmarks/contracts/side-effects.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';
import { ARENA_DIR, loadSites, SiteHost } from '../benchmarks/web/sites.ts';
import { bin, jsonAttachment, runPlaywright, runProcess, taskFolder } from './run-playwright.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const { tasks } = await loadTasks();
const sites = new SiteHost(await loadSites(ARENA_DIR));
const vocabulary = (name: string) => sites.vocabulary(name);

const withAnswers = tasks.filter((task) => answerClauses(task.success).length > 0);

/** The reference's submission: its last answer step. */
function referenceOf(task: (typeof tasks)[number]): Submission {
  const step = task.reference!.filter((s) => s.do === 'answer').at(-1);
  if (step?.do !== 'answer') throw new Error(`${task.id} has no answer step`);
  const read = readSubmission(submitTool(task.success), stepSubmission(step));
  if ('refused' in read) throw new Error(`${task.id}: ${read.refused}`);
  return read.submission;
}

/** The judge check's verdicts on one task's submissions, with `judge`: what would be wrong. */
function judgedOn(task: (typeof tasks)[number], judge: ClauseJudge, pageText = '') {
  return judgeVariants({ success: task.success, reference: referenceOf(task), pageText, vocabulary }, judge);
}

/** A judge with one rule broken: each string of the submission rewritten first, as if the rule did not see what it removes. */
const brokenRule =
  (rewrite: (text: string) => string): ClauseJudge =>
  (clause, submission, knowledge) => {
    const strings = (value: unknown): unknown =>
      typeof value === 'string' ? rewrite(value) : Array.isArray(value) ? value.map(strings) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strings(v)])) : value;
    return judgeAnswer(clause, { ...submission, ...(submission.fields && { fields: strings(submission.fields) as Record<string, unknown> }) }, knowledge);
  };

test.describe('the judge check on every task with an answer, without a browser', () => {
  test('the reference submission passes; every mutant fails naming its field, every alternate passes', () => {
    expect(withAnswers.length).toBeGreaterThan(80);
    for (const task of withAnswers) {
      for (const clause of answerClauses(task.success)) expect(judgeAnswer(clause, referenceOf(task), { vocabulary }), task.id).toMatchObject({ pass: true });
      const judged = judgedOn(task, judgeAnswer);
      expect(judged.filter(isWrong).map((v) => `${v.name}: ${v.outcome} (${v.why ?? ''})`), task.id).toEqual([]);
      expect(judged.filter((v) => v.expect === 'fail').length, `${task.id} has mutants`).toBeGreaterThan(0);
      const fields = submitTool(task.success).fields.map((field) => field.name);
      for (const mutant of judged.filter((v) => v.expect === 'fail'))
        expect(fields.some((field) => mutant.why!.includes(field)) || /not_found|answered|no answer/.test(mutant.why!), `${task.id} ${mutant.name}: ${mutant.why}`).toBe(true);
    }
  });

  test('a judge blind to negation passes the negated mutants', () => {
    const task = tasks.find((t) => t.id === 'wiki-older-city')!;
    const wrong = judgedOn(task, brokenRule((text) => text.replace(/^not /, ''))).filter(isWrong);
    expect(wrong.map((w) => w.name)).toEqual([expect.stringMatching(/^mutant: \w+ negated$/)]);
  });

  test('a judge that compares strings exactly (no normalisation) fails the alternates', () => {
    const exact: ClauseJudge = (asked, submission, knowledge) => {
      const clause = asked as AnswerSlot;
      const judged = judgeAnswer(asked, submission, knowledge);
      const given = clause.field && submission.fields?.[clause.field];
      const expected = clause.value === undefined ? undefined : [clause.value].flat();
      return typeof given === 'string' && expected && !expected.includes(given) ? { pass: false, reason: 'not written exactly' } : judged;
    };
    const wrong = judgedOn(tasks.find((t) => t.id === 'wiki-older-city')!, exact).filter(isWrong);
    expect(wrong.map((w) => w.name)).toEqual(expect.arrayContaining([expect.stringMatching(/in upper case$/), expect.stringMatching(/with its accents changed$/), expect.stringMatching(/with a leading article$/)]));
    expect(wrong.every((w) => w.expect === 'pass' && w.outcome === 'fail')).toBe(true);
  });

  test('a judge that reads only whether the value occurs somewhere passes padded, rival and not_found mutants', () => {
    const occurs: ClauseJudge = (asked, submission) => {
      const clause = asked as AnswerSlot & { not_found?: true };
      const given = JSON.stringify(submission.fields ?? {}).toLowerCase();
      const wanted = clause.value !== undefined ? [clause.value].flat().slice(0, 1) : clause.number !== undefined ? [String(clause.number)] : [];
      return { pass: clause.not_found ? true : wanted.every((w) => given.includes(String(w).toLowerCase())), reason: 'occurs' };
    };
    const names = judgedOn(tasks.find((t) => t.id === 'wiki-older-city')!, occurs).filter(isWrong).map((w) => w.name);
    expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/padded with/), expect.stringMatching(/offered among alternatives/), expect.stringMatching(/negated$/)]));
    const notFound = judgedOn(tasks.find((t) => t.id === 'wiki-missing-city-not-found')!, occurs).filter(isWrong).map((w) => w.name);
    expect(notFound).toEqual(expect.arrayContaining([expect.stringMatching(/^mutant: a value instead of not_found/), expect.stringMatching(/^mutant: not_found quoting a value/)]));
  });
});

test.describe('the state mutants, on the replay of the reference', () => {
  test.use({ target: 'playwright-mcp' });
  const edit = () => tasks.find((t) => t.id === 'app-edit-customer')!;
  const CHANGES = ['mutant: app customers CUS-1001 phone edited', 'mutant: app customers CUS-1202 notes edited too', 'mutant: the reference without its last state-changing call (call 13)'];

  test('each fails on the task’s contract, on the sites as the reference left them; a judge blind to them passes them', async ({ runTask, web }) => {
    const mutants = async (success: Contract, sideEffects?: TaskSideEffects) => {
      const task = { ...edit(), success, ...(sideEffects && { sideEffects }) };
      const check = referenceCheck(task, web.arena.sites);
      const outcome = await runTask(task, { observers: check.observers });
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
    expect(mutants.observer.epilogues()).toHaveLength(2);
    expect(() => mutants.findings([])).toThrow("the judge check judged 0 of 2 state mutants: mutant: app customers CUS-1001 phone edited did not run (the one before ended the replay)");
  });
});

test('a task whose contract lets a near miss pass fails the judge check, the run, and shows in the report', async ({}, testInfo) => {
  // The project's own task (its family's default instance) and transcript, with a count that tolerates being off by a thousand.
  const dir = path.join(taskFolder(testInfo.outputPath('tasks'), 'arena'), 'arena');
  fs.writeFileSync(
    path.join(dir, 'wiki-city-population.ts'),
    `import family from '${path.join(ROOT, 'benchmarks/tasks/arena/wiki-city-population.ts')}';\nconst task = family.instances()[0].task();\nexport default { ...task, success: { ...task.success, tolerance: 1000 } };\n`,
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
  expect(markdown).toMatch(/\| false passes \| [1-9]\d* of \d+ derived mutants \(\d+\.\d\d%\) \|/);
  expect(markdown).toMatch(/\| wiki-city-population \| playwright-mcp \| mutant: \w+ one step above \(608399\) \| fail \| pass \|/);
});
