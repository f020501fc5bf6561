/**
 * The encyclopedia's page chrome (the Vector 2022 skin): header with the search box, main menu,
 * table of contents, page tabs, tools and the footer, around a page's content.
 */
import { document, esc, join } from '../../site-kit/html.ts';
import { wikiHref } from './articles/text.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-06-09" → "9 June 2026", as the site writes dates. */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

export interface TocEntry {
  id: string;
  text: string;
  children?: readonly TocEntry[];
}

export interface WikiPage {
  /** The page's title (its namespace included), as the heading shows it. */
  title: string;
  content: string;
  toc?: readonly TocEntry[];
  /** Other-language editions of the page (articles only). */
  languages?: number;
  /** ISO date of the last edit, for the footer (content pages only). */
  lastEdited?: string;
  /** The text to keep in the search box. */
  query?: string;
  /** An article or talk page: the page tabs and the tools that act on it. */
  editable?: boolean;
}

const CSS = `
body{margin:0;font-family:sans-serif;color:#202122;background:#f8f9fa}
a{color:#36c;text-decoration:none}a:hover{text-decoration:underline}
.skip{position:absolute;left:-999px}
.wiki-header{display:flex;align-items:center;gap:24px;padding:8px 24px;background:#fff;border-bottom:1px solid #eaecf0}
.wiki-logo{display:flex;flex-direction:column;color:#000;font-family:serif;line-height:1.1}.wiki-logo b{font-size:22px;font-weight:normal;letter-spacing:.05em}.wiki-logo small{font-size:12px}
.wiki-search{flex:1;display:flex;max-width:600px}.wiki-search input[type=search]{flex:1;padding:6px 8px;border:1px solid #a2a9b1;border-radius:2px 0 0 2px}
.wiki-search button{padding:6px 12px;border:1px solid #a2a9b1;background:#f8f9fa}
.personal{margin-left:auto;display:flex;gap:16px;font-size:14px}
.page{display:grid;grid-template-columns:200px minmax(0,1fr) 180px;gap:24px;padding:0 24px;max-width:1600px}
.side{font-size:14px;padding-top:16px}.side h2{font-size:13px;color:#54595d;border-bottom:1px solid #c8ccd1;margin:16px 0 6px;font-weight:normal}
.side ul{list-style:none;margin:0;padding:0}.side li{margin:4px 0}.side ul ul{padding-left:12px}
main{background:#fff;padding:16px 24px;border:1px solid #eaecf0;min-width:0}
#firstHeading{font-family:serif;font-weight:normal;font-size:28px;margin:0 0 4px;border-bottom:1px solid #a2a9b1}
.page-bar{display:flex;gap:16px;font-size:14px;border-bottom:1px solid #eaecf0;margin-bottom:8px;padding:4px 0}.page-bar .views{margin-left:auto;display:flex;gap:16px}
.languages{float:right;font-size:14px}.languages ul{columns:3;font-size:13px}
#siteSub{font-size:13px;color:#54595d;margin-bottom:8px}
.shortdescription{display:none}.hatnote{font-style:italic;padding-left:1.6em;margin-bottom:8px}
.infobox{float:right;clear:right;width:300px;margin:0 0 16px 16px;border:1px solid #a2a9b1;background:#f8f9fa;font-size:13px;border-collapse:collapse}
.infobox caption{font-size:16px;font-weight:bold;padding:4px}.infobox th,.infobox td{padding:3px 6px;text-align:left;vertical-align:top}
.infobox .infobox-header{background:#cedff2;text-align:center}
h2{font-family:serif;font-weight:normal;font-size:22px;border-bottom:1px solid #a2a9b1;margin:24px 0 8px}h3{font-size:17px;margin:16px 0 6px}
p{line-height:1.6;font-size:15px}
sup.reference{font-size:11px}
.wikitable{border-collapse:collapse;margin:12px 0;background:#f8f9fa}.wikitable th,.wikitable td{border:1px solid #a2a9b1;padding:4px 8px}.wikitable th{background:#eaecf0}
.references{font-size:13px;columns:2}
.navbox{border:1px solid #a2a9b1;width:100%;font-size:13px;margin-top:16px;border-collapse:collapse}.navbox th{background:#ccf;padding:3px}.navbox td{padding:3px 8px}.navbox .group{background:#ddf;text-align:right;white-space:nowrap;width:1%}
.navbox ul{list-style:none;margin:0;padding:0;display:inline}.navbox li{display:inline}.navbox li+li:before{content:" · "}
#catlinks{border:1px solid #a2a9b1;background:#f8f9fa;padding:6px;margin-top:16px;font-size:13px}#catlinks ul{display:inline;list-style:none;padding:0}#catlinks li{display:inline;padding:0 6px;border-left:1px solid #aaa}
.mw-search-results{list-style:none;padding:0}.mw-search-result{margin-bottom:16px}.searchmatch{font-weight:bold}.mw-search-result-data{color:#14866d;font-size:13px}
.footer{font-size:12px;padding:16px 24px 32px 248px}.footer ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:12px}
.mainpage-box{border:1px solid #a3bfb1;background:#f5fffa;padding:8px 12px;margin-bottom:12px}.mainpage-box h2{font-size:18px;margin-top:0;border:0;background:#cef2e0;padding:3px 8px}
.mainpage-columns{display:grid;grid-template-columns:1fr 1fr;gap:12px}
table.history{border-collapse:collapse;font-size:13px}table.history td{padding:3px 8px;border-bottom:1px solid #eaecf0}
textarea{width:100%;height:400px;font-family:monospace}
`;

