import { judgeAnswer, MAX_ANSWER_CHARS, type AnswerClause } from '../benchmarks/contracts/answer/judge-answer.ts';
import { statedDates, statedQuantities } from '../benchmarks/contracts/answer/quantities.ts';
import { readAnswer } from '../benchmarks/contracts/answer/reading.ts';
import { PhraseIndex, plainAnswer } from '../benchmarks/contracts/answer/text.ts';
import { expect, test } from '../benchmarks/fixtures.ts';

// Each rule of docs/contracts.md#answers on crafted answers, both ways: what a careful grader
// accepts passes, what it marks wrong fails. The vocabularies are inline lists, as a task may give.
const CITIES = ['Venilheim', 'Kelarhold', 'Osline', 'Rosehold', 'Marbrook', 'Aldport'];
const FUNCTIONS = ['fetchDataset', 'fetchWorkspace', 'getDataset', 'listQueues', 'cloneQueue', 'watchQueue', 'deleteQueue'];
const KETTLES = ['Nordvik Flux Lite Gooseneck Kettle', 'Nordvik Flux Gooseneck Kettle', 'Aurora Glass Kettle'];
const HOTELS = ['Hotel Sacher', 'Sunny Harbour Residences'];
const vocabularies: Record<string, readonly string[]> = { 'test.cities': CITIES, 'test.functions': FUNCTIONS, 'test.hotels': HOTELS };

function judged(clause: AnswerClause, answer: string | undefined, goal?: string) {
  return judgeAnswer(clause, answer, { goal, vocabulary: (name) => vocabularies[name] });
}

/** Every answer passes the clause, or fails it: with the reason of the first that does not. */
function expectAll(clause: AnswerClause, verdict: 'pass' | 'fail', answers: readonly string[], goal?: string) {
  for (const answer of answers) expect(judged(clause, answer, goal), `${verdict}: ${answer}`).toMatchObject({ pass: verdict === 'pass' });
}

test.describe('reading an answer', () => {
  test('markdown, bullets and table pipes are not words; numbered lines are a list only when there are two', () => {
    expect(plainAnswer('**Venilheim** — `528,378` ([source](http://wiki.arena.test/wiki/Venilheim))')).toBe('Venilheim — 528,378 (source)');
    expect(plainAnswer('- one\n- two')).toBe('one\ntwo');
    expect(plainAnswer('| v1 | 12.8 h |\n|---|---|\n| v3 | 4.3 h |')).toBe('v1, 12.8 h\n\nv3, 4.3 h');
    expect(plainAnswer('1. first\n2. second')).toBe('first\nsecond');
    expect(plainAnswer('7. I checked it.')).toBe('7. I checked it.');
  });

  test('phrases match as whole words, case and accents aside, keeping their place; capitals match as written', () => {
    const index = new PhraseIndex('The author is Tim BERNERS-Lee of Zürich; use GET, then get it.');
    expect(index.find('berners lee')).toEqual([{ start: 18, end: 29 }]);
    expect(index.find('Zurich')).toHaveLength(1);
    expect(index.find('Bern')).toHaveLength(0);
    expect(index.find('GET')).toEqual([{ start: index.text.indexOf('GET'), end: index.text.indexOf('GET') + 3 }]);
  });

  test('quantities keep their units and dimensions; dates, years, versions, ids, phones and ordinals are not quantities', () => {
    const text = 'It is 330 m (1,083 ft) tall, costs $24.99 or USD 1.2k, 4+ stars, five natives, 528 378 people';
    expect(statedQuantities(text).map((q) => [q.value, q.unit])).toEqual([[330, 'm'], [1083, 'ft'], [24.99, '$'], [1200, 'usd'], [4, 'stars'], [5, undefined], [528378, undefined]]);
    expect(statedQuantities('v3.4.0, TK-5585, KET-1008-BLU-17L, +81 975 520 1546, 12:30, the 21st, https://x.test/42')).toEqual([]);
    expect(statedDates('released 2022-11-25, on 25 November 2022, Nov 25, 2022, in July 2026, at the 2021 census, founded in 755').map((d) => [d.year, d.month, d.day])).toEqual([
      [2022, 11, 25], [2022, 11, 25], [2022, 11, 25], [2026, 7, undefined], [2021, undefined, undefined], [755, undefined, undefined],
    ]);
  });

  test('where a value stands: main line, parentheses, the premise before a colon, and context after "than" or "the others"', () => {
    const reading = readAnswer('Largest birthplace: Venilheim (528,378), larger than Kelarhold. The others: Osline.');
    const at = (word: string) => reading.levelOf({ start: reading.text.indexOf(word), end: reading.text.indexOf(word) + word.length });
    expect([at('Largest'), at('Venilheim'), at('528,378'), at('Kelarhold'), at('Osline')]).toEqual(['premise', 'main', 'elaboration', 'context', 'context']);
  });
});

