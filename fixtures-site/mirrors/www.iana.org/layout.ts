/** IANA's page chrome: header with the section menus and search, the section sidebar, the footer sitemap. */
import { document, esc } from '../../site-kit/html.ts';

const CSS = `body{margin:0;font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;color:#333;font-size:15px;line-height:1.55}
a{color:#2a6fa8}
#header{display:flex;align-items:center;gap:32px;padding:16px 32px;border-bottom:3px solid #6e9dc6}
.logo{font-size:30px;font-weight:bold;color:#d33;text-decoration:none;letter-spacing:.05em}
.navigation{display:flex;gap:24px;list-style:none;margin:0;padding:0}.navigation>li>a{font-weight:bold}
.navigation ul{list-style:none;padding:0;margin:4px 0 0;font-size:12px}
.search{margin-left:auto}.search input{padding:4px 6px}
#body{display:grid;grid-template-columns:230px minmax(0,1fr);gap:32px;padding:24px 32px;max-width:1200px}
#sidebar{font-size:13px}#sidebar h2{font-size:14px}#sidebar ul{list-style:none;padding:0}#sidebar li{margin:5px 0}
table.iana-table{border-collapse:collapse;font-size:14px}table.iana-table th,table.iana-table td{border:1px solid #ccc;padding:4px 8px;text-align:left}
.topics dt{margin-top:10px;font-weight:bold}.topics dd{margin-left:0;font-size:14px}
#footer{background:#f2f2f2;padding:20px 32px;font-size:13px}#footer nav{display:grid;grid-template-columns:repeat(4,1fr);gap:16px}#footer ul{list-style:none;padding:0}`;

/** The site's sections and their pages, as the header menus and the footer list them. */
export const SECTIONS: ReadonlyArray<readonly [string, string, ReadonlyArray<readonly [string, string]>]> = [
  ['Domains', '/domains', [
    ['/domains/root', 'Root Zone Management'], ['/domains/root/db', 'Root Zone Database'], ['/domains/int', '.INT Registry'],
    ['/domains/arpa', '.ARPA Registry'], ['/domains/idn-tables', 'IDN Practices Repository'], ['/domains/reserved', 'Reserved Domains'],
  ]],
  ['Protocols', '/protocols', [['/protocols/registries', 'Protocol Registries'], ['/time-zones', 'Time Zone Database']]],
  ['Numbers', '/numbers', [['/numbers/allocations', 'IP Address Allocations'], ['/numbers/asn', 'AS Numbers'], ['/abuse', 'Abuse Information']]],
  ['About', '/about', [['/about/presentations', 'Presentations'], ['/about/reports', 'Reports'], ['/performance', 'Performance'], ['/about/excellence', 'Excellence'], ['/news', 'News'], ['/contact', 'Contact']]],
];

export interface IanaPage {
  title: string;
  main: string;
  /** The section sidebar: a heading and its links. */
  sidebar: { heading: string; links: ReadonlyArray<readonly [string, string]> };
  query?: string;
}

export function ianaPage({ title, main, sidebar, query = '' }: IanaPage): string {
  const menus = SECTIONS.map(([name, href, pages]) => `<li><a href="${href}">${name}</a><ul>${pages.map(([p, text]) => `<li><a href="${p}">${esc(text)}</a></li>`).join('')}</ul></li>`).join('');
  const body = `<header id="header"><a class="logo" href="/" aria-label="Internet Assigned Numbers Authority home">IANA</a>
<nav aria-label="Sections"><ul class="navigation">${menus}</ul></nav>
<form class="search" action="/search" method="get" role="search"><input type="search" name="q" aria-label="Search IANA" placeholder="Search" value="${esc(query)}"> <button type="submit">Go</button></form></header>
<div id="body"><nav id="sidebar" aria-label="${esc(sidebar.heading)}"><h2>${esc(sidebar.heading)}</h2><ul>${sidebar.links.map(([href, text]) => `<li><a href="${href}">${esc(text)}</a></li>`).join('')}</ul></nav>
<main id="main_right">${main}</main></div>
<footer id="footer"><nav aria-label="Site map">${SECTIONS.map(([name, href, pages]) => `<div><h2 style="font-size:14px"><a href="${href}">${name}</a></h2><ul>${pages.map(([p, text]) => `<li><a href="${p}">${esc(text)}</a></li>`).join('')}</ul></div>`).join('')}</nav>
<p>The IANA functions coordinate the Internet’s globally unique identifiers, and are provided by <a href="https://pti.icann.org/">Public Technical Identifiers</a>, an affiliate of <a href="https://www.icann.org/">ICANN</a>.</p>
<p><a href="https://www.icann.org/privacy/policy">Privacy Policy</a> · <a href="https://www.icann.org/privacy/tos">Terms of Service</a> · <a href="/help">Help</a></p></footer>`;
  return document({ title: `${title}`, head: `<style>${CSS}</style>`, body });
}
