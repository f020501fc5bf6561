import fs from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';
import type { Adapter } from './adapters/adapter.ts';
import { resolveAdapter } from './adapters/index.ts';
import { harnessLaunchOptions } from './browser/chromium.ts';
import { BrowserKeeper } from './browser/keeper.ts';
import { eventsJsonl } from './episode/events.ts';
import { resultAttachmentName, summarize } from './episode/result.ts';
import { runEpisode, type EpisodeOutcome, type Instrumentation } from './episode/runner.ts';
import { Workspace } from './episode/workspace.ts';
import { resolveTarget, type McpTarget } from './targets/index.ts';
import { hasSecretInputs, type TaskSpec } from './task-spec/schema.ts';
import { transcriptPath } from './transcripts/format.ts';
import { recordingRequested, recordTranscript } from './transcripts/record.ts';
import { hostResolverRules } from './web/host-rules.ts';
import { resolveWebMode, type WebMode } from './web/mode.ts';
import { startWebServers, type WebServers } from './web/site-server.ts';

/** Lowers every task's step cap for a run (never raises it). */
export const MAX_STEPS_ENV = 'BENCH_MAX_STEPS';
// A tool response attached to the trace is cut here: traces stay small, never a whole page dump.
const ATTACHMENT_LIMIT = 16 * 1024;

export interface WorkerOptions {
  /** Which adapter chooses the tool calls; each Playwright project sets one. */
  adapterName: string;
  /** Whether public hostnames are replayed offline or reached live; BENCH_WEB overrides it. */
  webMode: WebMode;
}

interface WorkerFixtures extends WorkerOptions {
  web: WebServers;
  browsers: BrowserKeeper;
  /** The first browser's bound endpoint and DevTools port (BrowserAccess). */
  browserEndpoint: string;
  browserCdpUrl: string;
  target: McpTarget;
  /** The browser context and MCP server this worker's episodes run in. */
  workspace: Workspace;
}

export interface RunTaskOptions {
  /** Replay this transcript instead of the task's own. */
  transcriptFile?: string;
  /** Use this adapter (or the adapter of this name) instead of the project's. */
  adapter?: string | Adapter;
}

interface TestFixtures {
  runTask(task: TaskSpec, options?: RunTaskOptions): Promise<EpisodeOutcome>;
}

function stepCapOverride(): number | undefined {
  const raw = process.env[MAX_STEPS_ENV];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${MAX_STEPS_ENV}=${raw} is not a positive whole number`);
  return value;
}

function bounded(text: string): string {
  return text.length <= ATTACHMENT_LIMIT ? text : `${text.slice(0, ATTACHMENT_LIMIT)}\n… (${text.length - ATTACHMENT_LIMIT} more characters cut)`;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  adapterName: ['mock', { option: true, scope: 'worker' }],
  webMode: ['replay', { option: true, scope: 'worker' }],

  target: [async ({}, use) => use(resolveTarget()), { scope: 'worker' }],

  web: [
    async ({}, use) => {
      const web = await startWebServers();
      await use(web);
      await web.close();
    },
    { scope: 'worker' },
  ],

  // One Debian Chromium per worker, resolving every hostname to the local servers or nowhere, with
  // its DevTools port open for servers that attach over CDP; launched again if it crashes.
  browsers: [
    async ({ playwright, web, webMode }, use) => {
      const options = harnessLaunchOptions(hostResolverRules(web, resolveWebMode(webMode)));
      const browsers = new BrowserKeeper((args) => playwright.chromium.launch({ ...options, args: [...options.args!, ...args] }));
      await browsers.access();
      await use(browsers);
      await browsers.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // The worker's first browser, for tests that drive it themselves; episodes run in `workspace`.
  browser: [async ({ browsers }, use) => use((await browsers.access()).browser), { scope: 'worker' }],
  browserEndpoint: [async ({ browsers }, use) => use((await browsers.access()).endpoint), { scope: 'worker' }],
  browserCdpUrl: [async ({ browsers }, use) => use((await browsers.access()).cdpUrl), { scope: 'worker' }],

  workspace: [
    async ({ browsers, target }, use, workerInfo) => {
      const dir = path.join(workerInfo.project.outputDir, `.workspace-${workerInfo.workerIndex}`);
      const workspace = new Workspace(browsers, target, dir);
      await use(workspace);
      await workspace.discard();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],

  runTask: async ({ workspace, adapterName, web, webMode, trace }, use, testInfo) => {
    let episodes = 0;
    const instrumentation: Instrumentation = {
      step: (title, body) => base.step(title, body),
      attach: (name, body) => testInfo.attach(name, { body: bounded(body), contentType: 'text/plain' }),
    };
    await use(async (task, options = {}) => {
      // A Playwright trace records what the MCP server typed, so a secret would reach trace.zip.
      const traceMode = typeof trace === 'string' ? trace : trace.mode;
      if (hasSecretInputs(task) && traceMode !== 'off')
        throw new Error(`${task.id} has secret inputs: run it with test.use({ trace: 'off' }) (trace is ${traceMode}); a trace would record what was typed`);
      const cap = stepCapOverride();
      const capped = cap !== undefined && cap < task.maxSteps ? { ...task, maxSteps: cap } : task;
      const adapter = typeof options.adapter === 'object' ? options.adapter : resolveAdapter(options.adapter ?? adapterName);
      const outputDir = testInfo.outputPath(`episode-${++episodes}-${task.id}`);
      fs.mkdirSync(outputDir, { recursive: true });
      // The episode's own time cap decides; the test timeout only has to outlast it.
      testInfo.setTimeout(testInfo.timeout + capped.maxDurationMs + 30_000);
      const target = workspace.target;
      const transcriptFile = options.transcriptFile ?? transcriptPath(target.name, task.id);

      const outcome = await runEpisode(capped, {
        workspace,
        adapter,
        transcriptFile,
        outputDir,
        instrumentation,
        web: { mode: resolveWebMode(webMode), unmatched: web.unmatched },
      });

      const events = eventsJsonl(outcome.events);
      fs.writeFileSync(path.join(outputDir, 'events.jsonl'), events);
      await testInfo.attach(resultAttachmentName(task.id), { body: JSON.stringify(outcome.result, null, 2), contentType: 'application/json' });
      await testInfo.attach(`${task.id} events`, { body: events, contentType: 'application/x-ndjson' });
      if (recordingRequested()) {
        const file = recordTranscript(outcome, capped, target, adapter, transcriptFile);
        console.log(`recorded ${path.relative(process.cwd(), file)}: ${summarize(outcome.result)}`);
      }
      return outcome;
    });
  },
});

export { expect } from '@playwright/test';
