import type { BrowserContext, Page } from '@playwright/test';

export interface LaunchCommand {
  command: string;
  args: string[];
  /** Extra environment for the server process (on top of a minimal safe environment). */
  env?: Record<string, string>;
}

/** How a server can reach the harness's browser, and where it may write. */
export interface LaunchOptions {
  /** Playwright's bound-browser endpoint (browser.bind). */
  endpoint: string;
  /** The browser's DevTools HTTP endpoint, for servers that attach over CDP. */
  cdpUrl: string;
  outputDir: string;
}

/**
 * An MCP browser server under test: how to start it against the harness's own browser, how the
 * judge finds the page the agent is on, and how its tools split into observations and actions.
 */
export interface McpTarget {
  name: string;
  /** The npm package the server comes from; its installed version goes into every result. */
  packageName: string;
  version(): string;
  /** Why this server cannot run on this machine (not installed), if it cannot: its tasks are skipped with it. */
  unavailable?(): string | undefined;
  launch(options: LaunchOptions): LaunchCommand;
  /**
   * How long one server process may serve. `worker`: its state lives in the pages it drives (element
   * refs restart on every page), so one server serves all of a worker's episodes, in one browser
   * context reset in place between them. `episode`: its state spans pages, so every episode gets a
   * fresh server (and context).
   */
  serverLifetime: 'worker' | 'episode';
  /**
   * A call without effect on the page that the harness makes on a new server before the agent's
   * first, when the server attaches to the browser only on its first call: every episode then meets
   * the server in the same state, whether the server is new or kept from an earlier episode.
   */
  warmUp?: { tool: string; args: Record<string, unknown> };
  /** Tools that only read the page; every other tool counts as an action. */
  observationTools: ReadonlySet<string>;
  /** Tools no agent may be given: they would close or take over the harness's browser. */
  forbiddenTools: ReadonlySet<string>;
  /** The page the judge evaluates once the agent stops. */
  agentPage(context: BrowserContext): Page | undefined;
}

export function defineTarget(target: McpTarget): McpTarget {
  return target;
}
