import fs from 'node:fs';
import type { AnswerContract } from '../benchmarks/contracts/kinds/answer.ts';
import { withoutTimings } from '../benchmarks/episode/result.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { runTargets } from '../benchmarks/options.ts';
import { NEGATIVE_CONTROLS } from '../benchmarks/reference/negative-controls.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';
import type { TaskSpec } from '../benchmarks/task-spec/schema.ts';
import { formatTranscript, negativeTranscriptPath, parseTranscript, readTranscript, transcriptPath } from '../benchmarks/transcripts/format.ts';
import { scriptedAdapter } from './scripted-adapter.ts';

const { tasks } = await loadTasks();
const task = (id: string): TaskSpec => tasks.find((t) => t.id === id) ?? (() => { throw new Error(`no task ${id}`); })();

/** Writes a copy of a task's transcript with its lines changed. */
function editedTranscript(taskId: string, file: string, edit: (lines: string[]) => void): string {
  const lines = fs.readFileSync(transcriptPath('playwright-mcp', taskId), 'utf8').trimEnd().split('\n');
  edit(lines);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

test('a replay gives the same result twice, apart from timings', async ({ runTask }) => {
  const first = await runTask(task('local-form-submit'));
  const second = await runTask(task('local-form-submit'));
  expect(first.result.status, first.result.message).toBe('passed');
  expect(withoutTimings(second.result)).toEqual(withoutTimings(first.result));
});

// The judge's negative controls: a reference solution changed to end wrong, on every target.
for (const target of runTargets())
  test.describe(target, () => {
    test.use({ target });
    for (const control of NEGATIVE_CONTROLS)
      test(`negative control ${control.task} ${control.variant} (${control.why}) fails on ${control.failsOn}`, async ({ runTask }) => {
        const { result } = await runTask(task(control.task), { transcriptFile: negativeTranscriptPath(target, control.task, control.variant) });
        expect(result.status, result.message).toBe('failed');
        expect(result.failedClause?.clause).toBe(control.failsOn);
      });
  });

test('a contract the page does not meet fails on its clause, with what was seen', async ({ runTask }) => {
  const { result } = await runTask({ ...task('local-form-submit'), success: { kind: 'and', children: [{ kind: 'url', pattern: 'form-result' }, { kind: 'dom_count', selector: 'li.item', op: 'gte', value: 1 }] } });
  expect(result.status).toBe('failed');
  expect(result.failedClause).toMatchObject({ clause: 'success.children[1] (dom_count)', observed: '0 elements' });
});

test('a recorded submission is replayed and judged: changing what the contract expects fails it', async ({ runTask }) => {
  const exampleH1 = task('example-h1');
  const { result } = await runTask({ ...exampleH1, success: { ...(exampleH1.success as AnswerContract), value: 'Example Website' } });
  expect(result).toMatchObject({ status: 'failed', submission: { status: 'answered', fields: { heading: 'Example Domain' } }, failedClause: { clause: 'success (answer)', kind: 'answer' } });
});

test('a transcript edited by hand (args changed, digests not) is refused, naming the file', async ({ runTask }, testInfo) => {
  const file = editedTranscript('local-form-submit', testInfo.outputPath('tampered.jsonl'), (lines) => {
    lines[2] = lines[2].replace('Ada Lovelace', 'Grace Hopper');
  });
  const { result } = await runTask(task('local-form-submit'), { transcriptFile: file });
  expect(result).toMatchObject({ status: 'error', steps: 0 });
  expect(result.message).toMatch(/tampered\.jsonl: the body does not match the header's bodyDigest/);
});

test('a transcript cut at a line boundary, reordered, or with its done line gone is refused, naming the file', async ({ runTask }, testInfo) => {
  const cases: Array<[string, (lines: string[]) => void]> = [
    ['cut', (lines) => lines.splice(-3, 2)],
    ['reordered', (lines) => ([lines[1], lines[2]] = [lines[2], lines[1]])],
    ['no-done', (lines) => lines.pop()],
  ];
  for (const [name, edit] of cases) {
    const file = editedTranscript('local-form-submit', testInfo.outputPath(`${name}.jsonl`), edit);
    const { result } = await runTask(task('local-form-submit'), { transcriptFile: file });
    expect(result.status, name).toBe('error');
    expect(result.steps, name).toBe(0);
    expect(result.message, name).toMatch(new RegExp(`${name}\\.jsonl: the body does not match the header's bodyDigest`));
  }
  // Even with the digest made to fit, a count that does not is refused.
  const { header, calls } = readTranscript(transcriptPath('playwright-mcp', 'local-form-submit'));
  const recounted = formatTranscript(header, calls.slice(0, -1)).split('\n');
  recounted[0] = recounted[0].replace(`"calls":${calls.length - 1}`, `"calls":${calls.length}`);
  expect(() => parseTranscript(recounted.join('\n'), 'recounted.jsonl')).toThrow(`recounted.jsonl:1: the header counts ${calls.length} calls, the body has ${calls.length - 1}`);
});

test('a recorded response kind that no longer matches ends replay_drift, naming the step', async ({ runTask }, testInfo) => {
  const { header, calls } = readTranscript(transcriptPath('playwright-mcp', 'local-recovery-stall'));
  const file = testInfo.outputPath('drifted.jsonl');
  // The last call to the server (the submission comes after it).
  const last = calls.map((call) => call.tool).lastIndexOf('browser_click');
  fs.writeFileSync(file, formatTranscript(header, calls.map((call, index) => (index === last ? { ...call, response: 'error' } : call))));
  const { result } = await runTask(task('local-recovery-stall'), { transcriptFile: file });
  expect(result.status).toBe('replay_drift');
  expect(result.message).toMatch(new RegExp(`^step ${last + 1} \\(.*drifted\\.jsonl:${last + 2}\\): browser_click was recorded answering error, now ok`));
});

test('a task whose goal changed since recording ends replay_drift before any call', async ({ runTask }) => {
  const { result } = await runTask({ ...task('example-h1'), goal: 'Something else entirely.' });
  expect(result).toMatchObject({ status: 'replay_drift', steps: 0 });
  expect(result.message).toMatch(/example-h1\.jsonl:1: task example-h1 changed since it was recorded/);
});

test('a transcript calling a forbidden or unknown tool is refused before the episode starts, naming the line', async ({ runTask }, testInfo) => {
  const original = readTranscript(transcriptPath('playwright-mcp', 'example-h1'));
  for (const [tool, status, why] of [
    ['browser_close', 'disallowed_tool', 'browser_close is never given to agents by playwright-mcp'],
    ['browser_teleport', 'error', 'playwright-mcp has no tool browser_teleport'],
  ]) {
    const file = testInfo.outputPath(`${tool}.jsonl`);
    fs.writeFileSync(file, formatTranscript(original.header, [...original.calls, { tool, args: {}, response: 'ok' }]));
    const { result } = await runTask(task('example-h1'), { transcriptFile: file });
    expect(result).toMatchObject({ status, steps: 0 });
    expect(result.message).toContain(`${tool}.jsonl:${original.calls.length + 2}: ${why}`);
  }
});

test('a wrong first action counts as a tool error, and the episode still passes once the agent recovers', async ({ runTask }) => {
  const { result } = await runTask(task('local-recovery-stall'), {
    adapter: scriptedAdapter([
      { tool: 'browser_click', args: { element: 'Continue button', target: '#continue' } },
      { tool: 'browser_snapshot', args: {} },
      { tool: 'browser_click', args: { element: 'Resume export button', target: '#resume-export' } },
      { tool: 'browser_click', args: { element: 'Resume from 40% button', target: '#resume-from-checkpoint' } },
    ]),
  });
  expect(result).toMatchObject({ status: 'passed', steps: 4, toolCalls: { total: 4, actions: 3, observations: 1, errors: 1 }, finalUrl: 'http://fixtures.test/stall.html' });
});
