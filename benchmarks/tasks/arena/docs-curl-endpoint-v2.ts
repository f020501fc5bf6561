import { arena, defineFamily } from 'contract-eval/task';
import { v3Functions, resultLink } from './shared/docs-params.ts';

// Every POST action on one resource that v2 and v3 both have: v3 moved custom actions from the
// `/…/verb` sub-path to the `…:verb` style, so the v3 page's cURL example gives the wrong URL.
// Left out: create/update/delete calls (the same path in every version) and GET actions, whose
// URLs carry a query string.
export default defineFamily({
  family: 'docs-curl-endpoint-v2',
  defaultKey: 'rotatequeue',
  instances: () =>
    v3Functions().flatMap((item) => {
      const http = item.http;
      const id = item.params.find((p) => p.required && /^'[a-z]+_\d+'$/.test(p.sample) && http?.path(2).includes('{'));
      if (!http || !id || http.method !== 'POST' || !arena.docs.existsIn(item, 2) || http.path(2).replace('/v2/', '/v3/') === http.path(3)) return [];
      const url = `${arena.docs.library().apiHost(2)}${http.path(2).replace(/\{[a-z_]+\}/, id.sample.slice(1, -1))}`;
      const elided = (major: 2 | 3) => http.path(major).replace(/\{[a-z_]+\}/, '…');
      return [{ item, method: http.method, url, v2: elided(2), v3: elided(3) }];
    }),
  key: ({ item }) => item.name.toLowerCase(),
  task: ({ item, method, url, v2, v3 }) => {
    const lib = arena.docs.library().name;
    return {
      title: 'Docs: the endpoint in a cURL example that only a tab shows',
      startUrl: 'http://docs.arena.test/',
      goal: `In the version 2 docs of the ${lib} SDK, the reference page of ${item.name} has a cURL example. Which HTTP method and which URL does it request?`,
      rationale: `The endpoint appears only in the cURL tab (hidden until chosen), and v2 uses ${v2} where v3 uses ${v3}; the answer must give the v2 method and URL.`,
      tags: ['standard', 'tabs', 'versions'],
      maxSteps: 30,
      maxDurationMs: 150_000,
      success: {
        kind: 'and',
        children: [
          { kind: 'answer', field: 'method', description: 'the HTTP method the cURL example uses', value: method, of: 'docs.methods' },
          { kind: 'answer', field: 'url', description: 'the URL the cURL example requests, as written there', value: [`https://${url}`, url], type: 'text' },
        ],
      },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: item.name },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
        { do: 'click', on: resultLink(item.name) },
        { do: 'select', on: { role: 'combobox', name: 'Version' }, option: 'v2' },
        { do: 'wait_for', text: 'You are reading the docs of' },
        { do: 'click', on: { role: 'tab', name: 'cURL' } },
        { do: 'answer', fields: { method, url: `https://${url}` }, explanation: `${method} https://${url}` },
      ],
    };
  },
});
