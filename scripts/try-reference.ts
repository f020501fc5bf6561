// Checks tasks before any MCP server is involved: runs each task's reference solution with plain
// Playwright (elements found by role and name, as the targets' solvers find them) and judges the
// success contract twice — right after the start page loads with no answer (a do-nothing agent:
// it must not pass) and after the reference solution (it must pass, with no side effects).
//   npm run try-reference -- [<task id or file name part>…]
import path from 'node:path';
import { chromium, type Dialog, type Frame, type Locator as PlaywrightLocator, type Page } from '@playwright/test';
import { harnessLaunchOptions } from '../benchmarks/browser/chromium.ts';
import { evaluate } from '../benchmarks/contracts/evaluate.ts';
import { judgeSideEffects } from '../benchmarks/contracts/side-effects.ts';
import { MatchBudget } from '../benchmarks/contracts/regex.ts';
import { ScreenshotClasses } from '../benchmarks/contracts/screenshot/classes.ts';
import { blamedClause, clauseLabel } from '../benchmarks/contracts/verdict.ts';
import { Inputs } from '../benchmarks/envelope/inputs.ts';
import { DEFAULT_VIEWPORT, type TaskSpec } from '../benchmarks/task-spec/schema.ts';
import { readSubmission, submitTool } from '../benchmarks/contracts/answer/submission.ts';
import type { Submission } from '../benchmarks/contracts/answer/submitted.ts';
import { watchEpisode } from '../benchmarks/episode/watch.ts';
import { describeLocator, describeStep, stepSubmission, type Locator, type ReferenceStep } from '../benchmarks/reference/steps.ts';
import { optionDefaults } from '../benchmarks/options.ts';
import { loadTasks, type SuiteTask } from '../benchmarks/task-spec/load.ts';
import { hostResolverRules } from '../benchmarks/web/host-rules.ts';
import { startWebServers, UPLOADS_DIR } from '../benchmarks/web/site-server.ts';

const wanted = process.argv.slice(2);
const { tasks, problems } = await loadTasks(optionDefaults().tasksDir);
for (const problem of problems) console.error(`✗ ${problem.file}: ${problem.message}`);
const chosen = tasks.filter((t) => t.reference && (wanted.length === 0 || wanted.some((w) => t.id.includes(w))));
if (chosen.length === 0) {
  console.error(wanted.length ? `no task with a reference solution matches ${wanted.join(', ')}` : 'no task has a reference solution');
  process.exit(2);
}

/** The one element a locator names, in any frame of the page, waiting a little for it to appear (a page may still be loading). */
async function find(page: Page, locator: Locator): Promise<PlaywrightLocator> {
  const inFrame = (frame: Frame) => ('css' in locator ? frame.locator(locator.css) : frame.getByRole(locator.role, { name: locator.name, exact: true }));
  const deadline = Date.now() + 5_000;
  for (;;) {
    for (const frame of page.frames()) {
      const all = inFrame(frame);
      const count = await all.count();
      if (count === 0) continue;
      const nth = 'css' in locator ? undefined : locator.nth;
      if (nth === undefined && count > 1) throw new Error(`${describeLocator(locator)} matches ${count} elements; give nth`);
      if (nth !== undefined && nth >= count) throw new Error(`${describeLocator(locator)}: only ${count} match`);
      return all.nth(nth ?? 0);
    }
    if (Date.now() > deadline) throw new Error(`no element ${describeLocator(locator)}`);
    await page.waitForTimeout(100);
  }
}

