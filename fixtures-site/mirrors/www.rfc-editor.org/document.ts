/**
 * An RFC's text, as the mirror generates it: RFC 9110 follows its published outline, every other
 * RFC a generic one; section bodies are normative filler. Rendered as the RFC Editor's HTML
 * (xml2rfc v3) and as plain text.
 */
import { document as htmlDocument, esc } from '../../site-kit/html.ts';
import { NORMATIVE, Prose } from '../prose.ts';
import { rfcs, type Rfc } from './catalogue.ts';
import { METHOD_TABLE, RFC9110_OPENINGS, RFC9110_OUTLINE, type OutlineEntry } from './rfc9110.ts';

interface RfcSection {
  number: string;
  title: string;
  /** Paragraphs as HTML (they may hold cross-references). */
  paragraphs: readonly string[];
  table?: { caption: string; head: readonly string[]; rows: ReadonlyArray<readonly string[]> };
  children: readonly RfcSection[];
}

const ORGANISATIONS: Readonly<Record<string, string>> = { 'R. Fielding, Ed.': 'Adobe', 'M. Nottingham, Ed.': 'Fastly', 'J. Reschke, Ed.': 'greenbytes' };

function genericOutline(rfc: Rfc): OutlineEntry[] {
  const prose = new Prose(NORMATIVE, 'rfc-outline', rfc.number);
  return [
    ['1', 'Introduction', [['1.1', 'Requirements Language']]],
    ['2', 'Terminology'],
    ['3', prose.phrase(2), [['3.1', prose.phrase(2)], ['3.2', prose.phrase(2)]]],
    ['4', prose.phrase(3), [['4.1', prose.phrase(2)], ['4.2', prose.phrase(2)], ['4.3', prose.phrase(2)]]],
    ['5', 'Security Considerations'],
    ['6', 'IANA Considerations'],
    ['7', 'References', [['7.1', 'Normative References'], ['7.2', 'Informative References']]],
  ];
}

function sections(rfc: Rfc): RfcSection[] {
  const outline = rfc.number === 9110 ? RFC9110_OUTLINE : genericOutline(rfc);
  const prose = Prose.with(NORMATIVE, ['message', 'request', 'response', 'field', 'recipient', 'representation'], 'rfc', rfc.number);
  const numbers = outline.map(([number]) => number);
  const xref = () => {
    const number = prose.pick(numbers);
    return ` (see <a href="#section-${number}" class="relref">Section ${number}</a>)`;
  };
  const build = ([number, title, children = []]: OutlineEntry): RfcSection => {
    const count = children.length > 0 ? 1 : prose.int(1, 3);
    const paragraphs = Array.from({ length: count }, (_, i) => {
      const text = esc(prose.paragraph(2, 5));
      return i === 0 && prose.chance(0.4) ? text.replace(/\.$/, `${xref()}.`) : text;
    });
    const opening = rfc.number === 9110 ? RFC9110_OPENINGS[number] : undefined;
    return {
      number,
      title,
      paragraphs: opening ? [esc(opening), ...paragraphs] : paragraphs,
      table: rfc.number === 9110 && number === '9.1' ? { caption: 'Table 4', head: ['Method Name', 'Description', 'Section'], rows: METHOD_TABLE.map((row) => [...row]) } : undefined,
      children: children.map(build),
    };
  };
  return outline.map(build);
}

/** `name-…` ids of section titles, unique within a document (xml2rfc appends -2, -3…). */
class NameIds {
  private readonly used = new Map<string, number>();

