import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { OPTION_DOCS, withOptionTables } from '../benchmarks/environment/docs.ts';
import { isHarnessVariable, OPTIONS, optionEnv, parseOption, readOption, type OptionName } from '../benchmarks/environment/registry.ts';
import { TARGETS } from '../benchmarks/targets/index.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Where the harness's code is: nothing in it may name a harness variable but the registry. */
const HARNESS = ['benchmarks', 'scripts', 'fixtures-site', 'playwright.config.ts'];
const REGISTRY = 'benchmarks/environment/registry.ts';
const CODE = /\.[cm]?[jt]s$/;
const PROSE = /\.(md|sh)$/;

interface Mention {
  /** `file:line`. */
  where: string;
  variable: string;
  /** In a comment of code, or in prose (docs, shell scripts): naming a variable, not reading it. */
  named: boolean;
}

/**
 * Every harness variable a file's text names. In code, a line that starts as a comment only names
 * one; anything else (a string, a property, a trailing comment) counts as a read.
 */
function mentions(text: string, file: string): Mention[] {
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(/BENCH_[A-Z0-9_]*/g)].map((match) => ({
      where: `${file}:${index + 1}`,
      variable: match[0],
      named: !CODE.test(file) || /^\s*(\/\/|\/\*|\*)/.test(line),
    })),
  );
}

/** The mentions in every file of `paths` (files or folders) under `root`, the registry left out. */
function scan(root: string, paths: readonly string[]): Mention[] {
  return paths.flatMap((entry) => {
    const full = path.join(root, entry);
    const files = fs.statSync(full).isDirectory() ? fs.readdirSync(full, { recursive: true, encoding: 'utf8' }).sort().map((file) => path.join(entry, file)) : [entry];
    return files
      .filter((file) => file !== REGISTRY && (CODE.test(file) || PROSE.test(file)) && fs.statSync(path.join(root, file)).isFile())
      .flatMap((file) => mentions(fs.readFileSync(path.join(root, file), 'utf8'), file));
  });
}

const VARIABLES = new Set(Object.values(OPTIONS).map((option) => option.variable));

test('no code of the harness reads or names a harness variable but the registry; comments, docs and shell scripts name only registered ones', () => {
  const found = scan(ROOT, HARNESS);
  expect(found.length).toBeGreaterThan(0);
  expect(found.filter((mention) => !mention.named)).toEqual([]);
  expect(found.filter((mention) => !VARIABLES.has(mention.variable))).toEqual([]);
});

test('the scanner finds a planted read, in a string and in a file, and tells a comment from code', ({}, testInfo) => {
  const planted = ["// BENCH_TARGET, in a comment", "const raw = process.env.BENCH_PLANTED;", "const env = { BENCH_SEED: '1' }; // BENCH_SEED", " * BENCH_WEB in a doc comment"].join('\n');
  expect(mentions(planted, 'x.ts')).toEqual([
    { where: 'x.ts:1', variable: 'BENCH_TARGET', named: true },
    { where: 'x.ts:2', variable: 'BENCH_PLANTED', named: false },
    { where: 'x.ts:3', variable: 'BENCH_SEED', named: false },
    { where: 'x.ts:3', variable: 'BENCH_SEED', named: false },
    { where: 'x.ts:4', variable: 'BENCH_WEB', named: true },
  ]);
  const root = testInfo.outputPath('checkout');
  fs.mkdirSync(path.join(root, 'benchmarks/deep'), { recursive: true });
  fs.writeFileSync(path.join(root, 'benchmarks/deep/reader.ts'), "export const prefix = process.env['BENCH_' + 'X'];\n");
  fs.writeFileSync(path.join(root, 'benchmarks/notes.md'), 'Set BENCH_NOWHERE.\n');
  fs.writeFileSync(path.join(root, 'run.sh'), 'echo "$BENCH_TARGET"\n');
  expect(scan(root, ['benchmarks', 'run.sh'])).toEqual([
    { where: 'benchmarks/deep/reader.ts:1', variable: 'BENCH_', named: false },
    { where: 'benchmarks/notes.md:1', variable: 'BENCH_NOWHERE', named: true },
    { where: 'run.sh:1', variable: 'BENCH_TARGET', named: true },
  ]);
});

