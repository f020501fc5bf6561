import fs from 'node:fs';
import path from 'node:path';
import { defineAdapter, procedureAgent, type AgentCall, type AgentFeedback } from '../benchmarks/adapters/adapter.ts';
import { withoutTimings, type EpisodeResult } from '../benchmarks/episode/result.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { answerBytes } from '../benchmarks/mcp/session.ts';
import type { TaskSpecInput } from '../benchmarks/task-spec/schema.ts';
import { validateTaskSpec, ValidationError } from '../benchmarks/task-spec/validate.ts';
import { writtenFiles } from './run-playwright.ts';
import { scriptedAdapter } from './scripted-adapter.ts';

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

/**
 * Runs an episode twice: everything but the timings must come out the same both times, answers'
 * bytes and tokens too (they leave out what arrived while a call ran: McpTarget.timedLines).
 */
async function twice(runTask: (task: ReturnType<typeof searchTask>, options: object) => Promise<{ result: EpisodeResult }>, task: ReturnType<typeof searchTask>, calls: AgentCall[]) {
  const first = await runTask(task, { adapter: scriptedAdapter(calls) });
  const second = await runTask(task, { adapter: scriptedAdapter(calls) });
  expect(withoutTimings(second.result)).toEqual(withoutTimings(first.result));
  return first.result;
}

test('a loop guard stops repeated observations before the step cap and the time cap, naming the guard, never a judge clause', async ({ runTask }) => {
  const task = searchTask({ loopGuards: [{ kind: 'max_observation_calls', limit: 2, window: 4 }] });
  const { result, events } = await runTask(task, { adapter: scriptedAdapter(Array(10).fill(snapshot)) });
  expect(result).toMatchObject({ status: 'guard_stopped', steps: 3, message: 'loopGuards[0] (max_observation_calls): 3 > limit 2 after browser_snapshot' });
  // The page was judged, for the record, and did not meet the contract; the guard is why it stopped, not a clause.
  expect(result.verdict?.outcome).toBe('fail');
  expect(result.failedClause).toBeUndefined();
  expect(result.envelope).toMatchObject({ guard: 'loopGuards[0] (max_observation_calls)', budget_status: 'exceeded', counters: { observations: 3 } });
  // The state the agent was given on the way: near, then at the limit.
  expect(events.filter((e) => e.type === 'envelope').map((e) => (e as { budget_status: string }).budget_status)).toEqual(['near', 'exceeded']);
  expect(result.durationMs).toBeLessThan(task.maxDurationMs);
  await twice(runTask, task, Array(10).fill(snapshot));
});

test('a tool of a class the task does not allow is not executed and ends the episode disallowed_tool, naming tool, class and step', async ({ runTask }) => {
  const task = searchTask({ allowedToolClasses: ['observe', 'act'] });
  const calls: AgentCall[] = [snapshot, { tool: 'browser_type', args: { element: 'Search terms', target: 'e5', text: 'cats' } }, { tool: 'browser_navigate', args: { url: 'http://fixtures.test/search.html?q=cats' } }];
  const result = await twice(runTask, task, calls);
  expect(result).toMatchObject({
    status: 'disallowed_tool',
    steps: 2,
    message: "step 3: browser_navigate (navigate) is not in the task's allowedToolClasses (observe, act); not executed",
  });
  // No side effect: the navigation never ran.
  expect(result.finalUrl).toBe('http://fixtures.test/search.html');
});

test.describe('on chrome-devtools-mcp', () => {
  test.use({ target: 'chrome-devtools-mcp' });
  test('one signature works on every target: its tool classes hold for this server too', async ({ runTask }) => {
    const task = searchTask({ allowedToolClasses: ['observe', 'act'] });
    const { result } = await runTask(task, { adapter: scriptedAdapter([{ tool: 'take_snapshot', args: {} }, { tool: 'evaluate_script', args: { function: '() => 1' } }]) });
    expect(result).toMatchObject({ status: 'disallowed_tool', steps: 1, message: "step 2: evaluate_script (script) is not in the task's allowedToolClasses (observe, act); not executed" });
  });
});

