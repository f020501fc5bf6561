import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { hamming, phash } from './phash.ts';

/** Safe as one directory name: no separators, never `.` or `..`. */
export const CLASS_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The classes that ship with the benchmark, one folder each. */
export const BUILT_IN_CLASSES_DIR = path.resolve(import.meta.dirname, '../../screenshot-classes');

const MANIFEST = 'class.json';

const manifestSchema = z.strictObject({
  class_id: z.string().regex(CLASS_ID_PATTERN),
  /** Hamming distance a new screenshot of this class is expected to stay within. */
  threshold_recommended: z.number().int().min(0).max(64),
  exemplars: z.array(z.strictObject({ file: z.string().regex(/^\d+\.png$/), phash: z.string().regex(/^[0-9a-f]{16}$/) })).min(1),
});
export type ClassManifest = z.infer<typeof manifestSchema>;

export interface NearestExemplar {
  file: string;
  distance: number;
}

/**
 * Mean pairwise distance between exemplars plus two standard deviations, kept within 4–16:
 * loose enough for a re-render of the same page, tight enough to tell layouts apart.
 */
function recommendedThreshold(hashes: string[]): number {
  const distances: number[] = [];
  for (let i = 0; i < hashes.length; i++) for (let j = i + 1; j < hashes.length; j++) distances.push(hamming(hashes[i], hashes[j]));
  if (distances.length === 0) return 4;
  const mean = distances.reduce((a, b) => a + b, 0) / distances.length;
  const sd = Math.sqrt(distances.reduce((a, d) => a + (d - mean) ** 2, 0) / distances.length);
  return Math.min(16, Math.max(4, Math.ceil(mean + 2 * sd)));
}

/** A folder of screenshot classes: `<dir>/<class_id>/<n>.png` plus a `class.json` of their hashes. */
export class ScreenshotClasses {
  private readonly cache = new Map<string, ClassManifest>();

  constructor(readonly dir: string = BUILT_IN_CLASSES_DIR) {}

  ids(): string[] {
    if (!fs.existsSync(this.dir)) return [];
    return fs
      .readdirSync(this.dir)
      .filter((id) => CLASS_ID_PATTERN.test(id) && fs.existsSync(path.join(this.dir, id, MANIFEST)))
      .sort();
  }

  has(id: string): boolean {
    return CLASS_ID_PATTERN.test(id) && fs.existsSync(path.join(this.dir, id, MANIFEST));
  }

  load(id: string): ClassManifest {
    const cached = this.cache.get(id);
    if (cached) return cached;
    if (!this.has(id)) throw new Error(`unknown screenshot class ${JSON.stringify(id)} in ${this.dir}`);
    const file = path.join(this.dir, id, MANIFEST);
    const parsed = manifestSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    this.cache.set(id, parsed.data);
    return parsed.data;
  }

  nearest(id: string, hash: string): NearestExemplar {
    const distances = this.load(id).exemplars.map((e) => ({ file: `${id}/${e.file}`, distance: hamming(hash, e.phash) }));
    return distances.reduce((best, d) => (d.distance < best.distance ? d : best));
  }

  /** Adds PNG exemplars to a class (creating it) and rewrites its manifest from every PNG it holds. */
  teach(id: string, pngFiles: string[]): ClassManifest {
    if (!CLASS_ID_PATTERN.test(id)) throw new Error(`class id ${JSON.stringify(id)}: use letters, digits, ".", "_" and "-", starting with a letter or digit`);
    if (pngFiles.length === 0) throw new Error('teach needs at least one PNG file');
    const images = pngFiles.map((file) => {
      const bytes = fs.readFileSync(file);
      try {
        phash(bytes);
      } catch (error) {
        throw new Error(`${file}: not a readable PNG (${(error as Error).message})`);
      }
      return bytes;
    });
    const folder = path.join(this.dir, id);
    fs.mkdirSync(folder, { recursive: true });
    let next = Math.max(0, ...fs.readdirSync(folder).map((f) => Number(/^(\d+)\.png$/.exec(f)?.[1] ?? 0))) + 1;
    for (const bytes of images) fs.writeFileSync(path.join(folder, `${next++}.png`), bytes);
    const manifest = this.rehash(id);
    fs.writeFileSync(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    this.cache.delete(id);
    return manifest;
  }

  /** The manifest a class's PNGs imply, recomputed from the images. */
  rehash(id: string): ClassManifest {
    const folder = path.join(this.dir, id);
    const files = fs
      .readdirSync(folder)
      .filter((f) => /^\d+\.png$/.test(f))
      .sort((a, b) => parseInt(a) - parseInt(b));
    const exemplars = files.map((file) => ({ file, phash: phash(fs.readFileSync(path.join(folder, file))) }));
    return { class_id: id, threshold_recommended: recommendedThreshold(exemplars.map((e) => e.phash)), exemplars };
  }
}
