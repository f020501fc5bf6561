/** A Markdown table cell: pipes escaped, newlines flattened, so no value can break the table. */
export function cell(value: unknown): string {
  return String(value ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');
}

/** One Markdown table row. */
export function row(cells: readonly unknown[]): string {
  return `| ${cells.map(cell).join(' | ')} |`;
}

/** A Markdown table: header, alignment row (`l` or `r` per column), rows. */
export function table(header: readonly string[], align: ReadonlyArray<'l' | 'r'>, rows: ReadonlyArray<readonly unknown[]>): string[] {
  return [row(header), `| ${align.map((a) => (a === 'r' ? '---:' : '---')).join(' | ')} |`, ...rows.map(row)];
}
