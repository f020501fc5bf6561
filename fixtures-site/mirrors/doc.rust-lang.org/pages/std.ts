/** The pages of the `std` docs: the crate root, modules, primitives, items, macros, keywords. */
import { esc } from '../../../site-kit/html.ts';
import { Prose, TECHNICAL } from '../../prose.ts';
import { items, keywordName, methodDoc, summaryOf, type Item, type Kind } from '../items.ts';
import { rustdocPage, type SidebarSection } from '../layout.ts';
import { KEYWORDS, MACROS, MODULES, PRIMITIVES, STR_METHODS, STR_TRAITS, STRING_METHODS } from '../names.ts';

const KIND_HEADINGS: ReadonlyArray<readonly [Kind, string]> = [
  ['primitive', 'Primitive Types'], ['module', 'Modules'], ['macro', 'Macros'], ['struct', 'Structs'], ['enum', 'Enums'],
  ['trait', 'Traits'], ['fn', 'Functions'], ['type', 'Type Aliases'], ['keyword', 'Keywords'],
];

function itemTable(list: readonly Item[]): string {
  return KIND_HEADINGS.map(([kind, heading]) => {
    const ofKind = list.filter((item) => item.kind === kind);
    if (ofKind.length === 0) return '';
    const id = heading.toLowerCase().replace(/ /g, '-');
    return `<h2 id="${id}" class="section-header">${heading}<a href="#${id}" class="anchor">§</a></h2><dl class="item-table">${ofKind
      .map((item) => `<dt><a class="${item.kind}" href="${item.href}" title="${item.kind} ${esc(item.path)}">${esc(item.path.split('::').pop()!)}</a></dt><dd>${esc(item.summary)}</dd>`)
      .join('')}</dl>`;
  }).join('\n');
}

function docblock(key: string, paragraphs: number): string {
  return `<div class="docblock">${new Prose(TECHNICAL, 'rustdoc-doc', key).paragraphs(paragraphs).map((p) => `<p>${esc(p)}</p>`).join('')}</div>`;
}

export function crateSidebar(): SidebarSection[] {
  const links = (kind: Kind) => items().filter((i) => i.kind === kind).map((i) => [i.href, i.path.split('::').pop()!] as const);
  return [
    { heading: 'Crate Items', links: [['/std/all.html', 'All Items']] },
    { heading: 'Primitive Types', links: links('primitive') },
    { heading: 'Modules', links: links('module') },
    { heading: 'Macros', links: links('macro') },
    { heading: 'Keywords', links: links('keyword') },
  ];
}

function heading(kind: string, name: string, since = '1.0.0'): string {
  return `<div class="main-heading"><h1>${kind} <span>${esc(name)}</span></h1><span class="sub-heading"><span class="since" title="Stable since Rust version ${since}">${since}</span></span></div>`;
}

export function crateRoot(): string {
  const top = items().filter((i) => ['primitive', 'module', 'macro', 'keyword'].includes(i.kind));
  const prose = new Prose(TECHNICAL, 'rustdoc-crate');
  const sections = ['How to read this documentation', 'What is in the standard library documentation?', 'Contributing changes to the documentation', 'A Tour of The Rust Standard Library', 'Containers and collections', 'Platform abstractions and I/O', 'Use before and after main()'];
  const content = `${heading('Crate', 'std')}<div class="docblock"><p>The Rust Standard Library</p><p>The Rust Standard Library is the foundation of portable Rust software, a set of minimal and battle-tested shared abstractions for the broader Rust ecosystem. It offers core types, like <code>Vec&lt;T&gt;</code> and <code>Option&lt;T&gt;</code>, library-defined operations on language primitives, standard macros, I/O and multithreading, among many other things.</p>
${sections.map((s) => `<h2>${esc(s)}</h2>${prose.paragraphs(2).map((p) => `<p>${esc(p)}</p>`).join('')}`).join('')}</div>${itemTable(top)}`;
  return rustdocPage({ title: 'std - Rust', location: 'Crate std', sidebar: crateSidebar(), content });
}

export function allItems(): string {
  const content = `${heading('List of all items', '')}${itemTable(items().filter((i) => i.kind !== 'method'))}`;
  return rustdocPage({ title: 'List of all items in this crate', location: 'Crate std', sidebar: crateSidebar(), content });
}

