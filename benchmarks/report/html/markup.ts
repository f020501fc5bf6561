const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** Markup that is already HTML: tables pass it through as it is. */
export interface Markup {
  readonly html: string;
}

export const markup = (html: string): Markup => ({ html });

/** A table cell: text (escaped) or markup. */
export type Cell = string | number | Markup;

export interface Column {
  title: string;
  /** `number`: right-aligned, in tabular figures; `prose`: sentences, kept wide enough to read. */
  look?: 'number' | 'prose';
}

export const numberColumn = (title: string): Column => ({ title, look: 'number' });

const COLUMN_CLASSES = { number: ' class="num"', prose: ' class="prose"' } as const;

const cellHtml = (cell: Cell) => (typeof cell === 'object' ? cell.html : escapeHtml(String(cell)));

/** An HTML table. */
export function htmlTable(columns: readonly Column[], rows: ReadonlyArray<readonly Cell[]>): string {
  const align = (column: Column) => (column.look ? COLUMN_CLASSES[column.look] : '');
  const head = columns.map((column) => `<th${align(column)}>${escapeHtml(column.title)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${row.map((cell, column) => `<td${align(columns[column])}>${cellHtml(cell)}</td>`).join('')}</tr>`)
    .join('\n');
  return `<div class="table-box"><table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table></div>`;
}