  of(title: string): string {
    const base = `name-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
    const seen = this.used.get(base) ?? 0;
    this.used.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  }
}

function rfcLink(number: number): string {
  return rfcs().has(number) ? `<a href="https://www.rfc-editor.org/rfc/rfc${number}" class="eref">${number}</a>` : String(number);
}

function category(rfc: Rfc): string {
  if (rfc.status === 'INFORMATIONAL') return 'Informational';
  if (rfc.status === 'BEST CURRENT PRACTICE') return 'Best Current Practice';
  if (rfc.status === 'HISTORIC') return 'Historic';
  return 'Standards Track';
}

function referenceList(rfc: Rfc): string {
  const entries = [...rfcs().values()].filter((other) => other.number !== rfc.number && other.number < 9000 + (rfc.number % 1000)).slice(0, 30);
  return `<dl class="references">${entries
    .map(
      (other) => `<dt id="RFC${other.number}">[RFC${other.number}]</dt><dd><span class="refAuthor">${esc(other.authors.join(', '))}</span>, "<span class="refTitle">${esc(other.title)}</span>", ${other.series ? `<span class="seriesInfo">${other.series}</span>, ` : ''}<span class="seriesInfo">RFC ${other.number}</span>, <span class="seriesInfo">DOI 10.17487/RFC${other.number}</span>, <time>${other.date}</time>, <span>&lt;<a href="https://www.rfc-editor.org/info/rfc${other.number}">https://www.rfc-editor.org/info/rfc${other.number}</a>&gt;</span>.</dd>`,
    )
    .join('')}</dl>`;
}

function sectionHtml(section: RfcSection, depth: number, ids: NameIds, rfc: Rfc): string {
  const tag = `h${Math.min(depth + 1, 6)}`;
  const name = ids.of(section.title);
  const body = section.paragraphs.map((p, i) => `<p id="section-${section.number}-${i + 1}">${p}<a href="#section-${section.number}-${i + 1}" class="pilcrow">¶</a></p>`);
  const table = section.table
    ? `<table class="center"><caption><a href="#table-4" class="selfRef">${section.table.caption}</a></caption><thead><tr>${section.table.head.map((h) => `<th class="text-left">${esc(h)}</th>`).join('')}</tr></thead><tbody>${section.table.rows
        .map(([method, description, ref]) => `<tr><td class="text-left">${esc(method)}</td><td class="text-left">${esc(description)}</td><td class="text-left"><a href="#section-${ref}" class="auto internal xref">${ref}</a></td></tr>`)
        .join('')}</tbody></table>`
    : '';
  const references = /^References$|Normative References|Informative References/.test(section.title) && section.children.length === 0 ? referenceList(rfc) : '';
  return `<section id="section-${section.number}"><${tag} id="${name}"><a href="#section-${section.number}" class="section-number selfRef">${section.number}. </a><a href="#${name}" class="section-name selfRef">${esc(section.title)}</a></${tag}>
${body.join('\n')}${table}${references}
${section.children.map((child) => sectionHtml(child, depth + 1, ids, rfc)).join('\n')}</section>`;
}

function tocHtml(all: readonly RfcSection[]): string {
  const ids = new NameIds();
  const items = (level: readonly RfcSection[]): string =>
    `<ul class="compact toc ulBare ulEmpty">${level
      .map((s) => `<li class="compact toc ulBare ulEmpty"><p class="keepWithNext"><a href="#section-${s.number}" class="auto internal xref">${s.number}</a>.  <a href="#${ids.of(s.title)}" class="internal xref">${esc(s.title)}</a></p>${s.children.length ? items(s.children) : ''}</li>`)
      .join('')}</ul>`;
  return `<div id="toc"><section id="section-toc.1"><h2 class="section-name" id="name-table-of-contents"><a href="#name-table-of-contents" class="section-name selfRef">Table of Contents</a></h2><nav class="toc">${items(all)}</nav></section></div>`;
}

const CSS = `body{font-family:"Noto Serif",Georgia,serif;max-width:46em;margin:0 auto;padding:1em 2em;color:#222;line-height:1.5}
@media(min-width:1200px){body{margin-left:2em}#toc{position:fixed;right:0;top:0;width:28em;height:100vh;overflow:auto;font-size:13px;background:#f9f9f9;padding:0 1em}}
a{color:#2a6496;text-decoration:none}.pilcrow{visibility:hidden;margin-left:.3em}p:hover .pilcrow{visibility:visible}
table.ears{width:100%;font-size:13px;color:#666}.ears td.right{text-align:right}.ears td.center{text-align:center}
#identifiers{display:grid;grid-template-columns:8em 1fr;font-size:14px}#identifiers dd{margin:0;grid-column:2}
h1#title{font-size:26px;text-align:center}h2{font-size:20px}h3{font-size:17px}h4,h5{font-size:15px}
ul.toc{list-style:none;padding-left:1.2em}ul.toc p{margin:2px 0}
table.center{border-collapse:collapse;margin:1em auto}table.center th,table.center td{border:1px solid #ccc;padding:4px 8px}
dl.references dd{margin-bottom:.6em}`;

/** The RFC as the RFC Editor publishes it in HTML (/rfc/rfcNNNN.html). */
export function rfcHtml(rfc: Rfc): string {
  const all = sections(rfc);
  const ids = new NameIds();
  const authors = rfc.authors.map((a) => `<dd class="author"><div class="author-name">${esc(a)}</div>${ORGANISATIONS[a] ? `<div class="org">${ORGANISATIONS[a]}</div>` : ''}</dd>`).join('');
  const identifiers = `<dl id="identifiers"><dt>Stream:</dt><dd class="stream">Internet Engineering Task Force (IETF)</dd><dt>RFC:</dt><dd class="rfcnumber">${rfc.number}</dd>
${rfc.series ? `<dt>${rfc.series.split(' ')[0]}:</dt><dd>${rfc.series.split(' ')[1]}</dd>` : ''}
${rfc.obsoletes.length ? `<dt>Obsoletes:</dt><dd class="obsoletes">${rfc.obsoletes.map(rfcLink).join(', ')}</dd>` : ''}
${rfc.updates.length ? `<dt>Updates:</dt><dd class="updates">${rfc.updates.map(rfcLink).join(', ')}</dd>` : ''}
<dt>Category:</dt><dd class="category">${category(rfc)}</dd><dt>Published:</dt><dd class="published">${rfc.date}</dd><dt>ISSN:</dt><dd>2070-1721</dd><dt>Authors:</dt>${authors}</dl>`;
  const lead = rfc.authors[0].split(' ')[1]?.replace(',', '') ?? rfc.authors[0];
  const body = `<table class="ears"><thead><tr><td class="left">RFC ${rfc.number}</td><td class="center">${esc(rfc.title)}</td><td class="right">${rfc.date}</td></tr></thead>
<tfoot><tr><td class="left">${esc(lead)}${rfc.authors.length > 1 ? ', et al.' : ''}</td><td class="center">${category(rfc)}</td><td class="right">[Page]</td></tr></tfoot></table>
<div id="internal-metadata" class="document-information">${identifiers}</div>
<h1 id="title">${esc(rfc.title)}</h1>
<section id="section-abstract"><h2 id="abstract"><a href="#abstract" class="selfRef">Abstract</a></h2><p id="section-abstract-1">${esc(rfc.abstract)}</p>${rfc.obsoletes.length ? `<p id="section-abstract-2">This document obsoletes RFC${rfc.obsoletes.length > 1 ? 's' : ''} ${rfc.obsoletes.join(', ')}.</p>` : ''}</section>
<div id="status-of-memo"><section id="section-boilerplate.1"><h2 id="name-status-of-this-memo"><a href="#name-status-of-this-memo" class="section-name selfRef">Status of This Memo</a></h2>
<p>This is an Internet ${category(rfc)} document.</p><p>This document is a product of the Internet Engineering Task Force (IETF). It represents the consensus of the IETF community. It has received public review and has been approved for publication by the Internet Engineering Steering Group (IESG).</p>
<p>Information about the current status of this document, any errata, and how to provide feedback on it may be obtained at <a href="https://www.rfc-editor.org/info/rfc${rfc.number}">https://www.rfc-editor.org/info/rfc${rfc.number}</a>.</p></section></div>
<div id="copyright"><section id="section-boilerplate.2"><h2 id="name-copyright-notice"><a href="#name-copyright-notice" class="section-name selfRef">Copyright Notice</a></h2>
<p>Copyright (c) ${rfc.date.split(' ')[1]} IETF Trust and the persons identified as the document authors. All rights reserved.</p><p>This document is subject to BCP 78 and the IETF Trust's Legal Provisions Relating to IETF Documents (<a href="https://trustee.ietf.org/license-info">https://trustee.ietf.org/license-info</a>) in effect on the date of publication of this document. Please review these documents carefully, as they describe your rights and restrictions with respect to this document.</p></section></div>
${tocHtml(all)}
${all.map((s) => sectionHtml(s, 1, ids, rfc)).join('\n')}
<div id="authors-addresses"><section id="appendix-authors"><h2 id="name-authors-addresses"><a href="#name-authors-addresses" class="section-name selfRef">Authors' Addresses</a></h2>${rfc.authors.map((a) => `<address class="vcard"><div class="fn">${esc(a)}</div>${ORGANISATIONS[a] ? `<div class="org">${ORGANISATIONS[a]}</div>` : ''}</address>`).join('')}</section></div>`;
  return htmlDocument({ title: `RFC ${rfc.number}: ${rfc.title}`, head: `<meta name="description" content="${esc(rfc.title)} (RFC ${rfc.number})"><style>${CSS}</style>`, body });
}

/** Wraps text at 72 columns with an indent, as the plain-text RFCs are set. */
function wrap(text: string, indent: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > 72 - indent) {
      lines.push(' '.repeat(indent) + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(' '.repeat(indent) + line);
  return lines.join('\n');
}

/** The RFC in plain text (/rfc/rfcNNNN.txt). */
export function rfcText(rfc: Rfc): string {
  const plain = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const section = (s: RfcSection): string => [`${s.number}.  ${s.title}`, ...s.paragraphs.map((p) => wrap(plain(p), 3)), ...s.children.map(section)].join('\n\n');
  const all = sections(rfc);
  const toc = (level: readonly RfcSection[], indent: number): string[] => level.flatMap((s) => [`${' '.repeat(indent)}${s.number}.  ${s.title}`, ...toc(s.children, indent + 3)]);
  return [
    `Internet Engineering Task Force (IETF)${' '.repeat(20)}${rfc.authors[0]}`,
    `Request for Comments: ${rfc.number}`,
    `Category: ${category(rfc)}${' '.repeat(30)}${rfc.date}`,
    'ISSN: 2070-1721',
    '',
    `${' '.repeat(Math.max(0, 36 - rfc.title.length / 2))}${rfc.title}`,
    '',
    'Abstract',
    '',
    wrap(rfc.abstract, 3),
    '',
    'Table of Contents',
    '',
    ...toc(all, 3),
    '',
    ...all.map(section),
    '',
  ].join('\n');
}
