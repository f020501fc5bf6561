import { containsWords, normalizeAnswer, saysNotFound, statedNumbers, statesNumber } from '../benchmarks/contracts/answer-match.ts';
import { expect, test } from '../benchmarks/fixtures.ts';

test('normalised text: case, accents, punctuation and thousands separators do not matter; whole words do', () => {
  expect(normalizeAnswer('  Tim BERNERS-Lee, Zürich. 1,083 ft ')).toBe('tim berners lee zurich 1083 ft');
  expect(containsWords('The author is Tim Berners-Lee.', 'berners lee')).toBe(true);
  // A word inside another word is not the word.
  expect(containsWords('The answer is 3300 m', '330')).toBe(false);
  expect(containsWords('anything', '')).toBe(false);
});

test('numbers are read with their units and converted within a dimension; a number of another dimension never matches', () => {
  expect(statedNumbers('It is 330 m (1,083 ft) tall and costs $24.99')).toEqual([{ value: 330, unit: 'm' }, { value: 1083, unit: 'ft' }, { value: 24.99, unit: '$' }]);
  expect(statesNumber('about 1,083 ft', 330, 'm', 1)).toBeDefined();
  expect(statesNumber('299,792 km/s', 299_792_458, 'm/s', 1000)).toBeDefined();
  expect(statesNumber('330 kg', 330, 'm', 0)).toBeUndefined();
  // A number without a unit counts in the contract's unit; the tolerance is absolute.
  expect(statesNumber('330', 330, 'm', 0)).toBeDefined();
  expect(statesNumber('9007199254740990', 9007199254740991, undefined, 0)).toBeUndefined();
});

test('"not found" is an explicit answer at the start, never a phrase somewhere inside', () => {
  expect(saysNotFound('NOT FOUND: there is no purple toaster')).toBe(true);
  expect(saysNotFound('Not possible — the site has no such product.')).toBe(true);
  expect(saysNotFound('The kettle was found for $19.99 (not found in other colours)')).toBe(false);
});
