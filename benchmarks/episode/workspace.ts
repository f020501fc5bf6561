import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import type { BrowserAccess, BrowserKeeper } from '../browser/keeper.ts';
import { McpServerError, McpSession } from '../mcp/session.ts';
import type { McpTarget } from '../targets/target.ts';
import { withinTime } from '../time-limit.ts';

export interface Viewport {
  width: number;
  height: number;
}

// A reset that does not finish in this time means the browser is in trouble: start over instead.
const RESET_TIMEOUT_MS = 5_000;
const WARM_UP_TIMEOUT_MS = 30_000;

interface Held {
  access: BrowserAccess;
  context: BrowserContext;
  viewport: string;
  session?: McpSession;
  /** Origins the context has talked to since its last reset: whose storage the next reset clears. */
  origins: Set<string>;
}

/**
 * Where a worker's episodes run: one browser context and the target's MCP server.
 *
 * Starting an MCP server costs far more than most episodes' tool calls, so a target whose
 * server keeps its state per page (`serverLifetime: 'worker'`) gets one server per worker: its
 * context is reset in place between episodes (pages closed, cookies, permissions, storage and
 * cache of every origin it touched cleared) and the server adopts the episode's fresh page. An
 * episode that ended in `error` or `timeout` may have left either in a bad state, so both are
 * thrown away and the next episode starts fresh. Other targets get a new context and server
 * for every episode. A browser that crashed is launched again (see BrowserKeeper), and the
 * workspace moves to it.
 */
export class Workspace {
  private held?: Held;
  private readonly serverDir: string;

  /** `dir`: where a reused server runs and writes; its files move to each episode's folder. */
  constructor(
    private readonly browsers: Pick<BrowserKeeper, 'access'>,
    readonly target: McpTarget,
    dir: string,
  ) {
    this.serverDir = path.join(dir, 'server');
  }

  private get reusable(): boolean {
    return this.target.serverLifetime === 'worker';
  }

  /** A clean context with one blank page, for the next episode. */
  async begin(viewport: Viewport): Promise<{ context: BrowserContext; page: Page }> {
    const access = await this.browsers.access();
    const held = this.held;
    if (held && (held.access !== access || held.viewport !== JSON.stringify(viewport) || held.session?.closed)) await this.discard();
    if (this.held) {
      try {
        const page = await withinTime(this.reset(this.held), RESET_TIMEOUT_MS, () => new Error(`resetting the browser context took over ${RESET_TIMEOUT_MS} ms`));
        return { context: this.held.context, page };
      } catch {
        await this.discard();
      }
    }
    const context = await access.browser.newContext({ viewport });
    const origins = new Set<string>();
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    });
    this.held = { access, context, viewport: JSON.stringify(viewport), origins };
    return { context, page: await context.newPage() };
  }

  private async reset(held: Held): Promise<Page> {
    const { context } = held;
    const previous = context.pages();
    // The new page opens while the old ones close: the server adopts it as its only tab.
    const [page] = await Promise.all([context.newPage(), ...previous.map((old) => old.close()), context.clearCookies(), context.clearPermissions()]);
    const cdp = await context.newCDPSession(page);
    await Promise.all([
      ...[...held.origins].map((origin) => cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })),
      cdp.send('Network.clearBrowserCache'),
    ]);
    await cdp.detach();
    held.origins.clear();
    return page;
  }

  /** The target's MCP server for this episode: the kept one, or a new one. */
  async server(episodeDir: string): Promise<{ session: McpSession; reused: boolean }> {
    const held = this.held;
    if (!held) throw new Error('Workspace.server() before begin()');
    if (held.session) return { session: held.session, reused: true };
    const outputDir = this.reusable ? this.serverDir : episodeDir;
    fs.mkdirSync(outputDir, { recursive: true });
    const session = await McpSession.open(this.target, { endpoint: held.access.endpoint, cdpUrl: held.access.cdpUrl, outputDir });
    held.session = session;
    const warmUp = this.target.warmUp;
    if (warmUp) {
      const answer = await session.call(warmUp.tool, warmUp.args, WARM_UP_TIMEOUT_MS);
      if (answer.kind === 'error') throw new McpServerError(`${this.target.name} failed its warm-up call ${warmUp.tool}: ${answer.text.slice(0, 200)}`);
    }
    return { session, reused: false };
  }

  /**
   * Ends an episode: what the server wrote moves to the episode's folder; the context and server
   * are kept for the next episode only if the target allows it and `clean` says nothing broke.
   */
  async end(episodeDir: string, clean: boolean): Promise<void> {
    if (!(this.reusable && clean)) await this.discard();
    if (fs.existsSync(this.serverDir)) {
      fs.mkdirSync(episodeDir, { recursive: true });
      for (const name of fs.readdirSync(this.serverDir)) fs.renameSync(path.join(this.serverDir, name), path.join(episodeDir, name));
    }
  }

  /** Stops the server and closes the context. */
  async discard(): Promise<void> {
    const held = this.held;
    this.held = undefined;
    await held?.session?.close();
    await held?.context.close().catch(() => {});
  }
}
