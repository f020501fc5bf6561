import { execFileSync } from 'node:child_process';
import { defineTarget, type LaunchCommand } from './target.ts';

/** The command that starts OpenChrome's MCP server; the harness appends `--port <DevTools port>`. */
export const OPENCHROME_COMMAND_ENV = 'BENCH_OPENCHROME_COMMAND';

// OpenChrome is not on this machine's npm registry: it is used when configured or installed.
function command(): string[] | undefined {
  const configured = process.env[OPENCHROME_COMMAND_ENV];
  if (configured) return configured.split(/\s+/).filter(Boolean);
  for (const binary of ['openchrome', 'openchrome-mcp']) {
    try {
      return [execFileSync('which', [binary], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(), 'serve'];
    } catch {
      // not installed under this name
    }
  }
  return undefined;
}

export const openchrome = defineTarget({
  name: 'openchrome',
  packageName: 'openchrome-mcp',
  version: () => (command() ? 'configured' : 'not installed'),
  unavailable: () =>
    command()
      ? undefined
      : `OpenChrome is not installed: set ${OPENCHROME_COMMAND_ENV} (e.g. "node /path/to/openchrome/dist/index.js serve") or put openchrome-mcp on PATH`,
  launch: ({ cdpUrl }): LaunchCommand => {
    const [binary, ...args] = command() ?? ['openchrome-mcp', 'serve'];
    return { command: binary, args: [...args, '--port', new URL(cdpUrl).port] };
  },
  // It opens a tab of its own when it starts and closes it when it stops.
  serverLifetime: 'episode',
  observationTools: new Set(['read_page', 'find', 'tabs_context', 'page_screenshot', 'query_dom', 'inspect']),
  // tabs_close or oc_stop would close the tab the judge must read.
  forbiddenTools: new Set(['tabs_close', 'oc_stop']),
  // OpenChrome opens its own tab; the newest page is where the agent is.
  agentPage: (context) => context.pages().at(-1),
});