async function perform(page: Page, step: ReferenceStep, inputs: Inputs, dialogs: Dialog[], task: TaskSpec): Promise<Submission | undefined> {
  const text = (value: string) => String(inputs.reveal({ value: inputs.renderGoal(value) }).value);
  switch (step.do) {
    case 'go':
      await page.goto(step.url);
      return;
    case 'back':
      await page.goBack();
      return;
    case 'new_tab':
      await (await page.context().newPage()).goto(step.url);
      return;
    case 'click':
      await (await find(page, step.on)).click();
      return;
    case 'fill':
      await (await find(page, step.on)).fill(text(step.text));
      return;
    case 'select':
      await (await find(page, step.on)).selectOption({ label: step.option });
      return;
    case 'check':
      await (await find(page, step.on)).setChecked(step.checked);
      return;
    case 'press':
      if (step.on) await (await find(page, step.on)).press(step.key);
      else await page.keyboard.press(step.key);
      return;
    case 'hover':
      await (await find(page, step.on)).hover();
      return;
    case 'drag':
      await (await find(page, step.on)).dragTo(await find(page, step.to));
      return;
    case 'read':
      return;
    case 'screenshot':
      await (step.on ? (await find(page, step.on)).screenshot() : page.screenshot());
      return;
    case 'wait_for':
      await page.getByText(step.text).first().waitFor({ timeout: 10_000 });
      return;
    case 'scroll':
      if (step.on) await (await find(page, step.on)).scrollIntoViewIfNeeded();
      else await page.mouse.wheel(0, page.viewportSize()?.height ?? 720);
      return;
    case 'upload':
      await (await find(page, step.on)).setInputFiles(path.join(UPLOADS_DIR, step.file));
      return;
    case 'dialog': {
      const deadline = Date.now() + 5_000;
      while (dialogs.length === 0 && Date.now() < deadline) await page.waitForTimeout(50);
      const dialog = dialogs.shift();
      if (!dialog) throw new Error('no dialog is open');
      await (step.accept ? dialog.accept(step.text) : dialog.dismiss());
      return;
    }
    case 'answer': {
      const read = readSubmission(submitTool(task.success), inputs.renderRecordable(stepSubmission(step)));
      if ('refused' in read) throw new Error(read.refused);
      return read.submission;
    }
  }
}

const web = await startWebServers();
const browser = await chromium.launch(harnessLaunchOptions(hostResolverRules(web)));
let failures = 0;
try {
  for (const task of chosen) {
    web.arena.reset(task.setup);
    const context = await browser.newContext({ viewport: task.setup?.viewport ?? DEFAULT_VIEWPORT });
    const page = await context.newPage();
    const dialogs: Dialog[] = [];
    page.on('dialog', (dialog) => dialogs.push(dialog));
    const watch = watchEpisode([context], () => Math.round(performance.now()));
    const judge = (submission?: Submission) =>
      evaluate(task.success, {
        page,
        ...watch,
        screenshotClasses: new ScreenshotClasses(),
        siteRecords: (site) => web.arena.sites.records(site),
        vocabulary: (name) => web.arena.sites.vocabulary(name),
        matching: new MatchBudget(),
        ...(submission !== undefined && { submission }),
      });
    const line = (verdict: Awaited<ReturnType<typeof judge>>) => {
      const blamed = blamedClause(verdict);
      return blamed ? `${verdict.outcome} — ${clauseLabel(blamed)}: expected ${blamed.expected}; observed ${blamed.observed}` : verdict.outcome;
    };
    const started = performance.now();
    let problem: string | undefined;
    try {
      await page.goto(task.startUrl);
      const before = web.arena.sites.snapshot();
      const idle = await judge();
      if (idle.outcome === 'pass') problem = 'a do-nothing agent passes: the contract must need the task done';
      const inputs = Inputs.resolve(task.signature);
      let submission: Submission | undefined;
      for (const [index, step] of task.reference!.entries()) {
        try {
          submission = (await perform(page, step, inputs, dialogs, task)) ?? submission;
        } catch (error) {
          throw new Error(`reference[${index}] ${describeStep(step)}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
      await page.waitForLoadState('load');
      const done = await judge(submission);
      const sideEffects = judgeSideEffects({
        before,
        after: web.arena.sites.snapshot(),
        success: task.success,
        rules: (site) => web.arena.sites.changeRules(site),
        ...(task.sideEffects && { allowed: task.sideEffects.allow }),
      });
      if (done.outcome !== 'pass') problem = `the reference solution does not pass: ${line(done)}`;
      else if (sideEffects.outcome !== 'pass') problem = `the reference solution has side effects: ${sideEffects.observed}`;
    } catch (error) {
      problem = (error as Error).message;
    }
    watch.stop();
    await context.close();
    const steps = task.reference!.length;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (problem) failures++;
    console.log(`${problem ? '✗' : '✓'} ${(task as SuiteTask).suite}/${task.id} (${steps} steps, ${seconds} s)${problem ? `: ${problem}` : ''}`);
  }
} finally {
  await browser.close();
  await web.close();
}
console.log(`\n${chosen.length - failures} of ${chosen.length} tasks: reference passes, do-nothing fails`);
process.exit(failures > 0 || problems.length > 0 ? 1 : 0);
