import { PNG } from 'pngjs';

// The classic DCT pHash: a 32×32 grey thumbnail, its 8×8 lowest frequencies, one bit per
// coefficient above their median. Written out here because the npm pHash packages all pull in a
// native image stack (sharp, jimp) for what is a thumbnail and a small DCT.
const SAMPLE = 32;
const LOW = 8;
// Coefficients of a flat image are zero up to float noise; noise must not become hash bits.
const NOISE = 1e-6;

const COS = Array.from({ length: LOW }, (_, u) => Array.from({ length: SAMPLE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SAMPLE))));

/** Grey levels of a SAMPLE×SAMPLE thumbnail, each the mean of the source pixels in its cell. */
function thumbnail(png: PNG): Float64Array {
  const { width, height, data } = png;
  const grey = new Float64Array(SAMPLE * SAMPLE);
  for (let cy = 0; cy < SAMPLE; cy++) {
    const [y0, y1] = [Math.floor((cy * height) / SAMPLE), Math.max(Math.floor(((cy + 1) * height) / SAMPLE), Math.floor((cy * height) / SAMPLE) + 1)];
    for (let cx = 0; cx < SAMPLE; cx++) {
      const [x0, x1] = [Math.floor((cx * width) / SAMPLE), Math.max(Math.floor(((cx + 1) * width) / SAMPLE), Math.floor((cx * width) / SAMPLE) + 1)];
      let sum = 0;
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) {
          const i = (y * width + x) * 4;
          // Transparent pixels count as white, as a page's default background renders.
          const alpha = data[i + 3] / 255;
          const luma = 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
          sum += luma * alpha + 255 * (1 - alpha);
        }
      grey[cy * SAMPLE + cx] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return grey;
}

/** 64-bit perceptual hash of a PNG image, as 16 hex digits. */
export function phash(pngBytes: Buffer): string {
  const png = PNG.sync.read(pngBytes);
  if (png.width < 1 || png.height < 1) throw new Error('empty image');
  const grey = thumbnail(png);
  const coefficients: number[] = [];
  for (let u = 0; u < LOW; u++)
    for (let v = 0; v < LOW; v++) {
      let sum = 0;
      for (let y = 0; y < SAMPLE; y++) for (let x = 0; x < SAMPLE; x++) sum += grey[y * SAMPLE + x] * COS[u][y] * COS[v][x];
      coefficients.push(sum);
    }
  const sorted = [...coefficients].sort((a, b) => a - b);
  const median = (sorted[LOW * LOW / 2 - 1] + sorted[LOW * LOW / 2]) / 2;
  let hash = 0n;
  for (const c of coefficients) hash = (hash << 1n) | (c > median + NOISE ? 1n : 0n);
  return hash.toString(16).padStart(16, '0');
}

/** Number of differing bits between two hashes (0–64). */
export function hamming(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  for (; diff; diff >>= 1n) bits += Number(diff & 1n);
  return bits;
}
