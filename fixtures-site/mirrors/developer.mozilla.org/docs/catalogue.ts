/**
 * Every document of the mirror and the sidebars they show: the two task pages, the landing pages
 * on the way to them, and a generated page for every name those pages list. Built once.
 */
import { esc } from '../../../site-kit/html.ts';
import { lazy } from '../../mirror-kit.ts';
import { arrayMapDoc } from './array-map.ts';
import { fetchDoc } from './fetch.ts';
import { apiDoc, arrayMemberDoc, builtinDoc, codeLink, GLOBALS, interfaceDoc, landingDoc, windowMemberDoc, type WindowMemberKind } from './generic.ts';
import type { Doc, SidebarGroup } from './model.ts';
import {
  ARRAY_INSTANCE_METHODS, ARRAY_STATIC_METHODS, FETCH_INTERFACES, GLOBAL_OBJECTS, INTERFACES, WEB_APIS,
  WINDOW_EVENTS, WINDOW_METHODS, WINDOW_PROPERTIES,
} from './names.ts';

const ARRAY = `${GLOBALS}/Array`;

export interface Catalogue {
  docs: ReadonlyMap<string, Doc>;
  sidebars: ReadonlyMap<string, { title: string; groups: readonly SidebarGroup[] }>;
}

const apiSlug = (name: string) => `Web/API/${name.replace(/ /g, '_')}`;
const globalSlug = (name: string) => `${GLOBALS}/${name.replace('()', '')}`;
const windowSlug = (name: string, kind: WindowMemberKind) => `Web/API/Window/${kind === 'event' ? `${name}_event` : name}`;

/** A list item linking to a document, with its summary (landing pages list their children so). */
function item(doc: Doc): string {
  return `<li>${codeLink(doc.slug, doc.short)}<p>${esc(doc.summary)}</p></li>`;
}

