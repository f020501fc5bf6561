// Regenerates docs/task.schema.json from the zod schemas: npm run schema
import fs from 'node:fs';
import { TASK_JSON_SCHEMA_FILE, taskJsonSchema } from '../benchmarks/task-spec/json-schema.ts';

fs.writeFileSync(TASK_JSON_SCHEMA_FILE, taskJsonSchema());
console.log(`wrote ${TASK_JSON_SCHEMA_FILE}`);
