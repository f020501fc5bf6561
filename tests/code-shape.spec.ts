import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../benchmarks/fixtures.ts';
import { importCircles, longFunctions, sourceFiles } from './code-shape.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const relative = (file: string) => path.relative(ROOT, file);
const MAX_FUNCTION_LINES = 80;

test('no file of benchmarks/, scripts/ or fixtures-site/ (the contracts and the task schema among them) imports, directly or through others, a file that imports it', () => {
  const files = ['benchmarks', 'scripts', 'fixtures-site'].flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
  expect(files.filter((file) => /benchmarks\/(contracts|task-spec)\//.test(file)).length).toBeGreaterThan(20);
  expect(importCircles(files).map((circle) => circle.map(relative))).toEqual([]);
});

test(`no function in benchmarks/ or scripts/ is over ${MAX_FUNCTION_LINES} lines`, () => {
  const files = [...sourceFiles(path.join(ROOT, 'benchmarks')), ...sourceFiles(path.join(ROOT, 'scripts'))];
  const long = files.flatMap((file) => longFunctions(file, MAX_FUNCTION_LINES)).map(({ where, lines }) => `${relative(where)}: ${lines} lines`);
  expect(long).toEqual([]);
});

// The negative controls: a circle of four files (through a re-export and a type-only import) and a function of 81 lines are found.
test('the checks find a circle of imports and a long function', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'code-shape-'));
  try {
    fs.writeFileSync(path.join(folder, 'a.ts'), "import { b } from './b.ts';\nexport const a = b;\n");
    fs.writeFileSync(path.join(folder, 'b.ts'), "export { c as b } from './c.ts';\n");
    fs.writeFileSync(path.join(folder, 'c.ts'), "import type { A } from './d.ts';\nexport const c: A = 1;\n");
    fs.writeFileSync(path.join(folder, 'd.ts'), "import { a } from './a.ts';\nexport type A = typeof a;\n");
    fs.writeFileSync(path.join(folder, 'alone.ts'), "import { a } from './a.ts';\nexport const alone = () => a;\n");
    expect(importCircles([path.join(folder, 'alone.ts')]).map((circle) => circle.map((file) => path.basename(file)))).toEqual([]);
    expect(importCircles([path.join(folder, 'a.ts')]).map((circle) => circle.map((file) => path.basename(file)))).toEqual([['a.ts', 'b.ts', 'c.ts', 'd.ts']]);
    const body = Array.from({ length: 79 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    fs.writeFileSync(path.join(folder, 'long.ts'), `export function long() {\n${body}\n}\nexport const short = () => 1;\n`);
    expect(longFunctions(path.join(folder, 'long.ts'), MAX_FUNCTION_LINES).map((f) => [path.basename(f.where), f.lines])).toEqual([['long.ts:1 long', 81]]);
    expect(longFunctions(path.join(folder, 'long.ts'), 81)).toEqual([]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
