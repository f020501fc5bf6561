/**
 * Generated reference pages for every name the reference lists: the real name and page shape,
 * synthetic wording (no task asks about these pages).
 */
import { esc } from '../../../site-kit/html.ts';
import { Prose, TECHNICAL } from '../../prose.ts';
import { codeBlock, compatTable, docHref, specTable, type Doc, type DocSection } from './model.ts';
import { INTERFACES } from './names.ts';

export const GLOBALS = 'Web/JavaScript/Reference/Global_Objects';

export function codeLink(slug: string, text: string): string {
  return `<a href="${docHref(slug)}"><code>${esc(text)}</code></a>`;
}

function prose(slug: string): Prose {
  const nouns = slug.split('/').slice(-2).map((part) => part.toLowerCase().replace(/_/g, ' '));
  return Prose.with(TECHNICAL, nouns, 'mdn', slug);
}

function paragraphs(p: Prose, count: number): string {
  return p.paragraphs(count).map((text) => `<p>${esc(text)}</p>`).join('');
}

/** The sections every reference page ends with. */
function closing(p: Prose, feature: string, specification: [string, string, string], seeAlso: readonly string[]): DocSection[] {
  return [
    { id: 'examples', heading: 'Examples', html: '', subsections: [{ id: 'basic_usage', heading: 'Basic usage', html: `${paragraphs(p, 1)}${codeBlock(`// ${feature}\n${p.sentence().toLowerCase().replace(/\.$/, '')};`)}` }] },
    { id: 'specifications', heading: 'Specifications', html: specTable([specification]) },
    { id: 'browser_compatibility', heading: 'Browser compatibility', html: compatTable(feature, []) },
    { id: 'see_also', heading: 'See also', html: `<ul>${seeAlso.map((slug) => `<li>${codeLink(slug, slug.split('/').pop()!.replace(/_/g, ' '))}</li>`).join('')}</ul>` },
  ];
}

export type WindowMemberKind = 'property' | 'method' | 'event';

/** A member page of the Window interface ("Window: alert() method"). */
export function windowMemberDoc(name: string, kind: WindowMemberKind): Doc {
  const slug = `Web/API/Window/${kind === 'event' ? `${name}_event` : name}`;
  const short = kind === 'method' ? `${name}()` : kind === 'event' ? `${name} event` : name;
  const p = prose(slug);
  const summary = `The ${short} ${kind === 'event' ? 'event of the Window interface fires' : `${kind} of the Window interface`} ${p.sentence().toLowerCase()}`;
  const syntax =
    kind === 'event'
      ? codeBlock(`addEventListener("${name}", (event) => { })\n\non${name} = (event) => { }`)
      : codeBlock(kind === 'method' ? `${name}()` : `window.${name}`);
  return {
    slug,
    title: `Window: ${short} ${kind}`,
    short,
    summary,
    lead: `<p>${esc(summary)}</p>${paragraphs(p, 1)}`,
    sections: [
      { id: 'syntax', heading: kind === 'property' ? 'Value' : 'Syntax', html: syntax + paragraphs(p, 1) },
      ...(kind === 'method' ? [{ id: 'return_value', heading: 'Return value', html: paragraphs(p, 1) }] : []),
      { id: 'description', heading: 'Description', html: paragraphs(p, 3) },
      ...closing(p, name, ['HTML', 'https://html.spec.whatwg.org/multipage/', `dom-${name.toLowerCase()}`], ['Web/API/Window', 'Web/API/Document']),
    ],
    sidebar: 'Web/API/Window',
  };
}

/** An interface page ("Headers"). */
export function interfaceDoc(name: string): Doc {
  const slug = `Web/API/${name}`;
  const p = prose(slug);
  const summary = `The ${name} interface ${p.sentence().toLowerCase()}`;
  return {
    slug,
    title: name,
    short: name,
    summary,
    lead: `<p>${esc(summary)}</p>${paragraphs(p, 2)}`,
    sections: [
      { id: 'constructor', heading: 'Constructor', html: paragraphs(p, 1) },
      { id: 'instance_properties', heading: 'Instance properties', html: `<p><em>Also inherits properties from its parent interface, ${codeLink('Web/API/EventTarget', 'EventTarget')}.</em></p>${paragraphs(p, 2)}` },
      { id: 'instance_methods', heading: 'Instance methods', html: `<p><em>Also inherits methods from its parent interface, ${codeLink('Web/API/EventTarget', 'EventTarget')}.</em></p>${paragraphs(p, 2)}` },
      ...closing(p, name, ['DOM Standard', 'https://dom.spec.whatwg.org/', `interface-${name.toLowerCase()}`], ['Web/API', 'Web/API/EventTarget']),
    ],
    sidebar: 'Web/API',
  };
}

/** A Web API overview page ("Fetch API"), listing its interfaces (by default a sample of them). */
export function apiDoc(name: string, interfaces?: readonly string[], extraLinks: readonly string[] = []): Doc {
  const slug = `Web/API/${name.replace(/ /g, '_')}`;
  const p = prose(slug);
  const listed = interfaces ?? p.sample(INTERFACES, 5);
  const summary = `The ${name} ${p.sentence().toLowerCase()}`;
  return {
    slug,
    title: name,
    short: name,
    summary,
    lead: `<p>${esc(summary)}</p>${paragraphs(p, 1)}`,
    sections: [
      { id: 'concepts_and_usage', heading: 'Concepts and usage', html: paragraphs(p, 4) },
      { id: 'interfaces', heading: 'Interfaces', html: `<dl>${listed.map((i) => `<dt>${codeLink(`Web/API/${i}`, i)}</dt><dd>${esc(p.sentence())}</dd>`).join('')}${extraLinks.join('')}</dl>` },
      ...closing(p, name, [name, 'https://spec.whatwg.org/', name.toLowerCase().replace(/ /g, '-')], ['Web/API']),
    ],
    sidebar: 'Web/API',
  };
}

/** A standard built-in object's page ("Array", "parseInt()"). */
export function builtinDoc(name: string, sidebar = 'Web/JavaScript'): Doc {
  const slug = `${GLOBALS}/${name.replace('()', '')}`;
  const p = prose(slug);
  const summary = `The ${name} ${name.endsWith('()') ? 'function' : 'object'} ${p.sentence().toLowerCase()}`;
  return {
    slug,
    title: name,
    short: name,
    summary,
    lead: `<p>${esc(summary)}</p>${paragraphs(p, 2)}`,
    sections: [
      { id: 'description', heading: 'Description', html: paragraphs(p, 4) },
      ...closing(p, name, ['ECMAScript® 2026 Language Specification', 'https://tc39.es/ecma262/', `sec-${name.toLowerCase().replace('()', '')}`], [GLOBALS]),
    ],
    sidebar,
  };
}

/** A member page of Array ("Array.prototype.filter()", "Array.from()", "Array: length"). */
export function arrayMemberDoc(name: string, kind: 'static' | 'instance' | 'property' | 'constructor'): Doc {
  const slug = `${GLOBALS}/Array/${kind === 'constructor' ? 'Array' : name}`;
  const title = { static: `Array.${name}()`, instance: `Array.prototype.${name}()`, property: `Array: ${name}`, constructor: 'Array() constructor' }[kind];
  const p = prose(slug);
  const summary = `The ${title} ${p.sentence().toLowerCase()}`;
  return {
    slug,
    title,
    short: title,
    summary,
    lead: `<p>${esc(summary)}</p>`,
    sections: [
      { id: 'syntax', heading: kind === 'property' ? 'Value' : 'Syntax', html: codeBlock(kind === 'property' ? `array.${name}` : kind === 'constructor' ? 'new Array()\nArray()' : `${name}()`) },
      { id: 'description', heading: 'Description', html: paragraphs(p, 3) },
      ...closing(p, name, ['ECMAScript® 2026 Language Specification', 'https://tc39.es/ecma262/', `sec-array.prototype.${name.toLowerCase()}`], [`${GLOBALS}/Array`]),
    ],
    sidebar: `${GLOBALS}/Array`,
  };
}

/** A landing page: an overview with sections of links. */
export function landingDoc(slug: string, title: string, sidebar: string, groups: ReadonlyArray<{ id: string; heading: string; links: readonly string[] }>): Doc {
  const p = prose(slug);
  const summary = `${title}: ${p.sentence()}`;
  return {
    slug,
    title,
    short: title,
    summary,
    lead: `<p>${esc(summary)}</p>${paragraphs(p, 2)}`,
    sections: groups.map((g) => ({ id: g.id, heading: g.heading, html: `<ul class="index-list">${g.links.join('')}</ul>` })),
    sidebar,
  };
}
