/**
 * Mirror of tc39.es: the home page and the drafts of ECMA-262 (/ecma262/) and ECMA-402
 * (/ecma402/) as single pages. Generated, with the real clause outline of ECMA-262 and the real
 * wording of Number.MAX_SAFE_INTEGER.
 */
import { defineSite, html, notFound, type SiteRequest, type SiteResponse } from '../../site-kit/site.ts';
import { lazy, moved } from '../mirror-kit.ts';
import { homePage } from './home.ts';
import { buildClauses, ecma262 } from './outline.ts';
import { specPage } from './spec.ts';

const ecma402 = lazy(() =>
  buildClauses([
    ['Scope'], ['Conformance'], ['Normative References'], ['Overview'], ['Notational Conventions'],
    ['Identification of Locales, Currencies, Time Zones, Measurement Units, Numbering Systems, Collations, and Calendars'],
    ['Requirements for Standard Built-in ECMAScript Objects'], ['The Intl Object'], ['Locale and Parameter Negotiation'],
    ...['Collator', 'DateTimeFormat', 'DisplayNames', 'ListFormat', 'Locale', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat', 'Segmenter'].map(
      (name) => [`${name} Objects`, [[`The Intl.${name} Constructor`], [`Properties of the Intl.${name} Constructor`], [`Properties of the Intl.${name} Prototype Object`], [`Properties of Intl.${name} Instances`]]] as const,
    ),
    ['Locale Sensitive Functions of the ECMAScript Language Specification'],
  ]),
);

const PAGES: Readonly<Record<string, () => string>> = {
  '/': homePage,
  '/ecma262/': () => specPage({ number: 'ECMA-262', title: 'ECMAScript® 2027 Language Specification', key: 'ecma262', repository: 'tc39/ecma262', clauses: ecma262() }),
  '/ecma402/': () => specPage({ number: 'ECMA-402', title: 'ECMAScript® 2027 Internationalization API Specification', key: 'ecma402', repository: 'tc39/ecma402', clauses: ecma402() }),
};

export default defineSite({
  name: 'tc39.es',
  hosts: ['tc39.es'],
  initialState: () => undefined,
  route(request: SiteRequest): SiteResponse {
    const { pathname } = request.url;
    if (pathname === '/ecma262' || pathname === '/ecma402') return moved(`${pathname}/`);
    const page = PAGES[pathname];
    return page ? html(page()) : notFound();
  },
});
