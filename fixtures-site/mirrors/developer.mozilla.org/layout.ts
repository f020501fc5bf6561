/**
 * MDN's page chrome: the top navigation (menus open on click), the search form, the footer, and
 * the three-column layout of a reference page (sidebar, article, "In this article").
 */
import { document, esc } from '../../site-kit/html.ts';

const CSS = `
body{margin:0;font-family:Inter,Arial,sans-serif;color:#1b1b1b;background:#fff}
a{color:#0069c2}code{font-family:Menlo,Consolas,monospace;font-size:.92em}
.skip{position:absolute;left:-999px}
.top-nav{display:flex;align-items:center;gap:20px;padding:10px 24px;border-bottom:1px solid #cdcdcd}
.logo{font-weight:800;font-size:26px;color:#000;text-decoration:none;letter-spacing:-1px}
.menu{position:relative}.menu>button{background:none;border:0;font-size:15px;cursor:pointer;padding:6px}
.submenu{position:absolute;top:34px;left:0;background:#fff;border:1px solid #cdcdcd;padding:8px 16px;min-width:260px;z-index:5;list-style:none}
.submenu li{margin:8px 0}.submenu small{display:block;color:#555}
.search-form{margin-left:auto;display:flex}.search-form input{padding:6px 10px;border:1px solid #9e9e9e;border-radius:4px 0 0 4px;width:220px}
.search-form button{border:1px solid #9e9e9e;background:#f2f1f1;border-radius:0 4px 4px 0}
.toolbar{display:flex;gap:12px;align-items:center;padding:8px 24px;border-bottom:1px solid #eee;font-size:14px}
.breadcrumbs ol{display:flex;list-style:none;padding:0;margin:0}.breadcrumbs li+li:before{content:">";margin:0 8px;color:#777}
.languages{margin-left:auto}
.doc-layout{display:grid;grid-template-columns:260px minmax(0,1fr) 220px;gap:32px;padding:16px 24px}
.sidebar{font-size:13px;border-right:1px solid #eee;padding-right:12px}.sidebar ol{list-style:none;padding-left:8px;margin:4px 0 12px}.sidebar li{margin:3px 0}.sidebar h4{margin:12px 0 4px}
.sidebar strong{display:block;margin-bottom:8px}
article h1{font-size:36px;margin:0 0 12px}article h2{font-size:26px;border-top:1px solid #eee;padding-top:16px}article h3{font-size:19px}
article p,article li,article dd{line-height:1.6}
.code-example{background:#f2f1f1;border-radius:4px;margin:12px 0}.example-header{display:flex;justify-content:space-between;padding:4px 8px;font-size:12px}
.code-example pre{margin:0;padding:12px;overflow:auto}
.toc{font-size:13px;position:sticky;top:0}.toc ul{list-style:none;padding-left:8px}
.bc-table{border-collapse:collapse;font-size:11px}.bc-table th,.bc-table td{border:1px solid #ddd;padding:3px}.bc-browser-name{display:none}
.standard-table{border-collapse:collapse}.standard-table th,.standard-table td{border:1px solid #ddd;padding:6px}
.badge{font-size:11px;border:1px solid #999;border-radius:3px;padding:0 4px}
.visually-hidden{position:absolute;left:-999px}
.metadata{font-size:13px;color:#555;border-top:1px solid #eee;margin-top:24px;padding-top:12px}
.page-footer{background:#000;color:#fff;padding:32px 24px;font-size:14px}.page-footer a{color:#fff}
.page-footer nav{display:grid;grid-template-columns:repeat(4,1fr);gap:16px}.page-footer ul{list-style:none;padding:0}
.home-hero{text-align:center;padding:48px 24px;background:#f5f5f5}.home-hero h1{font-size:48px;margin:0}
.home-section{max-width:1100px;margin:24px auto;padding:0 24px}.cards{display:grid;grid-template-columns:repeat(2,1fr);gap:16px}
.card{border:1px solid #ddd;border-radius:8px;padding:16px}
.search-results{list-style:none;padding:0}.search-results li{margin:20px 0}.search-results .url{font-size:13px;color:#555}
`;

// Menus open and close on click (aria-expanded), as MDN's do; without JS they stay closed.
const MENU_SCRIPT = `document.querySelectorAll('.menu > button').forEach(function (button) {
  button.addEventListener('click', function () {
    var open = button.getAttribute('aria-expanded') === 'true';
    document.querySelectorAll('.menu > button').forEach(function (other) { other.setAttribute('aria-expanded', 'false'); document.getElementById(other.getAttribute('aria-controls')).hidden = true; });
    button.setAttribute('aria-expanded', String(!open));
    document.getElementById(button.getAttribute('aria-controls')).hidden = open;
  });
});`;

