/**
 * The items of the mirrored `std` docs: where each is documented, what one line says about it,
 * and the documentation of `str`'s and `String`'s methods. `str::trim` carries its real text (a
 * task asks how it defines whitespace); other descriptions are generated.
 */
import { esc } from '../../site-kit/html.ts';
import { Prose, TECHNICAL } from '../prose.ts';
import { lazy } from '../mirror-kit.ts';
import { KEYWORDS, MACROS, MODULES, PRIMITIVES, STR_METHODS, STRING_METHODS, type ItemKind } from './names.ts';

export type Kind = ItemKind | 'primitive' | 'module' | 'macro' | 'keyword' | 'method';

export interface Item {
  kind: Kind;
  /** How search results name it (`str::trim`, `std::string::String`). */
  path: string;
  /** Where it is documented, from the site root. */
  href: string;
  /** The first line of its documentation. */
  summary: string;
}

/** The documentation of one method: its summary and the paragraphs and example under it. */
export interface MethodDoc {
  summary: string;
  details: readonly string[];
  example: string;
}

const TRIM: MethodDoc = {
  summary: 'Returns a string slice with leading and trailing whitespace removed.',
  details: ['‘Whitespace’ is defined according to the terms of the Unicode Derived Core Property <code>White_Space</code>, which includes newlines.'],
  example: 'let s = "\\n Hello\\tworld\\t\\n";\n\nassert_eq!("Hello\\tworld", s.trim());',
};

export function methodDoc(owner: string, name: string): MethodDoc {
  if (owner === 'str' && name === 'trim') return TRIM;
  const prose = Prose.with(TECHNICAL, ['string', 'slice', 'byte', 'character', 'pattern'], 'rustdoc', owner, name);
  return {
    summary: prose.sentence(),
    details: prose.paragraphs(prose.int(1, 2), 2, 4).map(esc),
    example: `let s = ${owner === 'String' ? 'String::from("hello")' : '"hello"'};\nlet result = s.${name}();`,
  };
}

/** A display name for a keyword page (`SelfTy` documents `Self`). */
export function keywordName(keyword: string): string {
  return keyword === 'SelfTy' ? 'Self' : keyword;
}

export function summaryOf(key: string): string {
  return new Prose(TECHNICAL, 'rustdoc-summary', key).sentence();
}

export const items = lazy((): Item[] => {
  const all: Item[] = [];
  for (const p of PRIMITIVES) all.push({ kind: 'primitive', path: p, href: `/std/primitive.${p}.html`, summary: p === 'str' ? 'String slices.' : summaryOf(p) });
  for (const [module, members] of Object.entries(MODULES)) {
    all.push({ kind: 'module', path: `std::${module}`, href: `/std/${module}/index.html`, summary: summaryOf(module) });
    for (const [kind, name] of members)
      all.push({ kind, path: `std::${module}::${name}`, href: `/std/${module}/${kind}.${name}.html`, summary: name === 'String' ? 'A UTF-8–encoded, growable string.' : summaryOf(`${module}::${name}`) });
  }
  for (const m of MACROS) all.push({ kind: 'macro', path: `std::${m}`, href: `/std/macro.${m}.html`, summary: summaryOf(`macro ${m}`) });
  for (const k of KEYWORDS) all.push({ kind: 'keyword', path: keywordName(k), href: `/std/keyword.${k}.html`, summary: summaryOf(`keyword ${k}`) });
  for (const [name] of STR_METHODS) all.push({ kind: 'method', path: `str::${name}`, href: `/std/primitive.str.html#method.${name}`, summary: methodDoc('str', name).summary });
  for (const [name] of STRING_METHODS) all.push({ kind: 'method', path: `std::string::String::${name}`, href: `/std/string/struct.String.html#method.${name}`, summary: methodDoc('String', name).summary });
  return all;
});
