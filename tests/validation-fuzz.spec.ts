import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { MAX_PATTERN_LENGTH } from '../benchmarks/contracts/regex.ts';
import { TASK_JSON_SCHEMA_FILE, taskJsonSchema } from '../benchmarks/task-spec/json-schema.ts';
import { MAX_NESTING, validateTaskSpec, ValidationError } from '../benchmarks/task-spec/validate.ts';

const VALID = {
  id: 'fuzz-task',
  title: 'Fuzz task',
  startUrl: 'https://example.com/',
  goal: 'Read the heading.',
  success: { kind: 'and', children: [{ kind: 'url', pattern: 'example' }, { kind: 'dom_text', selector: 'h1', contains: 'Example' }] },
};

// Deterministic: the same malformed inputs every run (mulberry32).
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Exponential, and polynomial (a+$ is quadratic: 10^12 steps on a 1 MB input).
const EVIL_PATTERNS = ['(a+)+$', '(a|a)*b', '(x+x+)+y', '^(a|aa)+$', '(\\w+\\s?)*$', '([a-zA-Z]+)*$', 'a+$', '(a|b)+c'];
const NOT_A_STRING = [42, true, null, [], {}];
const NOT_A_NUMBER = ['30', true, null, [], {}, 0, -1, 1.5, 1e9];

function nestedNot(depth: number): unknown {
  let contract: unknown = { kind: 'url', pattern: 'x' };
  for (let i = 0; i < depth; i++) contract = { kind: 'not', child: contract };
  return contract;
}

function malformedSpecs(count: number): unknown[] {
  const next = random(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const mutations: Array<() => unknown> = [
    () => {
      const spec: Record<string, unknown> = structuredClone(VALID);
      delete spec[pick(['id', 'title', 'startUrl', 'goal', 'success'])];
      return spec;
    },
    () => ({ ...VALID, [pick(['id', 'title', 'startUrl', 'goal', 'success', 'tags', 'setup'])]: pick(NOT_A_STRING) }),
    () => ({ ...VALID, [pick(['maxSteps', 'maxDurationMs'])]: pick(NOT_A_NUMBER) }),
    () => ({ ...VALID, [`unknown_${Math.floor(next() * 1000)}`]: pick([1, 'x', null]) }),
    () => ({ ...VALID, success: { ...VALID.success, extra: true } }),
    () => ({ ...VALID, success: nestedNot(MAX_NESTING + 1 + Math.floor(next() * 5000)) }),
    () => ({ ...VALID, success: { kind: 'url', pattern: 'a'.repeat(MAX_PATTERN_LENGTH + 1 + Math.floor(next() * 1_000_000)) } }),
    () => ({ ...VALID, id: 'x'.repeat(1_000_000) + ' ' }),
    () => ({ ...VALID, success: { kind: pick(['llm_judge', 'URL', '', 'screenshot', 7]) } }),
    () => ({ ...VALID, success: { kind: pick(['and', 'or']), children: [] } }),
    () => ({ ...VALID, success: { kind: 'not', children: [{ kind: 'url', pattern: 'x' }] } }),
    () => ({ ...VALID, success: { kind: 'dom_count', selector: 'li', op: pick(['eq', 'gt', 'ne']), value: pick([-1, 1.5, '3', null]) } }),
    () => ({ ...VALID, success: { kind: 'url', pattern: pick(EVIL_PATTERNS) } }),
    () => ({ ...VALID, success: { kind: 'url', pattern: pick(['(', '[a-', '*x', '(?<n>a)(?<n>b)']) } }),
    () => ({ ...VALID, startUrl: pick(['example.com', 'ftp://example.com/', 'javascript:alert(1)', '']) }),
    () => ({ ...VALID, success: { kind: 'network', url_pattern: 'api', status_in: pick([[], [0], [600], [200.5], ['200'], 200]), since: 'contract_enter' } }),
    () => ({ ...VALID, success: { kind: 'network', url_pattern: 'api', status_in: [200], since: pick(['now', '', null, 'last_call']) } }),
    () => ({ ...VALID, success: { kind: 'screenshot_class', class_id: 'blank-page', distance_max: pick([-1, 65, 4.5, '4', null]) } }),
    () => ({ ...VALID, success: { kind: 'screenshot_class', class_id: pick(['', '..', '../x', 'a/b', 'unknown-class', 'x'.repeat(200)]), distance_max: 4 } }),
    () => ({ ...VALID, success: { kind: 'no_dialog', [pick(['type', 'message', 'child'])]: 'x' } }),
    () => pick([null, 42, 'task', [], true]),
  ];
  return Array.from({ length: count }, () => pick(mutations)());
}

test('every one of 240 malformed task specs is refused with messages naming where; none throws otherwise or hangs', () => {
  test.setTimeout(60_000);
  const specs = malformedSpecs(240);
  for (const [index, spec] of specs.entries()) {
    let refused: unknown;
    try {
      validateTaskSpec(spec, `fuzz[${index}]`);
    } catch (error) {
      refused = error;
    }
    if (!(refused instanceof ValidationError)) throw new Error(`fuzz[${index}] was not refused as invalid: ${String(refused)}`);
    const { problems, message } = refused as ValidationError;
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toMatch(/^(\(root\)|[\w.[\]]+): \S/);
    // Bounded: a 1 MB input never comes back as a 1 MB message.
    expect(message.length).toBeLessThan(20_000);
  }
});

test('catastrophic regexes are refused; accepted ones stay fast on a 1 MB input', () => {
  for (const pattern of EVIL_PATTERNS) {
    expect(() => validateTaskSpec({ ...VALID, success: { kind: 'url', pattern } }, 'evil')).toThrow(/success\.pattern: can backtrack catastrophically/);
  }
  const megabyte = 'a'.repeat(1_000_000) + '!';
  for (const pattern of ['^https://tc39\\.es/ecma262/', 'str\\.html#method\\.trim$', 'form-result\\.html\\?name=', '^https://[a-z.]+/wiki/']) {
    validateTaskSpec({ ...VALID, success: { kind: 'url', pattern } }, 'safe');
    const started = performance.now();
    new RegExp(pattern).test(megabyte);
    expect(performance.now() - started, pattern).toBeLessThan(1_000);
  }
});

test('the published JSON Schema is the one the zod schemas generate (npm run schema)', () => {
  expect(fs.readFileSync(TASK_JSON_SCHEMA_FILE, 'utf8')).toBe(taskJsonSchema());
});
