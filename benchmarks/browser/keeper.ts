import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { launchWithDevtoolsPort } from './chromium.ts';

/** How MCP servers reach the harness's browser. */
export interface BrowserEndpoints {
  /** Playwright's bound-browser endpoint (browser.bind), for servers that attach to it. */
  endpoint: string;
  /** The browser's DevTools HTTP endpoint, for servers that attach over CDP. */
  cdpUrl: string;
}

/** How the harness's browser can be reached: by the harness itself, and by MCP servers. */
export interface BrowserAccess extends BrowserEndpoints {
  browser: Browser;
  /**
   * The same browser as a DevTools client sees it, connected on first use: every context, the
   * browser's default one first. Servers that attach over CDP open their tabs there, where the
   * harness's own `browser` (which lists only the contexts it made) does not see them.
   */
  overCdp(): Promise<Browser>;
  /**
   * Closes that connection, if one is open (the browser stays): a DevTools client attaches to
   * every page of the browser, which episodes of servers that do not reach beyond their context
   * need not pay for.
   */
  dropCdp(): Promise<void>;
}

/**
 * A worker's browser: launched with its DevTools port open and bound for MCP servers, and
 * launched again when it has crashed or was closed, so the episode after a browser crash starts
 * in a working browser.
 */
export class BrowserKeeper {
  private current?: Promise<BrowserAccess>;

  /** The home folder of the browser running now: where a download it was not told to refuse lands (its Downloads). */
  private home?: string;

  /**
   * `launch` starts a browser with the given extra command-line arguments and environment (the
   * process's own, with HOME a temporary folder of the browser's: see start); `connect` reaches
   * one over CDP.
   */
  constructor(
    private readonly launch: (args: string[], env: NodeJS.ProcessEnv) => Promise<Browser>,
    private readonly connect: (cdpUrl: string) => Promise<Browser>,
  ) {}

  async access(): Promise<BrowserAccess> {
    const current = await this.current?.catch(() => undefined);
    if (!current?.browser.isConnected()) this.current = this.start();
    return this.current!;
  }

  private async start(): Promise<BrowserAccess> {
    // Its HOME is a temporary folder of its own, removed with it: a download that gets past the
    // refusals below lands in that folder's Downloads, never in the user's.
    this.removeHome();
    const home = (this.home = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-eval-browser-home-')));
    const env = { ...process.env, HOME: home, XDG_DOWNLOAD_DIR: path.join(home, 'Downloads') };
    const { browser, cdpUrl } = await launchWithDevtoolsPort((args) => this.launch(args, env));
    // Downloads in the browser's default context (where CDP servers open tabs) are refused; the
    // episode contexts refuse theirs. Other DevTools clients set the default context's behaviour
    // too (Playwright's CDP connection; OpenChrome, page by page) or reset it when they leave, so
    // it is set again after the harness's own connection comes and goes. What still gets through
    // (measured: a data: URL OpenChrome's tabs_create opened) lands in the browser's own HOME.
    const session = await browser.newBrowserCDPSession();
    const denyDownloads = () => session.send('Browser.setDownloadBehavior', { behavior: 'deny' });
    await denyDownloads();
    const { endpoint } = await browser.bind('contract-eval', { host: '127.0.0.1', port: 0 });
    let connected: Promise<Browser> | undefined;
    return {
      browser,
      endpoint,
      cdpUrl,
      overCdp: () =>
        (connected ??= this.connect(cdpUrl).then(async (over) => {
          await denyDownloads();
          return over;
        })),
      dropCdp: async () => {
        const closing = connected;
        connected = undefined;
        const over = await closing?.catch(() => undefined);
        if (!over) return;
        await over.close();
        await denyDownloads();
      },
    };
  }

  async close(): Promise<void> {
    const current = await this.current?.catch(() => undefined);
    this.current = undefined;
    if (current?.browser.isConnected()) {
      await current.dropCdp();
      await current.browser.unbind();
      await current.browser.close();
    }
    this.removeHome();
  }

  private removeHome(): void {
    if (this.home) fs.rmSync(this.home, { recursive: true, force: true });
    this.home = undefined;
  }
}
