import { expect, test } from '../benchmarks/fixtures.ts';
import { taskSpecSchema } from '../benchmarks/task-spec/schema.ts';
import { validateTaskSpec, ValidationError } from '../benchmarks/task-spec/validate.ts';

const valid = {
  id: 'some-task',
  title: 'Some task',
  startUrl: 'https://example.com/',
  goal: 'Read the heading.',
  success: { kind: 'dom_text', selector: 'h1', contains: 'Example Domain' },
};

function problemsOf(input: unknown): string[] {
  try {
    validateTaskSpec(input, 'benchmarks/tasks/broken.ts');
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toContain('benchmarks/tasks/broken.ts');
    return (error as ValidationError).problems;
  }
  throw new Error('the spec was accepted');
}

test('a valid task gets its defaults', () => {
  const task = taskSpecSchema.parse(valid);
  expect(task.maxSteps).toBe(30);
  expect(task.maxDurationMs).toBe(120_000);
});

test('a bad task lists every problem with its JSON path', () => {
  const { goal: _goal, ...withoutGoal } = valid;
  const problems = problemsOf({
    ...withoutGoal,
    color: 'blue',
    maxSteps: 0,
    success: { kind: 'and', children: [{ kind: 'url', pattern: 'x' }, { kind: 'not', children: [] }] },
  });
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\(root\): Unrecognized key: "color"/),
      expect.stringMatching(/^goal: /),
      expect.stringMatching(/^maxSteps: Too small/),
      expect.stringMatching(/^success\.children\[1\]: Unrecognized key: "children"/),
    ]),
  );
  expect(problems.some((p) => p.startsWith('success.children[1].child: '))).toBe(true);
});

test('caps are bounded: more than 120 steps or 600 s is refused', () => {
  expect(problemsOf({ ...valid, maxSteps: 121, maxDurationMs: 600_001 })).toEqual([
    expect.stringMatching(/^maxSteps: Too big/),
    expect.stringMatching(/^maxDurationMs: Too big/),
  ]);
});

test('unknown contract kinds, empty and, and uncompilable patterns are refused', () => {
  const problems = problemsOf({
    ...valid,
    success: { kind: 'or', children: [{ kind: 'llm_judge', prompt: 'x' }, { kind: 'and', children: [] }, { kind: 'url', pattern: '(' }] },
  });
  expect(problems).toEqual([
    expect.stringMatching(/^success\.children\[0\]\.kind: Invalid discriminator value/),
    expect.stringMatching(/^success\.children\[1\]\.children: Too small/),
    expect.stringMatching(/^success\.children\[2\]\.pattern: not a regular expression RE2 can run in linear time/),
  ]);
});

test('network, screenshot_class and no_dialog: bad statuses, distances, class ids and fields each get a message', () => {
  const problems = problemsOf({
    ...valid,
    success: {
      kind: 'and',
      children: [
        { kind: 'network', url_pattern: 'api', status_in: [99, 200, 600], since: 'contract_enter' },
        { kind: 'network', url_pattern: 'api', status_in: [], since: 'page_load' },
        { kind: 'screenshot_class', class_id: 'blank-page', distance_max: 65 },
        { kind: 'screenshot_class', class_id: '../etc', distance_max: 1.5 },
        { kind: 'no_dialog', type: 'alert' },
      ],
    },
  });
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^success\.children\[0\]\.status_in\[0\]: Too small/),
      expect.stringMatching(/^success\.children\[0\]\.status_in\[2\]: Too big/),
      expect.stringMatching(/^success\.children\[1\]\.status_in: Too small/),
      expect.stringMatching(/^success\.children\[1\]\.since: Invalid option/),
      expect.stringMatching(/^success\.children\[2\]\.distance_max: Too big/),
      expect.stringMatching(/^success\.children\[3\]\.class_id: letters, digits/),
      expect.stringMatching(/^success\.children\[3\]\.distance_max: Invalid input: expected int/),
      expect.stringMatching(/^success\.children\[4\]: Unrecognized key: "type"/),
    ]),
  );
  expect(problems).toHaveLength(8);
});

test('what the schema cannot see is checked once the shape is right: a screenshot class and a site that do not exist', () => {
  expect(
    problemsOf({
      ...valid,
      success: {
        kind: 'or',
        children: [
          { kind: 'screenshot_class', class_id: 'no-such-class', distance_max: 4 },
          { kind: 'not', child: { kind: 'site_state', site: 'no-such-site', collection: 'orders' } },
        ],
      },
    }),
  ).toEqual([
    'success.children[0].class_id: unknown screenshot class "no-such-class" (known: blank-page, browser-error-page; teach one with npm run teach-class)',
    'success.children[1].child.site: no arena site named "no-such-site" (known: app, book, docs, mail, shop, wiki)',
  ]);
});

