/**
 * An abstract page (/abs/<id>): title, authors, abstract, metadata, submission history, the
 * access and browse sidebar, and the arXivLabs tools with the related-papers recommender.
 */
import { esc } from '../../../site-kit/html.ts';
import { Random } from '../../../site-kit/random.ts';
import { arxivPage, dateParts } from '../layout.ts';
import { papersIn, type Paper } from '../papers.ts';
import { archiveOf, CATEGORIES } from '../taxonomy.ts';
import { authorLink } from './search.ts';

const subject = (id: string) => `${esc(CATEGORIES.get(id) ?? id)} (${id})`;

function sidebar(paper: Paper): string {
  const [primary, ...others] = paper.categories;
  const archive = archiveOf(primary)!;
  const siblings = papersIn(primary);
  const at = siblings.findIndex((p) => p.id === paper.id);
  const neighbour = (p: Paper | undefined, text: string) => (p ? `<a href="/abs/${p.id}" aria-label="${text} article in ${primary}">${text === 'previous' ? '&lt;&nbsp;prev' : 'next&nbsp;&gt;'}</a>` : '');
  const month = paper.submitted.slice(0, 7);
  return `<aside class="extra-services" aria-label="Access and browse">
<h2>Access Paper:</h2><ul><li><a href="/pdf/${paper.id}" aria-label="Download PDF">View PDF</a></li><li><a href="/html/${paper.id}v1">HTML (experimental)</a></li><li><a href="/src/${paper.id}">TeX Source</a></li><li><a href="/format/${paper.id}">Other Formats</a></li></ul>
<p><a href="http://creativecommons.org/licenses/by/4.0/" rel="license">view license</a></p>
<h2>Current browse context:</h2><p>${primary}</p><p>${neighbour(siblings[at - 1], 'previous')} | ${neighbour(siblings[at + 1], 'next')}</p>
<p><a href="/list/${primary}/new">new</a> | <a href="/list/${primary}/recent">recent</a> | <a href="/list/${primary}/${month}">${month}</a></p>
<h2>Change to browse by:</h2><ul><li><a href="/abs/${paper.id}?context=${archive.id}">${archive.id}</a></li>${others.map((c) => `<li><a href="/abs/${paper.id}?context=${c}">${c}</a></li>`).join('')}</ul>
<h2>References &amp; Citations</h2><ul><li><a href="https://ui.adsabs.harvard.edu/abs/arXiv:${paper.id}">NASA ADS</a></li><li><a href="https://scholar.google.com/scholar_lookup?arxiv_id=${paper.id}">Google Scholar</a></li><li><a href="https://api.semanticscholar.org/arXiv:${paper.id}">Semantic Scholar</a></li></ul>
<p><a href="/bibtex/${paper.id}">Export BibTeX Citation</a></p>
<h2>Bookmark</h2><ul><li><a href="http://www.bibsonomy.org/BibtexHandler?requTask=upload&amp;url=https://arxiv.org/abs/${paper.id}">BibSonomy logo</a></li><li><a href="https://reddit.com/submit?url=https://arxiv.org/abs/${paper.id}">Reddit logo</a></li></ul></aside>`;
}

function history(paper: Paper): string {
  const { day, month, year, weekday } = dateParts(paper.submitted);
  return `<div class="submission-history"><h2>Submission history</h2><p>From: ${esc(paper.authors[0])}</p><p><strong>[v1]</strong> ${weekday}, ${day} ${month.slice(0, 3)} ${year} 14:${String(Number(paper.id.slice(-2)) % 60).padStart(2, '0')}:07 UTC (${(Number(paper.id.slice(-3)) % 900) + 100} KB)</p></div>`;
}

