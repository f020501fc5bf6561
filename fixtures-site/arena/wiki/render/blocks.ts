import { esc } from '../../../site-kit/html.ts';
import { articlePath } from '../articles/encyclopedia.ts';
import type { Block, Infobox, Navbox, Paragraph, Table } from '../articles/model.ts';
import { inline } from './inline.ts';

/**
 * The parts of a page body: infobox, paragraphs with citation marks, tables, lists, navboxes.
 * Citation marks are counted as they are rendered, so the reference list can link back to each.
 */
export class CitationMarks {
  /** Reference number → how many marks cite it so far. */
  readonly uses = new Map<number, number>();

  mark(n: number): string {
    const k = this.uses.get(n) ?? 0;
    this.uses.set(n, k + 1);
    return `<sup class="reference" id="cite_ref-${n}-${k}"><a href="#cite_note-${n}">[${n}]</a></sup>`;
  }
}

export function paragraph(p: Paragraph, marks: CitationMarks): string {
  return `<p>${inline(p.text)}${p.cites.map((n) => marks.mark(n)).join('')}</p>`;
}

export function table(t: Table): string {
  const head = t.columns
    .map((c) => (t.sortable ? `<th scope="col" aria-sort="none"${c.numeric ? ' data-numeric' : ''}><button type="button" class="sort-button">${esc(c.label)}<span class="sort-icon" aria-hidden="true"></span></button></th>` : `<th scope="col">${esc(c.label)}</th>`))
    .join('');
  const body = t.rows
    .map((row) => `<tr>${row.map((cell, i) => `<td${t.columns[i]?.numeric ? ' class="num"' : ''}>${inline(cell)}</td>`).join('')}</tr>`)
    .join('\n');
  return `<div class="table-wrap"><table class="wikitable${t.sortable ? ' sortable' : ''}"><caption>${esc(t.caption)}</caption><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table></div>`;
}

export function block(b: Block, marks: CitationMarks): string {
  switch (b.kind) {
    case 'paragraph':
      return paragraph(b, marks);
    case 'table':
      return table(b);
    case 'list':
      return `<ul>${b.items.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`;
  }
}

export function infobox(box: Infobox): string {
  const rows = box.rows
    .map((row) =>
      'heading' in row
        ? `<tr><th colspan="2" scope="colgroup" class="infobox-header">${esc(row.heading)}</th></tr>`
        : `<tr><th scope="row" class="infobox-label">${esc(row.label)}</th><td class="infobox-data">${inline(row.value)}</td></tr>`,
    )
    .join('\n');
  const picture = box.caption
    ? `<tr><td colspan="2" class="infobox-image"><div class="picture" aria-hidden="true"></div><div class="infobox-caption">${esc(box.caption)}</div></td></tr>`
    : '';
  return `<table class="infobox"><caption>${esc(box.title)}</caption><tbody>
<tr><td colspan="2" class="infobox-subtitle">${esc(box.subtitle)}</td></tr>
${picture}
${rows}
</tbody></table>`;
}

/** A navbox; the page's own title is shown bold instead of linked, as encyclopedias do. */
export function navbox(nav: Navbox, current: string): string {
  const item = (title: string) => (title === current ? `<li><strong class="selflink">${esc(title)}</strong></li>` : `<li><a href="${articlePath(title)}">${esc(title)}</a></li>`);
  const groups = nav.groups.map((g) => `<tr><th scope="row" class="navbox-group">${esc(g.label)}</th><td class="navbox-list"><ul class="hlist">${g.titles.map(item).join('')}</ul></td></tr>`).join('\n');
  return `<nav class="navbox" aria-label="${esc(nav.title)} navigation"><table><caption class="navbox-title">${esc(nav.title)}</caption><tbody>\n${groups}\n</tbody></table></nav>`;
}
