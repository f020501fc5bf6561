import fs from 'node:fs';
import path from 'node:path';
import { aliasesOf, subjectSlots, type AnswerClause, type AnswerSlot } from '../benchmarks/contracts/answer/clause.ts';
import { DECORATION, MEANING_CHANGERS, MEANING_SIGNS, TYPE_DECORATION, type WordGroup } from '../benchmarks/contracts/answer/beside-words.ts';
import { slotType, VOCABULARY_TYPES } from '../benchmarks/contracts/answer/field-types.ts';
import { judgeAnswer } from '../benchmarks/contracts/answer/judge-answer.ts';
import { readSubmission, submitTool } from '../benchmarks/contracts/answer/submission.ts';
import { answerClauses } from '../benchmarks/contracts/clauses.ts';
import type { Contract } from '../benchmarks/contracts/contract.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';
import { ARENA_DIR, loadSites, SiteHost } from '../benchmarks/web/sites.ts';

// One table per field type (docs/contracts.md#answers): the forms a careful person writes the value
// in pass, its near misses fail, each read through the field's submit schema first, as any agent's
// submission is (a refused one fails). Every example of issue 52 is here. The vocabularies are
// small stand-ins under the arena's names: a vocabulary's name gives the field its type.
const vocabularies: Record<string, readonly string[]> = {
  'app.staff': ['Grace Fischer', 'Marco Becker', 'Felix Dubois'],
  'app.contacts': ['Sofia Weber', 'Leila Silva'],
  'wiki.people': ['Theda Osford', 'Bastian Karquist'],
  'app.customers': ['Larkspur Digital Ltd', 'Sequoia Care Inc.', 'Summit Logistics S.L.', 'Linden Media Ltd', 'Timberline Produce GmbH', 'Timberline Haulage GmbH'],
  'wiki.companies': ['Marini & Sons'],
  'app.phones': ['+81 975 520 1546', '+81 975 520 4277'],
  'app.tickets': ['TK-5585', 'TK-5586', 'TK-5001'],
  'docs.releases': ['3.3.0', '3.4.0', '3.5.0'],
  'docs.functions': ['getDataset', 'fetchDataset', 'listStreams'],
  'wiki.cities': ['Rosehold', 'Marbrook', 'New Rosehold'],
};
const knowledge = { vocabulary: (name: string) => vocabularies[name] };

function verdictOn(slot: Partial<AnswerSlot>, value: unknown) {
  const clause = { kind: 'answer', field: 'thing', description: 'the thing asked', ...slot } as AnswerClause;
  const read = readSubmission(submitTool(clause as Contract), { status: 'answered', fields: { thing: value } });
  return 'refused' in read ? { pass: false, reason: read.refused } : judgeAnswer(clause, read.submission, knowledge);
}

/** The table of one field type: honest forms pass, near misses fail, each failure naming the field. */
function table(slot: Partial<AnswerSlot>, honest: readonly unknown[], near: readonly unknown[]) {
  const wrong = [
    ...honest.map((value) => ({ value, want: true, got: verdictOn(slot, value) })),
    ...near.map((value) => ({ value, want: false, got: verdictOn(slot, value) })),
  ].filter(({ want, got }) => got.pass !== want || (!want && !got.reason.includes('thing')));
  expect(wrong.map(({ value, want, got }) => `${JSON.stringify(value)} should ${want ? 'pass' : 'fail'}: ${got.reason}`)).toEqual([]);
}

const HEDGES_AND_QUALIFIERS = (v: string) => [`not ${v}`, `probably ${v}`, `likely ${v}`, `${v}, I think`, `${v}?`, `near ${v}`, `before ${v}`, `the predecessor of ${v}`, `${v} (probably)`, `${v}+`];

