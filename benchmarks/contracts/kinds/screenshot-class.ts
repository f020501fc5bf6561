import { z } from 'zod';
import { type ContractKind, defineKind } from '../kind.ts';
import { screenshotPage } from '../page-read.ts';
import { CLASS_ID_PATTERN } from '../screenshot/classes.ts';
import { phash } from '../screenshot/phash.ts';

const schema = z.strictObject({
  kind: z.literal('screenshot_class'),
  /** A folder under the screenshot classes (taught with `npm run teach-class`). */
  class_id: z.string().max(128).regex(CLASS_ID_PATTERN, 'letters, digits, ".", "_" and "-", starting with a letter or digit'),
  /** Largest Hamming distance (bits of the 64-bit pHash) to the nearest exemplar that still passes. */
  distance_max: z.number().int().min(0).max(64),
});
export type ScreenshotClassContract = z.infer<typeof schema>;

declare module '../kind.ts' {
  interface ContractShapes {
    screenshot_class: ScreenshotClassContract;
  }
}

export const screenshotClass: ContractKind<ScreenshotClassContract> = defineKind({
  kind: 'screenshot_class',
  summary: 'a screenshot of the final page is within a Hamming distance of a taught class of screenshots (64-bit pHash)',
  check: (contract, { screenshotClasses }) =>
    !CLASS_ID_PATTERN.test(contract.class_id) || screenshotClasses.has(contract.class_id)
      ? []
      : [`class_id: unknown screenshot class ${JSON.stringify(contract.class_id)} (known: ${screenshotClasses.ids().join(', ') || 'none'}; teach one with npm run teach-class)`],
  schema: () => schema,
  async evaluate(contract, { page, screenshotClasses }, path) {
    const { threshold_recommended } = screenshotClasses.load(contract.class_id);
    const hash = phash(await screenshotPage(page));
    const nearest = screenshotClasses.nearest(contract.class_id, hash);
    return {
      outcome: nearest.distance <= contract.distance_max ? 'pass' : 'fail',
      path,
      kind: 'screenshot_class',
      expected: `screenshot within distance ${contract.distance_max} of class ${contract.class_id}`,
      observed: `distance ${nearest.distance} to nearest exemplar ${nearest.file}`,
      details: {
        class_id: contract.class_id,
        distance: nearest.distance,
        distance_max: contract.distance_max,
        threshold_recommended,
        nearest_exemplar: nearest.file,
        phash: hash,
      },
    };
  },
});
