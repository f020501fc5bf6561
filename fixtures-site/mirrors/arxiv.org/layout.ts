/** arXiv's page chrome: the header with the search box, breadcrumbs and the footer. */
import { document, esc } from '../../site-kit/html.ts';

const CSS = `body{margin:0;font-family:"Lucida Grande",Helvetica,Arial,sans-serif;font-size:15px;color:#000}
a{color:#0068ac}
.top{background:#fff;padding:6px 16px;font-size:12px;display:flex;justify-content:space-between;border-bottom:1px solid #ccc}
header.banner{background:#b31b1b;color:#fff;padding:12px 16px;display:flex;align-items:center;gap:24px}header.banner a{color:#fff}
.brand{font-size:28px;font-weight:bold;text-decoration:none;font-family:Georgia,serif}
.search-block{margin-left:auto;display:flex;flex-direction:column;gap:4px}.search-block form{display:flex;gap:4px}
.search-block input{padding:4px 6px;width:220px}.search-block .help{font-size:12px}
.breadcrumbs{font-size:14px;padding:4px 16px;background:#f0f0f0}
main{padding:12px 16px;max-width:1200px}
.abs-layout{display:grid;grid-template-columns:minmax(0,1fr) 280px;gap:24px}
h1.title{font-size:24px;margin:8px 0}.authors{margin:8px 0 12px}.abstract{margin:12px 24px;line-height:1.5}
.metatable td{padding:3px 8px;vertical-align:top}.tablecell.label{text-align:right;font-weight:bold}
.extra-services{font-size:13px;border-left:1px solid #ccc;padding-left:12px}.extra-services h2{font-size:14px;margin:12px 0 4px}.extra-services ul{padding-left:16px;margin:0}
.labs{border-top:1px solid #ccc;margin-top:16px;padding-top:8px;font-size:13px}
ol.breathe-horizontal{list-style:none;padding:0}.arxiv-result{border-bottom:1px solid #eee;padding:10px 0}.list-title{margin:0}.tag{background:#eee;padding:1px 4px;font-size:12px;margin-right:4px}
.title.is-5{font-weight:bold;margin:4px 0}
dl.listing dt{margin-top:12px}dl.listing dd{margin-left:24px}
.groups h2{font-size:18px;border-bottom:1px solid #ccc}.groups li{margin:6px 0}
footer{background:#f0f0f0;padding:16px;font-size:13px;margin-top:24px}footer ul{list-style:none;display:flex;flex-wrap:wrap;gap:16px;padding:0}`;

export function searchBox(query = '', field = 'all'): string {
  const fields: ReadonlyArray<[string, string]> = [['all', 'All fields'], ['title', 'Title'], ['author', 'Author'], ['abstract', 'Abstract'], ['comments', 'Comments'], ['id', 'arXiv identifier']];
  return `<div class="search-block"><form class="mini-search" method="GET" action="https://arxiv.org/search" role="search">
<input class="input is-small" type="text" name="query" placeholder="Search..." aria-label="Search term or terms" value="${esc(query)}">
<label for="searchtype" class="sr-only" style="position:absolute;left:-999px">Field to search</label><select id="searchtype" name="searchtype">${fields.map(([value, text]) => `<option value="${value}"${value === field ? ' selected' : ''}>${text}</option>`).join('')}</select>
<input type="hidden" name="source" value="header"><button class="button is-small is-cul-darker">Search</button></form>
<div class="help"><a href="https://info.arxiv.org/help">Help</a> | <a href="https://arxiv.org/search/advanced">Advanced Search</a></div></div>`;
}

export interface ArxivPage {
  title: string;
  main: string;
  /** Breadcrumb trail after "arXiv" (HTML). */
  crumbs?: string;
  query?: string;
  field?: string;
}

export function arxivPage({ title, main, crumbs = '', query, field }: ArxivPage): string {
  const body = `<div class="top"><a href="https://www.cornell.edu/">Cornell University</a><span>We gratefully acknowledge support from the Simons Foundation, <a href="https://info.arxiv.org/about/ourmembers.html">member institutions</a>, and all contributors. <a href="https://info.arxiv.org/about/donate.html">Donate</a></span></div>
<header class="banner"><a class="brand" href="/" aria-label="arXiv logo">arXiv</a>${searchBox(query, field)}</header>
${crumbs ? `<nav class="breadcrumbs" aria-label="Breadcrumb"><a href="/">arXiv</a> &gt; ${crumbs}</nav>` : ''}
<main id="content">${main}</main>
<footer><ul><li><a href="https://info.arxiv.org/about">About</a></li><li><a href="https://info.arxiv.org/help">Help</a></li><li><a href="https://info.arxiv.org/help/contact.html">Contact</a></li><li><a href="https://info.arxiv.org/help/subscribe">Subscribe</a></li><li><a href="https://info.arxiv.org/help/license/index.html">Copyright</a></li><li><a href="https://info.arxiv.org/help/policies/privacy_policy.html">Privacy Policy</a></li><li><a href="https://info.arxiv.org/help/web_accessibility.html">Web Accessibility Assistance</a></li><li><a href="https://status.arxiv.org">arXiv Operational Status</a></li></ul></footer>`;
  return document({ title, head: `<style>${CSS}</style>`, body });
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "2024-01-25" → { day: "25", month: "January", year: "2024", weekday: "Thu" }. */
export function dateParts(iso: string): { day: string; month: string; year: string; weekday: string } {
  const [year, month, day] = iso.split('-');
  return { day: String(Number(day)), month: MONTHS[Number(month) - 1], year, weekday: DAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()] };
}
