import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { OPTIONS, readOption } from '../../environment/registry.ts';
import type { LaunchCommand } from '../../mcp/session.ts';
import { defineTarget, latestHint } from '../target.ts';
import { OpenChromeSolver, openedTab, TAB_ID } from './solver.ts';

/** Where `npm run setup:openchrome` builds it (git-ignored); the `openchromeDir` option looks elsewhere. */
const OPENCHROME_DIR = path.resolve(import.meta.dirname, '../../../.openchrome/current');

// OpenChrome is not on this machine's npm registry: it is used when configured (the
// `openchromeCommand` option, to which the harness appends `--port <DevTools port>`), built, or installed.
function command(): string[] | undefined {
  const configured = readOption('openchromeCommand');
  if (configured) return configured.split(/\s+/).filter(Boolean);
  // dist/index.js, not the package's bin entry: the bin checks the registry for updates.
  const built = path.join(readOption('openchromeDir') ?? OPENCHROME_DIR, 'dist/index.js');
  if (fs.existsSync(built)) return [process.execPath, built, 'serve'];
  for (const binary of ['openchrome', 'openchrome-mcp']) {
    try {
      return [execFileSync('which', [binary], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(), 'serve'];
    } catch {
      // not installed under this name
    }
  }
  return undefined;
}

// CDP target ids (32 hex digits) name OpenChrome's tabs; they are new in every run. Only these
// tools' answers are read for them: a page's own text could hold such a string.
const TAB_IDS = new RegExp(TAB_ID.source, 'g');
const TAB_NAMING_TOOLS = new Set(['navigate', 'tabs_create', 'tabs_context']);
// Tools that open a tab (or, without a tabId, act in one they pick) and name it in their answer.
const TAB_OPENING_TOOLS = new Set(['navigate', 'tabs_create']);
// Every tabs_create sets off a sweep this long after: it closes the untracked tabs still at
// about:blank (its session-manager.ts: Chrome's leftovers of a cross-origin navigation).
const GHOST_TAB_SWEEP_MS = 500 + 100;

export const openchrome = defineTarget({
  name: 'openchrome',
  unavailable: () =>
    command() ? undefined : `OpenChrome is not built: run npm run setup:openchrome (or set ${OPTIONS.openchromeCommand.variable}, e.g. "node /path/to/openchrome/dist/index.js serve")`,
  // Every tool tier: uploads need file_upload, a tier-2 tool. HOME inside the episode's folder keeps
  // what it writes there (its memory would otherwise carry over between episodes).
  launch: ({ cdpUrl }, outputDir): LaunchCommand => ({
    program: command() ?? ['openchrome-mcp', 'serve'],
    args: ['--port', new URL(cdpUrl).port, '--all-tools'],
    env: { HOME: path.join(outputDir, 'home') },
  }),
  // Its tabs_create (and navigate without a tab) opens a tab in the browser's default context.
  reach: 'browser',
  // It tracks the tabs it drives for the life of its process and closes them when it stops.
  serverLifetime: 'episode',
  // Its clicks return before the navigation they start (targets.md, known behaviours).
  actionsOutrunNavigation: true,
  // It publishes no annotations: its read-only tools are listed here.
  toolClasses: {
    read_page: 'observe',
    find: 'observe',
    query_dom: 'observe',
    inspect: 'observe',
    tabs_context: 'observe',
    wait_for: 'observe',
    page_content: 'observe',
    performance_metrics: 'observe',
    oc_profile_status: 'observe',
    list_profiles: 'observe',
    page_reload: 'navigate',
    javascript_tool: 'script',
  },
  // tabs_close and oc_stop would close the page the judge must read; memory keeps state across
  // episodes; page_pdf writes files anywhere; the orchestration tools drive other tabs and
  // contexts. (tabs_create is given: its tab opens in the browser's default context, which the
  // harness watches, judges and cleans for this target.)
  forbiddenTools: new Set([
    'tabs_close',
    'oc_stop',
    'memory',
    'page_pdf',
    'worker',
    'worker_update',
    'worker_complete',
    'workflow_init',
    'workflow_status',
    'workflow_collect',
    'workflow_collect_partial',
    'workflow_cleanup',
    'execute_plan',
    'batch_execute',
    'batch_paginate',
  ]),
  hostReach: {
    // Files it reads: uploads, and the browser profiles it lists.
    hostPaths: { file_upload: ['filePaths'], list_profiles: ['userDataDir'] },
    notHostPaths: { cookies: { path: "a cookie's URL path" } },
    // A worker of its own is a browser context of its own (its session manager creates one per new worker id).
    unwatchedArgs: {
      navigate: { workerId: 'opens the page in a worker of its own (a browser context of its own)' },
      tabs_create: { workerId: 'opens the tab in a worker of its own (a browser context of its own)' },
    },
    listingArgs: { tabs_context: { workerId: 'lists the tabs of one worker' } },
  },
  // It works only in tabs it tracks, opened in the browser's default context. Adopting the
  // episode's page instead (it must track a tab of its own first) keeps the agent in the episode's
  // context, with the task's viewport, where the harness watches and resets everything.
  prepare: async (call, pageTargetId) => {
    const own = openedTab('tabs_create', (await call('tabs_create', { url: 'about:blank' })).text);
    const sweepDue = Date.now() + GHOST_TAB_SWEEP_MS;
    await call('javascript_tool', { tabId: pageTargetId, code: '1' });
    // The sweep that tabs_create set off closes any tab then still blank that it does not track,
    // so an agent's own tabs_create in that time lost its new tab ("Tab … not found"): it runs
    // before the server reads the next call once it is due.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, sweepDue - Date.now())));
    await call('tabs_close', { tabId: own });
    return [{ family: 'tab', value: pageTargetId }];
  },
  handlesIn: (tool, response) =>
    TAB_NAMING_TOOLS.has(tool) ? [...new Set(response.text.match(TAB_IDS) ?? [])].map((value) => ({ family: 'tab', value })) : [],
  // Every page tool names its tab: the agent's page is the tab of its latest such call, or the tab
  // a call without one opened (tabs_create) or picked (navigate) and named in its answer.
  agentPage: (calls) =>
    latestHint(calls, ({ tool, args, response }) => {
      if (typeof args.tabId === 'string') {
        const handle = /^«handle:(.+)»$/.exec(args.tabId)?.[1];
        return handle === undefined ? undefined : { handle };
      }
      const opened = TAB_OPENING_TOOLS.has(tool) ? TAB_ID.exec(response.text)?.[0] : undefined;
      return opened === undefined ? undefined : { targetId: opened };
    }),
  solver: (io, context) => new OpenChromeSolver(io, context),
});