test("a transcript with a call outside the signature's allowed classes is refused before the episode starts, naming the line", async ({ runTask }) => {
  const { default: searchForm } = await import('../benchmarks/tasks/signature/search-form.ts');
  const task = validateTaskSpec({ ...searchForm, signature: { ...searchForm.signature, allowedToolClasses: ['observe'] } }, 'search-form');
  const { result } = await runTask(task);
  expect(result).toMatchObject({ status: 'disallowed_tool', steps: 0 });
  expect(result.message).toMatch(/search-form\.jsonl:3: browser_type \(act\) is not in the task's allowedToolClasses \(observe\); the transcript is refused/);
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

test('without a signature an episode has no envelope summary, and the default envelope still stops a loop', async ({ runTask }) => {
  const task = validateTaskSpec({ id: 'plain', title: 'plain', startUrl: 'http://fixtures.test/search.html', goal: 'x', success: { kind: 'url', pattern: 'search' } }, 'plain');
  const calm = await runTask(task, { adapter: scriptedAdapter([snapshot]) });
  expect(calm.result.status).toBe('passed');
  expect(calm.result).not.toHaveProperty('envelope');
  const wandering = await runTask(task, { adapter: scriptedAdapter(Array(8).fill(snapshot)) });
  expect(wandering.result).toMatchObject({ status: 'guard_stopped', steps: 6, message: 'envelope.maxConsecutiveSameTool: 6 > limit 5 after browser_snapshot' });
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

test.describe('a secret input', () => {
  test("its value is in no file a recording and its replay wrote: transcript, events, results, the server's own files", async ({ runTask }, testInfo) => {
    const secret = `S3cr3t-${Date.now()}`;
    process.env.BENCH_INPUT_ACCESS_CODE = secret;
    const task = validateTaskSpec(
      {
        id: 'members-search',
        title: 'Search the members catalogue',
        startUrl: 'http://fixtures.test/search.html',
        goal: 'Search for "{{query}}" in the members catalogue with the access code {{code}}.',
        maxSteps: 8,
        maxDurationMs: 30_000,
        success: { kind: 'dom_text', selector: '#result', contains: 'Searched: cats (members catalogue)' },
        signature: { inputs: { query: { type: 'string', value: 'cats' }, code: { type: 'string', redaction: 'secret', env: 'BENCH_INPUT_ACCESS_CODE' } } },
        reference: [
          { do: 'fill', on: { role: 'searchbox', name: 'Search terms' }, text: '{{query}}' },
          { do: 'fill', on: { role: 'textbox', name: 'Access code (optional)' }, text: '{{code}}' },
          { do: 'click', on: { role: 'button', name: 'Search' } },
        ],
      },
      'members-search',
    );
    try {
      const transcriptFile = testInfo.outputPath('members-search.jsonl');
      const recorded = await runTask(task, { adapter: 'reference', record: true, transcriptFile });
      expect(recorded.result.status, recorded.result.message).toBe('passed');
      const replayed = await runTask(task, { transcriptFile });
      expect(replayed.result.status, replayed.result.message).toBe('passed');
      expect(fs.readFileSync(transcriptFile, 'utf8')).toContain('«secret:code»');
      for (const outcome of [recorded, replayed]) expect(JSON.stringify(outcome)).not.toContain(secret);
      const written = [...writtenFiles(testInfo.outputPath())];
      expect(written.some(([file]) => path.basename(file) === 'events.jsonl')).toBe(true);
      expect(written.filter(([, bytes]) => bytes.includes(secret)).map(([file]) => file)).toEqual([]);
    } finally {
      delete process.env.BENCH_INPUT_ACCESS_CODE;
    }
  });
});

test("an answer's bytes and tokens leave out @playwright/mcp's pointer to the console entries that landed while the call ran", async ({ runTask }) => {
  // Two calls alike but for how many entries they log (1 and 9): their answers differ only in the log's line range.
  const logs = (count: number) => ({ function: `() => { for (let i = 0; i < ${count}; i++) console.log('entry ' + i); return 'logged'; }` });
  const feedback: AgentFeedback[] = [];
  const adapter = defineAdapter({
    name: 'console-logger',
    startEpisode: async () =>
      procedureAgent(async (call) => {
        for (const count of [1, 9]) feedback.push(await call('browser_evaluate', logs(count)));
      }),
  });
  const { result, events } = await runTask(searchTask({}), { adapter });
  const [one, nine] = feedback;
  const pointer = /\n### Events\n- New console entries: console-[\dTZ-]+\.log#(L\d+(?:-L\d+)?)$/;
  expect(one.text).toMatch(pointer);
  expect(nine.text).toMatch(pointer);
  // Each names its own lines (the page's own entries, such as a missing icon's, land in either): nine more, past line 9.
  const [from, to] = pointer.exec(nine.text)![1].split('-').map((line) => Number(line.slice(1)));
  expect(to - from).toBeGreaterThanOrEqual(8);
  expect(to).toBeGreaterThanOrEqual(10);
  // As sent, the answers differ; as measured, they do not.
  expect(answerBytes([{ type: 'text', text: one.text }], undefined)).toBeLessThan(answerBytes([{ type: 'text', text: nine.text }], undefined));
  expect(nine.bytes).toBe(one.bytes);
  expect(one.bytes).toBe(answerBytes([{ type: 'text', text: one.text.replace(pointer, '') }], undefined));
  expect(events.filter((e) => e.type === 'tool_result').map((e) => (e as { bytes: number }).bytes)).toEqual([one.bytes, one.bytes]);
  expect(result.calls[1].tokens).toBe(result.calls[0].tokens);
});
