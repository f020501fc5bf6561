import fs from 'node:fs';
import { evaluate } from '../benchmarks/contracts/evaluate.ts';
import type { EvalContext } from '../benchmarks/contracts/judge-context.ts';
import { MAX_MATCHED_LENGTH, MAX_PATTERN_LENGTH, MAX_PROGRAM_SIZE, MatchBudget } from '../benchmarks/contracts/regex.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { CONTRACTS_DOC_FILE, contractsDoc, TASK_JSON_SCHEMA_FILE, taskJsonSchema } from '../benchmarks/task-spec/json-schema.ts';
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

// Catastrophic on a backtracking engine (exponential and polynomial); linear on RE2.
const EVIL_PATTERNS = ['(a+)+$', '(a|a)*b', '(x+x+)+y', '^(a|aa)+$', '(\\w+\\s?)*$', '([a-zA-Z]+)*$', 'a+$'];
// Nested counted repeats: linear on RE2 too, but their compiled size makes each character cost:
// the largest that is accepted (252 instructions), and one that is refused (1,802).
const LARGEST_ACCEPTED = '(?:[a-z]{1,5}){1,25}[0-9]';
const TOO_LARGE = '(?:[a-z]{1,30}){1,30}[0-9]';
// What RE2 cannot run in linear time: refused with its place.
const UNSUPPORTED_PATTERNS = ['(?=a)b', '(?!x)y', '(?<=a)b', '(a)\\1', '(?<n>a)\\k<n>'];
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
    () => ({ ...VALID, [pick(['id', 'title', 'startUrl', 'goal', 'success'])]: pick(NOT_A_STRING) }),
    // An empty list of tags and an empty setup are valid: only scalars are wrong for them.
    () => ({ ...VALID, [pick(['tags', 'setup', 'reference'])]: pick([42, true, 'x']) }),
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
    () => ({ ...VALID, success: { kind: 'url', pattern: pick(UNSUPPORTED_PATTERNS) } }),
    () => ({ ...VALID, success: { kind: 'answer', [pick(['contains', 'equals', 'one_of', 'number', 'not_found'])]: pick([null, '', [], false, {}]) } }),
    () => ({ ...VALID, success: { kind: 'answer', number: 3, unit: pick(['furlong', '', 7]), tolerance: pick([-1, '1', null]) } }),
    () => ({ ...VALID, success: { kind: 'answer', field: pick(['City', '', 'a b', 7, 'x'.repeat(49), 'a__b']), description: pick(['', 'two\nlines', 3]), value: 'x' } }),
    () => ({ ...VALID, reference: [{ do: 'answer', fields: pick([{ x: 1 }, 'x', null]), not_found: pick([false, 'yes']), explanation: pick(['', 7]) }] }),
    () => ({ ...VALID, success: { kind: 'site_state', site: pick(['', 'Shop!', 7, null]), collection: pick(['', 'Orders', 1]) } }),
    () => ({ ...VALID, success: { kind: 'site_state', site: 'shop', collection: 'orders', count: { op: pick(['gt', 'eq']), value: pick([-1, 1.5, 'x']) } } }),
    () => ({ ...VALID, reference: pick([[], [{ do: 'fly' }], [{ do: 'click' }], [{ do: 'click', on: { role: 'button' } }], [{ do: 'go', url: 'ftp://x' }], 'steps']) }),
    () => ({ ...VALID, setup: { disturbances: pick([[], ['quake'], 'cookie-banner', [7]]) } }),
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

test('every one of 300 malformed task specs is refused with messages naming where; none throws otherwise or hangs', () => {
  test.setTimeout(60_000);
  const specs = malformedSpecs(300);
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

test('regexes are bounded: linear patterns are fast on the longest text matched, large compiled patterns, lookaround and backreferences are refused', () => {
  // The longest text a pattern is matched against, of letters: the worst case for these patterns.
  const longest = 'abcdefgh'.repeat(MAX_MATCHED_LENGTH / 8);
  for (const pattern of [...EVIL_PATTERNS, LARGEST_ACCEPTED, '^https://tc39\\.es/ecma262/', 'form-result\\.html\\?name=']) {
    validateTaskSpec({ ...VALID, success: { kind: 'url', pattern } }, 'linear');
    const started = performance.now();
    new MatchBudget().finds(pattern, longest);
    // About 0.2 s at worst on this machine; a backtracking engine would not finish.
    expect(performance.now() - started, pattern).toBeLessThan(2_000);
  }
  expect(() => validateTaskSpec({ ...VALID, success: { kind: 'url', pattern: TOO_LARGE } }, 'large')).toThrow(
    `success.pattern: compiles to 1802 RE2 instructions, over the ${MAX_PROGRAM_SIZE} a pattern may have`,
  );
  for (const pattern of UNSUPPORTED_PATTERNS)
    expect(() => validateTaskSpec({ ...VALID, success: { kind: 'url', pattern } }, 'unsupported')).toThrow(/success\.pattern: not a regular expression RE2 can run in linear time/);
});

test('a judgement cannot spend unbounded time matching: a text over the length limit, or past the time budget, leaves the clause inconclusive', async () => {
  const contract = { kind: 'url', pattern: 'example' } as const;
  const judge = (url: string, matching: MatchBudget) => evaluate(contract, { page: { url: () => url }, matching } as unknown as EvalContext);
  expect(await judge('https://example.com/', new MatchBudget())).toMatchObject({ outcome: 'pass' });
  const long = `https://example.com/?q=${'a'.repeat(MAX_MATCHED_LENGTH)}`;
  expect(await judge(long, new MatchBudget())).toMatchObject({
    outcome: 'inconclusive',
    observed: `a text of ${long.length} characters is longer than the ${MAX_MATCHED_LENGTH} a pattern is matched against`,
  });
  const spent = new MatchBudget(0);
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(await judge('https://example.com/', spent)).toMatchObject({ outcome: 'inconclusive', observed: "matching /example/ ran out of the judgement's 0 ms for regular expressions" });
});

test('the published JSON Schema and the docs table of kinds are what the schemas and the registry generate (npm run schema)', () => {
  expect(fs.readFileSync(TASK_JSON_SCHEMA_FILE, 'utf8')).toBe(taskJsonSchema());
  expect(fs.readFileSync(CONTRACTS_DOC_FILE, 'utf8')).toBe(contractsDoc());
});
