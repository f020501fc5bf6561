import fs from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';
import type { Adapter } from './adapters/adapter.ts';
import { resolveAdapter } from './adapters/index.ts';
import { RUN_CAP_ANNOTATION, SHARD_ANNOTATION } from './annotations.ts';
import { harnessLaunchOptions } from './browser/chromium.ts';
import { BrowserKeeper } from './browser/keeper.ts';
import { ScreenshotClasses } from './contracts/screenshot/classes.ts';
import { readOption } from './environment/registry.ts';
import { eventsJsonl } from './episode/events.ts';
import { resultAttachmentName, summarize } from './episode/result.ts';
import { runEpisode, type EpisodeEnvironment, type EpisodeOutcome, type Instrumentation } from './episode/runner.ts';
import { Workspace, Workspaces } from './episode/workspace.ts';
import { optionDefaults, type BenchOptions } from './options.ts';
import { noticeInterrupts } from './status/interrupt.ts';
import { targetNamed } from './targets/index.ts';
import type { McpTarget } from './targets/target.ts';
import { hasSecretInputs, type TaskSpec } from './task-spec/schema.ts';
import { runRecordingPath, transcriptPath } from './transcripts/format.ts';
import { recordingRequested, recordTranscript } from './transcripts/record.ts';
import { hostResolverRules } from './web/host-rules.ts';
import { resolveWebMode } from './web/mode.ts';
import { startWebServers, type WebServers } from './web/site-server.ts';

// A tool response attached to the trace is cut here: traces stay small, never a whole page dump.
const ATTACHMENT_LIMIT = 16 * 1024;

export interface WorkerOptions {
  webMode: BenchOptions['webMode'];
}

interface WorkerFixtures extends WorkerOptions {
  web: WebServers;
  browsers: BrowserKeeper;
  /** The browser contexts, MCP servers and arena this worker's episodes run in, one target at a time. */
  workspaces: Workspaces;
}

export interface RunTaskOptions {
  /** Replay this transcript instead of the task's own. */
  transcriptFile?: string;
  /** Use this adapter (or the adapter of this name) instead of the project's. */
  adapter?: string | Adapter;
  /** Write the episode as a transcript (to `transcriptFile`); the `record` option sets it for a run. */
  record?: boolean;
  /** Who watches the episode from outside through its hooks (the judge check): see EpisodeObserver. */
  observers?: EpisodeEnvironment['observers'];
  /** A test's negative control only: see EpisodeEnvironment.uncontained. */
  uncontained?: EpisodeEnvironment['uncontained'];
}

export interface TestOptions {
  /** Who chooses the tool calls: test-scoped, so one project can compare several (the controls). */
  adapterName: BenchOptions['adapterName'];
  /** The MCP server under test: test-scoped, so one run (and one file) can cover several. */
  target: BenchOptions['target'];
  // Test-scoped like the target: a file that moves them shares the run's workers (and their browsers).
  transcriptsDir: BenchOptions['transcriptsDir'];
  runsDir: BenchOptions['runsDir'];
}

interface TestFixtures extends TestOptions {
  mcpTarget: McpTarget;
  workspace: Workspace;
  runTask(task: TaskSpec, options?: RunTaskOptions): Promise<EpisodeOutcome>;
}

function bounded(text: string): string {
  return text.length <= ATTACHMENT_LIMIT ? text : `${text.slice(0, ATTACHMENT_LIMIT)}\n… (${text.length - ATTACHMENT_LIMIT} more characters cut)`;
}

const defaults = optionDefaults();

