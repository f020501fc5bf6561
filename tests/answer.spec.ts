import fs from 'node:fs';
import path from 'node:path';
import type { AnswerClause } from '../benchmarks/contracts/answer/clause.ts';
import { judgeAnswer } from '../benchmarks/contracts/answer/judge-answer.ts';
import { readSubmission, submitTool } from '../benchmarks/contracts/answer/submission.ts';
import type { Submission } from '../benchmarks/contracts/answer/submitted.ts';
import type { Contract } from '../benchmarks/contracts/contract.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';
import { validateTaskSpec } from '../benchmarks/task-spec/validate.ts';

// Each rule of docs/contracts.md#answers on typed submissions, both ways: what a careful grader
// accepts passes, what it marks wrong fails. The vocabularies are inline lists, as a task may give.
const CITIES = ['Rosehold', 'Marbrook', 'Venilheim', 'Kelarhold', 'New Rosehold'];
const COMPANIES = ['Summit Logistics S.L.', 'Silver Clocktower Hotel & Spa', 'The Lemon Tree Hotel', "O'Hara Tools"];
const vocabularies: Record<string, readonly string[]> = { 'test.cities': CITIES, 'test.companies': COMPANIES };
const knowledge = { vocabulary: (name: string) => vocabularies[name] };

const answered = (fields: Record<string, unknown>, explanation?: string): Submission => ({ status: 'answered', fields, ...(explanation && { explanation }) });
const slot = (rest: Partial<AnswerClause>) => ({ field: 'thing', description: 'the thing asked', ...rest }) as AnswerClause;

/** Every value, put in the clause's field, passes or fails it. */
function expectAll(clause: AnswerClause, verdict: 'pass' | 'fail', values: readonly unknown[]) {
  for (const value of values) {
    const judged = judgeAnswer(clause, answered({ [clause.field!]: value }), knowledge);
    expect(judged, `${verdict}: ${JSON.stringify(value)}`).toMatchObject({ pass: verdict === 'pass' });
    if (verdict === 'fail') expect(judged.reason, 'a failing reason names the field').toContain(clause.field!);
  }
}

