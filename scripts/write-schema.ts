// Writes what is derived from the zod schemas and the contract kinds' registry: npm run schema
//   docs/task.schema.json (the JSON Schema of task files) and the table of kinds in docs/contracts.md.
import fs from 'node:fs';
import { CONTRACTS_DOC_FILE, contractsDoc, TASK_JSON_SCHEMA_FILE, taskJsonSchema } from '../benchmarks/task-spec/json-schema.ts';

fs.writeFileSync(TASK_JSON_SCHEMA_FILE, taskJsonSchema());
fs.writeFileSync(CONTRACTS_DOC_FILE, contractsDoc());
console.log(`wrote ${TASK_JSON_SCHEMA_FILE} and the kinds table of ${CONTRACTS_DOC_FILE}`);
