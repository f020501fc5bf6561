/** An article page: infobox, lead, sections, references, navbox and categories in the skin. */
import { esc } from '../../../site-kit/html.ts';
import { Random } from '../../../site-kit/random.ts';
import { CITE, type Article, type DataTable, type Infobox, type Section } from '../articles/model.ts';
import { wikiLink } from '../articles/text.ts';
import { wikiPage, type TocEntry } from '../skin.ts';

const SURNAMES = ['Loyrette', 'Harriss', 'Lemoine', 'Vogel', 'Marrey', 'Jonnes', 'Barthes', 'Frémy', 'Watson', 'Chen', 'Okafor', 'Lindqvist', 'Moreau', 'Ferreira', 'Kowalski', 'Brennan', 'Sato', 'Novak', 'Haddad', 'Ruiz'];
const GIVEN = ['Henri', 'Joseph', 'Bertrand', 'Anne', 'Jill', 'Roland', 'Claire', 'Mark', 'Mei', 'Ngozi', 'Erik', 'Lucie', 'Paulo', 'Agata', 'Sean', 'Yuki', 'Tomas', 'Rania', 'Elena', 'David'];
const PUBLISHERS = ['Éditions du Patrimoine', 'Oxford University Press', 'Cambridge University Press', 'Gallimard', 'Springer', 'Princeton University Press', 'Thames & Hudson', 'Wiley'];
const JOURNALS = ['Nature', 'Physical Review Letters', 'Journal of the Society of Architectural Historians', 'Metrologia', 'Technology and Culture', 'American Journal of Physics'];
const SITES = ['www.lemonde.fr', 'www.bbc.co.uk', 'www.nytimes.com', 'www.bipm.org', 'physics.nist.gov', 'www.theguardian.com'];

