// Every option the harness reads from its environment, by group (benchmarks/environment/registry.ts):
//   npm run options                  # each variable: its type, its default, what it does
//   npm run options -- --markdown    # the same as Markdown tables
//   npm run options -- --write       # rewrites the tables of options in README.md and docs/outside-agents.md
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { OPTION_DOCS, optionsMarkdown, optionsText, withOptionTables } from '../benchmarks/environment/docs.ts';

let values: { markdown?: boolean; write?: boolean };
try {
  ({ values } = parseArgs({ options: { markdown: { type: 'boolean' }, write: { type: 'boolean' } } }));
} catch (error) {
  console.error(`options: ${(error as Error).message}\nusage: npm run options [-- --markdown | --write]`);
  process.exit(2);
}

if (values.write) {
  for (const file of OPTION_DOCS) fs.writeFileSync(file, withOptionTables(fs.readFileSync(file, 'utf8'), file));
  console.log(`wrote the tables of options in ${OPTION_DOCS.map((file) => path.relative(process.cwd(), file)).join(', ')}`);
} else console.log(values.markdown ? optionsMarkdown() : optionsText());
