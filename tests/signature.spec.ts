import fs from 'node:fs';
import path from 'node:path';
import { defineAdapter, scriptedAgent, type AgentCall } from '../benchmarks/adapters/adapter.ts';
import { withoutTimings, type EpisodeResult } from '../benchmarks/episode/result.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { playwrightMcp } from '../benchmarks/targets/playwright-mcp.ts';
import { TASKS_DIR_ENV } from '../benchmarks/task-spec/load.ts';
import type { TaskSpecInput } from '../benchmarks/task-spec/schema.ts';
import { validateTaskSpec, ValidationError } from '../benchmarks/task-spec/validate.ts';
import { TRANSCRIPTS_DIR, TRANSCRIPTS_DIR_ENV, transcriptPath } from '../benchmarks/transcripts/format.ts';
import { jsonAttachment, runPlaywright, writtenFiles } from './run-playwright.ts';

const script = (calls: AgentCall[]) => defineAdapter({ name: 'script', startEpisode: async () => scriptedAgent(calls) });
const snapshot: AgentCall = { tool: 'browser_snapshot', args: {} };
const searchTask = (signature: NonNullable<TaskSpecInput['signature']>, extra: Partial<TaskSpecInput> = {}) =>
  validateTaskSpec(
    {
      id: 'search-signature',
      title: 'search',
      startUrl: 'http://fixtures.test/search.html',
      goal: 'Search for cats.',
      maxSteps: 20,
      maxDurationMs: 60_000,
      success: { kind: 'dom_text', selector: '#result', contains: 'Searched: cats' },
      signature,
      ...extra,
    },
    'search-signature',
  );

/** Runs an episode twice: every status must come out the same both times. */
async function twice(runTask: (task: ReturnType<typeof searchTask>, options: object) => Promise<{ result: EpisodeResult }>, task: ReturnType<typeof searchTask>, calls: AgentCall[]) {
  const first = await runTask(task, { adapter: script(calls) });
  const second = await runTask(task, { adapter: script(calls) });
  expect(withoutTimings(second.result)).toEqual(withoutTimings(first.result));
  return first.result;
}

test('a loop guard stops repeated observations before the step cap and the time cap, naming the guard', async ({ runTask }) => {
  const task = searchTask({ loopGuards: [{ kind: 'max_observation_calls', limit: 2, window: 4 }] });
  const { result, events } = await runTask(task, { adapter: script(Array(10).fill(snapshot)) });
  expect(result).toMatchObject({ status: 'guard_stopped', steps: 3, message: 'loopGuards[0] (max_observation_calls): 3 > limit 2 after browser_snapshot' });
  expect(result.envelope).toMatchObject({ guard: 'loopGuards[0] (max_observation_calls)', budget_status: 'exceeded', counters: { observations: 3 } });
  // The state the agent was given on the way: near, then at the limit.
  expect(events.filter((e) => e.type === 'envelope').map((e) => (e as { budget_status: string }).budget_status)).toEqual(['near', 'exceeded']);
  expect(result.durationMs).toBeLessThan(task.maxDurationMs);
  await twice(runTask, task, Array(10).fill(snapshot));
});

test('a tool outside allowedTools is not executed and ends the episode disallowed_tool, naming tool and step', async ({ runTask }) => {
  const task = searchTask({ allowedTools: ['browser_snapshot', 'browser_type'] });
  const calls: AgentCall[] = [snapshot, { tool: 'browser_type', args: { element: 'Search terms', target: 'e5', text: 'cats' } }, { tool: 'browser_click', args: { element: 'Search', target: 'e9' } }];
  const result = await twice(runTask, task, calls);
  expect(result).toMatchObject({ status: 'disallowed_tool', steps: 2, message: "step 3: browser_click is not in the task's allowedTools; not executed" });
  // No side effect: the search never ran.
  expect(result.verdict).toMatchObject({ outcome: 'fail', observed: '' });
});

