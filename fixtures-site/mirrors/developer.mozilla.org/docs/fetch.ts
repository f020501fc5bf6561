/**
 * "Window: fetch() method": the syntax a task asks for stands as MDN shows it (`fetch(resource)`,
 * `fetch(resource, options)`); descriptions and examples follow MDN's page in shape and length.
 */
import { esc } from '../../../site-kit/html.ts';
import { Prose, TECHNICAL } from '../../prose.ts';
import { codeBlock, compatTable, definitions, docHref, specTable, type Doc } from './model.ts';

const link = (slug: string, text: string) => `<a href="${docHref(slug)}"><code>${esc(text)}</code></a>`;

const REQUEST_OPTIONS = [
  ['attributionReporting', 'Indicates that you want the request\'s response to be able to register an attribution source or trigger.'],
  ['body', 'The request body: a string, ArrayBuffer, Blob, DataView, File, FormData, TypedArray, URLSearchParams or ReadableStream.'],
  ['browsingTopics', 'A boolean specifying that the selected topics for the current user should be sent in a header with the request.'],
  ['cache', 'The cache mode you want to use for the request.'],
  ['credentials', 'Controls whether or not the browser sends credentials with the request: omit, same-origin or include.'],
  ['headers', 'Any headers you want to add to your request, contained within a Headers object or an object literal.'],
  ['integrity', 'Contains the subresource integrity value of the request.'],
  ['keepalive', 'A boolean; when true, the browser will not abort the request if the page that made it is unloaded.'],
  ['method', 'The request method, e.g., "GET", "POST". The default is "GET".'],
  ['mode', 'Sets cross-origin behavior for the request: same-origin, no-cors, cors or navigate.'],
  ['priority', 'Specifies the priority of the fetch request relative to other requests of the same type: high, low or auto.'],
  ['redirect', 'Determines the browser\'s behavior in case the server replies with a redirect status: follow, error or manual.'],
  ['referrer', 'A string specifying the value to use for the request\'s Referer header.'],
  ['referrerPolicy', 'A string that sets a policy for the Referer header.'],
  ['signal', 'An AbortSignal. If this option is set, the request can be canceled by calling abort() on the corresponding AbortController.'],
] as const;

