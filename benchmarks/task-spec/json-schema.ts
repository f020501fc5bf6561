import path from 'node:path';
import { z } from 'zod';
import { taskSpecSchema } from './schema.ts';

/** Published for editors (autocomplete in task JSON); a test keeps it equal to the zod schemas. */
export const TASK_JSON_SCHEMA_FILE = path.resolve(import.meta.dirname, '../../docs/task.schema.json');

export function taskJsonSchema(): string {
  return `${JSON.stringify(z.toJSONSchema(taskSpecSchema, { io: 'input' }), null, 2)}\n`;
}
