import path from 'node:path';
import { OPTION_GROUPS, OPTIONS, type OptionGroup } from './registry.ts';

/** The docs whose tables of options are written from the registry (`npm run options -- --write`). */
export const OPTION_DOCS = ['README.md', 'docs/outside-agents.md'].map((file) => path.resolve(import.meta.dirname, '../..', file));

type Entry = (typeof OPTIONS)[keyof typeof OPTIONS];

const entries = (group: OptionGroup): Entry[] => Object.values(OPTIONS).filter((entry: Entry) => entry.group === group);

/** What the docs show as an option's default: how it is derived, else its value, else — (none). */
function shownDefault(entry: Entry): string {
  if (entry.derived) return entry.derived;
  const value = entry.default === undefined ? '' : String(entry.default);
  return value === '' ? '—' : `\`${value}\``;
}

/** Every option by group, for the terminal. */
export function optionsText(): string {
  return OPTION_GROUPS.map((group) =>
    [`${group}:`, ...entries(group).map((entry) => `  ${entry.variable}: ${entry.type.expects}; default ${shownDefault(entry)}\n      ${entry.doc}`.replaceAll('`', ''))].join('\n'),
  ).join('\n\n');
}

/** One Markdown table of a group's options. */
export function optionsTable(group: OptionGroup): string {
  const rows = entries(group).map((entry) => `| \`${entry.variable}\` | ${entry.type.expects} | ${shownDefault(entry)} | ${entry.doc} |`);
  return ['| variable | value | default | effect |', '|---|---|---|---|', ...rows].join('\n');
}

/** Every group's table under a heading of its own. */
export function optionsMarkdown(): string {
  return OPTION_GROUPS.map((group) => `### ${group[0].toUpperCase()}${group.slice(1)}\n\n${optionsTable(group)}`).join('\n\n');
}

// A table's start names what it holds: every group, or one (`<!-- options table (outside agents): … -->`).
const TABLE_START = /<!-- options table(?: \(([a-z ]+)\))?: written by npm run options -- --write from benchmarks\/environment\/registry\.ts -->\n/g;
const TABLE_END = '<!-- end of options table -->';

/** A doc with each of its tables of options replaced by what the registry gives. */
export function withOptionTables(doc: string, file: string): string {
  let written = '';
  let rest = 0;
  for (const start of doc.matchAll(TABLE_START)) {
    const group = start[1] as OptionGroup | undefined;
    if (group !== undefined && !OPTION_GROUPS.includes(group)) throw new Error(`${file}: ${start[0].trim()}: no group ${group} (the groups: ${OPTION_GROUPS.join(', ')})`);
    const end = doc.indexOf(TABLE_END, start.index);
    if (end < 0) throw new Error(`${file}: ${start[0].trim()} has no ${TABLE_END} after it`);
    written += `${doc.slice(rest, start.index + start[0].length)}${group ? optionsTable(group) : optionsMarkdown()}\n`;
    rest = end;
  }
  if (rest === 0) throw new Error(`${file}: no table of options (<!-- options table: written by npm run options … --> … ${TABLE_END})`);
  return written + doc.slice(rest);
}
