import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { BrowserAccess, BrowserKeeper } from '../browser/keeper.ts';
import { targetIdOf } from '../browser/target-id.ts';
import { McpSession } from '../mcp/session.ts';
import type { McpTarget } from '../targets/target.ts';
import { withinTime } from '../time-limit.ts';
import { UPLOADS_DIR, type ArenaSetup } from '../web/site-server.ts';

export interface Viewport {
  width: number;
  height: number;
}

// The copy of fixtures-site/uploads/ in a server's working folder.
const UPLOADS_FOLDER = 'uploads';
// A reset that does not finish in this time means the browser is in trouble: start over instead.
const RESET_TIMEOUT_MS = 5_000;

/** A server starting in a folder of its own, against one browser: an episode's, or a spare for the next. */
interface StartingServer {
  access: BrowserAccess;
  dir: string;
  session: Promise<McpSession>;
}

interface Held {
  access: BrowserAccess;
  context: BrowserContext;
  viewport: string;
  session?: McpSession;
  /** Where its server runs and writes: the kept server's folder, or the spare's it was given. */
  serverDir?: string;
  /** Origins the context has talked to since its last reset: whose storage the next reset clears. */
  origins: Set<string>;
}

/** The arena's sites, reset with the browser context: their state for the task's setup, and the disturbances that are on. */
export interface ArenaReset {
  reset(setup?: ArenaSetup): void;
}

/**
 * Where a worker's episodes run: one browser context, the target's MCP server, and the arena's
 * server-side state.
 *
 * Starting an MCP server costs far more than most episodes' tool calls, so a target whose
 * server keeps its state per page (`serverLifetime: 'worker'`) gets one server per worker: its
 * context is reset in place between episodes (pages closed, cookies, permissions, storage and
 * cache of every origin it touched cleared) and the server adopts the episode's fresh page. An
 * episode that ended in `error` or `timeout` may have left either in a bad state, so both are
 * thrown away and the next episode starts fresh. Other targets get a new context and server
 * for every episode, in a folder of its own; for a target that allows it (`warmSpare`), the next
 * episode's server starts while one runs, so an episode waits for its server only when that spare
 * is not ready. A browser that crashed is launched again (see BrowserKeeper), and the workspace
 * moves to it.
 */
export class Workspace {
  private held?: Held;
  private spare?: StartingServer;
  private started = 0;
  private readonly serverDir: string;
  /** What the server said it is, from its first start. */
  private serverVersion?: string;

  /** `dir`: where a reused server runs and writes; its files move to each episode's folder. */
  constructor(
    private readonly browsers: Pick<BrowserKeeper, 'access'>,
    readonly target: McpTarget,
    dir: string,
    private readonly arena: ArenaReset = { reset: () => {} },
  ) {
    this.serverDir = path.join(dir, 'server');
  }

  /** The server's version: its package's when the target names it, else its `initialize` answer, else "not started". */
  targetVersion(): string {
    return this.target.version?.() ?? this.serverVersion ?? 'not started';
  }

  private get reusable(): boolean {
    return this.target.serverLifetime === 'worker';
  }

  /**
   * A clean context with one blank page and a fresh arena (set up as the task says), for the
   * next episode; and, for a target that reaches the whole browser, the browser's default context
   * where its tabs open, cleaned: no page, no cookie, no storage of the origins it talked to.
   *
   * Such a target's episode context is made over CDP too (`access.overCdp()`): that client sees
   * every context, so the judge can find a page wherever the server opened it, and its dialogs
   * are not dismissed by a Playwright client that does not listen for them.
   */
  async begin(viewport: Viewport, setup?: ArenaSetup): Promise<{ context: BrowserContext; page: Page; defaultContext?: BrowserContext }> {
    this.arena.reset(setup);
    const access = await this.browsers.access();
    if (this.target.reach === 'context') {
      await access.dropCdp();
      return this.episodeContext(access, access.browser, viewport);
    }
    const browser = await access.overCdp();
    const [defaultContext] = browser.contexts();
    await withinTime(cleanDefaultContext(defaultContext), RESET_TIMEOUT_MS, () => new Error(`cleaning the browser's default context took over ${RESET_TIMEOUT_MS} ms`));
    return { ...(await this.episodeContext(access, browser, viewport)), defaultContext };
  }

