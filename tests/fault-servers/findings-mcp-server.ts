// A real MCP browser server over stdio, for the findings' tests (tests/findings.spec.ts): it attaches
// to the harness's browser over CDP (its first argument) and acts on the page the episode opened.
// FINDINGS_STAND_IN_MODE picks how it answers:
//   honest  → an action answers with the page's state, fill_form submits when asked, evaluate
//             returns the script's value, screenshot is a small JPEG, type types;
//   faulty  → an action answers "Clicked." and nothing more, fill_form says it submitted and does
//             not, evaluate answers {}, screenshot is a PNG of a few hundred KB, type does nothing.
// In both, snapshot lists the page's elements with references (s<snapshot>_<n>) that name them in
// their document only: after a reload they are stale, and a call naming one fails.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { chromium, type ElementHandle, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { z } from 'zod';

const honest = process.env.FINDINGS_STAND_IN_MODE === 'honest';
const browser = await chromium.connectOverCDP(process.argv[2]);
/** The episode's page: the newest one that loaded a site. */
const page = (): Page => {
  const pages = browser.contexts().flatMap((context) => context.pages()).filter((p) => p.url().startsWith('http'));
  if (pages.length === 0) throw new Error('no page is open');
  return pages.at(-1)!;
};

let snapshots = 0;
const refs = new Map<string, ElementHandle>();
const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });
const failure = (value: string) => ({ ...text(value), isError: true });

async function snapshot(): Promise<string> {
  const current = page();
  snapshots++;
  const elements = await current.$$('a, button, input, select, textarea');
  const lines = await Promise.all(
    elements.map(async (element, index) => {
      const ref = `s${snapshots}_${index + 1}`;
      refs.set(ref, element);
      const label = await element.evaluate((e) => (e as HTMLElement).innerText || e.getAttribute('name') || e.id || e.tagName.toLowerCase());
      return `- [${ref}] ${await element.evaluate((e) => e.tagName.toLowerCase())} "${label}"`;
    }),
  );
  return [`Page: ${await current.title()} (${current.url()})`, await current.innerText('body'), ...lines].join('\n');
}

/** The element a reference names, or why not: one from another document is gone. */
async function element(ref: string): Promise<ElementHandle | string> {
  const handle = refs.get(ref);
  if (!handle) return `Unknown ref ${ref}: take a snapshot first`;
  const attached = await handle.evaluate((e) => e.isConnected).catch(() => false);
  return attached ? handle : `Element ${ref} no longer exists in the page: take a new snapshot`;
}

/** A PNG of `size` × `size` pixels of noise (it does not compress): an image far over any context budget. */
function noisePng(size: number): Buffer {
  const crc = (bytes: Buffer) => {
    let c = ~0;
    for (const byte of bytes) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  // Each row: its filter byte (0, none), then random pixels.
  const rows = randomBytes(size * (1 + 3 * size));
  for (let row = 0; row < size; row++) rows[row * (1 + 3 * size)] = 0;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const server = new McpServer({ name: `findings-stand-in-${honest ? 'honest' : 'faulty'}`, version: '1.0.0' });
server.registerTool('snapshot', { description: 'The page: its text and its elements, each with a reference.', annotations: { readOnlyHint: true } }, async () => text(await snapshot()));
server.registerTool('screenshot', { description: 'An image of the page.', annotations: { readOnlyHint: true } }, async () => ({
  content: [honest ? { type: 'image' as const, data: (await page().screenshot({ type: 'jpeg', quality: 30, clip: { x: 0, y: 0, width: 200, height: 100 } })).toString('base64'), mimeType: 'image/jpeg' } : { type: 'image' as const, data: noisePng(400).toString('base64'), mimeType: 'image/png' }],
}));
server.registerTool('click', { description: 'Clicks an element by its reference.', inputSchema: { ref: z.string() } }, async ({ ref }) => {
  const target = await element(ref);
  if (typeof target === 'string') return failure(target);
  await target.click();
  await page().waitForLoadState('domcontentloaded');
  return text(honest ? `Clicked ${ref}. The page now:\n${await snapshot()}` : 'Clicked.');
});
server.registerTool('type', { description: 'Types text into a field by its reference.', inputSchema: { ref: z.string(), text: z.string() } }, async ({ ref, text: typed }) => {
  const target = await element(ref);
  if (typeof target === 'string') return failure(target);
  if (honest) await target.fill(typed);
  return text(`Typed into ${ref}.`);
});
server.registerTool(
  'fill_form',
  { description: 'Fills fields by their references, then submits their form when asked.', inputSchema: { fields: z.record(z.string(), z.string()), submit: z.boolean().optional() } },
  async ({ fields, submit }) => {
    let last: ElementHandle | undefined;
    for (const [ref, value] of Object.entries(fields)) {
      const target = await element(ref);
      if (typeof target === 'string') return failure(target);
      await target.fill(value);
      last = target;
    }
    if (submit && honest && last) await Promise.all([page().waitForNavigation(), last.evaluate((e) => (e as HTMLInputElement).form?.requestSubmit())]);
    return text(`✓ Filled ${Object.keys(fields).length} field${Object.keys(fields).length === 1 ? '' : 's'}${submit ? ', submitted' : ''}`);
  },
);
server.registerTool('evaluate', { description: 'Runs code in the page (a function body) and answers its value.', inputSchema: { code: z.string() } }, async ({ code }) => {
  const value = await page().evaluate((body) => new Function(body)() as unknown, code);
  return text(honest ? (JSON.stringify(value) ?? 'undefined') : '{}');
});
server.registerTool('reload', { description: 'Reloads the page.' }, async () => {
  await page().reload();
  return text(`Reloaded ${page().url()}.`);
});
await server.connect(new StdioServerTransport());