export const catalogue = lazy((): Catalogue => {
  const docs = new Map<string, Doc>();
  const add = (doc: Doc) => docs.set(doc.slug, doc);

  // Pages named by the reference's lists.
  for (const name of WINDOW_PROPERTIES) add(windowMemberDoc(name, 'property'));
  for (const name of WINDOW_METHODS) if (name !== 'fetch') add(windowMemberDoc(name, 'method'));
  for (const name of WINDOW_EVENTS) add(windowMemberDoc(name, 'event'));
  add(fetchDoc());
  for (const name of INTERFACES) if (name !== 'Window') add(interfaceDoc(name));
  for (const name of WEB_APIS) add(name === 'Fetch API' ? apiDoc(name, FETCH_INTERFACES, [`<dt>${codeLink('Web/API/Window/fetch', 'Window.fetch()')}</dt><dd>The fetch() method used to fetch a resource.</dd>`]) : apiDoc(name));
  for (const name of GLOBAL_OBJECTS) if (name !== 'Array') add(builtinDoc(name));
  add(arrayMemberDoc('Array', 'constructor'));
  for (const name of ARRAY_STATIC_METHODS) add(arrayMemberDoc(name, 'static'));
  for (const name of ARRAY_INSTANCE_METHODS) if (name !== 'map') add(arrayMemberDoc(name, 'instance'));
  add(arrayMemberDoc('length', 'property'));
  add(arrayMapDoc());

  const listed = (slugs: readonly string[]) => slugs.map((slug) => item(docs.get(slug)!));
  const windowMembers = (kind: WindowMemberKind, names: readonly string[]) => names.map((n) => windowSlug(n, kind));
  const arrayInstance = ARRAY_INSTANCE_METHODS.map((n) => `${ARRAY}/${n}`);
  const arrayStatic = ARRAY_STATIC_METHODS.map((n) => `${ARRAY}/${n}`);

  // The landing pages on the way to them, built from the pages they list.
  add({
    ...landingDoc('Web/API/Window', 'Window', 'Web/API/Window', [
      { id: 'instance_properties', heading: 'Instance properties', links: listed(windowMembers('property', WINDOW_PROPERTIES)) },
      { id: 'instance_methods', heading: 'Instance methods', links: listed(windowMembers('method', WINDOW_METHODS)) },
      { id: 'events', heading: 'Events', links: listed(windowMembers('event', WINDOW_EVENTS)) },
    ]),
    summary: 'The Window interface represents a window containing a DOM document; the document property points to the DOM document loaded in that window.',
  });
  add({
    ...builtinDoc('Array', ARRAY),
    sections: [
      { id: 'constructor', heading: 'Constructor', html: `<ul class="index-list">${listed([`${ARRAY}/Array`]).join('')}</ul>` },
      { id: 'static_methods', heading: 'Static methods', html: `<ul class="index-list">${listed(arrayStatic).join('')}</ul>` },
      { id: 'instance_properties', heading: 'Instance properties', html: `<ul class="index-list">${listed([`${ARRAY}/length`]).join('')}</ul>` },
      { id: 'instance_methods', heading: 'Instance methods', html: `<ul class="index-list">${listed(arrayInstance).join('')}</ul>` },
    ],
  });
  const globalLinks = listed(GLOBAL_OBJECTS.map(globalSlug));
  add(landingDoc(GLOBALS, 'Standard built-in objects', 'Web/JavaScript', [
    { id: 'value_properties', heading: 'Value properties', links: listed(['globalThis', 'Infinity', 'NaN', 'undefined'].map(globalSlug)) },
    { id: 'function_properties', heading: 'Function properties', links: listed(GLOBAL_OBJECTS.filter((n) => n.endsWith('()')).map(globalSlug)) },
    { id: 'error_objects', heading: 'Error objects', links: listed(GLOBAL_OBJECTS.filter((n) => n.endsWith('Error')).map(globalSlug)) },
    { id: 'indexed_collections', heading: 'Indexed collections', links: listed(GLOBAL_OBJECTS.filter((n) => /Array$/.test(n)).map(globalSlug)) },
    { id: 'other_objects', heading: 'Fundamental and other objects', links: listed(GLOBAL_OBJECTS.filter((n) => !/(\(\)|Error|Array)$/.test(n) && !['globalThis', 'Infinity', 'NaN', 'undefined'].includes(n)).map(globalSlug)) },
  ]));
  add(landingDoc('Web/JavaScript/Reference', 'JavaScript reference', 'Web/JavaScript', [{ id: 'built-ins', heading: 'Built-ins', links: [item(docs.get(GLOBALS)!), ...globalLinks] }]));
  const standardObjects = ['Array', 'Boolean', 'Error', 'Function', 'JSON', 'Math', 'Number', 'Object', 'RegExp', 'String', 'Map', 'Set', 'WeakMap', 'WeakSet'];
  add({
    ...landingDoc('Web/JavaScript', 'JavaScript', 'Web/JavaScript', [
      { id: 'reference', heading: 'Reference', links: [item(docs.get('Web/JavaScript/Reference')!), item(docs.get(GLOBALS)!)] },
    ]),
    summary: 'JavaScript (JS) is a lightweight interpreted (or just-in-time compiled) programming language with first-class functions.',
    lead: `<p><strong>JavaScript</strong> (<strong>JS</strong>) is a lightweight interpreted (or just-in-time compiled) programming language with first-class functions. While it is most well-known as the scripting language for Web pages, many non-browser environments also use it.</p>
<p>Browse the complete JavaScript reference documentation. Standard objects: get to know the standard built-in objects ${standardObjects.map((n) => codeLink(globalSlug(n), n)).join(', ')}, and others.</p>`,
  });
  add(landingDoc('Web/API', 'Web APIs', 'Web/API', [
    { id: 'specifications', heading: 'Specifications', links: listed(WEB_APIS.map(apiSlug)) },
    { id: 'interfaces', heading: 'Interfaces', links: listed([...INTERFACES.map((n) => `Web/API/${n}`)]) },
  ]));
  const technologies = ['Web/HTML', 'Web/CSS', 'Web/JavaScript', 'Web/HTTP', 'Web/API'];
  for (const [slug, title] of [['Web/HTML', 'HTML: HyperText Markup Language'], ['Web/CSS', 'CSS: Cascading Style Sheets'], ['Web/HTTP', 'HTTP'], ['Learn_web_development', 'Learn web development']] as const)
    add(landingDoc(slug, title, 'Web', [{ id: 'related_topics', heading: 'Related topics', links: [item(docs.get('Web/JavaScript')!), item(docs.get('Web/API')!)] }]));
  add(landingDoc('Web', 'Web technology for developers', 'Web', [{ id: 'web_technologies', heading: 'Web technologies', links: listed(technologies) }]));

  const sidebars = new Map<string, { title: string; groups: readonly SidebarGroup[] }>([
    ['Web', { title: 'Web technology for developers', groups: [{ heading: 'Web technologies', slugs: technologies }] }],
    ['Web/API', { title: 'Web APIs', groups: [{ heading: 'Specifications', slugs: WEB_APIS.map(apiSlug) }, { heading: 'Interfaces', slugs: INTERFACES.map((n) => `Web/API/${n}`) }] }],
    ['Web/API/Window', { title: 'Window', groups: [
      { heading: 'Instance properties', slugs: windowMembers('property', WINDOW_PROPERTIES) },
      { heading: 'Instance methods', slugs: windowMembers('method', WINDOW_METHODS) },
      { heading: 'Events', slugs: windowMembers('event', WINDOW_EVENTS) },
      { heading: 'Inheritance', slugs: ['Web/API/EventTarget'] },
      { heading: 'Related pages for HTML DOM', slugs: ['Web/API/BarProp', 'Web/API/BeforeUnloadEvent', 'Web/API/DOMStringMap', 'Web/API/HashChangeEvent', 'Web/API/History', 'Web/API/Location', 'Web/API/Navigator', 'Web/API/PopStateEvent', 'Web/API/Fetch_API'].filter((s) => docs.has(s)) },
    ] }],
    [ARRAY, { title: 'Array', groups: [
      { heading: 'Constructor', slugs: [`${ARRAY}/Array`] },
      { heading: 'Static methods', slugs: arrayStatic },
      { heading: 'Instance properties', slugs: [`${ARRAY}/length`] },
      { heading: 'Instance methods', slugs: arrayInstance },
      { heading: 'Inheritance', slugs: [globalSlug('Object'), globalSlug('Function')] },
    ] }],
    ['Web/JavaScript', { title: 'JavaScript', groups: [{ heading: 'Reference', slugs: ['Web/JavaScript/Reference', GLOBALS] }, { heading: 'Standard built-in objects', slugs: GLOBAL_OBJECTS.map(globalSlug) }] }],
  ]);
  return { docs, sidebars };
});