/** Other-language editions, as the language menu lists them (by code and name). */
const LANGUAGES: ReadonlyArray<[string, string]> = [
  ['ar', 'العربية'], ['bg', 'Български'], ['ca', 'Català'], ['cs', 'Čeština'], ['cy', 'Cymraeg'], ['da', 'Dansk'],
  ['de', 'Deutsch'], ['el', 'Ελληνικά'], ['eo', 'Esperanto'], ['es', 'Español'], ['et', 'Eesti'], ['eu', 'Euskara'],
  ['fa', 'فارسی'], ['fi', 'Suomi'], ['fr', 'Français'], ['ga', 'Gaeilge'], ['gl', 'Galego'], ['he', 'עברית'],
  ['hi', 'हिन्दी'], ['hr', 'Hrvatski'], ['hu', 'Magyar'], ['hy', 'Հայերեն'], ['id', 'Bahasa Indonesia'],
  ['is', 'Íslenska'], ['it', 'Italiano'], ['ja', '日本語'], ['ka', 'ქართული'], ['kk', 'Қазақша'], ['ko', '한국어'],
  ['la', 'Latina'], ['lt', 'Lietuvių'], ['lv', 'Latviešu'], ['mk', 'Македонски'], ['ms', 'Bahasa Melayu'],
  ['nl', 'Nederlands'], ['nn', 'Norsk nynorsk'], ['no', 'Norsk bokmål'], ['pl', 'Polski'], ['pt', 'Português'],
  ['ro', 'Română'], ['ru', 'Русский'], ['sk', 'Slovenčina'], ['sl', 'Slovenščina'], ['sq', 'Shqip'],
  ['sr', 'Српски / srpski'], ['sv', 'Svenska'], ['ta', 'தமிழ்'], ['th', 'ไทย'], ['tr', 'Türkçe'], ['uk', 'Українська'],
  ['ur', 'اردو'], ['uz', 'Oʻzbekcha'], ['vi', 'Tiếng Việt'], ['zh', '中文'], ['zh-yue', '粵語'],
];

const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const link = (href: string, text: string) => `<a href="${esc(href)}">${esc(text)}</a>`;

function header(query: string, returnTo: string): string {
  const account = (page: string, text: string) => link(`/w/index.php?title=Special:${page}&returnto=${encodeURIComponent(returnTo)}`, text);
  return `<header class="wiki-header">
<a class="wiki-logo" href="/wiki/Main_Page"><b>Wikipedia</b><small>The Free Encyclopedia</small></a>
<form class="wiki-search" action="/w/index.php" role="search"><input type="hidden" name="title" value="Special:Search"><input type="search" name="search" aria-label="Search Wikipedia" placeholder="Search Wikipedia" accesskey="f" value="${esc(query)}"><button type="submit">Search</button></form>
<nav class="personal" aria-label="Personal tools">${link('https://donate.wikimedia.org/?wmf_source=donate&wmf_medium=sidebar&uselang=en', 'Donate')} ${account('CreateAccount', 'Create account')} ${account('UserLogin', 'Log in')}</nav>
</header>`;
}

/** The main menu, with the page's table of contents under it. */
function mainMenu(contents: string): string {
  return `<nav class="side" id="mw-panel" aria-label="Main menu">
<h2>Navigation</h2>${list([
    link('/wiki/Main_Page', 'Main page'),
    link('/wiki/Wikipedia:Contents', 'Contents'),
    link('/wiki/Portal:Current_events', 'Current events'),
    link('/wiki/Special:Random', 'Random article'),
    link('/wiki/Wikipedia:About', 'About Wikipedia'),
    link('/wiki/Wikipedia:Contact_us', 'Contact us'),
  ])}
<h2>Contribute</h2>${list([
    link('/wiki/Help:Contents', 'Help'),
    link('/wiki/Help:Introduction', 'Learn to edit'),
    link('/wiki/Wikipedia:Community_portal', 'Community portal'),
    link('/wiki/Special:RecentChanges', 'Recent changes'),
    link('/wiki/Wikipedia:File_upload_wizard', 'Upload file'),
    link('/wiki/Special:SpecialPages', 'Special pages'),
  ])}
${contents}</nav>`;
}

