import { createRequire } from 'node:module';
import path from 'node:path';
import { defineTarget, latestHint } from '../target.ts';
import { PlaywrightMcpSolver } from './solver.ts';

const require = createRequire(import.meta.url);
const packageJsonPath = require.resolve('@playwright/mcp/package.json');

export const playwrightMcp = defineTarget({
  name: 'playwright-mcp',
  // Its initialize answer names Playwright's version, not the server's: the package says which server ran.
  version: () => (require(packageJsonPath) as { version: string }).version,
  // --endpoint attaches the server to the harness's bound browser: it drives the harness's own
  // context, so the judge and the trace see exactly what the agent did. --timeout-action twice
  // its default (5 s): a wait for text the page shows after 5 s on a busy or slower machine (the
  // payment iframe, measured at the start of a 3-worker run) must not decide a verdict.
  launch: ({ endpoint }, outputDir) => ({
    program: [process.execPath, path.join(path.dirname(packageJsonPath), 'cli.js')],
    args: ['--endpoint', endpoint, '--output-dir', outputDir, '--timeout-action', '10000'],
  }),
  reach: 'context',
  // Element refs restart on every page and tabs are the context's pages: one server per worker.
  serverLifetime: 'worker',
  // It connects to the browser on its first call and learns the open pages only then: a first
  // call such as browser_wait_for would find "No open pages available".
  prepare: async (call) => {
    await call('browser_tabs', { action: 'list' });
    return [];
  },
  // browser_tabs opens, selects and closes tabs too; browser_navigate_back takes no URL.
  toolClasses: { browser_tabs: 'act', browser_navigate_back: 'navigate', browser_evaluate: 'script' },
  // browser_close would close the harness's context (and lose the trace); run_code_unsafe runs
  // arbitrary Playwright code with the same reach.
  forbiddenTools: new Set(['browser_close', 'browser_run_code_unsafe']),
  hostReach: {
    // Files it reads (uploads, drops) and writes (a tool's answer saved to a file, relative to its output folder).
    hostPaths: {
      browser_file_upload: ['paths'],
      browser_drop: ['paths'],
      browser_take_screenshot: ['filename'],
      browser_snapshot: ['filename'],
      browser_find: ['filename'],
      browser_evaluate: ['filename'],
      browser_console_messages: ['filename'],
      browser_network_requests: ['filename'],
      browser_network_request: ['filename'],
    },
    unwatchedArgs: { browser_tabs: { isolatedContext: 'opens the tab in a browser context of its own' } },
  },
  // Its answers name the current tab: `- 0: (current) [title](url)` in a tab list, else `- Page URL: …`.
  agentPage: (calls) =>
    latestHint(calls, ({ response }) => {
      const url = /^- \d+: \(current\) \[.*\]\((.*)\)$/m.exec(response.text)?.[1] ?? /^- Page URL: (.*)$/m.exec(response.text)?.[1];
      return url === undefined ? undefined : { url };
    }),
  solver: (io, context) => new PlaywrightMcpSolver(io, context),
  // `- New console entries: console-<time>.log#L3-L5`, the console messages that landed before it
  // answered, in an Events section of its own (its heading goes with it) or before a download's line.
  timedLines: /\n### Events\n- New console entries: [^\n]*(?=\n### |(?![\s\S]))|^- New console entries: [^\n]*\n(?=- )/gm,
});