test.describe('each field type: honest forms pass, near misses fail', () => {
  test('a month compares its year and month, in its common written forms', () => {
    table(
      { date: '2026-03' },
      ['2026-03', 'March 2026', 'Mar 2026', 'Mar. 2026', '03/2026', '3/2026', '2026/03', 'march 2026', '12 March 2026', 'March 12, 2026'],
      ['March 2025', 'March 2026, February 2025', 'April 2026', '2026-02', 'March', '03/26', 2026, ...HEDGES_AND_QUALIFIERS('March 2026')],
    );
  });

  test('a date compares its year, month and day; a day and month that could be swapped are refused', () => {
    table(
      { date: '2022-11-25' },
      ['2022-11-25', '25 November 2022', 'November 25, 2022', 'Nov 25, 2022', '25th November 2022', 'Friday, 25 November 2022', '2022/11/25', '25/11/2022', '11/25/2022'],
      ['2022-11-24', '2022-12-25', '2021-11-25', 'November 2022', '25 November', 'Thursday, 25 November 2022', '25/11/22', ...HEDGES_AND_QUALIFIERS('25 November 2022')],
    );
    table({ date: '2022-03-04' }, ['4 March 2022', 'March 4, 2022'], ['04/03/2022', '03/04/2022', '2022-04-03']);
    expect(verdictOn({ date: '2022-03-04' }, '04/03/2022').reason).toContain('"04/03/2022" cannot be read as one date: its day and month could be either way round (4/3 is 4 March or April 3); write a date (2001-07-14, "14 July 2001"');
  });

  test('a year is a year, as a string or a number', () => {
    table({ date: '1406' }, ['1406', 1406, ' 1406 '], ['1405', 1407, '1406s', 'c. 1406', '1406–1407', '1406, 1407', ...HEDGES_AND_QUALIFIERS('1406')]);
    table({ date: '731' }, ['731', '0731', 731], ['732', '1731']);
  });

  test('a version accepts a leading v', () => {
    table(
      { value: '3.4.0', of: 'docs.releases' },
      ['3.4.0', 'v3.4.0', 'V3.4.0', 'version 3.4.0', 'release 3.4.0', 'v3.4.0.', '3.4.0 (the release notes say so)'],
      ['3.4.1', '3.5.0', '3.3.0', '4.0.0', '3.4', '3.4.0, 3.5.0', 'v3.4.0 or v3.4.1', 'since 3.4.0', '3.4.x', '>=3.4.0', ...HEDGES_AND_QUALIFIERS('3.4.0')],
    );
  });

  test('a phone number compares its digits and its leading +', () => {
    table(
      { value: '+81 975 520 1546', of: 'app.phones' },
      ['+81 975 520 1546', '+819755201546', '+81-975-520-1546', '+81.975.520.1546', '+81 (975) 520-1546', 'tel. +81 975 520 1546', '+81 975 520 1546 (main line)'],
      ['+81 975 520 1546, +81 975 520 4277', '+81 975 520 1547', '819755201546', '+81 975 520 1546 ext. 12', 'not +81 975 520 1546', 'probably +81 975 520 1546', '+81 975 520 1546?'],
    );
  });

  test('an organisation accepts its legal form written out, or left out where no other organisation shares the name', () => {
    table(
      { value: 'Larkspur Digital Ltd', of: 'app.customers' },
      ['Larkspur Digital Ltd', 'Larkspur Digital Limited', 'LARKSPUR DIGITAL LTD.', 'Larkspur Digital', 'the company Larkspur Digital Ltd', 'Larkspur Digital Ltd (UK)'],
      ['Larkspur Digital GmbH', 'Linden Media Ltd', 'Larkspur Digital Ltd, Marini & Sons', 'Larkspur Digital Ltd or Linden Media Ltd', 'a subsidiary of Larkspur Digital Ltd', 'Larkspur', ...HEDGES_AND_QUALIFIERS('Larkspur Digital Ltd')],
    );
    table({ value: 'Sequoia Care Inc.', of: 'app.customers' }, ['Sequoia Care Incorporated', 'Sequoia Care Inc'], ['Sequoia Care Ltd']);
    table({ value: 'Summit Logistics S.L.', of: 'app.customers' }, ['Summit Logistics SL', 'Summit Logistics Sociedad Limitada'], ['Summit Logistics S.A.']);
    // Two organisations share the name before their legal form: it cannot be left out.
    table({ value: 'Timberline Produce GmbH', of: 'app.customers' }, ['Timberline Produce Gesellschaft mit beschränkter Haftung'], ['Timberline Haulage GmbH']);
  });

  test('a person: the whole name, surname first too; a second person any site knows fails', () => {
    table(
      { value: 'Grace Fischer', of: 'app.staff' },
      ['Grace Fischer', 'grace fischer.', 'Fischer, Grace', 'Dr Grace Fischer', 'Grace Fischer (account manager)'],
      ['Grace Fischer, Sofia Weber', 'Grace Fischer or Marco Becker', 'Grace Fischer & Theda Osford', 'Marco Becker', 'Grace', 'the manager of Grace Fischer', ...HEDGES_AND_QUALIFIERS('Grace Fischer')],
    );
  });

  test('an id compares its letters and digits', () => {
    table({ value: 'TK-5585', of: 'app.tickets' }, ['TK-5585', 'tk-5585', 'TK5585', 'TK 5585', '#TK-5585', 'ticket TK-5585', 'ID TK-5585'], ['TK-5586', 'TK-5584', 'TK-55850', '5585', 'TK-5585, TK-5586', ...HEDGES_AND_QUALIFIERS('TK-5585')]);
  });

  test('a name of a kind: the value and no other of its kind; context set apart passes, a qualifier beside it fails', () => {
    table(
      { value: 'getDataset', of: 'docs.functions' },
      ['getDataset', 'getDataset()', 'the getDataset function', '`getDataset`', 'getDataset (added in 3.0.0)', 'GETDATASET'],
      ['fetchDataset', 'getDataset, not fetchDataset', 'getDataset or listStreams', 'getDatasets', 'getDataset perhaps', ...HEDGES_AND_QUALIFIERS('getDataset')],
    );
    table({ value: 'Rosehold', of: 'wiki.cities' }, ['Rosehold, Thalaria', 'the city of Rosehold', 'Rosehold (founded 731)'], ['New Rosehold', 'Rosehold outskirts', 'Greater Rosehold', 'Rosehold-ish']);
  });

  test('free text is the value itself, normalised', () => {
    table({ value: 'Example Domain', type: 'text' }, ['Example Domain', 'example domain', '"Example Domain."'], ['Example Domain page', 'Example', ...HEDGES_AND_QUALIFIERS('Example Domain')]);
  });

  test('a number with its unit, money and counts: what a careful person writes is read; another unit, a decimal comma and words are refused', () => {
    table({ number: 169.99, unit: '$', tolerance: 0.005 }, [169.99, '169.99', '$169.99', 'US$169.99', '169.99 USD', '$ 169.99'], ['$170', 16999, '169,99', 'about $169.99', '€169.99', '169.99 EUR', '$169.99?', '~169.99']);
    table({ number: 608398 }, [608398, '608,398', '608398', '608 398', '608,398 people'], [608399, '608,39', '608 thousand', '608,398 approx', '0.6 million', '608,398, 608,399']);
    table({ number: 2, unit: 'year' }, ['2 years', '2-year', '2 yrs'], ['2 months', '24 months']);
    table({ date: '1406' }, ['AD 1406', '1406 CE'], ['1406 BC']);
    table({ number: 372, unit: 'km' }, [372, '372 km', '372km', '372 kilometres', '372 kilometers'], [373, '372 m', '372 mi', '231 miles', '372-373 km']);
    table({ number: 1578, unit: '$', tolerance: 0.005 }, ['$1,578', '1,578.00 USD', '$1578', '1578 dollars'], ['$1.578', '$1,577']);
    table({ number: 12.8, unit: 'h' }, ['12.8 h', '12.8 hours', '12.8hrs'], ['12.8 min', '13 h']);
    expect(verdictOn({ number: 169.99, unit: '$', tolerance: 0.005 }, '169,99').reason).toContain('"169,99": a comma is read only between groups of three digits (1,234,567), so this could be read two ways; write a decimal point');
    expect(verdictOn({ number: 372, unit: 'km' }, '372 mi').reason).toContain('"372 mi" is not one number: write a number in kilometres (1234.5, or a string with thousands separators and the unit: "1,234.5 km")');
    expect(verdictOn({ number: 372, unit: 'km' }, '372 m').reason).toContain('"372 m" names another unit (m) than the field\'s');
  });
});

