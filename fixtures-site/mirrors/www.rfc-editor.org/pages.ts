/** The RFC Editor's pages: home, search, an RFC's info page and errata, the RFC index, prose pages. */
import { esc } from '../../site-kit/html.ts';
import { NORMATIVE, Prose } from '../prose.ts';
import { rankSearch } from '../mirror-kit.ts';
import { laterRfcs, rfcs, type Rfc } from './catalogue.ts';
import { NAV_PAGES, sitePage } from './layout.ts';

const byNumberDescending = () => [...rfcs().values()].sort((a, b) => b.number - a.number);
const infoLink = (n: number) => (rfcs().has(n) ? `<a href="/info/rfc${n}">RFC ${n}</a>` : `RFC ${n}`);

function recentList(): string {
  return `<h2>Recently published RFCs</h2><ul>${byNumberDescending()
    .slice(0, 12)
    .map((rfc) => `<li><a href="/info/rfc${rfc.number}">RFC ${rfc.number}</a>: ${esc(rfc.title)} (${rfc.date})</li>`)
    .join('')}</ul>`;
}

export function homePage(): string {
  const prose = new Prose(NORMATIVE, 'rfc-editor-home');
  const main = `<h1>The RFC Series</h1>
<p>The RFC Series (ISSN 2070-1721) contains technical and organizational documents about the Internet, including the specifications and policy documents produced by five streams: the Internet Engineering Task Force (IETF), the Internet Research Task Force (IRTF), the Internet Architecture Board (IAB), Independent Submissions, and Editorial.</p>
<p>Browse the <a href="/rfc-index.html">RFC Index</a>, or use the <a href="/search/rfc_search.php">RFC search</a> to find an RFC by number, title, author or keyword.</p>
${recentList()}
<h2>News</h2>${Array.from({ length: 5 }, (_, i) => `<article><h3>${esc(prose.phrase(3))}</h3><p><time>2026-0${6 - i}-02</time> ${esc(prose.paragraph(2, 3))}</p></article>`).join('')}`;
  const sidebar = `<h2>Subseries</h2><ul><li>STD: Internet Standards</li><li>BCP: Best Current Practices</li><li>FYI: For Your Information</li></ul>
<h2>Quick links</h2><ul><li><a href="/search/rfc_search.php">Search RFCs</a></li><li><a href="/errata.php">Errata</a></li><li><a href="/current_queue.php">Publication Queue</a></li><li><a href="/styleguide/">Style Guide</a></li></ul>`;
  return sitePage('RFC Editor', main, sidebar);
}

function searchForm(params: URLSearchParams): string {
  const field = (name: string, label: string) => `<p><label for="${name}">${label}</label> <input id="${name}" name="${name}" value="${esc(params.get(name) ?? '')}"></p>`;
  return `<form class="search-form" action="/search/rfc_search_detail.php" method="get"><fieldset><legend>RFC Search</legend>
${field('rfc', 'RFC Number (or Subseries Number):')}${field('title', 'Title/Keyword:')}${field('author', 'Author (surname):')}
<input type="hidden" name="pubstatus[]" value="Any"><input type="hidden" name="pub_date_type" value="any">
<p><label for="stdtrk">Standard Status:</label> <select id="stdtrk" name="stdtrk"><option>Any</option><option>Internet Standard</option><option>Proposed Standard</option><option>Best Current Practice</option><option>Informational</option><option>Historic</option></select></p>
<button type="submit">Search</button></fieldset></form>`;
}

export function searchFormPage(): string {
  return sitePage('RFC Search', `<h1>RFC Search</h1>${searchForm(new URLSearchParams())}`, recentList());
}

function matching(params: URLSearchParams): Rfc[] {
  const keywords = (params.get('title') ?? '').trim();
  const number = /^(?:rfc\s*)?(\d+)$/i.exec((params.get('rfc') ?? '').trim() || keywords)?.[1];
  const author = (params.get('author') ?? '').trim().toLowerCase();
  let found = byNumberDescending();
  if (number) found = found.filter((rfc) => String(rfc.number) === String(Number(number)));
  else if (keywords) found = rankSearch(found.map((rfc) => ({ rfc, title: rfc.title, text: rfc.abstract })), keywords).map((m) => m.rfc).sort((a, b) => b.number - a.number);
  if (author) found = found.filter((rfc) => rfc.authors.some((a) => a.toLowerCase().includes(author)));
  return number || keywords || author ? found : [];
}

function moreInfo(rfc: Rfc): string {
  const lines = [
    rfc.obsoletes.length ? `Obsoletes ${rfc.obsoletes.map((n) => `RFC ${n}`).join(', ')}` : '',
    laterRfcs(rfc.number, 'obsoletes').map((n) => `Obsoleted by RFC ${n}`).join(', '),
    rfc.updates.length ? `Updates ${rfc.updates.map((n) => `RFC ${n}`).join(', ')}` : '',
    laterRfcs(rfc.number, 'updates').map((n) => `Updated by RFC ${n}`).join(', '),
    rfc.series ?? '',
  ].filter(Boolean);
  return lines.join('<br>');
}

