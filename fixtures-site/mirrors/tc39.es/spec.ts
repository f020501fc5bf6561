/**
 * A specification page as ecmarkup renders it: the menu (search box, pins, table of contents) and
 * the clauses, each with its number, prose and algorithm steps. The search filters the table of
 * contents in the page, as ecmarkup's does.
 */
import { document, esc } from '../../site-kit/html.ts';
import { NORMATIVE, Prose } from '../prose.ts';
import type { Clause } from './outline.ts';

const CSS = `body{margin:0;font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#111}
a{color:#206ca7;text-decoration:none}var{color:#2aa198;font-style:italic}
#menu{position:fixed;left:0;top:0;bottom:0;width:300px;overflow:auto;background:#f3f3f3;font-size:13px;padding:8px}
#menu-search-box{width:100%;padding:6px;box-sizing:border-box}#menu-search-results li{margin:3px 0}
.menu-pane-header{font-weight:bold;margin:10px 0 4px;text-transform:uppercase;font-size:12px;color:#555}
#menu-toc ol{list-style:none;padding-left:12px;margin:0}#menu-toc li{margin:2px 0}.secnum{color:#555;margin-right:4px}
#spec-container{margin-left:330px;padding:12px 32px;max-width:900px}
h1.version{font-size:16px;color:#555}h1.title{font-size:30px}
emu-clause,emu-intro,emu-annex{display:block}emu-clause h1{font-size:20px}emu-clause emu-clause h1{font-size:18px}emu-clause emu-clause emu-clause h1{font-size:16px}
emu-alg ol{margin:6px 0}emu-note{display:block;border-left:4px solid #52e052;background:#e9fbe9;padding:4px 12px;margin:8px 0}.note{font-weight:bold;margin-right:8px}
details.annoying-warning{border:1px solid #d4a72c;background:#fff8c5;padding:8px 12px}`;

// Filters the table of contents as the reader types; results link to the clauses.
const SEARCH_SCRIPT = `(function () {
  var box = document.getElementById('menu-search-box');
  var results = document.getElementById('menu-search-results');
  var entries = Array.prototype.map.call(document.querySelectorAll('#menu-toc a'), function (a) {
    return { href: a.getAttribute('href'), title: a.getAttribute('title'), number: a.querySelector('.secnum') ? a.querySelector('.secnum').textContent : '' };
  });
  box.addEventListener('input', function () {
    var query = box.value.trim().toLowerCase();
    results.innerHTML = '';
    if (!query) return;
    entries.filter(function (e) { return e.title.toLowerCase().indexOf(query) >= 0; }).slice(0, 50).forEach(function (e) {
      var li = document.createElement('li');
      var a = document.createElement('a');
      a.href = e.href;
      a.textContent = e.title;
      li.appendChild(a);
      li.appendChild(document.createTextNode(' ' + e.number));
      results.appendChild(li);
    });
  });
})();`;

const OPERATIONS = ['ToNumber', 'ToString', 'ToObject', 'ToPropertyKey', 'Get', 'Call', 'OrdinaryCreateFromConstructor', 'ToIntegerOrInfinity', 'IsCallable', 'RequireInternalSlot'];
const VARIABLES = ['value', 'obj', 'O', 'len', 'key', 'result', 'proto', 'n', 'argument', 'target'];

/** Algorithm steps in the specification's style ("Let O be ? ToObject(value)."). */
function algorithm(prose: Prose): string {
  const steps = Array.from({ length: prose.int(3, 6) }, (_, i) => {
    const v = prose.pick(VARIABLES);
    if (i === 0) return `Let <var>${v}</var> be ? ${prose.pick(OPERATIONS)}(<var>${prose.pick(VARIABLES)}</var>).`;
    return prose.pick([
      `If <var>${v}</var> is <b>undefined</b>, throw a <b>TypeError</b> exception.`,
      `Set <var>${v}</var> to ! ${prose.pick(OPERATIONS)}(<var>${prose.pick(VARIABLES)}</var>).`,
      `Assert: <var>${v}</var> is an Object.`,
      `If ${prose.pick(OPERATIONS)}(<var>${v}</var>) is <b>false</b>, return <b>false</b>.`,
    ]);
  });
  return `<emu-alg><ol>${steps.map((s) => `<li>${s}</li>`).join('')}<li>Return <var>${prose.pick(VARIABLES)}</var>.</li></ol></emu-alg>`;
}

function clauseHtml(clause: Clause, spec: string): string {
  const prose = Prose.with(NORMATIVE, ['object', 'property', 'value', 'realm', 'record'], spec, clause.number);
  const body = clause.text
    ? clause.text.join('\n')
    : clause.children.length > 0
      ? `<p>${esc(prose.paragraph(2, 3))}</p>`
      : `<p>${esc(prose.paragraph(2, 4))}</p>${prose.chance(0.5) ? algorithm(prose) : ''}`;
  return `<emu-clause id="${clause.id}"><h1><span class="secnum">${clause.number}</span> ${esc(clause.title)}</h1>
${body}
${clause.children.map((child) => clauseHtml(child, spec)).join('\n')}</emu-clause>`;
}

function toc(clauses: readonly Clause[]): string {
  return `<ol class="toc">${clauses
    .map((c) => `<li><a href="#${c.id}" title="${esc(c.title)}"><span class="secnum">${c.number}</span> ${esc(c.title)}</a>${c.children.length ? toc(c.children) : ''}</li>`)
    .join('')}</ol>`;
}

export interface Specification {
  /** "ECMA-262" */
  number: string;
  title: string;
  /** Short name for seeding its filler. */
  key: string;
  repository: string;
  clauses: readonly Clause[];
}

export function specPage(spec: Specification): string {
  const body = `<div id="menu" role="navigation" aria-label="Specification menu"><div id="menu-search"><input type="text" id="menu-search-box" placeholder="Search..." aria-label="Search"><ol id="menu-search-results" aria-live="polite"></ol></div>
<div id="menu-pins"><div class="menu-pane-header">Pins</div><ul id="menu-pins-list"></ul></div>
<div class="menu-pane-header">Table of Contents</div><div id="menu-toc">${toc(spec.clauses)}</div></div>
<div id="spec-container"><h1 class="version">Draft ${spec.number} / June 15, 2026</h1><h1 class="title">${esc(spec.title)}</h1>
<details class="annoying-warning" open><summary>Contributing to this Specification</summary><p>This specification is developed on GitHub with the help of the ECMAScript community. There are a number of ways to contribute to the development of this specification:</p>
<ul><li>GitHub Repository: <a href="https://github.com/${spec.repository}">https://github.com/${spec.repository}</a></li><li>Issues: <a href="https://github.com/${spec.repository}/issues">All Issues</a>, <a href="https://github.com/${spec.repository}/issues/new">File a New Issue</a></li><li>Pull Requests: <a href="https://github.com/${spec.repository}/pulls">All Pull Requests</a>, <a href="https://github.com/${spec.repository}/pulls/new">Create a New Pull Request</a></li><li>Test Suite: <a href="https://github.com/tc39/test262">Test262</a></li></ul></details>
<emu-intro id="sec-intro"><h1>Introduction</h1><p>${esc(new Prose(NORMATIVE, spec.key, 'intro').paragraph(4, 6))}</p></emu-intro>
${spec.clauses.map((c) => clauseHtml(c, spec.key)).join('\n')}</div>
<script>${SEARCH_SCRIPT}</script>`;
  return document({ title: spec.title, head: `<style>${CSS}</style>`, body });
}