test.describe('the shared rules', () => {
  const docs = fs.readFileSync(path.resolve(import.meta.dirname, '../docs/contracts.md'), 'utf8');
  const row = (group: WordGroup, types?: string) => `| ${group.what} | ${types ?? ''}${types ? ' | ' : ''}${group.words.map((word) => `\`${word}\``).join(', ')} | ${group.why} |`;

  test('docs/contracts.md lists the words beside a value exactly as the judge reads them', () => {
    for (const group of [...MEANING_CHANGERS, ...MEANING_SIGNS]) expect(docs, group.what).toContain(row(group));
    for (const group of DECORATION) expect(docs, group.what).toContain(row(group, 'every type'));
    for (const [type, group] of Object.entries(TYPE_DECORATION)) expect(docs, `${type}: ${group.what}`).toContain(row(group, `\`${type}\``));
  });

  test('no word both decorates a value and changes what it says', () => {
    const changers = new Set([...MEANING_CHANGERS].flatMap((group) => group.words));
    const decoration = [...DECORATION, ...Object.values(TYPE_DECORATION)].flatMap((group) => group.words);
    const kindWords = Object.values(VOCABULARY_TYPES).flatMap((entry) => entry.words ?? []);
    expect([...decoration, ...kindWords].filter((word) => changers.has(word))).toEqual([]);
  });

  test("the vocabularies typed are the sites' own, each once", async () => {
    const sites = await loadSites(ARENA_DIR);
    const declared = sites.flatMap((site) => Object.keys(site.vocabularies ?? {}).map((kind) => `${site.name}.${kind}`)).sort();
    expect(Object.keys(VOCABULARY_TYPES).sort()).toEqual(declared);
  });
});