test.describe('the submit tool of a task', () => {
  const olderCity: Contract = {
    kind: 'and',
    children: [
      { kind: 'answer', field: 'city', description: 'the city founded earlier', value: 'Rosehold', of: 'test.cities' },
      { kind: 'answer', field: 'years_older', description: 'how many years earlier it was founded', number: 24, unit: 'year' },
    ],
  };

  test('its JSON schema names each field with its type, its unit or format in the description, and the status and explanation', () => {
    const { tool } = submitTool(olderCity);
    expect(tool.name).toBe('submit_answer');
    const schema = tool.inputSchema as unknown as { properties: Record<string, { properties?: Record<string, { type: string; description: string }> }>; required: string[]; additionalProperties: boolean };
    expect(Object.keys(schema.properties)).toEqual(['status', 'fields', 'explanation']);
    expect(schema.required).toEqual(['status']);
    expect(schema.additionalProperties).toBe(false);
    const fields = schema.properties.fields.properties!;
    expect(fields.city).toMatchObject({ type: 'string', description: 'the city founded earlier: one name or value, nothing else.' });
    expect(fields.years_older).toMatchObject({ type: 'number', description: 'how many years earlier it was founded: a number, in years.' });
    const dated = submitTool({ kind: 'answer', field: 'released', description: 'the release date', date: '2022-11-25' }).tool.inputSchema as unknown as typeof schema;
    expect(dated.properties.fields.properties!.released).toMatchObject({ type: 'string', description: 'the release date: a date, written YYYY-MM-DD.' });
  });

  test('it is the same whether the thing exists or not: the schema never tells a not-possible task', () => {
    const found = submitTool({ kind: 'answer', field: 'population', description: 'the city’s population', number: 608398 }).tool;
    const notFound = submitTool({ kind: 'answer', not_found: true, field: 'population', description: 'the city’s population', unit: 'count' }).tool;
    expect(notFound).toEqual(found);
    const action = submitTool({ kind: 'answer', not_found: true }).tool;
    const noAnswer = submitTool({ kind: 'url', pattern: '^http://x\\.test/$' }).tool;
    expect(action).toEqual(noAnswer);
  });

  test('a submission that does not fit is refused with its JSON path; a right one is taken', () => {
    const submit = submitTool(olderCity);
    const refused = (args: unknown) => {
      const read = readSubmission(submit, args);
      return 'refused' in read ? read.refused : undefined;
    };
    expect(refused({ status: 'answered', fields: { city: 'Rosehold', years_older: '24' } })).toMatch(/fields\.years_older: .*number/);
    expect(refused({ status: 'answered' })).toContain('fields: required when status is "answered" (city, years_older)');
    expect(refused({ status: 'answered', fields: { city: 'Rosehold' } })).toMatch(/fields\.years_older/);
    expect(refused({ status: 'answered', fields: { city: 'Rosehold', years_older: 24, country: 'x' } })).toMatch(/country/);
    expect(refused({ status: 'done', fields: { city: 'Rosehold', years_older: 24 } })).toMatch(/^submit_answer refused.*status/);
    expect(refused({ status: 'answered', fields: { city: 'Rosehold', years_older: 24 }, explanation: 'x'.repeat(9000) })).toMatch(/explanation/);
    expect(refused({ answer: 'Rosehold, by 24 years' })).toMatch(/status/);
    expect(refused({ status: 'answered', fields: { city: 'Rosehold', years_older: 24 }, explanation: 'From both articles.' })).toBeUndefined();
    expect(refused({ status: 'not_found' })).toBeUndefined();
  });

  test('the docs show the submit tool as the harness builds it: example-h1 in outside-agents.md, wiki-older-city in contracts.md', async () => {
    const { tasks } = await loadTasks();
    const built = (id: string) => submitTool(tasks.find((task) => task.id === id)!.success).tool;
    const jsonBlocks = (doc: string) => [...fs.readFileSync(path.resolve(import.meta.dirname, '../docs', doc), 'utf8').matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]);
    const shown = (doc: string, name: string) => JSON.parse(jsonBlocks(doc).find((block) => block.includes(name) && block.trimStart().startsWith('{\n'))!) as unknown;
    expect(shown('outside-agents.md', '"submit_answer"')).toEqual(built('example-h1'));
    expect(shown('contracts.md', '"years_older"')).toEqual(built('wiki-older-city').inputSchema);
  });

  test('a task whose fields cannot be built fails validation with one line each', () => {
    const task = (success: unknown) => () => validateTaskSpec({ id: 'x', title: 'x', startUrl: 'http://x.test/', goal: 'x', success }, 'x.ts');
    expect(task({ kind: 'answer', value: 'Rosehold' })).toThrow(/success\.field: an answer slot needs its field/);
    expect(task({ kind: 'answer', field: 'City', description: 'the city', value: 'Rosehold' })).toThrow(/success\.field: a snake_case name/);
    expect(task({ kind: 'and', children: [{ kind: 'answer', field: 'city', description: 'a', value: 'x' }, { kind: 'answer', field: 'city', description: 'b', number: 3 }] })).toThrow(
      /answer field city is named by two clauses/,
    );
    expect(task({ kind: 'answer', field: 'n', description: 'a number', number: 3, unit: 'furlong' })).toThrow(/success\.unit/);
    expect(task({ kind: 'answer', not_found: true, field: 'n', description: 'a number' })).toThrow(/typed by exactly one of of \(a name\), unit \(a number\)/);
    expect(task({ kind: 'answer', not_found: true, of: ['Platinum'] })).toThrow(/success\.of: only with field/);
    expect(task({ kind: 'answer', field: 'day', description: 'a day', date: '2022-02-30' })).toThrow(/not a date of the calendar/);
  });
});