function headingId(text: string): string {
  return text.replace(/ /g, '_').replace(/"/g, '');
}

/** One generated citation: a book, a journal article or a web page. */
function citation(title: string, n: number): string {
  const random = Random.fixed('wikipedia-cite', title, n);
  const author = `${random.pick(SURNAMES)}, ${random.pick(GIVEN)}`;
  const year = random.int(1955, 2025);
  const work = `${random.pick(['The', 'A history of the', 'Notes on the', 'On the'])} ${random.pick(['engineering', 'measurement', 'design', 'origins', 'survey', 'construction', 'theory'])} of ${title.toLowerCase()}`;
  const kind = random.int(0, 2);
  if (kind === 0) {
    const isbn = `978-${random.int(0, 2)}-${random.int(100, 999)}-${random.int(10000, 99999)}-${random.int(0, 9)}`;
    return `<cite class="citation book">${esc(author)} (${year}). <i>${esc(work)}</i>. ${esc(random.pick(PUBLISHERS))}. p. ${random.int(3, 420)}. ISBN <a href="/wiki/Special:BookSources/${isbn.replace(/-/g, '')}">${isbn}</a>.</cite>`;
  }
  if (kind === 1) {
    const doi = `10.${random.int(1000, 9999)}/${random.int(100000, 999999)}`;
    return `<cite class="citation journal">${esc(author)} (${year}). "${esc(work)}". <i>${esc(random.pick(JOURNALS))}</i>. <b>${random.int(1, 120)}</b> (${random.int(1, 12)}): ${random.int(1, 900)}–${random.int(901, 999)}. <a href="https://doi.org/${doi}">doi:${doi}</a>.</cite>`;
  }
  const site = random.pick(SITES);
  return `<cite class="citation web">"${esc(work)}". <i>${site}</i>. ${year}. <a href="https://${site}/${random.int(1000, 99999)}">Archived</a> from the original on ${random.int(1, 28)} ${random.pick(['March', 'May', 'July', 'October'])} ${Math.min(2025, year + 1)}. Retrieved ${random.int(1, 28)} January 2026.</cite>`;
}

/** Replaces the citation marks of a page, in order, with numbered reference links. */
class Citations {
  count = 0;

  number(html: string): string {
    return html.split(CITE).reduce((out, part, index) => {
      if (index === 0) return part;
      this.count++;
      return `${out}<sup id="cite_ref-${this.count}" class="reference"><a href="#cite_note-${this.count}">[${this.count}]</a></sup>${part}`;
    });
  }

  list(title: string): string {
    const items = Array.from(
      { length: this.count },
      (_, i) => `<li id="cite_note-${i + 1}"><span class="mw-cite-backlink"><a href="#cite_ref-${i + 1}" aria-label="Jump up">^</a></span> <span class="reference-text">${citation(title, i + 1)}</span></li>`,
    );
    return `<ol class="references">${items.join('')}</ol>`;
  }
}

function infobox(box: Infobox, cite: Citations): string {
  const groups = box.groups.map(
    (group) =>
      `${group.heading ? `<tr><th colspan="2" class="infobox-header">${esc(group.heading)}</th></tr>` : ''}${group.rows
        .map((row) => `<tr><th scope="row" class="infobox-label">${esc(row.label)}</th><td class="infobox-data">${cite.number(row.value)}</td></tr>`)
        .join('')}`,
  );
  return `<table class="infobox"><caption>${esc(box.title)}${box.subtitle ? `<br><span lang="fr">${esc(box.subtitle)}</span>` : ''}</caption><tbody>
${box.caption ? `<tr><td colspan="2" class="infobox-image"><div role="img" aria-label="${esc(box.title)}">[image]</div>${esc(box.caption)}</td></tr>` : ''}
${groups.join('\n')}</tbody></table>`;
}

function dataTable(table: DataTable): string {
  return `<table class="wikitable"><caption>${esc(table.caption)}</caption><thead><tr>${table.head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>${table.rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

function section(s: Section, level: number, cite: Citations): string {
  const tag = `h${level}`;
  return `<${tag} id="${esc(headingId(s.heading))}">${esc(s.heading)}</${tag}>
${s.paragraphs.map((p) => `<p>${cite.number(p)}</p>`).join('\n')}
${s.table ? dataTable(s.table) : ''}
${(s.subsections ?? []).map((sub) => section(sub, level + 1, cite)).join('\n')}`;
}

function tocOf(sections: readonly Section[]): TocEntry[] {
  return sections.map((s) => ({ id: headingId(s.heading), text: s.heading, children: s.subsections ? tocOf(s.subsections) : undefined }));
}

function navbox(article: Article): string {
  if (!article.navbox) return '';
  const item = (title: string) => (title === article.title ? `<strong>${esc(title)}</strong>` : wikiLink(title));
  return `<table class="navbox" role="navigation" aria-label="${esc(article.navbox.title)}"><tr><th colspan="2">${esc(article.navbox.title)}</th></tr>${article.navbox.groups
    .map((g) => `<tr><th scope="row" class="group">${esc(g.name)}</th><td><ul>${g.titles.map((t) => `<li>${item(t)}</li>`).join('')}</ul></td></tr>`)
    .join('')}</table>`;
}

export function articlePage(article: Article): string {
  const cite = new Citations();
  const body = [
    `<div class="shortdescription">${esc(article.description)}</div>`,
    article.hatnote ? `<div role="note" class="hatnote">${article.hatnote}</div>` : '',
    article.infobox ? infobox(article.infobox, cite) : '',
    ...article.lead.map((p) => `<p>${cite.number(p)}</p>`),
    ...article.sections.map((s) => section(s, 2, cite)),
    `<h2 id="See_also">See also</h2><ul>${article.seeAlso.map((t) => `<li>${wikiLink(t)}</li>`).join('')}</ul>`,
  ].join('\n');
  const references = `<h2 id="References">References</h2>${cite.list(article.title)}`;
  const categories = `<div id="catlinks" class="catlinks"><a href="/wiki/Help:Category" title="Help:Category">Categories</a>: <ul>${article.categories
    .map((c) => `<li>${wikiLink(`Category:${c}`, c)}</li>`)
    .join('')}</ul></div>`;
  const toc = [...tocOf(article.sections), { id: 'See_also', text: 'See also' }, { id: 'References', text: 'References' }];
  return wikiPage({
    title: article.title,
    content: `${body}\n${references}\n${navbox(article)}\n${categories}`,
    toc,
    languages: article.languages,
    lastEdited: article.lastEdited,
    editable: true,
  });
}

/** The page's text as wikitext, for the edit page (headings and paragraphs, links as [[…]]). */
export function wikitext(article: Article): string {
  const plain = (html: string) =>
    html
      .split(CITE)
      .join('<ref />')
      .replace(/<a href="[^"]*" title="([^"]*)">([^<]*)<\/a>/g, (_, title: string, text: string) => (title === text ? `[[${title}]]` : `[[${title}|${text}]]`))
      .replace(/<\/?b>/g, "'''")
      .replace(/<\/?i[^>]*>/g, "''");
  const section = (s: Section, level: number): string =>
    [`${'='.repeat(level)} ${s.heading} ${'='.repeat(level)}`, ...s.paragraphs.map(plain), ...(s.subsections ?? []).map((sub) => section(sub, level + 1))].join('\n\n');
  return [`{{Short description|${article.description}}}`, ...article.lead.map(plain), ...article.sections.map((s) => section(s, 2)), '== References ==\n{{Reflist}}', ...article.categories.map((c) => `[[Category:${c}]]`)].join('\n\n');
}