test.describe("every task's answer fields", () => {
  test('each is typed (its form, its vocabulary, or a declared type)', async () => {
    const { tasks, problems } = await loadTasks();
    expect(problems).toEqual([]);
    const slots = tasks.flatMap((task) =>
      answerClauses(task.success).flatMap((clause) => {
        if (clause.field === undefined) return [];
        const each: AnswerSlot[] = clause.per ? Object.values(clause.per).flatMap((slots) => [...subjectSlots(slots)]) : [clause as AnswerSlot];
        return each.map((slot) => ({ task: task.id, field: slot.field, type: slotType(slot) }));
      }),
    );
    expect(slots.length).toBeGreaterThan(100);
    expect(slots.filter((slot) => typeof slot.type !== 'string')).toEqual([]);
  });

  test('no task declares an alias its type already reads as the value (a format alias: "03/2026" for March 2026)', async () => {
    const { tasks } = await loadTasks(undefined, 10);
    const host = new SiteHost(await loadSites(ARENA_DIR));
    const redundant: string[] = [];
    for (const task of tasks)
      for (const clause of answerClauses(task.success)) {
        if (clause.not_found || clause.per || clause.value === undefined || typeof clause.value === 'string') continue;
        const [first, ...aliases] = aliasesOf(clause.value);
        for (const alias of aliases) {
          const judged = judgeAnswer({ ...clause, value: first }, { status: 'answered', fields: { [clause.field]: alias } }, { vocabulary: (name) => host.vocabulary(name) });
          if (judged.pass) redundant.push(`${task.id}: ${clause.field} declares ${JSON.stringify(alias)}, which its type reads as ${JSON.stringify(first)}`);
        }
      }
    expect(redundant).toEqual([]);
  });
});
