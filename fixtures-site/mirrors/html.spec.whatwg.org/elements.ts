/**
 * The element definitions of the mirror: what each element represents and its definition block.
 * The elements of "4.3 Sections" carry the Standard's own wording (a task asks what the section
 * element represents); the others get generated wording.
 */
import { esc } from '../../site-kit/html.ts';
import { NORMATIVE, Prose } from '../prose.ts';

const REPRESENTS: Readonly<Record<string, string>> = {
  body: 'represents the contents of the document.',
  article: 'represents a complete, or self-contained, composition in a document, page, application, or site and that is, in principle, independently distributable or reusable, e.g. in syndication.',
  section: 'represents a generic section of a document or application. A section, in this context, is a thematic grouping of content, typically with a heading.',
  nav: 'represents a section of a page that links to other pages or to parts within the page: a section with navigation links.',
  aside: 'represents a section of a page that consists of content that is tangentially related to the content around the aside element, and which could be considered separate from that content.',
  hgroup: 'represents a heading and related content.',
  header: 'represents a group of introductory or navigational aids.',
  footer: 'represents a footer for its nearest ancestor sectioning content element, or sectioning root element, or body element.',
  address: 'represents the contact information for its nearest article or body element ancestor.',
};

/** What the Standard says after the definition of `section` (notes on using it well). */
const SECTION_NOTES = [
  "Examples of sections would be chapters, the various tabbed pages in a tabbed dialog box, or the numbered sections of a thesis. A web site's home page could be split into sections for an introduction, news items, and contact information.",
  'Authors are encouraged to use the article element instead of the section element when it would make sense to syndicate the contents of the element.',
  "The section element is not a generic container element. When an element is needed only for styling purposes or as a convenience for scripting, authors are encouraged to use the div element instead. A general rule is that the section element is appropriate only if the element's contents would be listed explicitly in the document's outline.",
];

const SECTIONING = new Set(['article', 'section', 'nav', 'aside']);

/** The short description of an element in the element index. */
export function elementSummary(element: string): string {
  const represents = REPRESENTS[element];
  if (represents) return represents.replace(/^represents /, '').split(/[.:,]/)[0].replace(/^a |^the /, '');
  return new Prose(NORMATIVE, 'whatwg-element-summary', element).phrase(2);
}

function definitionBlock(element: string, prose: Prose): string {
  const categories = SECTIONING.has(element) ? ['Flow content.', 'Sectioning content.', 'Palpable content.'] : ['Flow content.', 'Palpable content.'];
  const rows: Array<[string, readonly string[]]> = [
    ['Categories', categories],
    ['Contexts in which this element can be used', ['Where flow content is expected.']],
    ['Content model', [element === 'hgroup' ? 'Zero or more p elements, followed by one h1, h2, h3, h4, h5, or h6 element.' : 'Flow content.']],
    ['Tag omission in text/html', [element === 'body' ? "A body element's start tag can be omitted if the element is empty." : 'Neither tag is omissible.']],
    ['Content attributes', ['Global attributes']],
    ['Accessibility considerations', ['For authors.', 'For implementers.']],
    ['DOM interface', [prose.chance(0.5) ? 'Uses HTMLElement.' : `HTML${element.charAt(0).toUpperCase()}${element.slice(1)}Element`]],
  ];
  return `<dl class="element">${rows.map(([term, values]) => `<dt>${esc(term)}:</dt>${values.map((v) => `<dd>${esc(v)}</dd>`).join('')}`).join('')}</dl>`;
}

/** The body of an element's section: its definition block, what it represents, notes and an example. */
export function elementDefinition(element: string): string {
  const prose = Prose.with(NORMATIVE, ['element', 'heading', 'section', 'content', 'document'], 'whatwg-element', element);
  const sentence = prose.sentence();
  const represents = REPRESENTS[element] ?? `represents ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
  const notes = element === 'section' ? SECTION_NOTES : prose.paragraphs(2, 2, 4);
  return `${definitionBlock(element, prose)}
<p>The <code>${element}</code> element ${esc(represents)}</p>
${notes.map((note, i) => (i === 0 ? `<p>${esc(note)}</p>` : `<p class="note">${esc(note)}</p>`)).join('\n')}
${prose.paragraphs(prose.int(4, 7)).map((p) => `<p>${esc(p)}</p>`).join('\n')}
<div class="example"><p>${esc(prose.sentence())}</p><pre><code class="html">&lt;${element}&gt;
 &lt;h2&gt;${esc(prose.phrase(2))}&lt;/h2&gt;
 &lt;p&gt;${esc(prose.sentence())}&lt;/p&gt;
&lt;/${element}&gt;</code></pre></div>`;
}