export function modulePage(module: string): string | undefined {
  if (!(module in MODULES)) return undefined;
  const members = items().filter((i) => i.path.startsWith(`std::${module}::`));
  const content = `${heading('Module', `std::${module}`)}${docblock(`module ${module}`, 3)}${itemTable(members)}`;
  const sidebar: SidebarSection[] = [{ heading: `Module ${module}`, links: members.map((i) => [i.href, i.path.split('::').pop()!] as const) }, { heading: 'In crate std', links: crateSidebar()[2].links }];
  return rustdocPage({ title: `std::${module} - Rust`, location: `Module ${module}`, sidebar, content });
}

/** One documented method: its signature (linked to itself), summary, details and example. */
function method(owner: string, name: string, returns: string, id: string): string {
  const doc = methodDoc(owner, name);
  const receiver = ['new', 'with_capacity', 'from_utf8', 'from_utf8_lossy', 'from_utf16'].includes(name) ? '' : '&self';
  return `<details class="toggle method-toggle" open><summary><section id="${id}" class="method"><h4 class="code-header">pub fn <a href="#${id}" class="fn">${name}</a>(${receiver}) -&gt; ${esc(returns)}</h4></section></summary>
<div class="docblock"><p>${esc(doc.summary)}</p>${doc.details.map((d) => `<p>${d}</p>`).join('')}<h5 id="examples-${id}">Examples</h5><pre class="rust rust-example-rendered"><code>${esc(doc.example)}</code></pre></div></details>`;
}

function traitImplementations(traits: readonly string[]): string {
  return `<h2 id="trait-implementations" class="section-header">Trait Implementations<a href="#trait-implementations" class="anchor">§</a></h2>${traits
    .map((t) => {
      const id = `impl-${t.replace(/[^A-Za-z0-9]+/g, '-')}`;
      return `<details class="toggle implementors-toggle" open><summary><section id="${id}" class="impl"><h3 class="code-header">impl ${esc(t)}</h3></section></summary><div class="impl-items">${docblock(`impl ${t}`, 1)}</div></details>`;
    })
    .join('')}`;
}

const traitLinks = (traits: readonly string[]) => traits.map((t) => [`#impl-${t.replace(/[^A-Za-z0-9]+/g, '-')}`, t] as const);

/** The page of `str`: every method documented in full, then its trait implementations. */
function strPage(): string {
  const content = `${heading('Primitive Type', 'str')}<div class="docblock"><p>String slices.</p><p><em><a href="/std/str/index.html">See also the <code>std::str</code> module</a>.</em></p><p>The <code>str</code> type, also called a ‘string slice’, is the most primitive string type. It is usually seen in its borrowed form, <code>&amp;str</code>. It is also the type of string literals, <code>&amp;'static str</code>.</p>${docblock('primitive str', 3)}</div>
<h2 id="implementations" class="section-header">Implementations<a href="#implementations" class="anchor">§</a></h2><details class="toggle implementors-toggle" open><summary><section id="impl-str" class="impl"><h3 class="code-header">impl str</h3></section></summary><div class="impl-items">${STR_METHODS.map(([name, returns]) => method('str', name, returns, `method.${name}`)).join('\n')}</div></details>
${traitImplementations(STR_TRAITS)}`;
  const sidebar: SidebarSection[] = [
    { heading: 'Methods', links: STR_METHODS.map(([name]) => [`#method.${name}`, name] as const) },
    { heading: 'Trait Implementations', links: traitLinks(STR_TRAITS) },
  ];
  return rustdocPage({ title: 'str - Rust', location: 'str', sidebar, content });
}

export function primitivePage(primitive: string): string | undefined {
  if (primitive === 'str') return strPage();
  if (!(PRIMITIVES as readonly string[]).includes(primitive)) return undefined;
  const traits = ['Clone', 'Copy', 'Debug', 'Default', 'Eq', 'Hash', 'Ord', 'PartialEq', 'PartialOrd'].map((t) => `${t} for ${primitive}`);
  const content = `${heading('Primitive Type', primitive)}<div class="docblock"><p>${esc(summaryOf(primitive))}</p></div>${docblock(`primitive ${primitive}`, 4)}${traitImplementations(traits)}`;
  return rustdocPage({ title: `${primitive} - Rust`, location: primitive, sidebar: [{ heading: 'Trait Implementations', links: traitLinks(traits) }, crateSidebar()[1]], content });
}

