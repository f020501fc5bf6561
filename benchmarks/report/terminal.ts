/** A table for a terminal: columns padded to their widest cell (right-aligned where asked), a rule under the header. */
export function alignedTable(header: readonly string[], align: ReadonlyArray<'l' | 'r'>, rows: ReadonlyArray<readonly unknown[]>): string[] {
  const text = [header, ...rows].map((row) => row.map((value) => String(value ?? '').replace(/\s+/g, ' ')));
  const widths = header.map((_, column) => Math.max(...text.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) => row.map((value, column) => (align[column] === 'r' ? value.padStart(widths[column]) : value.padEnd(widths[column]))).join('  ').trimEnd();
  return [line(text[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...text.slice(1).map(line)];
}
