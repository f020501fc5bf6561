/**
 * rustdoc's search (`?search=…` on any page of the docs): rendered by the server instead of by the
 * page's script, with the real layout of results (tabs, kind, path, description).
 */
import { esc } from '../../../site-kit/html.ts';
import { lazy, rankSearch } from '../../mirror-kit.ts';
import { items, type Item } from '../items.ts';
import { rustdocPage } from '../layout.ts';
import { crateSidebar } from './std.ts';

const documents = lazy(() => items().map((item) => ({ item, title: item.path.replace(/::/g, ' '), text: item.summary })));

/** Items whose name holds the query, as rustdoc ranks them: exact name, then prefix, then shorter names. */
function byName(query: string) {
  const wanted = query.trim().toLowerCase().split('::').pop()!;
  const name = (item: Item) => item.path.split('::').pop()!.toLowerCase();
  const rank = (item: Item) => (name(item) === wanted ? 0 : name(item).startsWith(wanted) ? 1 : 2);
  return items()
    .filter((item) => wanted && name(item).includes(wanted) && item.path.toLowerCase().includes(query.trim().toLowerCase()))
    .sort((a, b) => rank(a) - rank(b) || name(a).length - name(b).length || a.path.localeCompare(b.path));
}

export function searchPage(query: string): string {
  // Names first, then the items whose description holds every word.
  const named = byName(query);
  const byText = rankSearch(documents(), query).map((d) => d.item).filter((item) => !named.includes(item));
  const rows = [...named, ...byText].slice(0, 200).map(
    (item) => `<li><span class="typename">${item.kind}</span> <a class="result-${item.kind}" href="${item.href}">${esc(item.path)}</a> <span class="desc">${esc(item.summary)}</span></li>`,
  );
  const content = `<section id="search"><div class="main-heading search-results-main-heading"><h1 class="search-results-title">Results for ${esc(query)}</h1></div>
<div id="search-tabs"><button type="button" class="selected">In Names <span class="count">(${named.length})</span></button><button type="button">In Parameters <span class="count">(0)</span></button><button type="button">In Return Types <span class="count">(0)</span></button></div>
${rows.length ? `<ul class="search-results active">${rows.join('')}</ul>` : '<div class="search-failed active">No results :(<br>Try searching with a different query.</div>'}</section>`;
  return rustdocPage({ title: `"${query}" Search - Rust`, location: 'Crate std', sidebar: crateSidebar(), content, query });
}
