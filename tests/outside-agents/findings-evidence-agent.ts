// A scripted outside agent that shows, on the real servers, each behaviour the findings name
// (docs/benchmarks/servers.md#findings): `npm run bench:agent` starts it once per episode, and it
// makes the calls its plan for the episode's task and server gives, then submits the task's
// answer. Its recorded runs are committed in docs/benchmarks/findings-evidence/ and replay there.
//   BENCH_TARGET=<server> npm run bench:agent -- --agent "<tsx> <this file>" --name findings-evidence -g <task> --workers=1
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AGENT_ENV } from '../../benchmarks/adapters/outside/served-episode.ts';

type Call = (tool: string, args?: Record<string, unknown>) => Promise<string>;

const env = process.env as Record<string, string>;
const client = new Client({ name: 'findings-evidence', version: '1.0.0' });
await client.connect(new StdioClientTransport({ command: '/bin/sh', args: ['-c', env[AGENT_ENV.bridge]], env }));
const tools = new Set((await client.listTools()).tools.map((tool) => tool.name));

const call: Call = async (tool, args = {}) => {
  const result = (await client.callTool({ name: tool, arguments: args })) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : `[${part.type} ${'mimeType' in part ? part.mimeType : ''}]`)).join('\n');
  console.log(`${tool} ${JSON.stringify(args).slice(0, 120)} → ${result.isError ? 'error: ' : ''}${text.replace(/\s+/g, ' ').slice(0, 200)}`);
  return text;
};

/** The ref a @playwright/mcp snapshot gives the element of this role and name. */
function ref(snapshot: string, role: string, name: string): string {
  const found = new RegExp(`${role} "${name}"[^\\n]*\\[ref=([a-z0-9]+)\\]`).exec(snapshot)?.[1];
  if (!found) throw new Error(`no ${role} "${name}" in the snapshot`);
  return found;
}

// The OpenChrome tab the episode adopted: the harness gives the server its id for this marker.
const TAB = { tabId: '«handle:tab-1»' };

/** Each task's plan, by the server its tools show. */
const PLANS: Record<string, Record<string, () => Promise<void>>> = {
  // @playwright/mcp: every action answers with a link to a snapshot file, not the page; a partial snapshot replaces the refs (a click on an earlier one then fails).
  'playwright-mcp': {
    'shop-cheapest-blue-kettle': async () => {
      const home = await call('browser_snapshot');
      await call('browser_click', { element: 'link "Electric Kettles"', target: ref(home, 'link', 'Electric Kettles') });
      const kettles = await call('browser_snapshot');
      await call('browser_snapshot', { target: ref(kettles, 'checkbox', 'Blue') });
      await call('browser_click', { element: 'combobox "Sort by"', target: ref(kettles, 'combobox', 'Sort by') });
      const again = await call('browser_snapshot');
      await call('browser_click', { element: 'checkbox "Blue"', target: ref(again, 'checkbox', 'Blue') });
      await call('browser_wait_for', { text: 'Showing 1–8 of 8 results' });
      const blue = await call('browser_snapshot');
      await call('browser_select_option', { element: 'combobox "Sort by"', target: ref(blue, 'combobox', 'Sort by'), values: ['Price: low to high'] });
      await call('browser_wait_for', { text: 'sorted by price: low to high' });
      const sorted = await call('browser_snapshot');
      await call('browser_click', { element: 'link "Nordvik Flux Lite Gooseneck Kettle"', target: ref(sorted, 'link', 'Nordvik Flux Lite Gooseneck Kettle') });
      await call('submit_answer', { status: 'answered', fields: { product: 'Nordvik Flux Lite Gooseneck Kettle', lowest_price: 19.99 }, explanation: 'The Nordvik Flux Lite Gooseneck Kettle, from $19.99.' });
    },
  },
  // chrome-devtools-mcp: fill_form on the sort select submits its form and reloads the page; a uid of the snapshot before is then stale.
  'chrome-devtools-mcp': {
    'shop-cheapest-blue-kettle': async () => {
      await call('take_snapshot');
      await call('click', { uid: '1_50' });
      await call('take_snapshot');
      await call('click', { uid: '2_75' });
      await call('wait_for', { text: ['Showing 1–8 of 8 results'] });
      await call('take_snapshot');
      await call('fill_form', { elements: [{ uid: '3_134', value: 'Price: low to high' }] });
      await call('click', { uid: '3_140' });
      await call('wait_for', { text: ['sorted by price: low to high'] });
      await call('take_snapshot');
      await call('click', { uid: '5_145' });
      await call('submit_answer', { status: 'answered', fields: { product: 'Nordvik Flux Lite Gooseneck Kettle', lowest_price: 19.99 }, explanation: 'The Nordvik Flux Lite Gooseneck Kettle, from $19.99.' });
    },
  },
  openchrome: {
    // javascript_tool answers {} for a statement, an async function or a top-level return, though the code ran; a plain expression returns its value.
    'example-h1': async () => {
      await call('javascript_tool', { ...TAB, code: "return document.querySelector('h1').textContent" });
      await call('javascript_tool', { ...TAB, code: "const heading = document.querySelector('h1').textContent; heading" });
      await call('javascript_tool', { ...TAB, code: "(async () => document.querySelector('h1').textContent)()" });
      await call('javascript_tool', { ...TAB, code: "document.querySelector('h1').textContent" });
      await call('submit_answer', { status: 'answered', fields: { heading: 'Example Domain' }, explanation: 'The main heading of the page.' });
    },
    // form_input refuses the refs query_dom gives; fill_form with a submit query it does not find answers as a success.
    'local-form-submit': async () => {
      await call('query_dom', { ...TAB, selector: 'input', method: 'css' });
      await call('form_input', { ...TAB, ref: 'el_0', value: 'Ada Lovelace' });
      await call('fill_form', { ...TAB, fields: { 'Your name': 'Ada Lovelace', Topic: 'contracts' }, submit: 'Submit' });
      const page = await call('read_page', { ...TAB, mode: 'ax', filter: 'interactive' });
      const send = /\[(ref_\d+)\][^\n]*Send message/.exec(page)?.[1] ?? /button "Send message"[^\n]*\[(ref_\d+)\]/.exec(page)?.[1];
      await call('computer', { ...TAB, action: 'left_click', ref: send });
      await call('submit_answer', { status: 'answered', explanation: 'Sent the contact form for Ada Lovelace on the topic contracts.' });
    },
  },
};

const server = tools.has('browser_snapshot') ? 'playwright-mcp' : tools.has('take_snapshot') ? 'chrome-devtools-mcp' : 'openchrome';
const plan = PLANS[server][env[AGENT_ENV.task]];
if (!plan) console.log(`no plan for ${env[AGENT_ENV.task]} on ${server}: leaving`);
else await plan();
await client.close();