test("a transcript with a call outside the signature's allowedTools is refused before the episode starts, naming the line", async ({ runTask }) => {
  const { default: searchForm } = await import('../benchmarks/tasks/signature/search-form.ts');
  const task = validateTaskSpec({ ...searchForm, signature: { ...searchForm.signature, allowedTools: ['browser_snapshot'] } }, 'search-form');
  const { result } = await runTask(task);
  expect(result).toMatchObject({ status: 'disallowed_tool', steps: 0 });
  expect(result.message).toMatch(/search-form\.jsonl:3: browser_type is not in the task's allowedTools; the transcript is refused/);
});

test('navigations: beyond maxSameUrlNavigations a warning; outside allowedDomains refused and not executed', async ({ runTask }) => {
  const task = searchTask({ envelope: { allowedDomains: ['fixtures.test'], maxSameUrlNavigations: 2 } });
  const go = (url: string): AgentCall => ({ tool: 'browser_navigate', args: { url } });
  const result = await twice(runTask, task, [go('http://fixtures.test/search.html'), snapshot, go('http://fixtures.test/search.html'), snapshot, go('http://fixtures.test/search.html'), go('https://example.com/')]);
  expect(result.finalUrl).toBe('http://fixtures.test/search.html');
  expect(result.envelope).toMatchObject({
    warnings: ['step 5: http://fixtures.test/search.html navigated to 3 times (limit 2)'],
    refused: ['step 6: navigation to https://example.com/ refused: example.com is outside allowedDomains (fixtures.test)'],
    navigationsPerUrlMax: 3,
    counters: { errors: 1 },
  });
});

test('without a signature an episode is as before: no envelope summary, the default envelope still guards', async ({ runTask }) => {
  const task = validateTaskSpec({ id: 'plain', title: 'plain', startUrl: 'http://fixtures.test/search.html', goal: 'x', success: { kind: 'url', pattern: 'search' } }, 'plain');
  const calm = await runTask(task, { adapter: script([snapshot]) });
  expect(calm.result.status).toBe('passed');
  expect(calm.result).not.toHaveProperty('envelope');
  const wandering = await runTask(task, { adapter: script(Array(8).fill(snapshot)) });
  expect(wandering.result).toMatchObject({ status: 'guard_stopped', steps: 6, message: 'envelope.maxConsecutiveSameTool: 6 > limit 5 after browser_snapshot' });
});

test("playwright-mcp's observation tools are the read-only ones", () => {
  expect([...playwrightMcp.observationTools].sort()).toEqual(
    ['browser_console_messages', 'browser_find', 'browser_network_request', 'browser_network_requests', 'browser_snapshot', 'browser_tabs', 'browser_take_screenshot'].sort(),
  );
});

test('signatures are validated: limit > window, a secret with a literal value, an undeclared {{input}}', () => {
  let problems: string[] = [];
  try {
    validateTaskSpec(
      {
        id: 'bad',
        title: 'bad',
        startUrl: 'http://fixtures.test/',
        goal: 'Find {{missing}}.',
        success: { kind: 'url', pattern: 'x' },
        signature: { inputs: { pin: { type: 'string', redaction: 'secret', value: '1234' } }, loopGuards: [{ kind: 'max_same_tool', limit: 5, window: 3 }] },
      },
      'bad',
    );
  } catch (error) {
    problems = (error as ValidationError).problems;
  }
  expect(problems).toEqual(
    expect.arrayContaining([
      'signature.inputs.pin.value: a secret input takes its value from env, never from the task file',
      'signature.loopGuards[0].limit: limit must be ≤ window',
      'goal: {{missing}} names no input in signature.inputs',
    ]),
  );
});

test("a secret input's value is absent from every file a record run and its replay wrote", async ({}, testInfo) => {
  test.setTimeout(180_000);
  const secret = `S3cr3t-${Date.now()}`;
  const tasks = testInfo.outputPath('tasks');
  fs.mkdirSync(path.join(tasks, 'secrets'), { recursive: true });
  fs.writeFileSync(
    path.join(tasks, 'secrets', 'members-search.ts'),
    `export default ${JSON.stringify({
      id: 'members-search',
      title: 'Search the members catalogue',
      startUrl: 'http://fixtures.test/search.html',
      goal: 'Search for "{{query}}" in the members catalogue with the access code {{code}}.',
      maxSteps: 8,
      maxDurationMs: 30_000,
      success: { kind: 'dom_text', selector: '#result', contains: 'Searched: cats (members catalogue)' },
      signature: {
        inputs: { query: { type: 'string', value: 'cats' }, code: { type: 'string', redaction: 'secret', env: 'BENCH_INPUT_ACCESS_CODE' } },
      },
    })};\n`,
  );
  const transcripts = testInfo.outputPath('transcripts');
  fs.cpSync(TRANSCRIPTS_DIR, transcripts, { recursive: true });
  fs.writeFileSync(
    path.join(transcripts, 'playwright-mcp', 'members-search.plan.json'),
    JSON.stringify({
      note: 'The access code is written as its marker; the harness types the value.',
      calls: [
        { tool: 'browser_type', args: { element: 'Search terms', target: '#q', text: 'cats' } },
        { tool: 'browser_type', args: { element: 'Access code', target: '#code', text: '«secret:code»', submit: true } },
        { tool: 'browser_snapshot', args: {} },
      ],
    }),
  );
  const env = { [TASKS_DIR_ENV]: tasks, [TRANSCRIPTS_DIR_ENV]: transcripts, BENCH_INPUT_ACCESS_CODE: secret };
  const recorded = await runPlaywright(['--project=plan', 'benchmarks/secret-episodes.spec.ts'], { ...env, BENCH_RECORD: '1' }, testInfo.outputPath('record'));
  expect(recorded.code, recorded.stdout + recorded.stderr).toBe(0);
  expect(jsonAttachment<EpisodeResult>(recorded.results[0].result, 'members-search result').status).toBe('passed');
  const replayed = await runPlaywright(['--project=mock', 'benchmarks/secret-episodes.spec.ts'], env, testInfo.outputPath('replay'));
  expect(replayed.code, replayed.stdout + replayed.stderr).toBe(0);

  const transcript = fs.readFileSync(path.join(transcripts, path.relative(TRANSCRIPTS_DIR, transcriptPath('playwright-mcp', 'members-search'))), 'utf8');
  expect(transcript).toContain('«secret:code»');
  const written = [...writtenFiles(testInfo.outputPath('record')), ...writtenFiles(testInfo.outputPath('replay')), ...writtenFiles(transcripts)];
  expect(written.filter(([, bytes]) => bytes.includes(secret)).map(([file]) => file)).toEqual([]);
  expect(recorded.stdout + recorded.stderr + replayed.stdout + replayed.stderr).not.toContain(secret);
});
