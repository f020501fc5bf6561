/** The RFC Editor site's chrome: header, navigation, quick search, footer. */
import { document } from '../../site-kit/html.ts';

const CSS = `body{margin:0;font-family:Helvetica,Arial,sans-serif;color:#222;font-size:15px}
a{color:#1a5b99}
.site-header{background:#00295c;color:#fff;padding:12px 24px;display:flex;align-items:center;gap:24px}.site-header a{color:#fff}
.brand{font-size:24px;font-weight:bold;text-decoration:none}
.site-nav{background:#e8edf3;padding:6px 24px}.site-nav ul{list-style:none;display:flex;gap:22px;margin:0;padding:0}
.quick-search{margin-left:auto}.quick-search input{padding:5px;width:240px}
.content{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:32px;padding:16px 24px;max-width:1300px}
.sidebar{font-size:13px;background:#f6f8fa;padding:12px}
table.gridtable{border-collapse:collapse;width:100%;font-size:13px}table.gridtable th,table.gridtable td{border:1px solid #ccd;padding:4px 6px;text-align:left;vertical-align:top}table.gridtable th{background:#e8edf3}
.info dl{display:grid;grid-template-columns:12em 1fr}.info dd{margin:0 0 6px}
.search-form fieldset{border:1px solid #ccd;margin-bottom:12px}.search-form label{display:inline-block;min-width:10em}
.site-footer{border-top:1px solid #ccd;padding:16px 24px;font-size:13px;color:#555}.site-footer ul{list-style:none;display:flex;flex-wrap:wrap;gap:16px;padding:0}`;

const NAV: ReadonlyArray<[string, string]> = [
  ['/about/', 'About Us'],
  ['/search/rfc_search.php', 'Search RFCs'],
  ['/rfc-index.html', 'RFC Index'],
  ['/errata.php', 'Errata'],
  ['/pubprocess/', 'Publication Process'],
  ['/current_queue.php', 'Publication Queue'],
  ['/styleguide/', 'Style Guide'],
  ['/resources/', 'Resources'],
  ['/news/', 'News'],
];

export function sitePage(title: string, main: string, sidebar = ''): string {
  const body = `<header class="site-header"><a class="brand" href="/">RFC Editor</a><span>The RFC Series</span>
<form class="quick-search" action="/search/rfc_search_detail.php" method="get" role="search"><input type="hidden" name="pubstatus[]" value="Any"><input type="hidden" name="pub_date_type" value="any">
<input type="text" name="title" aria-label="Search RFCs" placeholder="RFC number or keywords"> <button type="submit">Search</button></form></header>
<nav class="site-nav" aria-label="Site"><ul>${NAV.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`).join('')}</ul></nav>
<div class="content"><main>${main}</main><aside class="sidebar">${sidebar}</aside></div>
<footer class="site-footer"><ul>${NAV.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`).join('')}<li><a href="https://www.ietf.org/">IETF</a></li><li><a href="https://www.iab.org/">IAB</a></li><li><a href="https://www.irtf.org/">IRTF</a></li><li><a href="https://www.iana.org/">IANA</a></li></ul>
<p>The RFC Editor is funded by the IETF Administration LLC. Contact: <a href="mailto:rfc-editor@rfc-editor.org">rfc-editor@rfc-editor.org</a></p></footer>`;
  return document({ title, head: `<style>${CSS}</style>`, body });
}

/** The pages of the site's navigation that are prose only, by path. */
export const NAV_PAGES: ReadonlyMap<string, string> = new Map(NAV.filter(([href]) => !['/search/rfc_search.php', '/rfc-index.html'].includes(href)));
