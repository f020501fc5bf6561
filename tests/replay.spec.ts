import fs from 'node:fs';
import { withoutTimings } from '../benchmarks/episode/result.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';
import type { TaskSpec } from '../benchmarks/task-spec/schema.ts';
import { formatTranscript, listNegativeControls, readTranscript, transcriptPath } from '../benchmarks/transcripts/format.ts';

const { tasks } = await loadTasks();
const task = (id: string): TaskSpec => tasks.find((t) => t.id === id) ?? (() => { throw new Error(`no task ${id}`); })();

/** Writes a copy of a task's transcript with its lines changed, for negative controls. */
function editedTranscript(taskId: string, file: string, edit: (lines: string[]) => void): string {
  const lines = fs.readFileSync(transcriptPath('playwright-mcp', taskId), 'utf8').trimEnd().split('\n');
  edit(lines);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

// Every task of every suite, each its own test so they spread over the workers.
for (const { id } of tasks) {
  test(`${id} passes in mock mode twice, with the same result apart from timings`, async ({ runTask }) => {
    const first = await runTask(task(id));
    const second = await runTask(task(id));
    expect(first.result.status, id).toBe('passed');
    expect(withoutTimings(second.result)).toEqual(withoutTimings(first.result));
  });
}

test('the committed negative control for task-01 fails on its url clause, judged by evaluate.ts', async ({ runTask }) => {
  const [control] = listNegativeControls('playwright-mcp').filter((c) => c.taskId === 'task-01-example-com-title');
  const { result } = await runTask(task(control.taskId), { transcriptFile: control.transcriptFile });
  expect(result.status).toBe('failed');
  expect(result.failedClause).toMatchObject({ clause: 'success.children[0] (url)', expected: 'URL matches /^https://example\\.com//', observed: 'http://fixtures.test/index.html' });
  expect(result.verdict).toMatchObject({ outcome: 'fail', kind: 'and' });
});

test('the recovery task counts its wrong first action as a tool error', async ({ runTask }) => {
  const { result } = await runTask(task('local-recovery-stall'));
  expect(result).toMatchObject({
    status: 'passed',
    steps: 4,
    toolCalls: { total: 4, actions: 2, observations: 2, errors: 1 },
    noProgressEpisodes: 0,
    finalUrl: 'http://fixtures.test/stall.html',
  });
  expect(result.responseBytes).toBeGreaterThan(0);
});

test('a copy of example-h1 expecting NotPresent fails on its dom_text clause, with what was seen', async ({ runTask }) => {
  const { result } = await runTask({ ...task('example-h1'), success: { kind: 'dom_text', selector: 'h1', contains: 'NotPresent' } });
  expect(result.status).toBe('failed');
  expect(result.failedClause).toMatchObject({
    clause: 'success (dom_text)',
    expected: 'text of h1 contains "NotPresent"',
    observed: 'Example Domain',
  });
});

test('an and-contract names the failing child by path', async ({ runTask }) => {
  const form = task('local-form-submit');
  const { result } = await runTask({
    ...form,
    success: { kind: 'and', children: [{ kind: 'url', pattern: 'form-result' }, { kind: 'dom_count', selector: 'li.item', op: 'gte', value: 1 }] },
  });
  expect(result.status).toBe('failed');
  expect(result.failedClause).toMatchObject({ clause: 'success.children[1] (dom_count)', observed: '0 elements' });
});

test('a transcript edited by hand (args changed, digest not) is refused, naming the line', async ({ runTask }, testInfo) => {
  const file = editedTranscript('local-form-submit', testInfo.outputPath('tampered.jsonl'), (lines) => {
    lines[2] = lines[2].replace('Ada Lovelace', 'Grace Hopper');
  });
  const { result } = await runTask(task('local-form-submit'), { transcriptFile: file });
  expect(result.status).toBe('error');
  expect(result.steps).toBe(0);
  expect(result.message).toMatch(/tampered\.jsonl:3: argsDigest does not match the args of browser_fill_form/);
});

test('a recorded response kind that no longer matches ends replay_drift, naming the step', async ({ runTask }, testInfo) => {
  const file = editedTranscript('local-recovery-stall', testInfo.outputPath('drifted.jsonl'), (lines) => {
    lines[1] = lines[1].replace('"response":"error"', '"response":"ok"');
  });
  const { result } = await runTask(task('local-recovery-stall'), { transcriptFile: file });
  expect(result.status).toBe('replay_drift');
  expect(result.steps).toBe(1);
  expect(result.message).toMatch(/^step 1 \(.*drifted\.jsonl:2\): browser_click was recorded answering ok, now error: /);
});

test('a task whose goal changed since recording ends replay_drift before any call', async ({ runTask }) => {
  const { result } = await runTask({ ...task('example-h1'), goal: 'Something else entirely.' });
  expect(result.status).toBe('replay_drift');
  expect(result.steps).toBe(0);
  expect(result.message).toMatch(/example-h1\.jsonl:1: task example-h1 changed since it was recorded/);
});

test('a transcript calling a forbidden or unknown tool is refused before the episode starts', async ({ runTask }, testInfo) => {
  const original = readTranscript(transcriptPath('playwright-mcp', 'example-h1'));
  for (const [tool, status, why] of [
    ['browser_close', 'disallowed_tool', 'browser_close is never given to agents by playwright-mcp'],
    ['browser_teleport', 'error', 'playwright-mcp has no tool browser_teleport'],
  ]) {
    const file = testInfo.outputPath(`${tool}.jsonl`);
    fs.writeFileSync(file, formatTranscript(original.header, [...original.calls, { tool, args: {}, response: 'ok' }]));
    const { result } = await runTask(task('example-h1'), { transcriptFile: file });
    expect(result.status).toBe(status);
    expect(result.steps).toBe(0);
    expect(result.message).toContain(`${tool}.jsonl:3: ${why}`);
  }
});

test('malformed transcript lines are refused with the line number', async ({ runTask }, testInfo) => {
  const cases: Array<[string, (lines: string[]) => void, RegExp]> = [
    ['truncated', (lines) => (lines[1] = lines[1].slice(0, 30)), /truncated\.jsonl:2: not JSON/],
    ['reordered', (lines) => ([lines[1], lines[2]] = [lines[2], lines[1]]), /reordered\.jsonl:2: seq 2 out of order \(expected 1\)/],
    ['headless', (lines) => lines.shift(), /headless\.jsonl:1: .*type/],
  ];
  for (const [name, edit, message] of cases) {
    const file = editedTranscript('local-form-submit', testInfo.outputPath(`${name}.jsonl`), edit);
    const { result } = await runTask(task('local-form-submit'), { transcriptFile: file });
    expect(result.status, name).toBe('error');
    expect(result.message, name).toMatch(message);
  }
});
