/** rustdoc's page chrome: the sidebar with the crate and its sections, the search form, the content. */
import { document, esc } from '../../site-kit/html.ts';

export const RUST_VERSION = '1.95.0';

const CSS = `body{margin:0;font-family:"Source Serif 4",Georgia,serif;color:#000;background:#fff;display:flex}
a{color:#3873ad;text-decoration:none}code,pre,.code-header{font-family:"Source Code Pro",monospace}
.sidebar{width:250px;min-width:250px;background:#f5f5f5;height:100vh;overflow:auto;position:sticky;top:0;font-size:14px;padding:0 12px}
.sidebar h2{font-size:18px}.sidebar h3{font-size:15px;margin:14px 0 4px}.sidebar ul{list-style:none;padding-left:8px;margin:0}.sidebar li{margin:2px 0}
.version{font-size:12px;color:#666;margin-left:6px}
main{flex:1;min-width:0;padding:0 24px 40px}.search-form{display:flex;gap:8px;margin:12px 0}.search-input{flex:1;padding:8px;border:1px solid #ccc;border-radius:4px}
.main-heading h1{font-size:26px;margin:16px 0 4px}.main-heading .sub-heading{font-size:14px;color:#666}
.docblock p{line-height:1.5}pre.rust{background:#f5f5f5;padding:12px;overflow:auto}
.code-header{font-size:16px;font-weight:600;margin:20px 0 6px}.impl-items{margin-left:16px}
details.toggle>summary{list-style:none;cursor:pointer}details.toggle>summary::-webkit-details-marker{display:none}
.item-table dt{margin-top:6px}.item-table dd{margin-left:24px;color:#333}
.search-results li{margin:6px 0}.typename{color:#666;font-size:13px;margin-right:6px}.desc{color:#444}
#search-tabs button{margin-right:6px}`;

export interface SidebarSection {
  heading: string;
  links: ReadonlyArray<readonly [string, string]>;
}

export interface RustdocPage {
  title: string;
  /** The location line above the sidebar sections ("In std::string"). */
  location: string;
  sidebar: readonly SidebarSection[];
  content: string;
  query?: string;
}

export function rustdocPage({ title, location, sidebar, content, query = '' }: RustdocPage): string {
  const sections = sidebar
    .map((section) => `<section><h3>${esc(section.heading)}</h3><ul>${section.links.map(([href, text]) => `<li><a href="${esc(href)}">${esc(text)}</a></li>`).join('')}</ul></section>`)
    .join('');
  const body = `<nav class="sidebar" aria-label="Sidebar"><div class="sidebar-crate"><h2><a href="/std/index.html">std</a><span class="version">${RUST_VERSION}</span></h2></div>
<h2 class="location">${esc(location)}</h2><div class="sidebar-elems">${sections}</div></nav>
<main><div class="width-limiter"><rustdoc-search><nav class="sub"><form class="search-form" method="get" role="search"><input class="search-input" name="search" aria-label="Run search in the documentation" autocomplete="off" spellcheck="false" placeholder="Type ‘S’ or ‘/’ to search, ‘?’ for more options…" type="search" value="${esc(query)}"><button type="button" title="help">Help</button><button type="button" title="settings">Settings</button><a href="/std/all.html">Summary</a></form></nav></rustdoc-search>
<section id="main-content" class="content">${content}</section></div></main>`;
  return document({ title, head: `<meta name="generator" content="rustdoc"><style>${CSS}</style>`, body, bodyAttributes: 'class="rustdoc"' });
}