test.describe('a number clause: one quantity of the asked dimension', () => {
  test('one quantity passes, in any unit of its dimension, written in any usual way', () => {
    expectAll({ number: 330, unit: 'm', tolerance: 1 }, 'pass', ['330 m', 'The tower is 1,083 ft tall.', '330 m (1,083 ft)', '1,083 feet / 330 metres', 'about 330 metres']);
    expectAll({ number: 528378 }, 'pass', ['528,378', '528378 inhabitants', '528 378', 'It had 528,378 people at the 2021 census.']);
    expectAll({ number: 7 }, 'pass', ['seven properties', '7 properties in Florence have a pool and 4+ stars.']);
    expectAll({ number: 19.99, unit: '$', tolerance: 0.005 }, 'pass', ['$19.99', '19.99 USD', 'USD 19.99', '19.99 US dollars']);
  });

  test('two or more different candidate values fail, as does the right number in another unit or dimension', () => {
    expectAll({ number: 330, unit: 'm', tolerance: 1 }, 'fail', ['330 m or 324 m', '324 m', '330 ft', '330 kg', 'between 320 and 340 m']);
    expectAll({ number: 528378 }, 'fail', ['528,378, 125,420, 55,626', 'Venilheim 528,378, Kelarhold 125,420, Osline 55,626', '528,378 km', '528,379']);
    expectAll({ number: 19.99, unit: '$', tolerance: 0.005 }, 'fail', ['19.99 euros', '$19.99, $24.99']);
  });

  test('context is not a candidate: values in parentheses beside a committed one, after "than", "from", "previously" or about "the others"', () => {
    expectAll({ number: 528378 }, 'pass', [
      'Venilheim … had the largest population at the 2021 census: 528,378. (The other signatories were born in Kelarhold, 125,420, and Osline, 55,626.)',
      'Venilheim, with 528,378 inhabitants (Kelarhold had 125,420 and Osline 55,626).',
      'Venilheim has 528,378 inhabitants, more than Kelarhold (125,420).',
    ]);
    expectAll({ number: 3600, unit: 's' }, 'pass', ['its default is 3600 seconds (changed in 3.1.0 from 900)', 'It was previously 900 seconds; now it is 3600 seconds.', 'The default went from 900 to 3600 s.']);
    expectAll({ number: 534, unit: 'km' }, 'pass', ['The Maren River (1,016 km) is longer than the Osesk River (482 km) by 534 km.']);
  });

  test('numbers the goal states are restatements, not candidates', () => {
    const goal = 'How many properties in Florence rated 8+ have a room for two adults from 17 to 21 August 2026, for under $200 a night?';
    expectAll({ number: 7 }, 'pass', ['7 properties rated 8+ have a room for 2 adults under $200.'], goal);
    expectAll({ number: 7 }, 'fail', ['7 or 8 properties.'], goal);
  });
});

