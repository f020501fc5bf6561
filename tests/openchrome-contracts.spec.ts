import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { evaluate } from '../benchmarks/contracts/evaluate.ts';
import { MatchBudget } from '../benchmarks/contracts/regex.ts';
import { ScreenshotClasses } from '../benchmarks/contracts/screenshot/classes.ts';
import { blamedClause, clauseLabel } from '../benchmarks/contracts/verdict.ts';
import { watchEpisode } from '../benchmarks/episode/watch.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { validateContract } from '../benchmarks/task-spec/validate.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOCS = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'openchrome-doc-contracts.json'), 'utf8')) as {
  examples: Array<{ name: string; contract: unknown }>;
};

// On an order-confirmation fixture page: what each documented contract must conclude, and the clause to blame.
const EXPECTED: Record<string, [outcome: 'pass' | 'fail', blamed?: string]> = {
  'why: the order was placed': ['pass'],
  url: ['fail', 'success (url)'],
  'dom_text with selector': ['pass'],
  'dom_text on body': ['fail', 'success (dom_text)'],
  'dom_count eq': ['fail', 'success (dom_count)'],
  'dom_count gte': ['pass'],
  network: ['fail', 'success (network)'],
  screenshot_class: ['pass'],
  no_dialog: ['pass'],
  'and / or / not': ['fail', 'success.children[2] (not)'],
  'worked example amazon.checkout: pre': ['fail', 'success.children[0] (url)'],
  'worked example amazon.checkout: post': ['fail', 'success.children[0] (url)'],
};

test("OpenChrome's documented contracts validate and evaluate unchanged, their classes taught with npm run teach-class", async ({ browser }, testInfo) => {
  const context = await browser.newContext();
  const watch = watchEpisode([context], () => Math.round(performance.now()));
  const page: Page = await context.newPage();
  await page.goto('http://fixtures.test/orders/AB12CD34/confirmation/');

  // The documented classes, taught from a screenshot of this page with the teach command itself.
  const dir = testInfo.outputPath('classes');
  const shot = testInfo.outputPath('confirmation.png');
  await page.screenshot({ path: shot });
  for (const classId of ['checkout.success', 'amazon.checkout.success'])
    execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/teach-screenshot-class.ts', classId, shot, '--dir', dir], { cwd: ROOT });
  const screenshotClasses = new ScreenshotClasses(dir);

  expect(DOCS.examples.map((e) => e.name)).toEqual(Object.keys(EXPECTED));
  for (const { name, contract } of DOCS.examples) {
    const verdict = await evaluate(validateContract(contract, name, { screenshotClasses }), { page, ...watch, screenshotClasses, siteRecords: () => undefined, vocabulary: () => undefined, matching: new MatchBudget() });
    const [outcome, blamed] = EXPECTED[name];
    expect(verdict.outcome, name).toBe(outcome);
    if (blamed) expect(clauseLabel(blamedClause(verdict)!), name).toBe(blamed);
  }
  await context.close();
});

test('teach-class refuses a bad class id and a file that is not a PNG, with one line', async ({}, testInfo) => {
  const run = (args: string[]) => {
    try {
      execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/teach-screenshot-class.ts', ...args, '--dir', testInfo.outputPath('classes')], { cwd: ROOT, stdio: 'pipe' });
      return '';
    } catch (error) {
      return (error as { stderr: Buffer }).stderr.toString();
    }
  };
  expect(run(['../escape', 'tests/openchrome-doc-contracts.json'])).toMatch(/^teach-class: class id "\.\.\/escape": use letters/);
  expect(run(['ok-class', 'tests/openchrome-doc-contracts.json'])).toMatch(/^teach-class: tests\/openchrome-doc-contracts\.json: not a readable PNG/);
  expect(fs.existsSync(testInfo.outputPath('classes', 'ok-class'))).toBe(false);
});
