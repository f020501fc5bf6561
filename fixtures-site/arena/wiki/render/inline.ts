import { esc } from '../../../site-kit/html.ts';
import { articlePath } from '../articles/encyclopedia.ts';
import type { Inline } from '../articles/model.ts';

// A link, bold (''') or italic ('') marker; bold first so ''' is not read as '' + '.
const MARKUP = /\[\[([^\]|]+)(?:\|([^\]]+))?\]\]|'''|''/g;

/** Inline wiki markup as HTML: links to articles, bold and italic; everything else escaped. */
export function inline(text: Inline): string {
  let out = '';
  let last = 0;
  let bold = false;
  let italic = false;
  for (const match of text.matchAll(MARKUP)) {
    out += esc(text.slice(last, match.index));
    last = match.index + match[0].length;
    if (match[0] === "'''") out += (bold = !bold) ? '<b>' : '</b>';
    else if (match[0] === "''") out += (italic = !italic) ? '<i>' : '</i>';
    else out += `<a href="${articlePath(match[1])}">${esc(match[2] ?? match[1])}</a>`;
  }
  return out + esc(text.slice(last)) + (italic ? '</i>' : '') + (bold ? '</b>' : '');
}
