/** TC39's home page: what the committee does, its specifications, how to take part, its proposals. */
import { document, esc } from '../../site-kit/html.ts';
import { Prose, TECHNICAL } from '../prose.ts';

const SPECS: ReadonlyArray<readonly [string, string, string]> = [
  ['ECMA-262', 'ECMAScript® Language Specification', '/ecma262/'],
  ['ECMA-402', 'ECMAScript® Internationalization API Specification', '/ecma402/'],
  ['ECMA-404', 'The JSON Data Interchange Syntax', 'https://ecma-international.org/publications-and-standards/standards/ecma-404/'],
  ['ECMA-414', 'ECMAScript® Specification Suite', 'https://ecma-international.org/publications-and-standards/standards/ecma-414/'],
];

const PROPOSALS: ReadonlyArray<readonly [string, string]> = [
  ['Stage 3', 'Temporal; Explicit Resource Management; Decorators; Source Phase Imports; Deferring Module Evaluation; Joint Iteration; Atomics.pause'],
  ['Stage 2.7', 'ShadowRealm; Import Text; Upsert'],
  ['Stage 2', 'Decorator Metadata; Iterator Chunking; Math.sumPrecise extensions; Structs; Pattern Matching'],
  ['Stage 1', 'Signals; Pipeline Operator; Record and Tuple; Module Expressions; Async Context; Extractors; Type Annotations'],
];

export function homePage(): string {
  const prose = new Prose(TECHNICAL, 'tc39-home');
  const specs = SPECS.map(([number, title, href]) => `<li class="spec"><h3>${esc(title)}</h3><p><a href="${href}">${number}</a></p><p>${esc(prose.sentence())}</p></li>`);
  const proposals = PROPOSALS.map(
    ([stage, names]) =>
      `<section aria-label="${stage} proposals"><h3>${stage}</h3><ul>${names
        .split('; ')
        .map((name) => `<li><a href="https://github.com/tc39/proposal-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}">${esc(name)}</a> <span>${esc(prose.sentence())}</span></li>`)
        .join('')}</ul></section>`,
  );
  const body = `<header style="background:#e5c91a;padding:16px 32px"><a href="/" style="font-size:28px;font-weight:bold;color:#000;text-decoration:none">TC39</a> <span>Specifying JavaScript.</span>
<nav aria-label="Main" style="display:inline-block;margin-left:32px"><a href="#specs">Specs</a> · <a href="#contribute">Contribute</a> · <a href="#proposals">Proposals</a> · <a href="https://github.com/tc39/agendas">Agendas</a> · <a href="https://github.com/tc39/notes">Notes</a></nav></header>
<main style="max-width:960px;margin:0 auto;padding:24px;font-family:Arial,sans-serif;line-height:1.6">
<p>Ecma International's TC39 is a group of JavaScript developers, implementers, academics, and more, collaborating with the community to maintain and evolve the definition of JavaScript.</p>
<section id="specs" aria-labelledby="specs-heading"><h2 id="specs-heading">Specs</h2><p>We standardize the general purpose, cross platform, vendor-neutral programming language ECMAScript. This includes the language syntax, semantics, and libraries and complementary technologies that support the language.</p><ul>${specs.join('')}</ul></section>
<section id="contribute" aria-labelledby="contribute-heading"><h2 id="contribute-heading">Contribute</h2>${prose.paragraphs(3).map((p) => `<p>${esc(p)}</p>`).join('')}<ul><li><a href="https://github.com/tc39/ecma262/blob/main/CONTRIBUTING.md">Contributing to ECMA-262</a></li><li><a href="https://github.com/tc39/code-of-conduct">Code of Conduct</a></li><li><a href="https://es.discourse.group/">Discourse</a></li></ul></section>
<section id="proposals" aria-labelledby="proposals-heading"><h2 id="proposals-heading">Proposals</h2><p>Changes to the language are developed by way of a process which provides guidelines for evolving an addition from an idea to a fully specified feature.</p>${proposals.join('')}<p><a href="https://github.com/tc39/proposals">See all proposals</a></p></section></main>
<footer style="padding:16px 32px;background:#f3f3f3;font-family:Arial,sans-serif;font-size:13px"><a href="https://ecma-international.org/">Ecma International</a> · <a href="https://github.com/tc39">TC39 on GitHub</a> · <a href="https://matrix.to/#/#tc39-space:matrix.org">Matrix</a></footer>`;
  return document({ title: 'TC39 - Specifying JavaScript.', body });
}
