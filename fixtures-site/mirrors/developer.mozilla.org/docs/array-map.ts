/**
 * "Array.prototype.map()": the return value a task asks for stands as MDN states it ("A new array
 * with each element being the result of the callback function."); the rest follows MDN's page.
 */
import { esc } from '../../../site-kit/html.ts';
import { Prose, TECHNICAL } from '../../prose.ts';
import { codeBlock, compatTable, definitions, docHref, specTable, type Doc } from './model.ts';

const ARRAY = 'Web/JavaScript/Reference/Global_Objects/Array';
const link = (slug: string, text: string) => `<a href="${docHref(slug)}"><code>${esc(text)}</code></a>`;

const EXAMPLES: ReadonlyArray<[string, string, string]> = [
  ['mapping_an_array_of_numbers_to_an_array_of_square_roots', 'Mapping an array of numbers to an array of square roots', `const numbers = [1, 4, 9];
const roots = numbers.map((num) => Math.sqrt(num));

// roots is now     [1, 2, 3]
// numbers is still [1, 4, 9]`],
  ['using_map_to_reformat_objects_in_an_array', 'Using map to reformat objects in an array', `const kvArray = [
  { key: 1, value: 10 },
  { key: 2, value: 20 },
  { key: 3, value: 30 },
];

const reformattedArray = kvArray.map(({ key, value }) => ({ [key]: value }));

console.log(reformattedArray); // [{ 1: 10 }, { 2: 20 }, { 3: 30 }]`],
  ['using_parseint_with_map', 'Using parseInt() with map()', `["1", "2", "3"].map(parseInt); // [1, NaN, NaN]

["1", "2", "3"].map((str) => parseInt(str, 10)); // [1, 2, 3]`],
  ['mapped_array_contains_undefined', 'Mapped array contains undefined', `const numbers = [1, 2, 3, 4];
const filteredNumbers = numbers.map((num, index) => {
  if (index < 3) {
    return num;
  }
});

// index goes from 0, so the filterNumbers are 1,2,3 and undefined.
// filteredNumbers is [1, 2, 3, undefined]`],
  ['side-effectful_mapping', 'Side-effectful mapping', `const cart = [5, 15, 25];
let total = 0;
const withTax = cart.map((cost) => {
  total += cost;
  return cost * 1.2;
});
console.log(withTax); // [6, 18, 30]
console.log(total); // 45`],
  ['calling_map_on_non-array_objects', 'Calling map() on non-array objects', `const arrayLike = {
  length: 3,
  0: 2,
  1: 3,
  2: 4,
  3: 5, // ignored by map() since length is 3
};
console.log(Array.prototype.map.call(arrayLike, (x) => x ** 2));
// [ 4, 9, 16 ]`],
  ['using_map_generically_on_a_nodelist', 'Using map() generically on a NodeList', `const elems = document.querySelectorAll("select option:checked");
const values = Array.prototype.map.call(elems, ({ value }) => value);`],
  ['using_map_on_sparse_arrays', 'Using map() on sparse arrays', `console.log(
  [1, , 3].map((x, index) => {
    console.log(\`Visit \${index}\`);
    return x * 2;
  }),
);
// Visit 0
// Visit 2
// [2, empty, 6]`],
];

export function arrayMapDoc(): Doc {
  const prose = Prose.with(TECHNICAL, ['array', 'element', 'index', 'callback', 'iteration'], 'mdn', 'Array.prototype.map');
  const filler = (count: number) => prose.paragraphs(count).map((p) => `<p>${esc(p)}</p>`).join('');
  return {
    slug: `${ARRAY}/map`,
    title: 'Array.prototype.map()',
    short: 'Array.prototype.map()',
    summary: 'The map() method of Array instances creates a new array populated with the results of calling a provided function on every element in the calling array.',
    lead: `<p>The <strong><code>map()</code></strong> method of ${link(ARRAY, 'Array')} instances creates a new array populated with the results of calling a provided function on every element in the calling array.</p>
<section class="interactive-example" aria-label="Try it"><h2 id="try_it">Try it</h2>${codeBlock(`const array1 = [1, 4, 9, 16];

// Pass a function to map
const map1 = array1.map((x) => x * 2);

console.log(map1);
// Expected output: Array [2, 8, 18, 32]`)}<button type="button">Run</button> <button type="button">Reset</button></section>`,
    sections: [
      { id: 'syntax', heading: 'Syntax', html: codeBlock('map(callbackFn)\nmap(callbackFn, thisArg)'), subsections: [
        { id: 'parameters', heading: 'Parameters', html: definitions([
          { name: 'callbackFn', html: `<p>A function to execute for each element in the array. Its return value is added as a single element in the new array. The function is called with the following arguments:</p>${definitions([
            { name: 'element', html: '<p>The current element being processed in the array.</p>' },
            { name: 'index', html: '<p>The index of the current element being processed in the array.</p>' },
            { name: 'array', html: '<p>The array <code>map()</code> was called upon.</p>' },
          ])}` },
          { name: 'thisArg', optional: true, html: '<p>A value to use as <code>this</code> when executing <code>callbackFn</code>. See iterative methods.</p>' },
        ]) },
        { id: 'return_value', heading: 'Return value', html: '<p>A new array with each element being the result of the callback function.</p>' },
      ] },
      { id: 'description', heading: 'Description', html: `<p>The <code>map()</code> method is an iterative method. It calls a provided <code>callbackFn</code> function once for each element in an array and constructs a new array from the results. Read the iterative methods section for more information about how these methods work in general.</p>
<p><code>callbackFn</code> is invoked only for array indexes which have assigned values. It is not invoked for empty slots in sparse arrays.</p>
<p>The <code>map()</code> method is generic. It only expects the <code>this</code> value to have a <code>length</code> property and integer-keyed properties.</p>
<p>Since <code>map</code> builds a new array, calling it without using the returned array is an anti-pattern; use ${link(`${ARRAY}/forEach`, 'forEach')} or <code>for...of</code> instead.</p>${filler(3)}` },
      { id: 'examples', heading: 'Examples', html: '', subsections: EXAMPLES.map(([id, heading, code]) => ({ id, heading, html: `${filler(1)}${codeBlock(code)}` })) },
      { id: 'specifications', heading: 'Specifications', html: specTable([['ECMAScript® 2026 Language Specification', 'https://tc39.es/ecma262/multipage/indexed-collections.html#sec-array.prototype.map', 'sec-array.prototype.map']]) },
      { id: 'browser_compatibility', heading: 'Browser compatibility', html: compatTable('map', []) },
      { id: 'see_also', heading: 'See also', html: `<ul><li>Indexed collections guide</li><li>${link(ARRAY, 'Array')}</li><li>${link(`${ARRAY}/forEach`, 'Array.prototype.forEach()')}</li><li>${link(`${ARRAY}/from`, 'Array.from()')}</li><li>${link('Web/JavaScript/Reference/Global_Objects/TypedArray', 'TypedArray')}</li><li>${link('Web/JavaScript/Reference/Global_Objects/Map', 'Map')}</li></ul>` },
    ],
    sidebar: ARRAY,
  };
}
