/**
 * The clauses of the ECMAScript specification (ECMA-262) as the draft numbers and titles them.
 * Built-in object clauses get the specification's standard subclauses ("Properties of the Number
 * Constructor"…); 21.1 Number Objects is given in full, with the real wording of
 * Number.MAX_SAFE_INTEGER (a task asks for its value).
 */
import { lazy } from '../mirror-kit.ts';

export interface Clause {
  number: string;
  title: string;
  id: string;
  /** Paragraphs the clause states as the specification does (HTML); filler otherwise. */
  text?: readonly string[];
  children: readonly Clause[];
}

/** [title, subclauses]; subclause titles of built-in objects are derived (see `builtIn`). */
type Entry = readonly [string, (readonly Entry[])?];

const leaves = (...titles: string[]): Entry[] => titles.map((title) => [title]);

/** The standard subclauses of a built-in object's clause ("Number Objects" → "The Number Constructor", …). */
function builtIn(title: string): Entry {
  const name = title.replace(/^The /, '').replace(/ Objects?$/, '');
  return [title, leaves(`The ${name} Constructor`, `Properties of the ${name} Constructor`, `Properties of the ${name} Prototype Object`, `Properties of ${name} Instances`)];
}

export const MAX_SAFE_INTEGER_TEXT = [
  '<emu-note><span class="note">Note</span><div class="note-contents"><p>The value of Number.MAX_SAFE_INTEGER is the largest integral Number <var>n</var> such that ℝ(<var>n</var>) and ℝ(<var>n</var>) + 1 are both exactly representable as a Number value.</p></div></emu-note>',
  '<p>The value of Number.MAX_SAFE_INTEGER is <b>9007199254740991</b><sub>𝔽</sub> (𝔽(2<sup>53</sup> - 1)).</p>',
  '<p>This property has the attributes { [[Writable]]: <b>false</b>, [[Enumerable]]: <b>false</b>, [[Configurable]]: <b>false</b> }.</p>',
];

const NUMBER_OBJECTS: Entry = ['Number Objects', [
  ['The Number Constructor', leaves('Number ( value )')],
  ['Properties of the Number Constructor', leaves(
    'Number.EPSILON', 'Number.isFinite ( number )', 'Number.isInteger ( number )', 'Number.isNaN ( number )', 'Number.isSafeInteger ( number )',
    'Number.MAX_SAFE_INTEGER', 'Number.MAX_VALUE', 'Number.MIN_SAFE_INTEGER', 'Number.MIN_VALUE', 'Number.NaN', 'Number.NEGATIVE_INFINITY',
    'Number.parseFloat ( string )', 'Number.parseInt ( string, radix )', 'Number.POSITIVE_INFINITY', 'Number.prototype',
  )],
  ['Properties of the Number Prototype Object', leaves(
    'Number.prototype.constructor', 'Number.prototype.toExponential ( fractionDigits )', 'Number.prototype.toFixed ( fractionDigits )',
    'Number.prototype.toLocaleString ( [ reserved1 [ , reserved2 ] ] )', 'Number.prototype.toPrecision ( precision )',
    'Number.prototype.toString ( [ radix ] )', 'Number.prototype.valueOf ( )',
  )],
  ['Properties of Number Instances'],
]];