test('an unset or empty variable gives the default; lists, numbers and words are parsed as the harness always read them', () => {
  expect(readOption('seed', {})).toBe(20261122);
  expect(readOption('seed', { BENCH_SEED: '' })).toBe(20261122);
  expect(readOption('seed', { BENCH_SEED: ' 11 ' })).toBe(11);
  expect(readOption('maxSteps', {})).toBeUndefined();
  expect(readOption('maxSteps', { BENCH_MAX_STEPS: '3' })).toBe(3);
  expect(readOption('target', { BENCH_TARGET: ' playwright-mcp, ,openchrome ' })).toEqual(['playwright-mcp', 'openchrome']);
  expect(readOption('target', { BENCH_TARGET: ',' })).toEqual([]);
  expect(readOption('instances', { BENCH_INSTANCES: ' all ' })).toBe('all');
  expect(readOption('instances', {})).toBe(1);
  expect(readOption('web', { BENCH_WEB: 'live' })).toBe('live');
  expect(readOption('record', { BENCH_RECORD: '1' })).toBe(true);
  expect(readOption('record', { BENCH_RECORD: 'yes' })).toBe(false);
  expect(readOption('maxUsd', { BENCH_MAX_USD: '0.7' })).toBe(0.7);
  expect(readOption('agentPort', { BENCH_AGENT_PORT: '0' })).toBe(0);
  expect(readOption('agentHost', {})).toBe('127.0.0.1');
  expect(readOption('openaiPrice', { BENCH_OPENAI_PRICE: '2, 8, 0.5' })).toEqual({ input: 2, output: 8, cachedInput: 0.5 });
  expect(readOption('anthropicKey', { ANTHROPIC_API_KEY: 'sk-x' })).toBe('sk-x');
});

test('a bad value is refused with one line: the variable, the value (cut short) and what it must be', () => {
  const refused: Array<[OptionName, string, string]> = [
    ['seed', '1e3', 'BENCH_SEED=1e3: a whole number from 0 to 999999999'],
    ['seed', '1234567890', 'BENCH_SEED=1234567890: a whole number from 0 to 999999999'],
    ['instances', '0', 'BENCH_INSTANCES=0: a positive whole number, or all'],
    ['maxSteps', '2.5', 'BENCH_MAX_STEPS=2.5: a positive whole number'],
    ['web', 'Live', 'BENCH_WEB=Live: replay or live'],
    ['maxUsd', '-1', 'BENCH_MAX_USD=-1: a positive number of US dollars'],
    ['agentPort', '70000', 'BENCH_AGENT_PORT=70000: a port number (0 picks a free one)'],
    ['contextTokens', '7999', "BENCH_CONTEXT_TOKENS=7999: a whole number of tokens, at least 8000 (the input one request may hold; below the model's context window less its output cap)"],
    ['openaiPrice', '1,2', 'BENCH_OPENAI_PRICE=1,2: three prices in USD per million tokens, input,output,cached input (e.g. 2,8,0.5; 0,0,0 for a local server)'],
  ];
  for (const [name, raw, message] of refused) {
    expect(() => readOption(name, { [OPTIONS[name].variable]: raw }), raw).toThrow(new Error(message));
    expect(() => parseOption(name, raw), raw).toThrow(new Error(message));
  }
  expect(() => readOption('claudeMaxTokens', { BENCH_CLAUDE_MAX_TOKENS: `${'9'.repeat(100)}x` })).toThrow(new Error(`BENCH_CLAUDE_MAX_TOKENS=${'9'.repeat(60)}…: a positive whole number (it can only lower the cap of output tokens per turn)`));
});

test('every default is a value of its option, and reads back from its text (a run hands the options to its listing that way)', () => {
  for (const [name, option] of Object.entries(OPTIONS) as Array<[OptionName, (typeof OPTIONS)[OptionName]]>)
    if (option.default !== undefined) expect(readOption(name, { [option.variable]: String(option.default) }), name).toEqual(option.default);
});

test('each variable is registered once; the targets named in the docs are the known ones; the harness variables are the ones passed on to MCP servers', () => {
  expect(VARIABLES.size).toBe(Object.keys(OPTIONS).length);
  expect([...OPTIONS.target.doc.matchAll(/`([a-z-]+)`/g)].map((match) => match[1])).toEqual(Object.keys(TARGETS));
  for (const variable of VARIABLES) expect(isHarnessVariable(variable), variable).toBe(variable.startsWith('BENCH_'));
  expect(isHarnessVariable('BENCH_RUN_MARKER')).toBe(true);
  expect(isHarnessVariable('OPENAI_API_KEY')).toBe(false);
});

test('optionEnv names the variables of the options it is given, and leaves out those given no text', () => {
  expect(optionEnv({ record: '1', target: 'a,b', agentName: undefined, agentPassEnv: '' })).toEqual({ BENCH_RECORD: '1', BENCH_TARGET: 'a,b' });
});

test('the tables of options in the docs are what the registry generates (npm run options -- --write)', () => {
  for (const file of OPTION_DOCS) {
    const committed = fs.readFileSync(file, 'utf8');
    expect(committed, path.relative(ROOT, file)).toBe(withOptionTables(committed, file));
  }
});
