// Measures pages as agents meet them: HTML bytes, elements, and the bytes of one whole-page read per MCP
// target, with an optional screenshot of each.
//   npm run measure-pages -- [--targets playwright-mcp,chrome-devtools-mcp,openchrome] [--screenshots <dir>] <url>…
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { harnessLaunchOptions } from '../benchmarks/browser/chromium.ts';
import { launchWithDevtoolsPort } from '../benchmarks/browser/chromium.ts';
import { McpSession, type ToolResponse } from '../benchmarks/mcp/session.ts';
import { openedTab } from '../benchmarks/targets/openchrome/solver.ts';
import { TARGETS } from '../benchmarks/targets/index.ts';
import { hostResolverRules } from '../benchmarks/web/host-rules.ts';
import { startWebServers } from '../benchmarks/web/site-server.ts';

type Call = (tool: string, args: Record<string, unknown>) => Promise<ToolResponse>;
type Read = (call: Call, url: string) => Promise<ToolResponse>;

// navigate without a tab opens one and names it; read_page needs that id.
const openchromeRead =
  (args: Record<string, unknown>): Read =>
  async (call, url) => {
    const tabId = openedTab('navigate', (await call('navigate', { url })).text);
    return call('read_page', { tabId, ...args });
  };

// How each target opens a URL and reads the page whole, with its own tools: the answer of that
// read is what an agent has to take in. OpenChrome's read_page has a default mode (ax) and a
// compact one (dom), which its README's token comparison uses: both are measured.
const READS: Record<string, Record<string, Read>> = {
  'playwright-mcp': {
    browser_snapshot: async (call, url) => {
      await call('browser_navigate', { url });
      return call('browser_snapshot', {});
    },
  },
  'chrome-devtools-mcp': {
    take_snapshot: async (call, url) => {
      await call('navigate_page', { type: 'url', url });
      return call('take_snapshot', {});
    },
  },
  openchrome: { read_page: openchromeRead({}), 'read_page dom': openchromeRead({ mode: 'dom' }) },
};

const { values, positionals: urls } = parseArgs({
  allowPositionals: true,
  options: { targets: { type: 'string', default: 'playwright-mcp' }, screenshots: { type: 'string' } },
});
if (urls.length === 0) {
  console.error('usage: npm run measure-pages -- [--targets a,b] [--screenshots <dir>] <url>…');
  process.exit(2);
}
const targets = values.targets!.split(',').map((name) => {
  const target = TARGETS[name];
  if (!target || !READS[name]) throw new Error(`--targets: cannot measure with ${name} (can: ${Object.keys(READS).join(', ')})`);
  return target;
});

const web = await startWebServers();
const options = harnessLaunchOptions(hostResolverRules(web));
const { browser, cdpUrl } = await launchWithDevtoolsPort((args) => chromium.launch({ ...options, args: [...options.args!, ...args] }));
const { endpoint } = await browser.bind('measure-pages', { host: '127.0.0.1', port: 0 });
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-pages-'));
const rows: string[][] = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  for (const url of urls) {
    const response = await page.goto(url, { waitUntil: 'load' });
    const [htmlBytes, elements] = await page.evaluate(() => [new TextEncoder().encode(document.documentElement.outerHTML).length, document.querySelectorAll('*').length]);
    const row = [url, String(response?.status() ?? '—'), String(htmlBytes), String(elements)];
    if (values.screenshots) {
      fs.mkdirSync(values.screenshots, { recursive: true });
      const file = path.join(values.screenshots, `${url.replace(/^https?:\/\//, '').replace(/[^A-Za-z0-9.-]+/g, '_')}.png`);
      await page.screenshot({ path: file, fullPage: false });
    }
    for (const target of targets) {
      const session = await McpSession.open(target.name, target.launch({ endpoint, cdpUrl }, scratch), scratch, target.timedLines);
      try {
        for (const read of Object.values(READS[target.name])) row.push(String((await read((tool, args) => session.call(tool, args, 30_000), url)).bytes));
      } finally {
        await session.close();
      }
    }
    rows.push(row);
  }
} finally {
  await browser.unbind();
  await browser.close();
  await web.close();
  fs.rmSync(scratch, { recursive: true, force: true });
}
const header = ['url', 'status', 'html bytes', 'elements', ...targets.flatMap((t) => Object.keys(READS[t.name]).map((read) => `${t.name} ${read} bytes`))];
console.log([header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n'));
