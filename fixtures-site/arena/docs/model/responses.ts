/** Example HTTP responses of API functions, as the reference pages and guides show them. */
import { Random } from '../../../site-kit/random.ts';
import type { ApiItem } from './api-items.ts';
import { snakeCase } from './names.ts';
import { getLibrary } from './library.ts';
import { SAMPLE_NAMES } from './words.ts';

/** An example HTTP response body of a function, as JSON text. */
export function exampleResponse(item: ApiItem): string {
  const r = Random.for('docs', 'response', item.name);
  const group = item.group;
  const stamp = () => `2026-0${r.int(1, 5)}-${String(r.int(10, 28))}T${String(r.int(10, 23))}:${String(r.int(10, 59))}:00Z`;
  const value = (name: string, type: string): unknown => {
    if (name === 'id') return `${group.plural.slice(0, 3)}_${r.int(1000, 9999)}`;
    if (name === 'name') return r.pick(SAMPLE_NAMES);
    if (name.endsWith('At')) return type.includes('null') && r.chance(0.5) ? null : stamp();
    if (name.endsWith('Id')) return `${name.slice(0, 3)}_${r.int(100, 999)}`;
    if (name === 'url') return `https://app.${getLibrary().name.toLowerCase()}.dev/${group.plural}/${r.int(1000, 9999)}`;
    if (type === 'number') return r.int(1, 90_000);
    if (type === 'boolean') return r.chance(0.3);
    if (type.startsWith('Record')) return { team: r.pick(['data', 'billing', 'growth']) };
    if (type.startsWith("'")) return r.pick(type.split(' | ')).replaceAll("'", '');
    return r.pick(['Nightly exports', 'Owned by the data team', 'Temporary, delete after review']);
  };
  const resource = Object.fromEntries(group.fields.map((f) => [snakeCase(f.name), value(f.name, f.type)]));
  const type = item.returns.type;
  const body = type.includes('Page<')
    ? { items: [resource], next_cursor: `c_${r.int(100000, 999999).toString(16)}` }
    : type.includes('Operation')
      ? { id: `op_${r.int(10000, 99999)}`, state: 'running', created_at: stamp(), result: null }
      : type.includes('number')
        ? { count: r.int(3, 4000) }
        : resource;
  return JSON.stringify(body, null, 2);
}
