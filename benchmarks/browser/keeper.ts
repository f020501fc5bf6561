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

  /** `launch` starts a browser with the given extra command-line arguments; `connect` reaches one over CDP. */
  constructor(
    private readonly launch: (args: string[]) => Promise<Browser>,
    private readonly connect: (cdpUrl: string) => Promise<Browser>,
  ) {}

  async access(): Promise<BrowserAccess> {
    const current = await this.current?.catch(() => undefined);
    if (!current?.browser.isConnected()) this.current = this.start();
    return this.current!;
  }

  private async start(): Promise<BrowserAccess> {
    const { browser, cdpUrl } = await launchWithDevtoolsPort(this.launch);
    const { endpoint } = await browser.bind('contract-eval', { host: '127.0.0.1', port: 0 });
    let connected: Promise<Browser> | undefined;
    return {
      browser,
      endpoint,
      cdpUrl,
      overCdp: () => (connected ??= this.connect(cdpUrl)),
      dropCdp: async () => {
        const closing = connected;
        connected = undefined;
        await (await closing?.catch(() => undefined))?.close();
      },
    };
  }

  async close(): Promise<void> {
    const current = await this.current?.catch(() => undefined);
    this.current = undefined;
    if (!current?.browser.isConnected()) return;
    await current.dropCdp();
    await current.browser.unbind();
    await current.browser.close();
  }
}