export function searchResultsPage(params: URLSearchParams): string {
  const found = matching(params);
  const rows = found.map(
    (rfc) => `<tr><td><a href="https://www.rfc-editor.org/info/rfc${rfc.number}">RFC ${rfc.number}</a></td><td><a href="https://www.rfc-editor.org/rfc/rfc${rfc.number}.html">html</a>, <a href="https://www.rfc-editor.org/rfc/rfc${rfc.number}.txt">txt</a></td><td>${esc(rfc.title)}</td><td>${esc(rfc.authors.join(', '))}</td><td>${rfc.date}</td><td>${moreInfo(rfc)}</td><td>${rfc.status}</td></tr>`,
  );
  const results = found.length
    ? `<p>${found.length} result${found.length === 1 ? '' : 's'}</p><table class="gridtable"><thead><tr><th scope="col">Number</th><th scope="col">Files</th><th scope="col">Title</th><th scope="col">Authors</th><th scope="col">Date</th><th scope="col">More Info</th><th scope="col">Status</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
    : '<p>Your search did not match any RFCs.</p>';
  return sitePage('RFC Search Detail', `<h1>RFC Search Detail</h1>${searchForm(params)}<h2>Search Results</h2>${results}`, recentList());
}

export function infoPage(rfc: Rfc): string {
  const row = (label: string, value: string) => (value ? `<dt>${label}</dt><dd>${value}</dd>` : '');
  const main = `<div class="info"><h1>RFC ${rfc.number}</h1><h2>${esc(rfc.title)}, ${rfc.date}</h2>
<dl>${row('File formats:', `<a href="/rfc/rfc${rfc.number}.txt">Plain Text</a> <a href="/rfc/rfc${rfc.number}.html">HTML</a>`)}
${row('Status:', rfc.status)}
${row('Obsoletes:', rfc.obsoletes.map(infoLink).join(', '))}
${row('Obsoleted by:', laterRfcs(rfc.number, 'obsoletes').map(infoLink).join(', '))}
${row('Updates:', rfc.updates.map(infoLink).join(', '))}
${row('Updated by:', laterRfcs(rfc.number, 'updates').map(infoLink).join(', '))}
${row('Authors:', esc(rfc.authors.join(', ')))}
${row('Stream:', '[IETF]')}
${row('Source:', esc(rfc.source))}
${row('Cite this RFC:', 'TXT | XML | BibTeX')}
${row('DOI:', `10.17487/RFC${rfc.number}`)}
${row('Other actions:', `<a href="/errata/rfc${rfc.number}">View Errata</a> | <a href="https://datatracker.ietf.org/ipr/search/?rfc=${rfc.number}&amp;submit=rfc">Find IPR Disclosures from the IETF</a> | <a href="https://datatracker.ietf.org/doc/rfc${rfc.number}/history/">View History of RFC ${rfc.number}</a>`)}</dl>
<h2>Abstract</h2><p>${esc(rfc.abstract)}</p></div>`;
  return sitePage(`Information on RFC ${rfc.number} » RFC Editor`, main, recentList());
}

export function errataPage(rfc: Rfc): string {
  const prose = new Prose(NORMATIVE, 'rfc-errata', rfc.number);
  const reports = Array.from({ length: prose.int(2, 6) }, (_, i) => {
    const id = 6000 + ((rfc.number * 7 + i * 131) % 2500);
    return `<section><h2>Errata ID: ${id}</h2><p><b>Status:</b> ${prose.pick(['Verified', 'Held for Document Update', 'Reported'])} <b>Type:</b> ${prose.pick(['Technical', 'Editorial'])} <b>Publication Format(s):</b> HTML, TEXT</p>
<p><b>Reported By:</b> ${esc(prose.pick(['A. Reader', 'J. Implementer', 'K. Reviewer', 'M. Tester']))} <b>Date Reported:</b> 2025-${String(1 + (i % 12)).padStart(2, '0')}-1${i}</p>
<p><b>Section</b> ${prose.int(1, 8)}.${prose.int(1, 5)} says:</p><pre>${esc(prose.sentence())}</pre><p>It should say:</p><pre>${esc(prose.sentence())}</pre><p><b>Notes:</b> ${esc(prose.paragraph(1, 2))}</p></section>`;
  });
  return sitePage(`RFC Errata Report » RFC Editor`, `<h1>RFC Errata</h1><p>Found ${reports.length} records.</p><p>Errata for ${infoLink(rfc.number)}: ${esc(rfc.title)}</p>${reports.join('')}`, recentList());
}

export function indexPage(): string {
  const rows = [...rfcs().values()]
    .sort((a, b) => a.number - b.number)
    .map(
      (rfc) => `<tr><td><a href="/info/rfc${rfc.number}">RFC${String(rfc.number).padStart(4, '0')}</a></td><td><b>${esc(rfc.title)}</b> ${esc(rfc.authors.join(', '))}. ${rfc.date}. (Format: HTML, TXT)${rfc.obsoletes.length ? ` (Obsoletes ${rfc.obsoletes.map((n) => `RFC${n}`).join(', ')})` : ''}${rfc.series ? ` (Also ${rfc.series.replace(' ', '')})` : ''} (Status: ${rfc.status}) (DOI: 10.17487/RFC${rfc.number})</td></tr>`,
    );
  return sitePage('RFC Index', `<h1>RFC INDEX</h1><p>This file contains citations for all RFCs in numeric order.</p><table class="gridtable"><thead><tr><th scope="col">Num</th><th scope="col">Information</th></tr></thead><tbody>${rows.join('')}</tbody></table>`);
}

export function navPage(path: string): string | undefined {
  const title = NAV_PAGES.get(path);
  if (!title) return undefined;
  const prose = new Prose(NORMATIVE, 'rfc-editor-page', path);
  return sitePage(`${title} » RFC Editor`, `<h1>${esc(title)}</h1>${prose.paragraphs(6).map((p) => `<p>${esc(p)}</p>`).join('')}`, recentList());
}
