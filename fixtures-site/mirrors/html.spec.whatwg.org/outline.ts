/**
 * The HTML Standard's table of contents as the multipage edition splits it: chapters and sections
 * with their numbers, titles and pages as published. Element sections ("The section element")
 * name their element; sections the mirror does not detail get generated subsections.
 */
import { NORMATIVE, Prose } from '../prose.ts';
import { lazy } from '../mirror-kit.ts';

export interface SpecSection {
  number: string;
  title: string;
  /** The element a section defines, if it is an element's section. */
  element?: string;
  /** The multipage file holding the section (`sections.html`). */
  page: string;
  id: string;
  children: readonly SpecSection[];
}

/** [title, page, subsections]; an element section's title is "The <name> element". */
type Entry = readonly [string, string?, (readonly Entry[])?];

const el = (...names: string[]): Entry[] => names.map((name) => [`The ${name} element`]);

const CHAPTERS: readonly Entry[] = [
  ['Introduction', 'introduction.html', [['Where does this specification fit?'], ['Is this HTML5?'], ['Background'], ['Audience'], ['Scope'], ['History'], ['Design notes'], ['HTML vs XML syntax'], ['Structure of this specification'], ['A quick introduction to HTML'], ['Conformance requirements for authors'], ['Suggested reading']]],
  ['Common infrastructure', 'infrastructure.html', [['Terminology'], ['Policy-controlled features'], ['Common microsyntaxes', 'common-microsyntaxes.html'], ['URLs', 'urls-and-fetching.html'], ['Fetching resources', 'urls-and-fetching.html'], ['Common DOM interfaces', 'common-dom-interfaces.html'], ['Safe passing of structured data', 'safe-passing-of-structured-data.html']]],
  ['Semantics, structure, and APIs of HTML documents', 'dom.html', [['Documents'], ['Elements'], ['Interactions with XPath and XSLT'], ['Dynamic markup insertion', 'dynamic-markup-insertion.html']]],
  ['The elements of HTML', 'semantics.html', [
    ['The document element', 'semantics.html', el('html')],
    ['Document metadata', 'document-metadata.html', el('head', 'title', 'base', 'link', 'meta', 'style')],
    ['Sections', 'sections.html', [...el('body', 'article', 'section', 'nav', 'aside'), ['The h1, h2, h3, h4, h5, and h6 elements'], ...el('hgroup', 'header', 'footer', 'address'), ['Headings and outlines'], ['Usage summary']]],
    ['Grouping content', 'grouping-content.html', el('p', 'hr', 'pre', 'blockquote', 'ol', 'ul', 'menu', 'li', 'dl', 'dt', 'dd', 'figure', 'figcaption', 'main', 'search', 'div')],
    ['Text-level semantics', 'text-level-semantics.html', [...el('a', 'em', 'strong', 'small', 's', 'cite', 'q', 'dfn', 'abbr', 'ruby', 'rt', 'rp', 'data', 'time', 'code', 'var', 'samp', 'kbd'), ['The sub and sup elements'], ...el('i', 'b', 'u', 'mark', 'bdi', 'bdo', 'span', 'br', 'wbr'), ['Usage summary']]],
    ['Links', 'links.html'],
    ['Edits', 'edits.html', el('ins', 'del')],
    ['Embedded content', 'embedded-content.html', el('picture', 'source', 'img', 'iframe', 'embed', 'object', 'video', 'audio', 'track')],
    ['Tabular data', 'tables.html', el('table', 'caption', 'colgroup', 'col', 'tbody', 'thead', 'tfoot', 'tr', 'td', 'th')],
    ['Forms', 'forms.html', el('form', 'label', 'input', 'button', 'select', 'datalist', 'optgroup', 'option', 'textarea', 'output', 'progress', 'meter', 'fieldset', 'legend')],
    ['Interactive elements', 'interactive-elements.html', el('details', 'summary', 'dialog')],
    ['Scripting', 'scripting.html', el('script', 'noscript', 'template', 'slot', 'canvas')],
    ['Custom elements', 'custom-elements.html'],
    ['Common idioms without dedicated elements', 'semantics-other.html'],
    ['Disabled elements', 'semantics-other.html'],
    ['Matching HTML elements using selectors and CSS', 'semantics-other.html'],
  ]],
  ['Microdata', 'microdata.html', [['Introduction'], ['Encoding microdata'], ['Microdata DOM API'], ['Microdata vocabularies'], ['Converting HTML to other formats']]],
  ['User interaction', 'interaction.html', [['The hidden attribute'], ['Page visibility'], ['Inert subtrees'], ['Tracking user activation'], ['Activation behavior of elements'], ['Focus'], ['Assigning keyboard shortcuts'], ['Editing'], ['Drag and drop', 'dnd.html'], ['The popover attribute', 'popover.html']]],
  ['Loading web pages', 'browsers.html', [['Supporting concepts'], ['Navigables', 'document-sequences.html'], ['The Window, WindowProxy, and Location objects', 'nav-history-apis.html'], ['Navigation and session history', 'browsing-the-web.html'], ['Document lifecycle', 'document-lifecycle.html']]],
  ['Web application APIs', 'webappapis.html', [['Scripting'], ['Events'], ['WindowOrWorkerGlobalScope mixin'], ['Base64 utility methods'], ['Dynamic markup insertion', 'dynamic-markup-insertion.html'], ['Timers', 'timers-and-user-prompts.html'], ['User prompts', 'timers-and-user-prompts.html'], ['System state and capabilities', 'system-state.html'], ['Images', 'imagebitmap-and-animations.html'], ['Animation frames', 'imagebitmap-and-animations.html']]],
  ['Communication', 'comms.html', [['The MessageEvent interface'], ['Server-sent events', 'server-sent-events.html'], ['Cross-document messaging', 'web-messaging.html'], ['Channel messaging', 'web-messaging.html'], ['Broadcasting to other browsing contexts', 'web-messaging.html']]],
  ['Web workers', 'workers.html', [['Introduction'], ['Infrastructure'], ['APIs available to workers']]],
  ['Worklets', 'worklets.html', [['Introduction'], ['Examples'], ['Infrastructure']]],
  ['Web storage', 'webstorage.html', [['Introduction'], ['The API'], ['Privacy'], ['Security']]],
  ['The HTML syntax', 'syntax.html', [['Writing HTML documents'], ['Parsing HTML documents', 'parsing.html'], ['Serializing HTML fragments', 'parsing.html'], ['Parsing HTML fragments', 'parsing.html'], ['Named character references', 'named-characters.html']]],
  ['The XML syntax', 'xhtml.html', [['Writing documents in the XML syntax'], ['Parsing XML documents'], ['Serializing XML fragments'], ['Parsing XML fragments']]],
  ['Rendering', 'rendering.html', [['Introduction'], ['The CSS user agent style sheet and presentational hints'], ['Non-replaced elements'], ['Replaced elements'], ['Widgets'], ['Frames and framesets'], ['Interactive media'], ['Print media'], ['Unstyled XML documents']]],
  ['Obsolete features', 'obsolete.html', [['Obsolete but conforming features'], ['Non-conforming features'], ['Requirements for implementations']]],
  ['IANA considerations', 'iana.html', [['text/html'], ['multipart/x-mixed-replace'], ['application/xhtml+xml'], ['text/event-stream'], ['web+ scheme prefix']]],
];