const MENUS: ReadonlyArray<[string, ReadonlyArray<[string, string, string]>]> = [
  ['References', [
    ['/en-US/docs/Web', 'Overview / Technology', 'Web technology reference for developers'],
    ['/en-US/docs/Web/HTML', 'HTML', 'Structure of content on the web'],
    ['/en-US/docs/Web/CSS', 'CSS', 'Code used to describe document style'],
    ['/en-US/docs/Web/JavaScript', 'JavaScript', 'General-purpose scripting language'],
    ['/en-US/docs/Web/HTTP', 'HTTP', 'Protocol for transmitting web resources'],
    ['/en-US/docs/Web/API', 'Web APIs', 'Interfaces for building web applications'],
  ]],
  ['Learn', [
    ['/en-US/docs/Learn_web_development', 'Overview / MDN Learning Area', 'Learn web development'],
    ['/en-US/docs/Web/HTML', 'HTML', 'Learn to structure web content with HTML'],
    ['/en-US/docs/Web/CSS', 'CSS', 'Learn to style content using CSS'],
    ['/en-US/docs/Web/JavaScript', 'JavaScript', 'Learn to run scripts in the browser'],
  ]],
  ['Tools', [
    ['/en-US/play', 'Playground', 'Write, test and share your code'],
    ['/en-US/observatory', 'HTTP Observatory', 'Scan a website for free'],
  ]],
];

function topNav(query: string): string {
  const menus = MENUS.map(
    ([name, items], i) =>
      `<li class="menu"><button type="button" aria-expanded="false" aria-controls="menu-${i}">${name}</button><ul class="submenu" id="menu-${i}" hidden>${items
        .map(([href, text, note]) => `<li><a href="${href}">${esc(text)}<small>${esc(note)}</small></a></li>`)
        .join('')}</ul></li>`,
  ).join('');
  return `<header class="top-nav"><a class="logo" href="/en-US/" aria-label="MDN homepage">mdn</a>
<nav aria-label="Main menu"><ul style="display:flex;list-style:none;gap:8px;margin:0;padding:0">${menus}<li><a href="/en-US/blog/">Blog</a></li></ul></nav>
<form class="search-form" action="/en-US/search" method="get" role="search"><input type="search" name="q" aria-label="Search MDN" placeholder="Search MDN" value="${esc(query)}"><button type="submit">Search</button></form>
<a href="/en-US/plus">MDN Plus</a> <a href="/users/fxa/login/authenticate/?next=/en-US/">Log in</a>
</header>`;
}

function footer(): string {
  const column = (heading: string, links: ReadonlyArray<[string, string]>) =>
    `<div><h2 style="font-size:15px">${heading}</h2><ul>${links.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`).join('')}</ul></div>`;
  return `<footer class="page-footer"><p><a class="logo" style="color:#fff" href="/en-US/" aria-label="MDN homepage (footer)">mdn</a> Your blueprint for a better internet.</p>
<nav aria-label="Footer">${[
    column('MDN', [['/en-US/about', 'About'], ['/en-US/blog/', 'Blog'], ['https://www.mozilla.org/en-US/careers/listings/?team=ProdOps', 'Careers'], ['/en-US/advertising', 'Advertise with us']]),
    column('Support', [['https://support.mozilla.org/products/mdn-plus', 'Product help'], ['/en-US/docs/MDN/Community/Issues', 'Report an issue']]),
    column('Our communities', [['/en-US/community', 'MDN Community'], ['https://discourse.mozilla.org/c/mdn/236', 'MDN Forum'], ['/discord', 'MDN Chat']]),
    column('Developers', [['/en-US/docs/Web', 'Web Technologies'], ['/en-US/docs/Learn_web_development', 'Learn Web Development'], ['/en-US/plus', 'MDN Plus'], ['https://hacks.mozilla.org/', 'Hacks Blog']]),
  ].join('')}</nav>
<p><a href="https://www.mozilla.org/">Mozilla</a> · <a href="https://www.mozilla.org/privacy/websites/">Website Privacy Notice</a> · <a href="https://www.mozilla.org/privacy/websites/#cookies">Cookies</a> · <a href="https://www.mozilla.org/about/legal/terms/mozilla">Legal</a> · <a href="https://www.mozilla.org/about/governance/policies/participation/">Community Participation Guidelines</a></p>
<p>Visit Mozilla Corporation's not-for-profit parent, the Mozilla Foundation. Portions of this content are ©1998–2026 by individual mozilla.org contributors. Content available under a Creative Commons license.</p></footer>`;
}

export interface MdnPage {
  title: string;
  main: string;
  query?: string;
}

/** A whole MDN page around `main` (the home page, search results, site pages). */
export function mdnPage({ title, main, query = '' }: MdnPage): string {
  return document({
    title,
    head: `<style>${CSS}</style>`,
    body: `<a class="skip" href="#content">Skip to main content</a>${topNav(query)}<main id="content">${main}</main>${footer()}<script>${MENU_SCRIPT}</script>`,
  });
}