/** arXivLabs: tool switches (off, as for a first visit) and the related papers of the recommender. */
function labs(paper: Paper): string {
  const toggle = (name: string) => `<label class="switch"><input type="checkbox" role="switch" name="${name}" aria-label="${name}"> ${name}</label>`;
  const archive = archiveOf(paper.categories[0])!.id;
  const related = Random.fixed('arxiv-related', paper.id).sample(papersIn(archive).filter((p) => p.id !== paper.id), 45);
  return `<section class="labs" aria-label="arXivLabs"><h2>Bibliographic and Citation Tools</h2><p>${['Bibliographic Explorer', 'Connected Papers', 'Litmaps', 'scite.ai'].map(toggle).join(' ')}</p>
<h2>Code, Data, Media</h2><p>${['alphaXiv', 'CatalyzeX Code Finder for Papers', 'DagsHub', 'GotitPub', 'Hugging Face', 'Papers with Code', 'ScienceCast'].map(toggle).join(' ')}</p>
<h2>Demos</h2><p>${['Replicate', 'Spaces', 'TXYZ.AI'].map(toggle).join(' ')}</p>
<h2>Related Papers</h2><p>${['Link to Influence Flower', 'Core recommender'].map(toggle).join(' ')}</p>
<h3>Related papers (CORE Recommender)</h3><ol class="related">${related
    .map((p) => `<li><a href="/abs/${p.id}">${esc(p.title)}</a> — ${esc(p.authors.slice(0, 3).join(', '))}${p.authors.length > 3 ? ' et al.' : ''} (${p.submitted.slice(0, 4)}). <span class="abstract-short">${esc(p.abstract.slice(0, 300))}…</span></li>`)
    .join('')}</ol>
<h2>About arXivLabs</h2><p>arXivLabs is a framework that allows collaborators to develop and share new arXiv features directly on our website. Both individuals and organizations that work with arXivLabs have embraced and accepted our values of openness, community, excellence, and user data privacy. arXiv is committed to these values and only works with partners that adhere to them.</p>
<p>Have an idea for a project that will add value for arXiv's community? <a href="https://info.arxiv.org/labs/index.html">Learn more about arXivLabs</a>.</p>
<p><a href="https://info.arxiv.org/help/mathjax.html">What is MathJax?</a></p></section>`;
}

export function abstractPage(paper: Paper): string {
  const { day, month, year } = dateParts(paper.submitted);
  const [primary] = paper.categories;
  const archive = archiveOf(primary)!;
  const group = primary.startsWith('cs.') ? 'Computer Science' : archive.name;
  const main = `<div class="abs-layout"><div id="abs">
<div class="subheader"><h2>${esc(group)} &gt; ${esc(CATEGORIES.get(primary) ?? primary)}</h2></div>
<div class="dateline">[Submitted on ${day} ${month.slice(0, 3)} ${year}]</div>
<h1 class="title mathjax"><span class="descriptor">Title:</span>${esc(paper.title)}</h1>
<div class="authors"><span class="descriptor">Authors:</span>${paper.authors.map(authorLink).join(', ')}</div>
<div id="download-button-info" hidden>View a PDF of the paper titled ${esc(paper.title)}, by ${esc(paper.authors.join(', '))}</div>
<a class="abs-button download-pdf" href="/pdf/${paper.id}">View PDF</a> <a class="abs-button" href="/html/${paper.id}v1">HTML (experimental)</a>
<blockquote class="abstract mathjax"><span class="descriptor">Abstract:</span>${esc(paper.abstract)}</blockquote>
<div class="metatable"><table summary="Additional metadata"><tbody>
${paper.comments ? `<tr><td class="tablecell label">Comments:</td><td class="tablecell comments mathjax">${esc(paper.comments)}</td></tr>` : ''}
<tr><td class="tablecell label">Subjects:</td><td class="tablecell subjects"><span class="primary-subject">${subject(primary)}</span>${paper.categories.slice(1).map((c) => `; ${subject(c)}`).join('')}</td></tr>
<tr><td class="tablecell label">Cite as:</td><td class="tablecell arxivid"><span class="arxivid">arXiv:${paper.id} [${primary}]</span></td></tr>
<tr><td class="tablecell label">&nbsp;</td><td class="tablecell arxividv">(or <span class="arxivid">arXiv:${paper.id}v1 [${primary}]</span> for this version)</td></tr>
<tr><td class="tablecell label">&nbsp;</td><td class="tablecell arxivdoi"><a href="https://doi.org/10.48550/arXiv.${paper.id}">https://doi.org/10.48550/arXiv.${paper.id}</a></td></tr>
</tbody></table></div>
${history(paper)}
${labs(paper)}</div>
${sidebar(paper)}</div>`;
  return arxivPage({ title: `[${paper.id}] ${paper.title}`, main, crumbs: `<a href="/list/${archive.id}/recent">${archive.id}</a> &gt; arXiv:${paper.id}` });
}