function id(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Every section, numbered in order; each id unique within its page. */
export const outline = lazy((): SpecSection[] => {
  const used = new Set<string>();
  const unique = (page: string, title: string) => {
    let candidate = id(title);
    for (let n = 2; used.has(`${page}#${candidate}`); n++) candidate = `${id(title)}-${n}`;
    used.add(`${page}#${candidate}`);
    return candidate;
  };
  const build = (entries: readonly Entry[], prefix: string, inherited: string, depth: number): SpecSection[] =>
    entries.map(([title, page = inherited, children], i) => {
      const number = `${prefix}${i + 1}`;
      const element = /^The (\S+) element$/.exec(title)?.[1];
      // Sections the mirror does not detail get subsections, so the contents have the real depth.
      const prose = new Prose(NORMATIVE, 'whatwg-outline', number);
      const generated: Entry[] = children === undefined && depth === 2 && !element ? Array.from({ length: prose.int(2, 5) }, () => [prose.phrase(3)]) : [];
      return {
        number,
        title,
        ...(element && { element }),
        page,
        id: element ? `the-${element}-element` : unique(page, title),
        children: build(children ?? generated, `${number}.`, page, depth + 1),
      };
    });
  return build(CHAPTERS, '', 'index.html', 1);
});

/** The sections of one multipage file, in order, with their depth (the top ones of the page first). */
export function sectionsOf(page: string): SpecSection[] {
  const found: SpecSection[] = [];
  const walk = (sections: readonly SpecSection[]) => {
    for (const section of sections) {
      if (section.page === page) found.push(section);
      else walk(section.children);
    }
  };
  walk(outline());
  return found;
}

/** Every multipage file, in the order of the contents. */
export function pages(): string[] {
  const names: string[] = [];
  const walk = (sections: readonly SpecSection[]) => {
    for (const section of sections) {
      if (!names.includes(section.page)) names.push(section.page);
      walk(section.children);
    }
  };
  walk(outline());
  return names;
}
