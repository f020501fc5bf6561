import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
const dir = '/work/main/benchmarks/tasks/arena';
const mods = [];
for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.ts')).sort()) mods.push(await import(pathToFileURL(path.join(dir, f)).href));
const t0 = performance.now();
for (const m of mods) if (m.default?.kind === 'family') m.default.instances();
console.log('draw ms', (performance.now() - t0).toFixed(0));