export const test = base.extend<TestFixtures, WorkerFixtures>({
  adapterName: ['mock', { option: true }],
  webMode: ['replay', { option: true, scope: 'worker' }],
  target: [defaults.target, { option: true }],
  transcriptsDir: [defaults.transcriptsDir, { option: true }],
  runsDir: [defaults.runsDir, { option: true }],

  mcpTarget: async ({ target }, use, testInfo) => {
    const mcpTarget = targetNamed(target);
    // A server this machine cannot run (not installed): every test on it is skipped, saying why.
    const unavailable = mcpTarget.unavailable?.();
    testInfo.skip(unavailable !== undefined, unavailable);
    await use(mcpTarget);
  },

  web: [
    async ({}, use) => {
      const web = await startWebServers();
      await use(web);
      await web.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  // One Debian Chromium per worker, resolving every hostname to the local servers or nowhere, with
  // its DevTools port open for servers that attach over CDP; launched again if it crashes.
  browsers: [
    async ({ playwright, web, webMode }, use) => {
      const options = harnessLaunchOptions(hostResolverRules(web, resolveWebMode(webMode)));
      const browsers = new BrowserKeeper(
        (args, env) => playwright.chromium.launch({ ...options, args: [...options.args!, ...args], env }),
        (cdpUrl) => playwright.chromium.connectOverCDP(cdpUrl),
      );
      await browsers.access();
      await use(browsers);
      await browsers.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // The worker's browser, for tests that drive it themselves; episodes run in `workspace`.
  browser: [async ({ browsers }, use) => use((await browsers.access()).browser), { scope: 'worker' }],

  workspaces: [
    async ({ browsers, web }, use, workerInfo) => {
      noticeInterrupts();
      const dir = path.join(workerInfo.project.outputDir, `.workspace-${workerInfo.workerIndex}`);
      const workspaces = new Workspaces((target) => new Workspace(browsers, target, path.join(dir, target.name), web.arena));
      await use(workspaces);
      await workspaces.discard();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  // The target first: a test skipped for want of its server never starts the worker's browser.
  workspace: async ({ mcpTarget, workspaces }, use) => use(await workspaces.for(mcpTarget)),

  runTask: async ({ workspace, adapterName, web, webMode, transcriptsDir, runsDir, trace }, use, testInfo) => {
    let episodes = 0;
    const instrumentation: Instrumentation = {
      step: (title, body) => base.step(title, body),
      attach: (name, body) => testInfo.attach(name, { body: bounded(body), contentType: 'text/plain' }),
    };
    const screenshotClasses = new ScreenshotClasses();
    await use(async (task, options = {}) => {
      // A Playwright trace records what the MCP server typed, so a secret would reach trace.zip.
      const traceMode = typeof trace === 'string' ? trace : trace.mode;
      if (hasSecretInputs(task) && traceMode !== 'off')
        throw new Error(`${task.id} has secret inputs: run it with test.use({ trace: 'off' }) (trace is ${traceMode}); a trace would record what was typed`);
      // The `maxSteps` option lowers every task's step cap for a run (never raises it).
      const cap = readOption('maxSteps');
      const capped = cap !== undefined && cap < task.maxSteps ? { ...task, maxSteps: cap } : task;
      const adapter = typeof options.adapter === 'object' ? options.adapter : resolveAdapter(options.adapter ?? adapterName);
      // On a shard, the episode says which: the merged report sums each shard's spend.
      const { shard } = testInfo.config;
      if (shard) testInfo.annotations.push({ type: SHARD_ANNOTATION, description: `${shard.current}/${shard.total}` });
      // Not started is not failed: the test is skipped with the reason (the run's model budget is spent).
      const notStarted = adapter.notStarted?.(capped);
      if (notStarted?.runCap) testInfo.annotations.push({ type: RUN_CAP_ANNOTATION, description: notStarted.reason });
      if (notStarted) testInfo.skip(true, notStarted.reason);
      const outputDir = testInfo.outputPath(`episode-${++episodes}-${task.id}`);
      fs.mkdirSync(outputDir, { recursive: true });
      // The episode's own time cap decides; the test timeout only has to outlast it.
      testInfo.setTimeout(testInfo.timeout + capped.maxDurationMs + 30_000);
      const transcriptFile = options.transcriptFile ?? transcriptPath(workspace.target.transcriptsOf ?? workspace.target.name, task.id, transcriptsDir);

      const outcome = await runEpisode(capped, {
        workspace,
        adapter,
        transcriptFile,
        outputDir,
        instrumentation,
        web: { mode: resolveWebMode(webMode), unmatched: web.unmatched, sites: web.arena.sites },
        screenshotClasses,
        ...(options.observers && { observers: options.observers }),
        ...(options.uncontained && { uncontained: options.uncontained }),
      });

      // Progress, one line per episode, through the test's own output: reporters print it in turn.
      const { result } = outcome;
      const subGoals = result.subGoals ? `, ${result.subGoals.right}/${result.subGoals.total} sub-goals` : '';
      console.log(`  [${result.target.name}] ${result.task}: ${result.status}, ${result.steps} step${result.steps === 1 ? '' : 's'}${subGoals}, ${(result.durationMs / 1000).toFixed(1)} s`);
      const events = eventsJsonl(outcome.events);
      fs.writeFileSync(path.join(outputDir, 'events.jsonl'), events);
      await testInfo.attach(resultAttachmentName(task.id), { body: JSON.stringify(outcome.result, null, 2), contentType: 'application/json' });
      await testInfo.attach(`${task.id} events`, { body: events, contentType: 'application/x-ndjson' });
      if (options.record ?? recordingRequested()) {
        if (!adapter.provenance) throw new Error(`the ${adapter.name} adapter replays transcripts; it cannot record them`);
        const provenance = adapter.provenance(transcriptFile);
        const { transcriptsOf } = workspace.target;
        if (transcriptsOf && provenance.method !== 'model') throw new Error(`${workspace.target.name} replays ${transcriptsOf}'s transcripts: record them on ${transcriptsOf}`);
        // A model's run is a measurement, kept apart: only `npm run promote` moves it to the gate's transcripts.
        const file = provenance.method === 'model' ? runRecordingPath(runsDir, outcome.result) : transcriptFile;
        recordTranscript(outcome, capped, provenance, file);
        if (provenance.method === 'model') fs.writeFileSync(file.replace(/\.jsonl$/, '.result.json'), JSON.stringify(outcome.result, null, 2));
        console.log(`recorded ${path.relative(process.cwd(), file)}: ${summarize(outcome.result)}`);
      }
      return outcome;
    });
  },
});

export { expect } from '@playwright/test';
