/**
 * Browsing pages: a category's listings (/list/cs.CL/recent, /new, /2024-01), an archive's
 * description (/archive/cs), and a paper's other formats, BibTeX entry and HTML full text.
 */
import { esc } from '../../../site-kit/html.ts';
import { ARENA_TODAY } from '../../../site-kit/random.ts';
import { ACADEMIC, Prose } from '../../prose.ts';
import { arxivPage, dateParts } from '../layout.ts';
import { papersIn, type Paper } from '../papers.ts';
import { ARCHIVES, CATEGORIES } from '../taxonomy.ts';
import { authorLink } from './search.ts';

const PER_PAGE = 50;

function entry(paper: Paper, index: number): string {
  return `<dt><a name="item${index}">[${index}]</a> <a href="/abs/${paper.id}" title="Abstract" id="${paper.id}">arXiv:${paper.id}</a> [<a href="/pdf/${paper.id}" title="Download PDF">pdf</a>, <a href="/html/${paper.id}v1" title="View HTML">html</a>, <a href="/format/${paper.id}" title="Other formats">other</a>]</dt>
<dd><div class="meta"><div class="list-title mathjax"><span class="descriptor">Title:</span> ${esc(paper.title)}</div><div class="list-authors">${paper.authors.map(authorLink).join(', ')}</div>
${paper.comments ? `<div class="list-comments mathjax"><span class="descriptor">Comments:</span> ${esc(paper.comments)}</div>` : ''}
<div class="list-subjects"><span class="descriptor">Subjects:</span> ${paper.categories.map((c) => `${esc(CATEGORIES.get(c) ?? c)} (${c})`).join('; ')}</div></div></dd>`;
}

/** The listing of a category: `new` (the last week), `recent` (newest first) or a month (`2024-01`). */
export function listingPage(category: string, period: string, skip: number): string | undefined {
  const name = CATEGORIES.get(category) ?? ARCHIVES.find((a) => a.id === category)?.name;
  if (!name || !/^(new|recent|\d{4}-\d{2})$/.test(period)) return undefined;
  const weekAgo = new Date(Date.parse(`${ARENA_TODAY}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
  const all = papersIn(category).filter((p) => (period === 'new' ? p.submitted >= weekAgo : period === 'recent' ? true : p.submitted.startsWith(period)));
  const shown = all.slice(skip, skip + PER_PAGE);
  const heading = period === 'new' ? 'New submissions' : period === 'recent' ? 'Authors and titles for recent submissions' : `Authors and titles for ${dateParts(`${period}-01`).month} ${period.slice(0, 4)}`;
  const pages = Array.from({ length: Math.ceil(all.length / PER_PAGE) }, (_, i) => `<a href="/list/${category}/${period}?skip=${i * PER_PAGE}&amp;show=${PER_PAGE}">${i * PER_PAGE + 1}-${Math.min(all.length, (i + 1) * PER_PAGE)}</a>`);
  const main = `<h1>${esc(name)}</h1><h2>${heading}</h2><p>Total of ${all.length} entries${pages.length > 1 ? `: ${pages.join(' ')}` : ''}</p>
${shown.length ? `<dl class="listing" id="articles">${shown.map((p, i) => entry(p, skip + i + 1)).join('\n')}</dl>` : '<p>No submissions in this period.</p>'}`;
  return arxivPage({ title: `${name} ${period}`, main, crumbs: `<a href="/list/${category}/recent">${category}</a>` });
}

export function archivePage(id: string): string | undefined {
  const archive = ARCHIVES.find((a) => a.id === id);
  if (!archive) return undefined;
  const prose = new Prose(ACADEMIC, 'arxiv-archive', id);
  const categories = archive.categories.length ? archive.categories : [[archive.id, archive.name] as const];
  const main = `<h1>${esc(archive.name)}</h1><h2>Browse</h2><ul><li><a href="/list/${id}/new">New submissions</a></li><li><a href="/list/${id}/recent">Recent submissions</a></li></ul>
<h2>Categories within ${esc(archive.name)}</h2><ul>${categories.map(([cat, name]) => `<li><a href="/list/${cat}/recent"><b>${cat}</b> - ${esc(name)}</a><p>${esc(prose.paragraph(2, 3))}</p></li>`).join('')}</ul>`;
  return arxivPage({ title: `${archive.name}`, main, crumbs: id });
}

export function formatsPage(paper: Paper): string {
  const main = `<h1>Format selector for ${paper.id}</h1><p>Formats available for <a href="/abs/${paper.id}">arXiv:${paper.id}</a>:</p><ul><li><a href="/pdf/${paper.id}">PDF</a></li><li><a href="/html/${paper.id}v1">HTML (experimental)</a></li><li><a href="/src/${paper.id}">Source</a></li></ul>`;
  return arxivPage({ title: `Format selector for ${paper.id}`, main, crumbs: `arXiv:${paper.id}` });
}

export function bibtex(paper: Paper): string {
  const key = `${paper.authors[0].split(' ').pop()!.toLowerCase()}${paper.submitted.slice(0, 4)}${paper.title.split(/\W+/)[0].toLowerCase()}`;
  return `@misc{${key},\n      title={${paper.title}},\n      author={${paper.authors.join(' and ')}},\n      year={${paper.submitted.slice(0, 4)}},\n      eprint={${paper.id}},\n      archivePrefix={arXiv},\n      primaryClass={${paper.categories[0]}},\n      url={https://arxiv.org/abs/${paper.id}},\n}\n`;
}

/** The experimental HTML full text: the abstract and the paper's sections. */
export function fullTextPage(paper: Paper): string {
  const prose = Prose.with(ACADEMIC, paper.title.toLowerCase().split(/\W+/).filter((w) => w.length > 4), 'arxiv-html', paper.id);
  const sections = ['Introduction', 'Related Work', 'Method', 'Experiments', 'Results', 'Limitations', 'Conclusion'].map(
    (heading, i) => `<section id="S${i + 1}"><h2>${i + 1} ${heading}</h2>${prose.paragraphs(prose.int(2, 4)).map((p) => `<p>${esc(p)}</p>`).join('')}</section>`,
  );
  const main = `<article><h1 class="ltx_title">${esc(paper.title)}</h1><div class="ltx_authors">${esc(paper.authors.join(', '))}</div><div class="ltx_abstract"><h6>Abstract</h6><p>${esc(paper.abstract)}</p></div>${sections.join('')}<p><a href="/abs/${paper.id}">Back to the abstract page</a></p></article>`;
  return arxivPage({ title: `${paper.title}`, main, crumbs: `<a href="/abs/${paper.id}">arXiv:${paper.id}</a> &gt; HTML` });
}
