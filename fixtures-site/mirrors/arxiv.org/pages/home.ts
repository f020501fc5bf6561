/** arXiv's home page: the subject groups, each archive with its listing and search links. */
import { esc } from '../../../site-kit/html.ts';
import { arxivPage } from '../layout.ts';
import { GROUPS, type Archive } from '../taxonomy.ts';

function archiveLine(archive: Archive): string {
  const listing = (kind: string) => `<a href="/list/${archive.id}/${kind}" aria-label="${esc(archive.name)} ${kind}">${kind}</a>`;
  const includes = archive.categories.length
    ? ` includes: ${archive.categories.map(([id, name]) => `<a href="/list/${id}/recent" aria-label="${esc(name)} (${id})">${esc(name)}</a>`).join('; ')}; <em><a href="/archive/${archive.id}" aria-label="Detailed description of ${esc(archive.name)}">see detailed description</a></em>`
    : '';
  return `<li><a href="/archive/${archive.id}">${esc(archive.name)}</a> (<b>${archive.id}</b> ${listing('new')}, ${listing('recent')}, <a href="/search/${archive.id}" aria-label="Search ${esc(archive.name)}">search</a>)${includes}</li>`;
}

export function homePage(): string {
  const main = `<p>arXiv is a free distribution service and an open-access archive for nearly 2.4 million scholarly articles in the fields of physics, mathematics, computer science, quantitative biology, quantitative finance, statistics, electrical engineering and systems science, and economics. Materials on this site are not peer-reviewed by arXiv.</p>
<div class="groups">${GROUPS.map((group) => `<section aria-label="${esc(group.name)}"><h2>${esc(group.name)}</h2><ul>${group.archives.map(archiveLine).join('')}</ul></section>`).join('\n')}</div>
<h2>About arXiv</h2><ul><li><a href="https://info.arxiv.org/about">General information</a></li><li><a href="https://info.arxiv.org/help/submit/index.html">How to Submit to arXiv</a></li><li><a href="https://info.arxiv.org/about/donate.html">Membership &amp; Giving</a></li><li><a href="https://info.arxiv.org/about/people/index.html">Who We Are</a></li></ul>`;
  return arxivPage({ title: 'arXiv.org e-Print archive', main });
}
