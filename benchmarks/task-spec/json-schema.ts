import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { contractSchema } from '../contracts/contract.ts';
import { CONTRACT_KINDS } from '../contracts/kinds/index.ts';
import { taskSpecSchema } from './schema.ts';

/** Published for editors (autocomplete in task JSON); a test keeps it equal to the zod schemas. */
export const TASK_JSON_SCHEMA_FILE = path.resolve(import.meta.dirname, '../../docs/task.schema.json');
/** The contract language's documentation, whose table of kinds is written from the registry. */
export const CONTRACTS_DOC_FILE = path.resolve(import.meta.dirname, '../../docs/contracts.md');

export function taskJsonSchema(): string {
  return `${JSON.stringify(z.toJSONSchema(taskSpecSchema, { io: 'input' }), null, 2)}\n`;
}

const TABLE_START = '<!-- kinds table: written by npm run schema from benchmarks/contracts/kinds/index.ts -->';
const TABLE_END = '<!-- end of kinds table -->';

/** The docs' table of contract kinds: one row per registered kind, its fields from its schema. */
export function kindsTable(): string {
  const rows = CONTRACT_KINDS.map((kind) => {
    const schema = z.toJSONSchema(kind.schema(contractSchema), { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown>; required?: string[] };
    const fields = Object.keys(schema.properties ?? {})
      .filter((field) => field !== 'kind')
      .map((field) => `\`${field}\`${schema.required?.includes(field) ? '' : '?'}`);
    return `| \`${kind.kind}\` | ${fields.join(', ') || '—'} | ${kind.summary} |`;
  });
  return [TABLE_START, '| kind | fields (`?` optional) | passes when |', '|---|---|---|', ...rows, TABLE_END].join('\n');
}

/** The contracts doc with its table of kinds replaced by the registry's. */
export function contractsDoc(current = fs.readFileSync(CONTRACTS_DOC_FILE, 'utf8')): string {
  const start = current.indexOf(TABLE_START);
  const end = current.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${CONTRACTS_DOC_FILE}: no kinds table markers (${TABLE_START} … ${TABLE_END})`);
  return current.slice(0, start) + kindsTable() + current.slice(end + TABLE_END.length);
}