test('answer: exactly one form, a field and its description, units only with numbers, a kind only with text, a vocabulary named <site>.<kind>', () => {
  const named = (field: string) => ({ field, description: `the ${field}` });
  const problems = problemsOf({
    ...valid,
    success: {
      kind: 'and',
      children: [
        { kind: 'answer', ...named('a'), value: 'x', number: 3 },
        { kind: 'answer', ...named('b'), value: 'x', unit: 'm' },
        { kind: 'answer', ...named('c'), number: 3, unit: 'furlong' },
        { kind: 'answer', value: 'x' },
        { kind: 'answer', ...named('e'), number: 3, of: 'wiki.cities' },
        { kind: 'answer', ...named('f'), value: 'x', of: 'cities' },
        { kind: 'answer', ...named('g'), per: { v1: { ...named('h'), value: 'x', date: '2020' } } },
        { kind: 'answer', ...named('i'), date: '25 November 2022' },
      ],
    },
  });
  expect(problems).toEqual([
    'success.children[0]: give exactly one of value, number, date, items, not_found, per (got value, number)',
    'success.children[1].unit: only with number or number items',
    expect.stringMatching(/^success\.children\[2\]\.unit: Invalid option: expected one of "count"\|"year"/),
    'success.children[3].field: an answer slot needs its field',
    'success.children[3].description: an answer slot needs its description',
    'success.children[4].of: only with value or text items',
    expect.stringMatching(/^success\.children\[5\]\.of: /),
    'success.children[6].per.v1: give exactly one of value, number, date, items (got value, date)',
    'success.children[7].date: YYYY, YYYY-MM or YYYY-MM-DD',
  ]);
});

test('reference solutions: known step kinds, an element by role and name or CSS, the answer last', () => {
  const problems = problemsOf({
    ...valid,
    reference: [{ do: 'click', on: { role: 'blink', name: 'x' } }, { do: 'teleport' }, { do: 'fill', on: { css: '#q' } }],
  });
  expect(problems).toEqual([
    'reference[0].on: Invalid input',
    expect.stringMatching(/^reference\[1\]\.do: Invalid discriminator value/),
    expect.stringMatching(/^reference\[2\]\.text: /),
  ]);
  expect(problemsOf({ ...valid, reference: [{ do: 'answer', explanation: 'too early' }, { do: 'read' }] })).toEqual(['reference[0]: the answer is the last step']);
});

test('a disturbance that does not exist is refused, naming its place', () => {
  expect(problemsOf({ ...valid, setup: { disturbances: ['cookie-banner', 'earthquake'] } })).toEqual(['setup.disturbances[1]: not a known disturbance']);
});

test("a mailbox that does not exist, a forbidden action without steps, and two sub-goals of one name are refused, naming their place", () => {
  expect(validateTaskSpec({ ...valid, setup: { mailbox: 'workday-team-supplies:day-1' } }, 'valid').setup).toEqual({ mailbox: 'workday-team-supplies:day-1' });
  expect(problemsOf({ ...valid, setup: { mailbox: 'workday-team-supplies:day-9' } })).toEqual(['setup.mailbox: not a known mailbox: <workday>:<instance>, as fixtures-site/arena/mail/workday/ names them']);
  expect(problemsOf({ ...valid, forbidden: [{ what: 'a guess', steps: [] }] })).toEqual([expect.stringMatching(/^forbidden\[0\]\.steps: /)]);
  const goal = { name: 'The heading', contract: valid.success };
  expect(problemsOf({ ...valid, success: { kind: 'sub_goals', goals: [goal, { ...goal, name: 'the heading' }] } })).toEqual(['success.goals: two sub-goals are named "the heading"']);
});

test('nesting is counted in contract levels: 32 levels of not and and are accepted, 33 refused (an and with its children array counts once)', () => {
  const nested = (depth: number) => {
    let contract: unknown = { kind: 'url', pattern: 'x' };
    for (let i = 1; i < depth; i++) contract = i % 2 ? { kind: 'not', child: contract } : { kind: 'and', children: [contract] };
    return contract;
  };
  expect(() => validateTaskSpec({ ...valid, success: nested(32) }, 'deep')).not.toThrow();
  expect(problemsOf({ ...valid, success: nested(33) })).toEqual([expect.stringMatching(/^success(\.child|\.children\[0\])+: contracts nested deeper than 32 levels$/)]);
});
