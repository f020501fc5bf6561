import { createRequire } from 'node:module';
import path from 'node:path';
import { defineTarget } from './target.ts';

const require = createRequire(import.meta.url);
const packageJsonPath = require.resolve('@playwright/mcp/package.json');

export const playwrightMcp = defineTarget({
  name: 'playwright-mcp',
  packageName: '@playwright/mcp',
  version: () => (require(packageJsonPath) as { version: string }).version,
  // --endpoint attaches the server to the harness's bound browser: it drives the harness's own
  // context, so the judge and the trace see exactly what the agent did.
  launch: ({ endpoint, outputDir }) => ({
    command: process.execPath,
    args: [path.join(path.dirname(packageJsonPath), 'cli.js'), '--endpoint', endpoint, '--output-dir', outputDir],
  }),
  // Element refs restart on every page and tabs are the context's pages: one server per worker.
  serverLifetime: 'worker',
  // It connects to the browser on its first call and learns the open pages only then: a first
  // call such as browser_wait_for would find "No open pages available".
  warmUp: { tool: 'browser_tabs', args: { action: 'list' } },
  observationTools: new Set([
    'browser_snapshot',
    'browser_take_screenshot',
    'browser_tabs',
    'browser_console_messages',
    'browser_network_requests',
    'browser_network_request',
    'browser_find',
  ]),
  // browser_close would close the harness's context (and lose the trace); run_code_unsafe runs
  // arbitrary Playwright code with the same reach.
  forbiddenTools: new Set(['browser_close', 'browser_run_code_unsafe']),
  // The server works in the context's pages; the newest open one is where the agent is.
  agentPage: (context) => context.pages().at(-1),
});