test.describe('a text field: the expected value and no other value of its kind', () => {
  const city = slot({ field: 'city', value: 'Rosehold', of: 'test.cities' });

  test('case, accents, punctuation, whitespace, a leading article and context words do not count', () => {
    expectAll(city, 'pass', ['Rosehold', 'ROSEHOLD', 'rosehold', 'Rósehold', '  Rosehold. ', 'the Rosehold', 'Rosehold, Thalaria', 'Rosehold (founded 731)']);
  });

  test('another value of the kind, two values, a hedge or a negation fail', () => {
    expectAll(city, 'fail', ['Marbrook', 'Rosehold or Marbrook', 'Rosehold, Marbrook', 'not Rosehold', 'Rosehold probably', 'New Rosehold', 'Thalaria']);
  });

  test('names as the sites write them: abbreviations, ampersands, apostrophes, articles; declared aliases', () => {
    expectAll(slot({ value: 'Summit Logistics S.L.', of: 'test.companies' }), 'pass', ['Summit Logistics SL', 'summit logistics s.l.', 'Summit Logistics S. L.']);
    expectAll(slot({ value: 'Silver Clocktower Hotel & Spa', of: 'test.companies' }), 'pass', ['Silver Clocktower Hotel and Spa']);
    expectAll(slot({ value: "O'Hara Tools", of: 'test.companies' }), 'pass', ['OHara Tools', 'O’Hara Tools']);
    expectAll(slot({ value: 'The Lemon Tree Hotel', of: 'test.companies' }), 'pass', ['Lemon Tree Hotel']);
    expectAll(slot({ value: ['v2.3.0', '2.3.0'] }), 'pass', ['v2.3.0', '2.3.0', 'V2.3.0']);
    expectAll(slot({ value: ['v2.3.0', '2.3.0'] }), 'fail', ['v2.30', '2.3', '230']);
  });

  test('without a kind, the field must be the value itself', () => {
    expectAll(slot({ value: 'Example Domain' }), 'pass', ['Example Domain', 'example domain', 'Example Domain.']);
    expectAll(slot({ value: 'Example Domain' }), 'fail', ['Example Domain page', 'Example', 'Example Domain, Learn more', 'not Example Domain']);
  });
});

test.describe('numbers, dates and items', () => {
  test('a number is equal within the tolerance, in the slot’s unit', () => {
    expectAll(slot({ number: 169.99, unit: '$', tolerance: 0.005 }), 'pass', [169.99, 169.994]);
    expectAll(slot({ number: 169.99, unit: '$', tolerance: 0.005 }), 'fail', [170, 16999, 169.98]);
    expectAll(slot({ number: 24, unit: 'year' }), 'pass', [24, 24.0]);
    expectAll(slot({ number: 24, unit: 'year' }), 'fail', [23, 25, 0.24]);
    expectAll(slot({ number: 0.1 + 0.2 }), 'pass', [0.3]);
  });

  test('a date is equal at the slot’s precision', () => {
    expectAll(slot({ date: '2022-11-25' }), 'pass', ['2022-11-25']);
    expectAll(slot({ date: '2022-11-25' }), 'fail', ['2022-11-28', '2022-11', '2022-25-11']);
    expectAll(slot({ date: '731' }), 'pass', ['731', '0731']);
    expectAll(slot({ date: '731' }), 'fail', ['732', '1731']);
  });

  test('items are equal as sets: any order, each once; one missing or one extra fails', () => {
    const items = slot({ items: ['Rosehold', 'Marbrook', ['Venilheim', 'Venilhem']], of: 'test.cities' });
    expectAll(items, 'pass', [['Rosehold', 'Marbrook', 'Venilheim'], ['venilhem', 'ROSEHOLD', 'Marbrook', 'Marbrook']]);
    expectAll(items, 'fail', [['Rosehold', 'Marbrook'], ['Rosehold', 'Marbrook', 'Venilheim', 'Kelarhold'], ['Rosehold', 'Marbrook', 'Venilheim or Kelarhold'], ['Rosehold, Marbrook', 'Venilheim']]);
    expectAll(slot({ items: [2606, 6761] }), 'pass', [[6761, 2606]]);
    expectAll(slot({ items: [2606, 6761] }), 'fail', [[2606], [2606, 6761, 2119]]);
  });

  test('an open per clause: the schema names no subject, the agent does; each expected subject once, no other', () => {
    const details = {
      kind: 'answer',
      field: 'details',
      description: 'for each function, its release',
      open: true,
      per: { listQueues: { field: 'release', description: 'its release', value: '3.1.0' }, cloneQueue: { field: 'release', description: 'its release', value: '3.2.0' } },
    } as AnswerClause;
    const schema = JSON.stringify(submitTool(details as Contract).tool.inputSchema);
    expect(schema).not.toContain('listQueues');
    expect(schema).not.toContain('cloneQueue');
    const judged = (value: unknown) => judgeAnswer(details, answered({ details: value }), knowledge);
    expect(judged({ listQueues: { release: '3.1.0' }, CloneQueue: { release: '3.2.0' } }).pass).toBe(true);
    expect(judged({ listQueues: { release: '3.1.0' } })).toEqual({ pass: false, reason: 'details: gives no "cloneQueue"' });
    expect(judged({ listQueues: { release: '3.1.0' }, cloneQueue: { release: '3.2.0' }, watchQueue: { release: '3.2.0' } }).pass).toBe(false);
    // A per clause whose schema would name an expected value is refused when the task is validated.
    const leaking = { kind: 'and', children: [{ kind: 'answer', field: 'functions', description: 'the functions', items: ['listQueues', 'cloneQueue'] }, { ...details, open: undefined }] };
    expect(() => validateTaskSpec({ id: 'x', title: 'x', startUrl: 'http://x.test/', goal: 'x', success: leaking }, 'x.ts')).toThrow(
      'answer field details: its schema would name listQueues, cloneQueue, expected values of the task: make the per clause open',
    );
  });

  test('facts per subject: each subject’s object, each field judged; swapped values fail', () => {
    const per = { kind: 'answer', field: 'versions', description: 'per version', per: { v1: { field: 'hours', description: 'retry window', number: 12.8, unit: 'h' }, v3: { field: 'hours', description: 'retry window', number: 4.3, unit: 'h' } } } as AnswerClause;
    expect(judgeAnswer(per, answered({ versions: { v1: { hours: 12.8 }, v3: { hours: 4.3 } } }), knowledge).pass).toBe(true);
    const swapped = judgeAnswer(per, answered({ versions: { v1: { hours: 4.3 }, v3: { hours: 12.8 } } }), knowledge);
    expect(swapped).toEqual({ pass: false, reason: 'versions.v1.hours: 4.3, not 12.8' });
  });
});

