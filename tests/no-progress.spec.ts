import { countNoProgressEpisodes, type ProgressSample } from '../benchmarks/episode/no-progress.ts';
import { expect, test } from '../benchmarks/fixtures.ts';

const ok = (tool: string, urlAfter = 'http://a/'): ProgressSample => ({ tool, kind: 'ok', urlAfter });
const error = (tool: string): ProgressSample => ({ tool, kind: 'error', urlAfter: 'http://a/' });

test('three errors in a row are one no-progress episode', () => {
  expect(countNoProgressEpisodes([error('click'), error('click'), error('type')])).toBe(1);
  expect(countNoProgressEpisodes([error('click'), error('click'), ok('snapshot'), error('click')])).toBe(0);
});

test('the same tool three times on an unchanged URL is one; a URL change resets it', () => {
  expect(countNoProgressEpisodes([ok('snapshot'), ok('snapshot'), ok('snapshot')])).toBe(1);
  expect(countNoProgressEpisodes([ok('snapshot'), ok('snapshot'), ok('snapshot', 'http://b/')])).toBe(0);
  expect(countNoProgressEpisodes([ok('snapshot'), ok('click'), ok('snapshot')])).toBe(0);
});

test('each streak counts once when it reaches three, then starts over', () => {
  expect(countNoProgressEpisodes(Array.from({ length: 6 }, () => ok('snapshot')))).toBe(2);
  expect(countNoProgressEpisodes(Array.from({ length: 5 }, () => error('click')))).toBe(1);
});