  private async episodeContext(access: BrowserAccess, browser: Browser, viewport: Viewport): Promise<{ context: BrowserContext; page: Page }> {
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
    // No download reaches the disk: no task needs one, and a file the agent could drop anywhere is a way out (docs/security.md).
    const context = await browser.newContext({ viewport, acceptDownloads: false });
    this.held = { access, context, viewport: JSON.stringify(viewport), origins: watchContext(context) };
    return { context, page: await context.newPage() };
  }

  private async reset(held: Held): Promise<Page> {
    const { context } = held;
    const previous = context.pages();
    // The new page opens while the old ones close: the server adopts it as its only tab.
    const [page] = await Promise.all([context.newPage(), ...previous.map((old) => old.close()), context.clearCookies(), context.clearPermissions()]);
    await clearOrigins(context, page, held.origins);
    return page;
  }

  /**
   * The target's MCP server for this episode: the kept one, or a new one. Its working folder holds
   * a copy of the files agents may upload (`uploads`): servers may read files there only.
   */
  async server(): Promise<{ session: McpSession; reused: boolean; uploads: string }> {
    const held = this.held;
    if (!held) throw new Error('Workspace.server() before begin()');
    if (held.session) return { session: held.session, reused: true, uploads: path.join(held.serverDir!, UPLOADS_FOLDER) };
    // A spare started against a browser that has since been launched again serves nobody.
    if (this.spare && this.spare.access !== held.access) await this.discardSpare();
    const starting = this.reusable ? { dir: this.serverDir, session: this.launch(held.access, this.serverDir) } : (this.spare ?? this.startServer(held.access));
    this.spare = undefined;
    // Set before the server answers: the episode's end moves (or clears) the folder even if it never does.
    held.serverDir = starting.dir;
    const session = await starting.session;
    held.session = session;
    // The next episode's server starts while this one runs.
    if (this.target.warmSpare) this.spare = this.startServer(held.access);
    this.serverVersion = session.server.version;
    return { session, reused: false, uploads: path.join(starting.dir, UPLOADS_FOLDER) };
  }

  /** Starts the target's server in `dir`, with a copy of the files agents may upload. */
  private launch(access: BrowserAccess, dir: string): Promise<McpSession> {
    fs.mkdirSync(dir, { recursive: true });
    fs.cpSync(UPLOADS_DIR, path.join(dir, UPLOADS_FOLDER), { recursive: true });
    return McpSession.open(this.target.name, this.target.launch(access, dir), dir, this.target.timedLines);
  }

  private startServer(access: BrowserAccess): StartingServer {
    const dir = path.join(path.dirname(this.serverDir), `server-${++this.started}`);
    const session = this.launch(access, dir);
    // A spare that failed to start fails the episode that takes it, not the one it started beside.
    session.catch(() => {});
    return { access, dir, session };
  }

  /**
   * Ends an episode: what the server wrote moves to the episode's folder; the context and server
   * are kept for the next episode only if the target allows it and `clean` says nothing broke.
   */
  async end(episodeDir: string, clean: boolean): Promise<void> {
    const serverDir = this.held?.serverDir;
    if (!(this.reusable && clean)) await this.discardHeld();
    if (serverDir && fs.existsSync(serverDir)) {
      fs.mkdirSync(episodeDir, { recursive: true });
      for (const name of fs.readdirSync(serverDir))
        if (name !== UPLOADS_FOLDER) fs.renameSync(path.join(serverDir, name), path.join(episodeDir, name));
      // A spare's folder served one episode only.
      if (serverDir !== this.serverDir) fs.rmSync(serverDir, { recursive: true, force: true });
    }
  }

