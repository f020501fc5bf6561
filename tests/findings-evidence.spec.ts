import fs from 'node:fs';
import path from 'node:path';
import type { EpisodeResult } from '../benchmarks/episode/result.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { targetNamed } from '../benchmarks/targets/index.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';
import { standInClaude, startStandIn, submit, toolUse, type StandIn } from './anthropic-stand-in.ts';
import { GIVE_UP } from './model-stand-in.ts';

// The recorded outside-agent runs that show each server behaviour the findings name on the real
// servers (docs/benchmarks/servers.md#findings): each replays offline and finds what its run found.
const EVIDENCE = path.resolve(import.meta.dirname, '../docs/benchmarks/findings-evidence');
const recorded = fs.readdirSync(EVIDENCE, { withFileTypes: true }).filter((entry) => entry.isDirectory()).flatMap((dir) =>
  fs
    .readdirSync(path.join(EVIDENCE, dir.name))
    .filter((file) => file.endsWith('.jsonl'))
    .map((file) => ({ target: dir.name, task: file.replace(/\.jsonl$/, ''), transcript: path.join(EVIDENCE, dir.name, file) })),
);
// Loading every task (and drawing the families' instances) takes seconds of CPU: once per worker.
let loaded: ReturnType<typeof loadTasks> | undefined;
const tasks = async () => (await (loaded ??= loadTasks())).tasks;
// A real server's start and a task's episode, on a busy machine: twice what one takes alone here (40 s).
test.describe.configure({ timeout: 120_000 });
const kindsAndSteps = (result: EpisodeResult) => (result.findings ?? []).map((finding) => [finding.step, finding.kind, finding.tool]);

test('the evidence covers every finding but the dropped answer, which needs a model (below)', () => {
  const found = new Set(recorded.flatMap(({ transcript }) => (JSON.parse(fs.readFileSync(transcript.replace(/\.jsonl$/, '.result.json'), 'utf8')) as EpisodeResult).findings ?? []).map((f) => f.kind));
  expect([...found].sort()).toEqual(['blind_action', 'lost_script_result', 'server_error', 'silent_no_op', 'stale_reference']);
});

for (const { target, task, transcript } of recorded)
  test.describe(`${target} ${task}`, () => {
    test.use({ target });
    test.skip(!!targetNamed(target).unavailable?.(), `${target} cannot run here`);

    test('replayed offline, the recorded run passes again and finds what it found live', async ({ runTask }) => {
      const live = JSON.parse(fs.readFileSync(transcript.replace(/\.jsonl$/, '.result.json'), 'utf8')) as EpisodeResult;
      const spec = (await tasks()).find((t) => t.id === task)!;
      const { result } = await runTask(spec, { adapter: 'mock', transcriptFile: transcript });
      expect(result.status).toBe('passed');
      expect(kindsAndSteps(result)).toEqual(kindsAndSteps(live));
    });
  });

test.describe('chrome-devtools-mcp: a full-page PNG screenshot, read by a model', () => {
  test.use({ target: 'chrome-devtools-mcp' });
  let model: StandIn | undefined;
  test.afterEach(async () => model?.close());

  test('the context budget leaves it out: the model never received the image, and the finding gives its format and size; a viewport JPEG arrives', async ({ runTask }) => {
    const spec = (await tasks()).find((t) => t.id === 'shop-cheapest-blue-kettle')!;
    // The real Anthropic SDK against a local stand-in of the Messages API: two screenshots, then it gives up.
    model = await startStandIn([toolUse('take_screenshot', { fullPage: true, format: 'png' }), toolUse('take_screenshot', { format: 'jpeg', quality: 30 }), submit(GIVE_UP)]);
    const { result } = await runTask(spec, { adapter: standInClaude(model) });
    const dropped = (result.findings ?? []).filter((finding) => finding.kind === 'dropped_answer');
    expect(dropped.map((finding) => [finding.step, finding.tool])).toEqual([[1, 'take_screenshot']]);
    expect(dropped[0].detail).toMatch(/image not received: PNG \d+\.\d KB$/);
    const images = model.requests.map((request) => (JSON.stringify(request.messages).match(/"type":"image"/g) ?? []).length);
    expect(images).toEqual([0, 0, 1]);
  });
});
