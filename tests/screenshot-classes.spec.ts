import { ScreenshotClasses } from '../benchmarks/contracts/screenshot/classes.ts';
import { hamming } from '../benchmarks/contracts/screenshot/phash.ts';
import { expect, test } from '../benchmarks/fixtures.ts';

test('every built-in class manifest matches the hashes of its PNGs (npm run capture-classes rebuilds them)', () => {
  const classes = new ScreenshotClasses();
  expect(classes.ids()).toEqual(expect.arrayContaining(['blank-page', 'browser-error-page']));
  for (const id of classes.ids()) expect(classes.load(id), id).toEqual(classes.rehash(id));
});

test('hamming counts differing bits of two 64-bit hashes', () => {
  expect(hamming('0000000000000000', '0000000000000000')).toBe(0);
  expect(hamming('8000000000000000', '0000000000000001')).toBe(2);
  expect(hamming('ffffffffffffffff', '0000000000000000')).toBe(64);
});
