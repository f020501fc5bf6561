import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import type { Browser } from '@playwright/test';
import type { Entry, Har } from 'har-format';

/** HTTP archives (standard HAR 1.2) replayed offline, one file per recording. */
export const HAR_DIR = path.resolve(import.meta.dirname, '../../fixtures-site/har');

// Headers that described the bytes on the wire, not the decoded body the HAR keeps.
const WIRE_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/** Recorded responses by `METHOD url`; the last recording of a URL wins. */
export class HarArchive {
  private constructor(private readonly entries: Map<string, Entry>) {}

  static load(files: readonly string[]): HarArchive {
    const entries = new Map<string, Entry>();
    for (const file of files) {
      let har: Har;
      try {
        har = JSON.parse(fs.readFileSync(file, 'utf8')) as Har;
      } catch (error) {
        throw new Error(`${file}: not a HAR file (${(error as Error).message})`);
      }
      if (!Array.isArray(har?.log?.entries)) throw new Error(`${file}: not a HAR file (no log.entries)`);
      for (const entry of har.log.entries) entries.set(`${entry.request.method} ${entry.request.url}`, entry);
    }
    return new HarArchive(entries);
  }

  static listFiles(dir = HAR_DIR): string[] {
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.har'))
      .sort()
      .map((name) => path.join(dir, name));
  }

  /** Hostnames with at least one recorded https response: these resolve to the local mirror. */
  hosts(): string[] {
    const hosts = new Set<string>();
    for (const entry of this.entries.values()) {
      const url = new URL(entry.request.url);
      if (url.protocol === 'https:') hosts.add(url.hostname);
    }
    return [...hosts].sort();
  }

  /** Answers from the archive; false when it holds nothing for this request. */
  serve(method: string, url: string, res: http.ServerResponse): boolean {
    const entry = this.entries.get(`${method} ${url}`);
    if (!entry) return false;
    const { status, headers, content } = entry.response;
    const body = content.text === undefined ? Buffer.alloc(0) : Buffer.from(content.text, content.encoding === 'base64' ? 'base64' : 'utf8');
    const kept = headers.filter((h) => !WIRE_HEADERS.has(h.name.toLowerCase()) && !h.name.startsWith(':'));
    res.writeHead(status, [...kept.flatMap((h) => [h.name, h.value]), 'content-length', String(body.length)]);
    res.end(body);
    return true;
  }
}

/**
 * Records what a browser fetches while opening `urls` into a HAR file (bodies embedded), so the
 * pages can be replayed offline later. The browser decides what "the web" is: the real one, or
 * the fixture site standing in for it in tests.
 */
export async function recordHar(browser: Browser, urls: readonly string[], file: string): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const context = await browser.newContext({ recordHar: { path: file, content: 'embed', mode: 'full' } });
  try {
    const page = await context.newPage();
    for (const url of urls) await page.goto(url, { waitUntil: 'load' });
    await context.close(); // writes the HAR
  } catch (error) {
    // A half recording would replay as if it were whole.
    await context.close();
    fs.rmSync(file, { force: true });
    throw error;
  }
}
