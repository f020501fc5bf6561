/** The documentation home page and the books of the Rust bookshelf (mdBook pages). */
import { document, esc } from '../../../site-kit/html.ts';
import { Prose, TECHNICAL } from '../../prose.ts';
import { RUST_VERSION } from '../layout.ts';

interface Book {
  title: string;
  /** [file, title] of each chapter; the first is the book's index. */
  chapters: ReadonlyArray<readonly [string, string]>;
}

const THE_BOOK: Book = {
  title: 'The Rust Programming Language',
  chapters: [
    ['index.html', 'The Rust Programming Language'], ['foreword.html', 'Foreword'], ['ch00-00-introduction.html', 'Introduction'],
    ['ch01-00-getting-started.html', '1. Getting Started'], ['ch01-01-installation.html', '1.1. Installation'], ['ch01-02-hello-world.html', '1.2. Hello, World!'],
    ['ch01-03-hello-cargo.html', '1.3. Hello, Cargo!'], ['ch02-00-guessing-game-tutorial.html', '2. Programming a Guessing Game'],
    ['ch03-00-common-programming-concepts.html', '3. Common Programming Concepts'], ['ch03-01-variables-and-mutability.html', '3.1. Variables and Mutability'],
    ['ch03-02-data-types.html', '3.2. Data Types'], ['ch03-03-how-functions-work.html', '3.3. Functions'], ['ch03-04-comments.html', '3.4. Comments'],
    ['ch03-05-control-flow.html', '3.5. Control Flow'], ['ch04-00-understanding-ownership.html', '4. Understanding Ownership'],
    ['ch04-01-what-is-ownership.html', '4.1. What is Ownership?'], ['ch04-02-references-and-borrowing.html', '4.2. References and Borrowing'],
    ['ch04-03-slices.html', '4.3. The Slice Type'], ['ch05-00-structs.html', '5. Using Structs to Structure Related Data'],
    ['ch06-00-enums.html', '6. Enums and Pattern Matching'], ['ch08-00-common-collections.html', '8. Common Collections'],
    ['ch08-02-strings.html', '8.2. Storing UTF-8 Encoded Text with Strings'], ['ch09-00-error-handling.html', '9. Error Handling'],
  ],
};

/** The other books, by path, with their titles; their chapters are generated. */
const OTHER_BOOKS: ReadonlyArray<readonly [string, string]> = [
  ['rust-by-example', 'Rust By Example'], ['reference', 'The Rust Reference'], ['nomicon', 'The Rustonomicon'],
  ['cargo', 'The Cargo Book'], ['rustdoc', 'The rustdoc book'], ['rustc', 'The rustc book'], ['edition-guide', 'The Rust Edition Guide'],
  ['unstable-book', 'The Unstable Book'], ['error_codes', 'Rust error codes index'],
];

function book(path: string): Book | undefined {
  if (path === 'book') return THE_BOOK;
  const title = OTHER_BOOKS.find(([p]) => p === path)?.[1];
  if (!title) return undefined;
  const prose = new Prose(TECHNICAL, 'rust-book', path);
  const chapters = Array.from({ length: 10 }, (_, i) => {
    const name = prose.phrase(2);
    return [`${name.toLowerCase().replace(/ /g, '-')}-${i + 1}.html`, `${i + 1}. ${name}`] as const;
  });
  return { title, chapters: [['index.html', 'Introduction'], ...chapters] };
}

const BOOK_CSS = `body{margin:0;font-family:"Open Sans",sans-serif;display:flex;color:#262625}a{color:#2b79a2}
.sidebar{width:300px;background:#fafafa;height:100vh;overflow:auto;position:sticky;top:0;font-size:14px;padding:12px}.sidebar ol{list-style:none;padding-left:10px}.sidebar li{margin:5px 0}
.page{flex:1;padding:0 32px 40px;max-width:750px}.menu-bar{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #eee}
.menu-title{font-size:20px}main p{line-height:1.6}.nav-chapters{display:flex;justify-content:space-between;margin-top:32px}`;

