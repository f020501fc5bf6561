/** A table for a terminal: columns padded to their widest cell (right-aligned where asked), a rule under the header. */
export function alignedTable(header: readonly string[], align: ReadonlyArray<'l' | 'r'>, rows: ReadonlyArray<readonly unknown[]>): string[] {
  const text = [header, ...rows].map((row) => row.map((value) => String(value ?? '').replace(/\s+/g, ' ')));
  const widths = header.map((_, column) => Math.max(...text.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) => row.map((value, column) => (align[column] === 'r' ? value.padStart(widths[column]) : value.padEnd(widths[column]))).join('  ').trimEnd();
  return [line(text[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...text.slice(1).map(line)];
}

/**
 * Text shortened to about `limit` characters at a word boundary, `…` where it was cut: a line of a
 * table never ends mid-word (a first word longer than the limit is kept whole).
 */
export function atWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const space = text.lastIndexOf(' ', limit - 1);
  const end = space > 0 ? space : text.indexOf(' ', limit);
  return end < 0 ? text : `${text.slice(0, end).replace(/[\s,;:]+$/, '')} …`;
}
