/** What `/w/index.php?title=…&action=…` shows for a page: its history, its source, its information. */
import { esc } from '../../../site-kit/html.ts';
import { ENCYCLOPEDIC, Prose } from '../../prose.ts';
import type { Article } from '../articles/model.ts';
import { longDate, wikiPage } from '../skin.ts';
import { wikitext } from './article.ts';

/** Editors whose names appear in histories, change lists and talk pages. */
export const EDITORS = ['Historian42', 'Ironwork fan', 'MetreMaven', 'Quill and Ink', 'Sunlit Editor', 'Gnomish Copyeditor', 'Paris1889', 'Citation Bot'];

function history(title: string): string {
  const prose = new Prose(ENCYCLOPEDIC, 'wikipedia-history', title);
  const page = encodeURIComponent(title.replace(/ /g, '_'));
  let size = 98_000 + prose.int(0, 20_000);
  const rows = Array.from({ length: 50 }, (_, i) => {
    const oldid = 1_290_000_000 - i * prose.int(1_000, 90_000);
    const change = prose.int(-300, 600);
    size -= change;
    const day = `2026-${String(6 - Math.floor(i / 10)).padStart(2, '0')}-${String(28 - ((i * 3) % 27)).padStart(2, '0')}`;
    return `<tr><td><a href="/w/index.php?title=${page}&amp;oldid=${oldid}">14:${String((i * 13) % 60).padStart(2, '0')}, ${longDate(day)}</a></td><td>${esc(prose.pick(EDITORS))}</td><td>${size.toLocaleString('en-US')} bytes</td><td>${change >= 0 ? '+' : ''}${change}</td><td>${esc(prose.phrase(3).toLowerCase())}</td></tr>`;
  });
  return `<p>For any version listed below, click on its date to view it.</p><table class="history"><thead><tr><th scope="col">Date</th><th scope="col">User</th><th scope="col">Size</th><th scope="col">Change</th><th scope="col">Summary</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function info(article: Article): string {
  const rows: Array<[string, string]> = [
    ['Display title', article.title],
    ['Default sort key', article.title],
    ['Page length (in bytes)', wikitext(article).length.toLocaleString('en-US')],
    ['Page content language', 'en - English'],
    ['Page content model', 'wikitext'],
    ['Number of redirects to this page', String(article.languages % 17)],
    ['Latest editor', 'Citation Bot'],
    ['Date of latest edit', longDate(article.lastEdited)],
    ['Local description', article.description],
  ];
  return `<h2 id="Basic_information">Basic information</h2><table class="wikitable"><tbody>${rows.map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</tbody></table>`;
}

/** The page an action shows; `article` is undefined for a page that does not exist yet (editing creates it). */
export function actionPage(action: string, title: string, article: Article | undefined): string | undefined {
  switch (action) {
    case 'history':
      return wikiPage({ title: `${title}: Revision history`, content: history(title) });
    case 'edit': {
      const source = article ? wikitext(article) : '';
      return wikiPage({
        title: `${article ? 'Editing' : 'Creating'} ${title}`,
        content: `<form method="post" action="/w/index.php?title=${encodeURIComponent(title.replace(/ /g, '_'))}&amp;action=submit"><label for="wpTextbox1">Page source</label><textarea id="wpTextbox1" name="wpTextbox1" readonly>${esc(source)}</textarea><p><label for="wpSummary">Summary</label> <input id="wpSummary" name="wpSummary"></p><button type="submit">Publish changes</button></form>`,
      });
    }
    case 'info':
      return article ? wikiPage({ title: `Information for "${title}"`, content: info(article) }) : undefined;
    default:
      return undefined;
  }
}