/** A page of a book (`/book/ch04-03-slices.html`); undefined when the book or chapter is unknown. */
export function bookPage(path: string, file: string): string | undefined {
  const found = book(path);
  const at = found?.chapters.findIndex(([name]) => name === file) ?? -1;
  if (!found || at < 0) return undefined;
  const [, title] = found.chapters[at];
  const prose = new Prose(TECHNICAL, 'rust-book-page', path, file);
  const toc = `<nav class="sidebar" aria-label="Table of contents"><ol class="chapter">${found.chapters.map(([name, text]) => `<li class="chapter-item"><a href="/${path}/${name}"${name === file ? ' class="active"' : ''}>${esc(text)}</a></li>`).join('')}</ol></nav>`;
  const previous = found.chapters[at - 1];
  const next = found.chapters[at + 1];
  const nav = `<nav class="nav-chapters" aria-label="Page navigation">${previous ? `<a rel="prev" href="/${path}/${previous[0]}">Previous chapter</a>` : '<span></span>'}${next ? `<a rel="next" href="/${path}/${next[0]}">Next chapter</a>` : ''}</nav>`;
  const body = `${toc}<div class="page"><div class="menu-bar"><h1 class="menu-title">${esc(found.title)}</h1><a href="/">Rust Documentation</a></div>
<main><h1>${esc(title.replace(/^[\d.]+ /, ''))}</h1>${prose.paragraphs(6).map((p) => `<p>${esc(p)}</p>`).join('')}</main>${nav}</div>`;
  return document({ title: `${title.replace(/^[\d.]+ /, '')} - ${found.title}`, head: `<style>${BOOK_CSS}</style>`, body });
}

export function homePage(): string {
  const shelf = (heading: string, intro: string, links: ReadonlyArray<readonly [string, string, string]>) =>
    `<section><h2>${heading}</h2><p>${intro}</p><dl>${links.map(([href, title, text]) => `<dt><a href="${href}">${title}</a></dt><dd>${text}</dd>`).join('')}</dl></section>`;
  const body = `<main style="max-width:900px;margin:0 auto;padding:24px;font-family:sans-serif;line-height:1.6"><h1>Rust Documentation</h1><p>Version ${RUST_VERSION}</p>
<p>Welcome to an overview of the documentation provided by the Rust project. This page contains links to various helpful references, most of which are available offline (if opened with <code>rustup doc</code>). Many of these resources take the form of “books”; we collectively call these “The Rust Bookshelf.” Some are large, some are small.</p>
${shelf('Learn Rust', 'If you’d like to learn Rust, this is the section for you! All of these resources assume that you have programmed before, but not in any specific language:', [
    ['/book/index.html', 'The Rust Programming Language', 'Affectionately nicknamed “the book,” The Rust Programming Language will give you an overview of the language from first principles.'],
    ['/rust-by-example/index.html', 'Rust By Example', 'If reading multiple hundreds of pages about a language isn’t your style, then Rust By Example has you covered.'],
  ])}
${shelf('Use Rust', 'Once you’ve learned Rust, you may be interested in these resources about using it:', [
    ['/std/index.html', 'The Standard Library', 'Rust’s standard library has extensive API documentation, with explanations of how to use various things, as well as example code for accomplishing various tasks.'],
    ['/edition-guide/index.html', 'The Edition Guide', 'The Edition Guide describes the Rust editions and their differences.'],
    ['/cargo/index.html', 'The Cargo Book', 'The Cargo Book is a guide to Cargo, Rust’s build tool and dependency manager.'],
    ['/rustdoc/index.html', 'The rustdoc Book', 'Learn how to make awesome documentation for your crate.'],
    ['/rustc/index.html', 'The rustc Book', 'Familiarize yourself with the knobs available in the Rust compiler.'],
    ['/error_codes/index.html', 'The Compiler Error Index', 'In-depth explanations of the errors you may see from the Rust compiler.'],
  ])}
${shelf('Master Rust', 'Once you’re quite familiar with the language, you may find these advanced resources useful.', [
    ['/reference/index.html', 'The Reference', 'The Reference is not a formal spec, but is more detailed and comprehensive than the book.'],
    ['/nomicon/index.html', 'The Rustonomicon', 'The Rustonomicon is your guidebook to the dark arts of unsafe Rust.'],
    ['/unstable-book/index.html', 'The Unstable Book', 'The Unstable Book has documentation for unstable features.'],
  ])}
<section><h2>Other documentation</h2><ul><li><a href="https://www.rust-lang.org/">The Rust website</a></li><li><a href="https://users.rust-lang.org/">The Rust users forum</a></li><li><a href="https://crates.io/">crates.io</a></li><li><a href="https://docs.rs/">docs.rs</a></li></ul></section></main>`;
  return document({ title: 'Rust Documentation', body });
}
