/** The Main Page: featured article, "Did you know", news, anniversaries, other areas and languages. */
import { esc } from '../../../site-kit/html.ts';
import { ENCYCLOPEDIC, Prose } from '../../prose.ts';
import { catalogue } from '../articles/catalogue.ts';
import { wikiLink } from '../articles/text.ts';
import { wikiPage } from '../skin.ts';

const SISTER_PROJECTS: ReadonlyArray<[string, string, string]> = [
  ['Commons', 'https://commons.wikimedia.org/', 'Free media repository'],
  ['MediaWiki', 'https://www.mediawiki.org/', 'Wiki software development'],
  ['Meta-Wiki', 'https://meta.wikimedia.org/', 'Wikimedia project coordination'],
  ['Wikibooks', 'https://en.wikibooks.org/', 'Free textbooks and manuals'],
  ['Wikidata', 'https://www.wikidata.org/', 'Free knowledge base'],
  ['Wikinews', 'https://en.wikinews.org/', 'Free-content news'],
  ['Wikiquote', 'https://en.wikiquote.org/', 'Collection of quotations'],
  ['Wikisource', 'https://en.wikisource.org/', 'Free-content library'],
  ['Wikispecies', 'https://species.wikimedia.org/', 'Directory of species'],
  ['Wikiversity', 'https://en.wikiversity.org/', 'Free learning tools'],
  ['Wikivoyage', 'https://en.wikivoyage.org/', 'Free travel guide'],
  ['Wiktionary', 'https://en.wiktionary.org/', 'Dictionary and thesaurus'],
];

/** Other editions by size, as the foot of the Main Page lists them. */
const EDITIONS: ReadonlyArray<[string, readonly string[]]> = [
  ['1,000,000+ articles', ['العربية', 'Deutsch', 'Español', 'فارسی', 'Français', 'Italiano', 'Nederlands', '日本語', 'Polski', 'Português', 'Русский', 'Svenska', 'Українська', 'Tiếng Việt', '中文']],
  ['250,000+ articles', ['Bahasa Indonesia', 'Bahasa Melayu', 'Български', 'Català', 'Čeština', 'Dansk', 'Esperanto', 'Euskara', 'עברית', 'Հայերեն', '한국어', 'Magyar', 'Norsk bokmål', 'Română', 'Srpski', 'Suomi', 'Türkçe']],
  ['50,000+ articles', ['Asturianu', 'Bosanski', 'Eesti', 'Ελληνικά', 'Simple English', 'Galego', 'Hrvatski', 'Latviešu', 'Lietuvių', 'മലയാളം', 'Македонски', 'Norsk nynorsk', 'Shqip', 'Slovenčina', 'Slovenščina', 'ไทย']],
];

function box(id: string, heading: string, content: string): string {
  return `<section class="mainpage-box" aria-labelledby="${id}"><h2 id="${id}">${heading}</h2>${content}</section>`;
}

export function mainPage(): string {
  const prose = new Prose(ENCYCLOPEDIC, 'wikipedia-main-page');
  // Only generated articles are featured: no task's fact stands on the page a task starts from.
  const [featured, picture, ...rest] = prose.sample(catalogue().generated, 14);
  const news = rest.slice(0, 4).map((title) => `<li>${esc(prose.sentence().replace(/\.$/, ''))}, reports on ${wikiLink(title)}.</li>`);
  const didYouKnow = rest.slice(4, 10).map((title) => `<li>... that ${wikiLink(title)} ${esc(prose.sentence().replace(/^\w+ /, '').replace(/\.$/, ''))}?</li>`);
  const years = [1215, 1667, 1752, 1836, 1864, 1904, 1954, 1996].map((year, i) => `<li><b>${year}</b> – ${esc(prose.sentence())} (${wikiLink(rest[i % rest.length])})</li>`);
  const content = `<div class="mainpage-welcome"><p><b>Welcome to Wikipedia</b>, the free encyclopedia that anyone can edit.</p><p>118,204 active editors · 7,012,345 articles in English</p></div>
<div class="mainpage-columns"><div>
${box('mp-tfa-h2', "From today's featured article", `<p><b>${wikiLink(featured)}</b>: ${esc(prose.paragraph(5, 7))} (<b>${wikiLink(featured, 'Full article...')}</b>)</p><p>Recently featured: ${rest.slice(10, 13).map((t) => wikiLink(t)).join(' – ')}</p>`)}
${box('mp-dyk-h2', 'Did you know ...', `<ul>${didYouKnow.join('')}</ul>`)}
</div><div>
${box('mp-itn-h2', 'In the news', `<ul>${news.join('')}</ul><p><b>Ongoing</b>: ${esc(prose.phrase(2))} · <b>Recent deaths</b>: ${esc(prose.phrase(2))}</p>`)}
${box('mp-otd-h2', 'On this day', `<p><b>June 15</b></p><ul>${years.join('')}</ul>`)}
</div></div>
${box('mp-tfp-h2', "Today's featured picture", `<div role="img" aria-label="${esc(picture)}">[picture]</div><p>${esc(prose.paragraph(3, 4))} (${wikiLink(picture)})</p>`)}
${box('mp-other', 'Other areas of Wikipedia', `<ul>
<li>${wikiLink('Wikipedia:Community portal', 'Community portal')} – The central hub for editors, with resources, links, tasks, and announcements.</li>
<li>${wikiLink('Wikipedia:Village pump', 'Village pump')} – Forum for discussions about Wikipedia itself, including policies and technical issues.</li>
<li>${wikiLink('Wikipedia:Teahouse', 'Teahouse')} – Ask basic questions about using or editing Wikipedia.</li>
<li>${wikiLink('Wikipedia:Help desk', 'Help desk')} – Ask questions about using or editing Wikipedia.</li>
<li>${wikiLink('Wikipedia:Reference desk', 'Reference desk')} – Ask research questions about encyclopedic topics.</li>
<li>${wikiLink('Wikipedia:Contents/Portals', 'Content portals')} – A unique way to navigate the encyclopedia.</li></ul>`)}
${box('mp-sister', "Wikipedia's sister projects", `<ul>${SISTER_PROJECTS.map(([name, href, what]) => `<li><a href="${href}">${name}</a> – ${what}</li>`).join('')}</ul>`)}
${box('mp-lang', 'Wikipedia languages', EDITIONS.map(([size, names]) => `<p><b>${size}</b></p><ul class="editions">${names.map((n) => `<li><a href="https://www.wikipedia.org/" lang="mul">${esc(n)}</a></li>`).join('')}</ul>`).join(''))}`;
  return wikiPage({ title: 'Main Page', content });
}