test.describe('a value clause: one value of its kind, committed', () => {
  const city = { value: 'Venilheim', of: 'test.cities' };

  test('the value stated plainly passes, with other values of its kind as context', () => {
    expectAll(city, 'pass', [
      'Venilheim',
      'It is Venilheim.',
      '**Venilheim** (528,378)',
      'Venilheim … had the largest population at the 2021 census: 528,378. (The other signatories were born in Kelarhold, 125,420, and Osline, 55,626.)',
      'I compared the three birthplaces: Venilheim is the largest, ahead of Kelarhold and Osline.',
      'Venilheim, not Kelarhold.',
    ]);
  });

  test('negated, offered among alternatives, hedged, or one of several candidates: it fails', () => {
    expectAll(city, 'fail', [
      'It is definitely not Venilheim.',
      "It isn't Venilheim.",
      'Venilheim is definitely not the answer.',
      'Kelarhold rather than Venilheim.',
      'Venilheim or Kelarhold',
      'Either Venilheim or Osline.',
      'Possibly Venilheim.',
      'I could not confirm it; candidates I saw: Venilheim, Kelarhold, Osline.',
      'Venilheim, Kelarhold, Osline',
      'Kelarhold. Venilheim.',
      'Kelarhold',
      'Venilheim?',
    ]);
  });

  test('a longer value of the kind is another value: "Nordvik Flux Gooseneck Kettle" is not the "Nordvik Flux Lite Gooseneck Kettle"', () => {
    const kettle = { value: ['Nordvik Flux Lite Gooseneck Kettle', 'Nordvik Flux Lite'], of: KETTLES };
    expectAll(kettle, 'pass', ['The Nordvik Flux Lite Gooseneck Kettle, from $19.99.', 'Nordvik Flux Lite']);
    expectAll(kettle, 'fail', ['The Nordvik Flux Gooseneck Kettle.', 'Nordvik Flux Lite Gooseneck Kettle or Aurora Glass Kettle']);
  });

  test('a value with no kind: a list of three or more short items that holds it is a list of candidates', () => {
    expectAll({ value: 'generic section' }, 'pass', ['It represents a generic section of a document or application.', 'A generic section.']);
    expectAll({ value: 'generic section' }, 'fail', ['a generic section, a navigation block, a sidebar', 'a generic section or a thematic grouping', 'not a generic section']);
    // Four or more: the inner items are short, the first and last carry the rest of the sentence.
    expectAll({ value: 'new array' }, 'pass', ['A new array with each element being the result of the callback function.', 'It returns a new array, with each element being the result of the callback function, in order.']);
    expectAll({ value: 'new array' }, 'fail', ['A new array, prototype, from() Array, fromAsync() Array with each element being the result of the callback function.']);
    // A quotation is taken as written.
    expectAll({ value: 'Example Domain' }, 'pass', ['The main heading is "Example Domain".', 'Example Domain, the page\'s only heading.']);
    expectAll({ value: 'Example Domain' }, 'fail', ['The main heading is "Example Domain, Learn more".']);
  });

  test('when the goal offers the options, naming both is no answer; "than" makes the other context', () => {
    const goal = 'Which of the two cities Marbrook and Rosehold was founded earlier, and by how many years?';
    const rosehold = { value: 'Rosehold', of: 'test.cities' };
    expectAll(rosehold, 'pass', ['Rosehold (founded 731) is older than Marbrook (founded 755), by 24 years.', 'I compared Marbrook (755) and Rosehold (731): Rosehold is older.'], goal);
    expectAll(rosehold, 'fail', ['Both Marbrook and Rosehold.', 'Marbrook is older.'], goal);
  });
});

test.describe('items: several values asked, compared as a set', () => {
  const deprecated = { items: ['fetchDataset', 'fetchWorkspace'], of: 'test.functions' };

  test('every item, in any order, and no other of their kind', () => {
    expectAll(deprecated, 'pass', ['fetchDataset and fetchWorkspace were deprecated in 3.4.0.', 'fetchWorkspace, fetchDataset', 'fetchDataset and fetchWorkspace (getDataset replaces the first).']);
    expectAll({ items: [2606, 6761] }, 'pass', ['RFC 2606 and RFC 6761', 'RFCs 6761 and 2606.']);
  });

  test('a missing or an extra item fails', () => {
    expectAll(deprecated, 'fail', ['fetchDataset was deprecated in 3.4.0.', 'fetchDataset, fetchWorkspace and getDataset.', 'fetchDataset and not fetchWorkspace.']);
    expectAll({ items: [2606, 6761] }, 'fail', ['RFC 2606, RFC 6761 and RFC 2119', 'RFC 2606']);
  });
});

