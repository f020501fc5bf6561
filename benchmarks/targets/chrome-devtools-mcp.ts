import { createRequire } from 'node:module';
import path from 'node:path';
import { defineTarget } from './target.ts';

const require = createRequire(import.meta.url);
const packageJsonPath = require.resolve('chrome-devtools-mcp/package.json');

export const chromeDevtoolsMcp = defineTarget({
  name: 'chrome-devtools-mcp',
  packageName: 'chrome-devtools-mcp',
  version: () => (require(packageJsonPath) as { version: string }).version,
  // Attaches over CDP to the harness's own browser, so the judge sees the page the agent drove.
  // Hermetic: no usage statistics, no CrUX lookups, no update check.
  launch: ({ cdpUrl }) => ({
    command: process.execPath,
    args: [
      path.join(path.dirname(packageJsonPath), 'build/src/bin/chrome-devtools-mcp.js'),
      '--browserUrl',
      cdpUrl,
      '--no-usage-statistics',
      '--no-performance-crux',
      // One agent per server: page-scoped tools act on the selected page, no pageId needed.
      '--no-page-id-routing',
    ],
    env: { CHROME_DEVTOOLS_MCP_NO_UPDATE_CHECKS: '1', CHROME_DEVTOOLS_MCP_NO_USAGE_STATISTICS: '1' },
  }),
  // Snapshot uids (`1_4`) count snapshots per server: a reused server would shift every recorded uid.
  serverLifetime: 'episode',
  observationTools: new Set([
    'take_snapshot',
    'take_screenshot',
    'list_pages',
    'list_network_requests',
    'get_network_request',
    'list_console_messages',
    'get_console_message',
    'get_css_styles',
  ]),
  // close_page would close the page the judge must read; new_page opens outside the episode's
  // browser context, where the judge cannot see it.
  forbiddenTools: new Set(['close_page', 'new_page']),
  agentPage: (context) => context.pages().at(-1),
});