/** The page of `String`: its own methods, then those it borrows from `str` through `Deref`. */
function stringPage(): string {
  const own = new Set(STRING_METHODS.map(([name]) => name));
  // rustdoc keeps ids unique: a borrowed method named like an own one gets a "-1" suffix.
  const borrowedId = (name: string) => (own.has(name) ? `method.${name}-1` : `method.${name}`);
  const traits = ['Add<&str> for String', 'AsRef<str> for String', 'Clone for String', 'Debug for String', 'Default for String', 'Deref for String', 'Display for String', 'From<&str> for String', 'FromStr for String', 'Hash for String', 'PartialEq for String', 'Write for String'];
  const content = `${heading('Struct', 'String')}<pre class="rust item-decl"><code>pub struct String { /* private fields */ }</code></pre><div class="docblock"><p>A UTF-8–encoded, growable string.</p><p><code>String</code> is the most common string type. It has ownership over the contents of the string, stored in a heap-allocated buffer.</p>${docblock('struct String', 3)}</div>
<h2 id="implementations" class="section-header">Implementations<a href="#implementations" class="anchor">§</a></h2><div class="impl-items">${STRING_METHODS.map(([name, returns]) => method('String', name, returns, `method.${name}`)).join('\n')}</div>
<h2 id="deref-methods-str" class="section-header">Methods from <a href="/std/ops/trait.Deref.html">Deref</a>&lt;Target = <a href="/std/primitive.str.html">str</a>&gt;<a href="#deref-methods-str" class="anchor">§</a></h2><div class="impl-items">${STR_METHODS.map(([name, returns]) => method('str', name, returns, borrowedId(name))).join('\n')}</div>
${traitImplementations(traits)}`;
  const sidebar: SidebarSection[] = [
    { heading: 'Methods', links: STRING_METHODS.map(([name]) => [`#method.${name}`, name] as const) },
    { heading: 'Methods from Deref<Target=str>', links: STR_METHODS.map(([name]) => [`#${borrowedId(name)}`, name] as const) },
    { heading: 'Trait Implementations', links: traitLinks(traits) },
  ];
  return rustdocPage({ title: 'String in std::string - Rust', location: 'String', sidebar, content });
}

export function itemPage(module: string, kind: string, name: string): string | undefined {
  const item = items().find((i) => i.path === `std::${module}::${name}` && i.kind === kind);
  if (!item) return undefined;
  if (module === 'string' && name === 'String') return stringPage();
  const title = { struct: 'Struct', enum: 'Enum', trait: 'Trait', fn: 'Function', type: 'Type Alias' }[kind] ?? 'Item';
  const declaration = kind === 'fn' ? `pub fn ${name}()` : kind === 'trait' ? `pub trait ${name} { /* methods */ }` : kind === 'type' ? `pub type ${name} = /* … */;` : `pub ${kind} ${name} { /* private fields */ }`;
  const traits = kind === 'struct' || kind === 'enum' ? ['Clone', 'Debug', 'Send', 'Sync'].map((t) => `${t} for ${name}`) : [];
  const content = `${heading(title, name)}<pre class="rust item-decl"><code>${esc(declaration)}</code></pre><div class="docblock"><p>${esc(item.summary)}</p></div>${docblock(`${module}::${name}`, 3)}${traits.length ? traitImplementations(traits) : ''}`;
  const siblings = items().filter((i) => i.path.startsWith(`std::${module}::`));
  return rustdocPage({ title: `${name} in std::${module} - Rust`, location: name, sidebar: [{ heading: `In std::${module}`, links: siblings.map((i) => [i.href, i.path.split('::').pop()!] as const) }], content });
}

export function macroPage(name: string): string | undefined {
  if (!(MACROS as readonly string[]).includes(name)) return undefined;
  const content = `${heading('Macro', `${name}!`)}<pre class="rust item-decl"><code>macro_rules! ${name} { ($($arg:tt)*) =&gt; { ... }; }</code></pre>${docblock(`macro ${name}`, 3)}`;
  return rustdocPage({ title: `${name} in std - Rust`, location: `${name}!`, sidebar: [crateSidebar()[3]], content });
}

export function keywordPage(keyword: string): string | undefined {
  if (!(KEYWORDS as readonly string[]).includes(keyword)) return undefined;
  const content = `${heading('Keyword', keywordName(keyword))}${docblock(`keyword ${keyword}`, 4)}`;
  return rustdocPage({ title: `${keywordName(keyword)} - Rust`, location: `Keyword ${keywordName(keyword)}`, sidebar: [crateSidebar()[4]], content });
}