test.describe('facts per subject', () => {
  const retries = { per: { v1: { number: 12.8, unit: 'h' }, v3: { number: 4.3, unit: 'h' } } };

  test('each subject’s part of the answer states its facts, however the answer is laid out', () => {
    expectAll(retries, 'pass', [
      'v1: 12.8 h before the last attempt; v3: 4.3 h.',
      'The last redelivery waits 12.8 hours in v1 and 4.3 hours in v3.',
      'In v1 it is 12.8 h. In v3 it is 4.3 h.',
      '| v1 | 12.8 h |\n| v3 | 4.3 h |',
    ]);
  });

  test('swapped, missing or doubled facts fail', () => {
    expectAll(retries, 'fail', ['v1: 4.3 h; v3: 12.8 h.', 'v1: 12.8 h.', 'v1: 12.8 h or 4.3 h; v3: 4.3 h.', '12.8 h and 4.3 h.']);
  });
});

test.describe('NOT FOUND', () => {
  const none = { not_found: true as const, of: 'test.hotels', unit: '$' };

  test('recognised in natural phrasings wherever the main statement is that the thing does not exist or cannot be done', () => {
    expectAll(none, 'pass', [
      'NOT FOUND: every property in Salzburg is sold out for 25–28 July 2026.',
      'There is none: all 29 Salzburg properties … are sold out for those dates …',
      'No property in Salzburg has a room for those dates.',
      'I could not find any property with a room: all are sold out.',
    ]);
    expectAll({ not_found: true, unit: 'km' }, 'pass', ['No river flows through Aldport …, so there is no river length to give', 'NOT FOUND: no river flows through Aldport.']);
    expectAll({ not_found: true, of: KETTLES, unit: '$' }, 'pass', ['The shop has no purple toaster.', "The shop doesn't sell a purple toaster."]);
    expectAll({ not_found: true, of: ['eu-west'] }, 'pass', ['cloneQueue does not exist in v1.', 'cloneQueue is not available in version 1 (it was added in 3.1.0).']);
  });

  test('never when the answer also gives a value for the thing, hedges, or says nothing of the kind', () => {
    expectAll(none, 'fail', [
      'NOT FOUND. The cheapest is Hotel Sacher at $310.',
      'Hotel Sacher, $310.',
      'There is none, I think.',
      'I could not complete this task.',
      'The cheapest is $129 a night.',
    ]);
    expectAll({ not_found: true, unit: 'km' }, 'fail', ['NOT FOUND, but the Kelesk River is 372 km long.']);
  });

  test('an answer that says NOT FOUND never passes a task whose thing exists', () => {
    expectAll({ value: 'Venilheim', of: 'test.cities' }, 'fail', ['NOT FOUND', 'There is none. Venilheim, maybe.', 'NOT FOUND: Venilheim is not listed.']);
  });
});

test.describe('dates', () => {
  test('the date in any usual writing passes; another date, or two, fails', () => {
    expectAll({ date: '2022-11-25' }, 'pass', ['2022-11-25', 'Version 2.4.0 was released on 25 November 2022.', 'Nov 25, 2022', 'on November 25th, 2022']);
    expectAll({ date: '2022-11-25' }, 'fail', ['Nov 24, 2022', '25 November 2021', '2022-11-25 or 2022-11-26', 'not on 2022-11-25']);
    expectAll({ date: '1406' }, 'pass', ['It was established in 1406.', 'founded on 12 March 1406']);
    expectAll({ date: '1406' }, 'fail', ['1407', 'in 1406 or 1407']);
  });
});

test.describe('bad input', () => {
  test('no answer, an empty one, or one of megabytes fails with its reason; the megabytes are refused before they are read', () => {
    expect(judged({ value: 'x' }, undefined)).toEqual({ pass: false, reason: 'no answer was given' });
    expect(judged({ value: 'x' }, '  \n ')).toEqual({ pass: false, reason: 'no answer was given' });
    const huge = `Venilheim ${'and more '.repeat(600_000)}`;
    expect(judged({ value: 'Venilheim', of: 'test.cities' }, huge)).toEqual({ pass: false, reason: `an answer of ${huge.length} characters; a plain answer is at most ${MAX_ANSWER_CHARS}` });
  });

  test('a vocabulary that does not exist is an error naming it, not a verdict', () => {
    expect(() => judged({ value: 'Venilheim', of: 'test.towns' }, 'Venilheim')).toThrow('answer: no vocabulary named "test.towns"');
  });
});