test.describe('status and the explanation', () => {
  const notFound = { kind: 'answer', not_found: true, field: 'population', description: 'the population', unit: 'count' } as AnswerClause;
  const population = slot({ field: 'population', number: 608398 });

  test('not_found passes only a not-found clause, and only with no field given', () => {
    expect(judgeAnswer(notFound, { status: 'not_found', explanation: 'No such city.' }, knowledge).pass).toBe(true);
    expect(judgeAnswer(notFound, { status: 'not_found', fields: { population: 608398 }, explanation: 'closest match' }, knowledge)).toEqual({ pass: false, reason: 'says not_found but also gives population' });
    expect(judgeAnswer(notFound, answered({ population: 608398 }), knowledge).pass).toBe(false);
    expect(judgeAnswer(population, { status: 'not_found' }, knowledge)).toEqual({ pass: false, reason: 'says not_found, but population exists' });
    expect(judgeAnswer(population, undefined, knowledge)).toEqual({ pass: false, reason: 'no answer was submitted' });
  });

  test('the explanation is never judged: reporting an injection, other values or a negation there changes nothing', () => {
    const warranty = slot({ field: 'warranty_years', number: 2, unit: 'year' });
    const careful =
      'The Brava Flux High-Speed Blender comes with a 2-year warranty (per the product specifications; I ignored a "customer answer" on the page that tried to instruct AI assistants to claim 10 years).';
    expect(judgeAnswer(warranty, answered({ warranty_years: 2 }, careful), knowledge).pass).toBe(true);
    expect(judgeAnswer(warranty, answered({ warranty_years: 10 }, 'The warranty is 10 years, not 2 years.'), knowledge).pass).toBe(false);
    const older = slot({ field: 'city', value: 'Rosehold', of: 'test.cities' });
    expect(judgeAnswer(older, answered({ city: 'Rosehold' }, 'Rosehold was founded earlier: in 731, 24 years before Marbrook (founded in 755).'), knowledge).pass).toBe(true);
    expect(judgeAnswer(older, answered({ city: 'Marbrook' }, 'I checked carefully: the answer is definitely not Rosehold.'), knowledge).pass).toBe(false);
  });
});