export const ECMA262: readonly Entry[] = [
  ['Scope'], ['Conformance'], ['Normative References'],
  ['Overview', leaves('Web Scripting', 'Hosts and Implementations', 'ECMAScript Overview', 'Terms and Definitions', 'Organization of This Specification')],
  ['Notational Conventions', leaves('Syntactic and Lexical Grammars', 'Algorithm Conventions')],
  ['ECMAScript Data Types and Values', leaves('ECMAScript Language Types', 'ECMAScript Specification Types')],
  ['Abstract Operations', leaves('Type Conversion', 'Testing and Comparison Operations', 'Operations on Objects', 'Operations on Iterator Objects')],
  ['Syntax-Directed Operations', leaves('Runtime Semantics: Evaluation', 'Scope Analysis', 'Labels', 'Function Name Inference', 'Contains', 'Miscellaneous')],
  ['Executable Code and Execution Contexts', leaves('Environment Records', 'PrivateEnvironment Records', 'Realms', 'Execution Contexts', 'Jobs and Host Operations to Enqueue Jobs', 'Agents', 'Agent Clusters', 'Forward Progress')],
  ['Ordinary and Exotic Objects Behaviours', leaves('Ordinary Object Internal Methods and Internal Slots', 'ECMAScript Function Objects', 'Built-in Function Objects', 'Built-in Exotic Object Internal Methods and Slots', 'Proxy Object Internal Methods and Internal Slots')],
  ['ECMAScript Language: Source Text', leaves('Source Text', 'Types of Source Code')],
  ['ECMAScript Language: Lexical Grammar', leaves('Unicode Format-Control Characters', 'White Space', 'Line Terminators', 'Comments', 'Tokens', 'Names and Keywords', 'Punctuators', 'Literals', 'Automatic Semicolon Insertion')],
  ['ECMAScript Language: Expressions', leaves('Identifiers', 'Primary Expression', 'Left-Hand-Side Expressions', 'Update Expressions', 'Unary Operators', 'Exponentiation Operator', 'Multiplicative Operators', 'Additive Operators', 'Bitwise Shift Operators', 'Relational Operators', 'Equality Operators', 'Binary Bitwise Operators', 'Binary Logical Operators', 'Conditional Operator ( ? : )', 'Assignment Operators', 'Comma Operator ( , )')],
  ['ECMAScript Language: Statements and Declarations', leaves('Statement Semantics', 'Block', 'Declarations and the Variable Statement', 'Empty Statement', 'Expression Statement', 'The if Statement', 'Iteration Statements', 'The continue Statement', 'The break Statement', 'The return Statement', 'The with Statement', 'The switch Statement', 'Labelled Statements', 'The throw Statement', 'The try Statement', 'The debugger Statement')],
  ['ECMAScript Language: Functions and Classes', leaves('Parameter Lists', 'Function Definitions', 'Arrow Function Definitions', 'Method Definitions', 'Generator Function Definitions', 'Async Generator Function Definitions', 'Class Definitions', 'Async Function Definitions', 'Async Arrow Function Definitions', 'Tail Position Calls')],
  ['ECMAScript Language: Scripts and Modules', leaves('Scripts', 'Modules')],
  ['Error Handling and Language Extensions', leaves('Forbidden Extensions')],
  ['ECMAScript Standard Built-in Objects'],
  ['The Global Object', leaves('Value Properties of the Global Object', 'Function Properties of the Global Object', 'Constructor Properties of the Global Object', 'Other Properties of the Global Object')],
  ['Fundamental Objects', [builtIn('Object Objects'), builtIn('Function Objects'), builtIn('Boolean Objects'), builtIn('Symbol Objects'), builtIn('Error Objects')]],
  ['Numbers and Dates', [NUMBER_OBJECTS, builtIn('BigInt Objects'), ['The Math Object', leaves('Value Properties of the Math Object', 'Function Properties of the Math Object')], builtIn('Date Objects')]],
  ['Text Processing', [builtIn('String Objects'), builtIn('RegExp (Regular Expression) Objects')]],
  ['Indexed Collections', [builtIn('Array Objects'), builtIn('TypedArray Objects')]],
  ['Keyed Collections', [builtIn('Map Objects'), builtIn('Set Objects'), builtIn('WeakMap Objects'), builtIn('WeakSet Objects')]],
  ['Structured Data', [builtIn('ArrayBuffer Objects'), builtIn('SharedArrayBuffer Objects'), builtIn('DataView Objects'), ['The Atomics Object'], ['The JSON Object']]],
  ['Managing Memory', [builtIn('WeakRef Objects'), builtIn('FinalizationRegistry Objects')]],
  ['Control Abstraction Objects', [['Iteration'], builtIn('Promise Objects'), builtIn('GeneratorFunction Objects'), builtIn('AsyncGeneratorFunction Objects'), builtIn('Generator Objects'), builtIn('AsyncGenerator Objects'), builtIn('AsyncFunction Objects')]],
  ['Reflection', [['The Reflect Object'], builtIn('Proxy Objects'), ['Module Namespace Objects']]],
  ['Memory Model', leaves('Memory Model Fundamentals', 'Agent Events Records', 'Chosen Value Records', 'Candidate Executions', 'Abstractions for Candidate Executions', 'Relations of Candidate Executions', 'Properties of Valid Executions', 'Races', 'Data Races', 'Data Race Freedom', 'Shared Memory Guidelines')],
];

/** The clause id as ecmarkup writes it: `sec-` and the lowered title, without a signature. */
function clauseId(title: string): string {
  return `sec-${title.replace(/\s*\(.*\)\s*$/, '').toLowerCase().replace(/[^a-z0-9._]+/g, '-').replace(/^-|-$/g, '')}`;
}

/** Numbers, ids (unique) and the real wording of the clauses whose wording is kept. */
export function buildClauses(entries: readonly Entry[]): Clause[] {
  const used = new Set<string>();
  const unique = (id: string) => {
    let candidate = id;
    for (let n = 2; used.has(candidate); n++) candidate = `${id}-${n}`;
    used.add(candidate);
    return candidate;
  };
  const build = (level: readonly Entry[], prefix: string): Clause[] =>
    level.map(([title, children = []], i) => ({
      number: `${prefix}${i + 1}`,
      title,
      id: unique(clauseId(title)),
      ...(title === 'Number.MAX_SAFE_INTEGER' && { text: MAX_SAFE_INTEGER_TEXT }),
      children: build(children, `${prefix}${i + 1}.`),
    }));
  return build(entries, '');
}

export const ecma262 = lazy(() => buildClauses(ECMA262));
