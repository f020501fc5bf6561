/** Pages outside the article space: project and help pages, talk pages and categories. */
import { esc } from '../../../site-kit/html.ts';
import { ENCYCLOPEDIC, Prose } from '../../prose.ts';
import { catalogue } from '../articles/catalogue.ts';
import { wikiLink } from '../articles/text.ts';
import { longDate, wikiPage } from '../skin.ts';
import { EDITORS } from './actions.ts';

/** The project and help pages the skin and the Main Page link to. */
export const PROJECT_PAGES = new Set([
  'Wikipedia:About', 'Wikipedia:Contents', 'Wikipedia:Contents/Portals', 'Portal:Current events', 'Wikipedia:Contact us',
  'Help:Contents', 'Help:Introduction', 'Help:Category', 'Wikipedia:Community portal', 'Wikipedia:File upload wizard',
  'Wikipedia:General disclaimer', 'Wikipedia:Village pump', 'Wikipedia:Teahouse', 'Wikipedia:Help desk', 'Wikipedia:Reference desk',
]);

export function projectPage(title: string): string {
  const prose = new Prose(ENCYCLOPEDIC, 'wikipedia-project', title);
  const links = prose.sample(catalogue().generated, 12).map((t) => `<li>${wikiLink(t)}</li>`);
  const sections = ['Overview', 'How to take part', 'Guidelines', 'See also'].map(
    (heading) => `<h2 id="${heading.replace(/ /g, '_')}">${heading}</h2>${prose.paragraphs(2).map((p) => `<p>${esc(p)}</p>`).join('')}`,
  );
  return wikiPage({ title, content: `${sections.join('\n')}<ul>${links.join('')}</ul>` });
}

/** A talk page: threads about the article, signed and dated. */
export function talkPage(subject: string): string {
  const prose = new Prose(ENCYCLOPEDIC, 'wikipedia-talk', subject);
  const threads = Array.from({ length: 8 }, (_, i) => {
    const heading = `${prose.phrase(3)} (${i + 1})`;
    const replies = Array.from(
      { length: prose.int(2, 5) },
      (_, r) => `<p style="margin-left:${r * 1.6}em">${esc(prose.paragraph(1, 3))} — <a href="/wiki/Wikipedia:About">${esc(prose.pick(EDITORS))}</a> 14:${10 + r} ${longDate(`2026-0${prose.int(1, 5)}-1${prose.int(0, 9)}`)} (UTC)</p>`,
    );
    return `<h2 id="thread-${i + 1}">${esc(heading)}</h2>${replies.join('')}`;
  });
  const banner = `<div class="talk-banner"><p>This is the talk page for discussing improvements to the ${wikiLink(subject)} article. This is not a forum for general discussion of the subject.</p></div>`;
  return wikiPage({ title: `Talk:${subject}`, content: `${banner}${threads.join('\n')}`, editable: true });
}

export function categoryPage(name: string): string | undefined {
  const titles = catalogue().categories.get(name);
  if (!titles) return undefined;
  const sorted = [...titles].sort((a, b) => a.localeCompare(b));
  return wikiPage({
    title: `Category:${name}`,
    content: `<h2>Pages in category "${esc(name)}"</h2><p>The following ${sorted.length} pages are in this category, out of ${sorted.length} total.</p><ul>${sorted.map((t) => `<li>${wikiLink(t)}</li>`).join('')}</ul>`,
  });
}