function toc(entries: readonly TocEntry[]): string {
  const items = (level: readonly TocEntry[]): string =>
    list(level.map((entry) => `${link(`#${entry.id}`, entry.text)}${entry.children?.length ? items(entry.children) : ''}`));
  return `<div id="vector-toc" role="navigation" aria-label="Contents"><h2>Contents</h2>${items([{ id: 'top', text: '(Top)' }, ...entries])}</div>`;
}

function tools(title: string): string {
  const page = encodeURIComponent(title.replace(/ /g, '_'));
  return `<nav class="side" id="p-tools" aria-label="Tools">
<h2>Actions</h2>${list([link(wikiHref(title), 'Read'), link(`/w/index.php?title=${page}&action=edit`, 'Edit'), link(`/w/index.php?title=${page}&action=history`, 'View history')])}
<h2>General</h2>${list([
    link(`/wiki/Special:WhatLinksHere/${page}`, 'What links here'),
    link(`/wiki/Special:RecentChangesLinked/${page}`, 'Related changes'),
    // Information and citations exist for articles only.
    ...(title.startsWith('Talk:') ? [] : [link(`/w/index.php?title=${page}&action=info`, 'Page information'), link(`/w/index.php?title=Special:CiteThisPage&page=${page}`, 'Cite this page')]),
  ])}
<h2>Print/export</h2>${list([link(`/w/index.php?title=${page}&printable=yes`, 'Printable version')])}
</nav>`;
}

function pageBar(title: string, languages: number | undefined): string {
  const subject = title.startsWith('Talk:') ? title.slice('Talk:'.length) : title;
  const page = encodeURIComponent(title.replace(/ /g, '_'));
  const menu =
    languages === undefined
      ? ''
      : `<details class="languages"><summary>${languages} languages</summary>${list(
          LANGUAGES.slice(0, Math.min(languages, LANGUAGES.length)).map(([code, name]) => `<a href="https://${code}.wikipedia.org${esc(wikiHref(subject))}" hreflang="${code}" lang="${code}">${esc(name)}</a>`),
        )}</details>`;
  return `${menu}<div class="page-bar"><nav aria-label="Namespaces">${link(wikiHref(subject), 'Article')} ${link(wikiHref(`Talk:${subject}`), 'Talk')}</nav>
<nav class="views" aria-label="Views">${link(wikiHref(title), 'Read')} ${link(`/w/index.php?title=${page}&action=edit`, 'Edit')} ${link(`/w/index.php?title=${page}&action=history`, 'View history')}</nav></div>`;
}

function footer(lastEdited: string | undefined): string {
  return `<footer class="footer" role="contentinfo">
${lastEdited ? `<p>This page was last edited on ${longDate(lastEdited)}, at 14:22<span> (UTC)</span>.</p>` : ''}
<p>Text is available under the <a href="https://creativecommons.org/licenses/by-sa/4.0/deed.en">Creative Commons Attribution-ShareAlike 4.0 License</a>; additional terms may apply. By using this site, you agree to the <a href="https://foundation.wikimedia.org/wiki/Special:MyLanguage/Policy:Terms_of_Use">Terms of Use</a> and <a href="https://foundation.wikimedia.org/wiki/Special:MyLanguage/Policy:Privacy_policy">Privacy Policy</a>. Wikipedia® is a registered trademark of the Wikimedia Foundation, Inc., a non-profit organization.</p>
${list([
  link('https://foundation.wikimedia.org/wiki/Special:MyLanguage/Policy:Privacy_policy', 'Privacy policy'),
  link('/wiki/Wikipedia:About', 'About Wikipedia'),
  link('/wiki/Wikipedia:General_disclaimer', 'Disclaimers'),
  link('/wiki/Wikipedia:Contact_us', 'Contact Wikipedia'),
  link('https://foundation.wikimedia.org/wiki/Special:MyLanguage/Policy:Universal_Code_of_Conduct', 'Code of Conduct'),
  link('https://developer.wikimedia.org', 'Developers'),
  link('https://stats.wikimedia.org/#/en.wikipedia.org', 'Statistics'),
  link('https://foundation.wikimedia.org/wiki/Special:MyLanguage/Policy:Cookie_statement', 'Cookie statement'),
  link('https://en.m.wikipedia.org/', 'Mobile view'),
])}
</footer>`;
}

/** A whole page of the encyclopedia. */
export function wikiPage(page: WikiPage): string {
  const body = join([
    '<a class="skip" href="#bodyContent">Jump to content</a>',
    header(page.query ?? '', page.title),
    '<div class="page">',
    mainMenu(page.toc ? toc(page.toc) : ''),
    `<main id="content"><span id="top"></span><h1 id="firstHeading">${esc(page.title)}</h1>`,
    page.editable ? pageBar(page.title, page.languages) : '',
    `<div id="bodyContent"><div id="siteSub">From Wikipedia, the free encyclopedia</div>${page.content}</div></main>`,
    page.editable ? tools(page.title) : '<div></div>',
    '</div>',
    footer(page.lastEdited),
  ]);
  return document({ title: `${page.title} - Wikipedia`, head: `<style>${CSS}</style>`, body, bodyAttributes: 'class="skin-vector"' });
}
