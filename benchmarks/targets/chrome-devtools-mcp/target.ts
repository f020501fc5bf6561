import { createRequire } from 'node:module';
import path from 'node:path';
import { defineTarget, latestHint } from '../target.ts';
import { ChromeDevtoolsMcpSolver } from './solver.ts';

const require = createRequire(import.meta.url);
const packageJsonPath = require.resolve('chrome-devtools-mcp/package.json');

export const chromeDevtoolsMcp = defineTarget({
  name: 'chrome-devtools-mcp',
  version: () => (require(packageJsonPath) as { version: string }).version,
  // Attaches over CDP to the harness's own browser, so the judge sees the page the agent drove.
  // Hermetic: no usage statistics, no CrUX lookups, no update check.
  launch: ({ cdpUrl }, outputDir) => ({
    program: [process.execPath, path.join(path.dirname(packageJsonPath), 'build/src/bin/chrome-devtools-mcp.js')],
    args: [
      '--browserUrl',
      cdpUrl,
      '--no-usage-statistics',
      '--no-performance-crux',
      // One agent per server: page-scoped tools act on the selected page, no pageId needed.
      '--no-page-id-routing',
      // The files it saves (screenshots, traces) go to its working folder. (Its upload_file takes any
      // path: the harness refuses one outside that folder, docs/security.md.)
      '--workspace',
      outputDir,
    ],
    env: { CHROME_DEVTOOLS_MCP_NO_UPDATE_CHECKS: '1', CHROME_DEVTOOLS_MCP_NO_USAGE_STATISTICS: '1' },
  }),
  // Its new_page opens a tab in the browser's default context.
  reach: 'browser',
  // Snapshot uids (`1_4`) count snapshots per server: a reused server would shift every recorded uid.
  serverLifetime: 'episode',
  // It attaches to the browser on its first call: a spare started early has seen nothing.
  warmSpare: true,
  // Its annotations leave these unmarked though they only read (screenshots may also save a file);
  // select_page is marked read-only though it changes the page the next calls act on.
  toolClasses: { take_snapshot: 'observe', take_screenshot: 'observe', get_network_request: 'observe', select_page: 'act', evaluate_script: 'script' },
  // close_page would close the page the judge must read. (new_page is given: its tab opens in the
  // browser's default context, which the harness watches, judges and cleans for this target.)
  forbiddenTools: new Set(['close_page']),
  hostReach: {
    // Files it reads (uploads, a script's source) and writes (screenshots, snapshots, traces, bodies, reports).
    hostPaths: {
      upload_file: ['filePaths'],
      evaluate_script: ['sourcePath', 'filePath'],
      take_screenshot: ['filePath'],
      take_snapshot: ['filePath'],
      take_heapsnapshot: ['filePath'],
      get_network_request: ['requestFilePath', 'responseFilePath'],
      performance_start_trace: ['filePath'],
      performance_stop_trace: ['filePath'],
      screencast_start: ['filePath'],
      lighthouse_audit: ['outputDirPath'],
    },
    unwatchedArgs: { new_page: { isolatedContext: 'opens the page in a browser context of its own' } },
  },
  // Its page lists mark the page its tools act on: `2: <title> (<url>) [selected]`, or
  // `2: <url> [selected]` for a page without a title. Until it lists them, the start page is selected.
  agentPage: (calls) =>
    latestHint(calls, ({ response }) => {
      const selected = /^\d+: (?:.* \((\S+)\)|(\S+)) \[selected\]/m.exec(response.text);
      return selected ? { url: selected[1] ?? selected[2] } : undefined;
    }),
  solver: (io, context) => new ChromeDevtoolsMcpSolver(io, context),
});