  /** Stops the server (and the spare) and closes the context. */
  async discard(): Promise<void> {
    await Promise.all([this.discardHeld(), this.discardSpare()]);
  }

  private async discardSpare(): Promise<void> {
    const spare = this.spare;
    this.spare = undefined;
    if (!spare) return;
    await spare.session.then((session) => session.close(), () => {});
    fs.rmSync(spare.dir, { recursive: true, force: true });
  }

  private async discardHeld(): Promise<void> {
    const held = this.held;
    this.held = undefined;
    await held?.session?.close();
    await held?.context.close().catch(() => {});
  }
}

/** Origins each context has talked to since its last reset: whose storage the next reset clears. */
const touched = new WeakMap<BrowserContext, Set<string>>();

/** Starts recording the origins a context talks to (once per context), and keeps its dialogs open. */
function watchContext(context: BrowserContext): Set<string> {
  let origins = touched.get(context);
  if (origins) return origins;
  touched.set(context, (origins = new Set()));
  // A dialog stays open until the agent's server answers it, as in a browser without the harness:
  // Playwright would dismiss any dialog its own client does not listen for.
  context.on('dialog', () => {});
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  });
  return origins;
}

/** Clears the storage of `origins` and the HTTP cache, through `page` of the context. */
async function clearOrigins(context: BrowserContext, page: Page, origins: Set<string>): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await Promise.all([...[...origins].map((origin) => cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })), cdp.send('Network.clearBrowserCache')]);
  await cdp.detach();
  origins.clear();
}

/**
 * The browser's default context as a new episode must find it: no page (a server's tab of the
 * episode before is closed), no cookie, and no storage of the origins it talked to.
 */
async function cleanDefaultContext(context: BrowserContext): Promise<void> {
  const origins = watchContext(context);
  await Promise.all([...(await pagesOfDefaultContext(context)).map((page) => page.close()), context.clearCookies()]);
  if (origins.size === 0) return;
  const page = await context.newPage();
  await clearOrigins(context, page, origins);
  await page.close();
}

/**
 * The pages of the browser's own default context. A CDP client lists under its default context
 * also the pages of contexts made after it connected by another client (a test's own context):
 * those are not the default context's, and stay open.
 */
async function pagesOfDefaultContext(context: BrowserContext): Promise<Page[]> {
  const pages = context.pages().filter((page) => !page.isClosed());
  if (pages.length === 0) return [];
  const session = await context.browser()!.newBrowserCDPSession();
  const [{ browserContextIds }, { targetInfos }] = await Promise.all([session.send('Target.getBrowserContexts'), session.send('Target.getTargets')]);
  await session.detach();
  const own = new Set(targetInfos.filter((info) => !info.browserContextId || !browserContextIds.includes(info.browserContextId)).map((info) => info.targetId));
  // A page closing meanwhile (a test's own context closed) has no id any more: it is not ours to close.
  const ids = await Promise.all(pages.map((page) => targetIdOf(page).catch(() => undefined)));
  return pages.filter((_, index) => own.has(ids[index] ?? ''));
}

/**
 * A worker's workspaces, one per target, of which one is active at a time: servers that attach
 * over CDP may pick up any page of the browser, so another target's context and server are
 * closed before a target starts.
 */
export class Workspaces {
  private readonly byTarget = new Map<string, Workspace>();

  constructor(private readonly create: (target: McpTarget) => Workspace) {}

  async for(target: McpTarget): Promise<Workspace> {
    for (const [name, other] of this.byTarget) if (name !== target.name) await other.discard();
    let workspace = this.byTarget.get(target.name);
    if (!workspace) this.byTarget.set(target.name, (workspace = this.create(target)));
    return workspace;
  }

  async discard(): Promise<void> {
    for (const workspace of this.byTarget.values()) await workspace.discard();
  }
}