export function fetchDoc(): Doc {
  const prose = Prose.with(TECHNICAL, ['request', 'response', 'promise', 'header', 'body'], 'mdn', 'fetch');
  const filler = (count: number) => prose.paragraphs(count).map((p) => `<p>${esc(p)}</p>`).join('');
  return {
    slug: 'Web/API/Window/fetch',
    title: 'Window: fetch() method',
    short: 'fetch()',
    summary: 'The fetch() method of the Window interface starts the process of fetching a resource from the network, returning a promise that is fulfilled once the response is available.',
    lead: `<p>The <strong><code>fetch()</code></strong> method of the ${link('Web/API/Window', 'Window')} interface starts the process of fetching a resource from the network, returning a promise that is fulfilled once the response is available.</p>
<p>The promise resolves to the ${link('Web/API/Response', 'Response')} object representing the response to your request.</p>
<p>A <code>fetch()</code> promise only rejects when the request fails, for example, because of a badly-formed request URL or a network error. A <code>fetch()</code> promise <em>does not</em> reject if the server responds with HTTP status codes that indicate errors (<code>404</code>, <code>504</code>, etc.). Instead, a <code>then()</code> handler must check the <code>Response.ok</code> and/or <code>Response.status</code> properties.</p>
<p>The <code>fetch()</code> method is controlled by the <code>connect-src</code> directive of Content Security Policy rather than the directive of the resources it's retrieving.</p>`,
    sections: [
      { id: 'syntax', heading: 'Syntax', html: codeBlock('fetch(resource)\nfetch(resource, options)'), subsections: [
        { id: 'parameters', heading: 'Parameters', html: definitions([
          { name: 'resource', html: `<p>This defines the resource that you wish to fetch. This can either be:</p><ul><li>A string or any other object with a stringifier — including a ${link('Web/API/URL', 'URL')} object — that provides the URL of the resource you want to fetch. The URL may be relative to the base URL, which is the document's <code>baseURI</code> in a window context, or <code>WorkerGlobalScope.location</code> in a worker context.</li><li>A ${link('Web/API/Request', 'Request')} object.</li></ul>` },
          { name: 'options', optional: true, html: `<p>A <code>RequestInit</code> object containing any custom settings that you want to apply to the request.</p>${definitions(REQUEST_OPTIONS.map(([name, text]) => ({ name, optional: true, html: `<p>${esc(text)}</p>` })))}` },
        ]) },
        { id: 'return_value', heading: 'Return value', html: `<p>A ${link('Web/JavaScript/Reference/Global_Objects/Promise', 'Promise')} that resolves to a ${link('Web/API/Response', 'Response')} object.</p>` },
        { id: 'exceptions', heading: 'Exceptions', html: definitions([
          { name: 'AbortError', html: '<p>The request was aborted due to a call to the <code>AbortController</code> <code>abort()</code> method.</p>' },
          { name: 'NotAllowedError', html: '<p>Thrown if use of the Topics API is specifically disallowed by a <code>browsing-topics</code> Permissions Policy, and a <code>fetch()</code> request was made with <code>browsingTopics: true</code>.</p>' },
          { name: 'TypeError', html: `<p>Can occur for the following reasons:</p><table class="standard-table"><thead><tr><th scope="col">Reason</th><th scope="col">Failing examples</th></tr></thead><tbody>${[
            ['Invalid header name.', "fetch('https://example.com/', { headers: { 'C ontent-Type': 'text/xml' } });"],
            ['Invalid header value. The header object must contain exactly two elements.', "fetch('https://example.com/', { headers: [['Content-Type', 'text/html', 'extra']] });"],
            ['Invalid URL or scheme, or using a scheme that fetch does not support.', "fetch('blob://example.com/', { mode: 'cors' });"],
            ['URL includes credentials.', "fetch('https://user:password@example.com/');"],
            ['Invalid referrer URL.', "fetch('https://example.com/', { referrer: './abc\\u0000df' });"],
            ['Invalid modes (navigate and websocket).', "fetch('https://example.com/', { mode: 'navigate' });"],
            ['If the request cache mode is "only-if-cached" and the request mode is other than "same-origin".', "fetch('https://example.com/', { cache: 'only-if-cached', mode: 'no-cors' });"],
            ['If the request method is an invalid name token or one of the forbidden headers.', "fetch('https://example.com/', { method: 'CONNECT' });"],
            ['If the request mode is "no-cors" and the request method is not a CORS-safe-listed method.', "fetch('https://example.com/', { method: 'CONNECT', mode: 'no-cors' });"],
            ['If the request method is "GET" or "HEAD" and the body is non-null or not undefined.', "fetch('https://example.com/', { method: 'GET', body: new FormData() });"],
            ['If fetch throws a network error.', ''],
          ].map(([reason, example]) => `<tr><td>${esc(reason)}</td><td>${example ? `<code>${esc(example)}</code>` : ''}</td></tr>`).join('')}</tbody></table>` },
        ]) },
      ] },
      { id: 'examples', heading: 'Examples', html: `<p>In our Fetch Request example we create a new <code>Request</code> object using the relevant constructor, then fetch it using a <code>fetch()</code> call. Since we are fetching an image, we run <code>Response.blob()</code> on the response to give it the proper MIME type so it will be handled properly, then create an Object URL of it and display it in an <code>&lt;img&gt;</code> element.</p>`, subsections: [
        { id: 'fetching_an_image', heading: 'Fetching an image', html: codeBlock(`const myImage = document.querySelector("img");

const myRequest = new Request("flowers.jpg");

window
  .fetch(myRequest)
  .then((response) => {
    if (!response.ok) {
      throw new Error(\`HTTP error! Status: \${response.status}\`);
    }

    return response.blob();
  })
  .then((response) => {
    myImage.src = URL.createObjectURL(response);
  });`) + filler(2) },
        { id: 'passing_options', heading: 'Passing options', html: codeBlock(`const myImage = document.querySelector("img");

const reqHeaders = new Headers();
reqHeaders.set("Cache-Control", "max-age=86400");

const options = {
  headers: reqHeaders,
};

const req = new Request("flowers.jpg", options);

fetch(req).then((response) => {
  // …
});`) + filler(2) },
        { id: 'posting_json', heading: 'Posting JSON', html: codeBlock(`async function postJSON(data) {
  const response = await fetch("https://example.com/profile", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(data),
  });
  return response.json();
}`) + filler(2) },
      ] },
      { id: 'specifications', heading: 'Specifications', html: specTable([['Fetch Standard', 'https://fetch.spec.whatwg.org/#fetch-method', 'fetch-method']]) },
      { id: 'browser_compatibility', heading: 'Browser compatibility', html: compatTable('fetch', ['Support for blob: and data:', 'init.attributionReporting parameter', 'init.browsingTopics parameter', 'init.keepalive parameter', 'init.priority parameter', 'init.referrerPolicy parameter', 'init.signal parameter', 'Available in workers']) },
      { id: 'see_also', heading: 'See also', html: `<ul><li>${link('Web/API/Fetch_API', 'Fetch API')}</li><li>${link('Web/API/Service_Worker_API', 'ServiceWorker API')}</li><li>${link('Web/API/Request', 'Request')}</li><li>${link('Web/API/Headers', 'Headers')}</li><li>${link('Web/API/Response', 'Response')}</li></ul>` },
    ],
    sidebar: 'Web/API/Window',
  };
}
