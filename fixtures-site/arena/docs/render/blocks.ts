import { esc } from '../../../site-kit/html.ts';
import type { Block, Section } from '../model/blocks.ts';
import type { Major } from '../model/library.ts';
import { codeTabs } from './code.ts';
import { inline } from './inline.ts';

export function table(caption: string, head: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return `<div class="table-wrap"><table><caption>${caption}</caption><thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table></div>`;
}

/** A heading with an id and a permalink, as every section of a page has; its title is labelled `<id>-title`. */
export function heading(level: 2 | 3, id: string, title: string): string {
  return `<h${level} id="${esc(id)}"><span id="${esc(id)}-title">${esc(title)}</span><a class="anchor" href="#${esc(id)}" aria-label="Permalink to ${esc(title)}">#</a></h${level}>`;
}

/** A section of a page, named by its heading. */
export function section(id: string, title: string, body: string): string {
  return `<section aria-labelledby="${esc(id)}-title">${heading(2, id, title)}${body}</section>`;
}

function block(b: Block, major: Major, id: string): string {
  switch (b.type) {
    case 'p':
      return `<p>${inline(b.text, major)}</p>`;
    case 'list': {
      const tag = b.ordered ? 'ol' : 'ul';
      return `<${tag}>${b.items.map((item) => `<li>${inline(item, major)}</li>`).join('')}</${tag}>`;
    }
    case 'table':
      return table(esc(b.caption), b.head, b.rows.map((row) => row.map((cell) => inline(cell, major))));
    case 'code':
      return codeTabs(id, b.samples);
    case 'note':
      return `<aside class="callout callout-${b.tone}" aria-label="${b.tone[0].toUpperCase()}${b.tone.slice(1)}"><p><strong>${b.tone[0].toUpperCase()}${b.tone.slice(1)}:</strong> ${inline(b.text, major)}</p></aside>`;
  }
}

export function sections(list: readonly Section[], major: Major): string {
  return list
    .map((s) => section(s.id, s.title, s.blocks.map((b, i) => block(b, major, `${s.id}-${i}`)).join('\n')))
    .join('\n');
}
