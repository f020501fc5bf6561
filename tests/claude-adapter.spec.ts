import fs from 'node:fs';
import path from 'node:path';
import { claudeAdapter, type ClaudeSettings } from '../benchmarks/adapters/claude.ts';
import type { EpisodeResult } from '../benchmarks/episode/result.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { validateTaskSpec } from '../benchmarks/task-spec/validate.ts';
import { TRANSCRIPTS_DIR, TRANSCRIPTS_DIR_ENV } from '../benchmarks/transcripts/format.ts';
import { answer, apiError, startStandIn, toolUse, type StandIn, type Turn } from './anthropic-stand-in.ts';
import { jsonAttachment, runPlaywright, writtenFiles } from './run-playwright.ts';

// The real @anthropic-ai/sdk, pointed at a local stand-in of the Messages API.
const API_KEY = 'sk-ant-test-9f3c2a7e-never-written-anywhere';

let standIn: StandIn | undefined;
test.afterEach(async () => standIn?.close());

async function claudeRun(turns: Turn[], options: { loop?: boolean } = {}) {
  standIn = await startStandIn(turns, options);
  const settings: ClaudeSettings = { apiKey: API_KEY, baseURL: standIn.url, model: 'claude-sonnet-4-5', maxRetries: 3 };
  return claudeAdapter(() => settings);
}

const exampleTask = (maxSteps = 10) =>
  validateTaskSpec(
    {
      id: 'claude-example',
      title: 'example',
      startUrl: 'https://example.com/',
      goal: 'Read the main heading.',
      maxSteps,
      maxDurationMs: 60_000,
      success: { kind: 'dom_text', selector: 'h1', contains: 'Example Domain' },
    },
    'claude-example',
  );

test('a usage that pushes the cost over USD 0.50 stops the episode budget_exceeded, naming the USD cap', async ({ runTask }) => {
  // 200k input tokens at USD 3 per million: USD 0.60.
  const adapter = await claudeRun([toolUse('browser_snapshot', {}, { input_tokens: 200_000, output_tokens: 0 })]);
  const { result } = await runTask(exampleTask(), { adapter });
  expect(result.status).toBe('budget_exceeded');
  expect(result.message).toBe('budget cap maxUsdPerTask reached: USD 0.6000 spent after turn 1; the cap is USD 0.50');
  expect(result.steps).toBe(0);
  expect(result.agent).toMatchObject({ costUsd: 0.6, usage: { apiCalls: 1, inputTokens: 200_000 } });
});

test('a 51st tool call stops the episode budget_exceeded, naming the iteration cap; 50 ran', async ({ runTask }) => {
  // An action and an observation in turn, so no envelope streak limit stops it first.
  const tiny = { input_tokens: 100, output_tokens: 10 };
  const adapter = await claudeRun([toolUse('browser_navigate', { url: 'https://example.com/' }, tiny), toolUse('browser_snapshot', {}, tiny)], { loop: true });
  const { result } = await runTask(exampleTask(60), { adapter });
  expect(result.status).toBe('budget_exceeded');
  expect(result.message).toBe('budget cap maxToolIterations reached: the model asked for tool call 51; the cap is 50');
  expect(result.steps).toBe(50);
});

test('a 429 is retried and the episode passes', async ({ runTask }) => {
  const adapter = await claudeRun([apiError(429, 'rate_limit_error', 'slow down'), answer('The heading is Example Domain.')]);
  const { result } = await runTask(exampleTask(), { adapter });
  expect(result.status).toBe('passed');
  expect(standIn!.requests).toHaveLength(2);
  expect(result.agent?.usage.apiCalls).toBe(1);
});

test('repeated 500s end the episode error with the API message, after a bounded number of retries', async ({ runTask }) => {
  const adapter = await claudeRun([apiError(500, 'api_error', 'Internal server error at the stand-in')], { loop: true });
  const started = Date.now();
  const { result } = await runTask(exampleTask(), { adapter });
  expect(result.status).toBe('error');
  expect(result.message).toContain('Internal server error at the stand-in');
  expect(result.message).not.toContain(API_KEY);
  expect(standIn!.requests).toHaveLength(4); // the first try and 3 retries
  expect(Date.now() - started).toBeLessThan(30_000);
});

