import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '../benchmarks/fixtures.ts';
import { TARGETS } from '../benchmarks/targets/index.ts';
import { variantTargets } from '../benchmarks/targets/variants.ts';
import { isResultAttachment, type EpisodeResult } from '../benchmarks/episode/result.ts';
import { MINI_SUITE, runPlaywright } from './run-playwright.ts';

// Variants (docs/benchmarks/servers.md): another build of a known server, as a target of its own.
const CLI = path.join(path.dirname(createRequire(import.meta.url).resolve('@playwright/mcp/package.json')), 'cli.js');
const VARIABLE = 'BENCH_VARIANTS';

test('a variant is its original with its own name, program and version, and replays its original\'s transcripts', () => {
  const [variant] = variantTargets(JSON.stringify({ 'pw-next': { of: 'playwright-mcp', command: [process.execPath, CLI] } }), TARGETS, VARIABLE);
  const original = TARGETS['playwright-mcp'];
  expect(variant).toMatchObject({ name: 'pw-next', transcriptsOf: 'playwright-mcp', reach: original.reach, serverLifetime: original.serverLifetime, forbiddenTools: original.forbiddenTools });
  expect(variant.version).toBeUndefined();
  expect(variant.unavailable?.()).toBeUndefined();
  const browser = { endpoint: 'ws://127.0.0.1:1/x', cdpUrl: 'http://127.0.0.1:2' };
  expect(variant.launch(browser, '/srv/out')).toEqual({ ...original.launch(browser, '/srv/out'), program: [process.execPath, CLI] });
  expect(variantTargets(undefined, TARGETS, VARIABLE)).toEqual([]);
});

test('a bad declaration is refused naming the variable and where in it; a build that is not there makes the variant unavailable, saying why', () => {
  const refused = (json: string) => () => variantTargets(json, TARGETS, VARIABLE);
  expect(refused('{"pw-next":')).toThrow(/^BENCH_VARIANTS: not JSON \(/);
  expect(refused('{"Pw Next": {"of": "playwright-mcp", "command": ["node"]}}')).toThrow(/^BENCH_VARIANTS: .*a name of lower-case letters/);
  expect(refused('{"pw-next": {"of": "playwright-mcp", "command": []}}')).toThrow(/^BENCH_VARIANTS: \$?\.?pw-next\.command/);
  expect(refused('{"pw-next": {"of": "playwright-mcp", "command": ["node"], "args": []}}')).toThrow(/^BENCH_VARIANTS: .*args/);
  expect(refused('{"pw-next": {"of": "firefox-mcp", "command": ["node"]}}')).toThrow('BENCH_VARIANTS: pw-next.of: firefox-mcp is not a known MCP target (known: playwright-mcp, chrome-devtools-mcp, openchrome)');
  expect(refused('{"openchrome": {"of": "playwright-mcp", "command": ["node"]}}')).toThrow('BENCH_VARIANTS: openchrome: the name of a known MCP target; a variant needs a name of its own');
  const [gone] = variantTargets(JSON.stringify({ 'pw-gone': { of: 'playwright-mcp', command: [process.execPath, '/nowhere/cli.js'] } }), TARGETS, VARIABLE);
  expect(gone.unavailable?.()).toBe('the variant pw-gone of playwright-mcp cannot start: /nowhere/cli.js does not exist (BENCH_VARIANTS)');
});

test('the mock suite on a variant: the recorded transcripts replay through the build, reported under its name and version, reported but not gated', async ({}, testInfo) => {
  const run = await runPlaywright(['--project=mock'], { ...MINI_SUITE, BENCH_TARGET: 'pw-next', [VARIABLE]: JSON.stringify({ 'pw-next': { of: 'playwright-mcp', command: [process.execPath, CLI] } }) }, testInfo.outputPath());
  expect(run.code, run.stdout + run.stderr).toBe(0);
  const episodes = run.results.map(({ result }) => JSON.parse(Buffer.from(result.attachments.find((a) => isResultAttachment(a) && a.body)!.body!, 'base64').toString('utf8')) as EpisodeResult);
  expect(episodes.map((e) => [e.task, e.status, e.target.name])).toEqual([
    ['example-h1', 'passed', 'pw-next'],
    ['local-recovery-stall', 'passed', 'pw-next'],
  ]);
  // Its version is its initialize answer: @playwright/mcp names Playwright's there.
  expect(episodes[0].target.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(run.stdout).toMatch(/gate pw-next\/mini: .*no baseline/);
});