test('an unknown tool and invalid arguments go back to the model as is_error tool results; the episode goes on', async ({ runTask }) => {
  const adapter = await claudeRun([toolUse('browser_teleport', {}), toolUse('browser_navigate', { url: 42 }), answer('Done.')]);
  const { result } = await runTask(exampleTask(), { adapter });
  expect(result).toMatchObject({ status: 'passed', steps: 2, toolCalls: { total: 2, errors: 2 } });
  for (const request of standIn!.requests.slice(1)) {
    const last = request.messages.at(-1)!;
    expect(last.role).toBe('user');
    expect(last.content).toEqual([expect.objectContaining({ type: 'tool_result', is_error: true })]);
  }
  // What the model was offered: the server's tools minus those no agent may get.
  const offered = standIn!.requests[0].tools.map((t) => t.name);
  expect(offered).toContain('browser_navigate');
  expect(offered).not.toContain('browser_close');
  expect(standIn!.requests[0].max_tokens).toBe(4096);
});

test('the envelope state goes to the model with the tool result once a limit is near', async ({ runTask }) => {
  const snapshot = toolUse('browser_snapshot', {});
  const adapter = await claudeRun([snapshot, snapshot, snapshot, snapshot, snapshot, answer('Done.')]);
  const { result } = await runTask(exampleTask(), { adapter });
  expect(result.status).toBe('passed');
  const envelopeNotes = standIn!.requests.slice(1).map((request) => {
    const content = request.messages.at(-1)!.content as Array<{ content: Array<{ text?: string }> }>;
    return content[0].content.map((part) => part.text ?? '').find((text) => text.startsWith('[harness envelope]')) ?? 'none';
  });
  expect(envelopeNotes.slice(0, 3)).toEqual(['none', 'none', 'none']);
  expect(envelopeNotes[3]).toContain('"budget_status":"near","recommended_next":"change_strategy_or_verify"');
  expect(envelopeNotes[4]).toContain('"budget_status":"exceeded"');
  expect(envelopeNotes[4]).toContain('envelope.maxConsecutiveSameTool: 5/5');
});

test('happy path: the claude project passes task-01, records a transcript that replays in mock with the same verdict, and writes the key nowhere', async ({}, testInfo) => {
  test.setTimeout(180_000);
  standIn = await startStandIn([toolUse('browser_navigate', { url: 'https://example.com/' }), answer('The heading is "Example Domain".')]);
  const transcripts = testInfo.outputPath('transcripts');
  fs.cpSync(TRANSCRIPTS_DIR, transcripts, { recursive: true });
  const env = { ANTHROPIC_API_KEY: API_KEY, ANTHROPIC_BASE_URL: standIn.url, BENCH_WEB: 'replay', BENCH_RECORD: '1', [TRANSCRIPTS_DIR_ENV]: transcripts };
  const live = await runPlaywright(['--project=claude', '--grep=task-01-example-com-title', '--trace=on'], env, testInfo.outputPath('claude-run'));
  expect(live.code, live.stdout + live.stderr).toBe(0);
  const recorded = jsonAttachment<EpisodeResult>(live.results[0].result, 'task-01-example-com-title result');
  expect(recorded).toMatchObject({ status: 'passed', adapter: 'claude', web: 'replay', steps: 1, agent: { model: { id: 'claude-sonnet-4-5', maxTokens: 4096 }, usage: { apiCalls: 2 } } });
  expect(recorded.agent!.costUsd).toBeGreaterThan(0);
  expect(live.stdout).toMatch(/model cost: USD 0\.\d+ over 1 episode/);

  const transcript = fs.readFileSync(path.join(transcripts, 'playwright-mcp/task-01-example-com-title.jsonl'), 'utf8');
  expect(JSON.parse(transcript.split('\n')[0])).toMatchObject({ method: 'model', recordedBy: 'claude-sonnet-4-5 through the claude adapter' });

  const replay = await runPlaywright(['--project=mock', '--grep=task-01-example-com-title'], { [TRANSCRIPTS_DIR_ENV]: transcripts }, testInfo.outputPath('mock-run'));
  expect(replay.code, replay.stdout + replay.stderr).toBe(0);
  const replayed = jsonAttachment<EpisodeResult>(replay.results[0].result, 'task-01-example-com-title result');
  expect(replayed.verdict).toEqual(recorded.verdict);

  // Transcripts, events, results, reports and traces: the key is in none of them.
  const written = [...writtenFiles(testInfo.outputPath('claude-run')), ...writtenFiles(testInfo.outputPath('mock-run')), ...writtenFiles(transcripts)];
  expect(written.some(([file]) => file.includes('trace.zip:'))).toBe(true);
  expect(written.filter(([, bytes]) => bytes.includes(API_KEY)).map(([file]) => file)).toEqual([]);
});
