import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../benchmarks/fixtures.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';
import { runPlaywright, runProcess, taskFolder } from './run-playwright.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

// A user's own task, in a folder of their own: it imports the task API by the package's name.
const USER_TASK = `import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'user-contact-form',
  title: 'Send the contact form',
  startUrl: 'http://fixtures.test/form.html',
  goal: 'Send the contact form as "Grace Hopper" about "compilers".',
  maxSteps: 8,
  maxDurationMs: 30_000,
  success: { kind: 'dom_text', selector: '#result', contains: 'Thank you, Grace Hopper' },
  reference: [
    { do: 'fill', on: { role: 'textbox', name: 'Your name' }, text: 'Grace Hopper' },
    { do: 'fill', on: { role: 'textbox', name: 'Topic' }, text: 'compilers' },
    { do: 'click', on: { role: 'button', name: 'Send message' } },
  ],
});
`;

test('a task folder outside the repository, importing the task API by package name, runs and records there', async ({}, testInfo) => {
  test.setTimeout(180_000);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-eval-user-tasks-'));
  try {
    fs.writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ name: 'my-tasks', private: true, type: 'module' }));
    fs.mkdirSync(path.join(folder, 'tasks', 'mine'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'tasks', 'mine', 'user-contact-form.ts'), USER_TASK);
    const env = { BENCH_TASKS_DIR: path.join(folder, 'tasks'), BENCH_TRANSCRIPTS_DIR: path.join(folder, 'transcripts'), BENCH_TARGET: 'playwright-mcp' };

    // The control: without the package installed beside it, the file cannot find the API, and says so.
    const unlinked = await loadTasks(env.BENCH_TASKS_DIR);
    expect(unlinked.tasks).toEqual([]);
    expect(unlinked.problems).toEqual([{ file: expect.stringMatching(/user-contact-form\.ts$/), message: expect.stringContaining("'contract-eval'") }]);

    // As the guide says: npm installs the checkout into the folder (a link; no download).
    const installed = await runProcess('npm', ['install', '--prefix', folder, '--offline', '--no-audit', '--no-fund', '--save-dev', ROOT]);
    expect(installed.code, installed.stderr).toBe(0);
    expect(fs.realpathSync(path.join(folder, 'node_modules', 'contract-eval'))).toBe(fs.realpathSync(ROOT));

    const recorded = await runPlaywright(['--project=reference', '-g', 'user-contact-form'], { ...env, BENCH_RECORD: '1' }, testInfo.outputPath('recorded'));
    expect(recorded.code, recorded.stdout.slice(-2000)).toBe(0);
    expect(recorded.results.map(({ result }) => result.status)).toEqual(['passed']);
    expect(fs.existsSync(path.join(folder, 'transcripts', 'playwright-mcp', 'user-contact-form.jsonl'))).toBe(true);

    const replayed = await runPlaywright(['--project=mock', '-g', 'user-contact-form'], env, testInfo.outputPath('replayed'));
    expect(replayed.stdout).toContain('[mock] playwright-mcp mine contract-eval score = 1 / 1 tasks passed');
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test('a process loads a task folder once while its files stay as they are: the same tasks again, a new load once a file is added', async ({}, testInfo) => {
  const dir = taskFolder(testInfo.outputPath('tasks'), 'mine');
  const write = (id: string) =>
    fs.writeFileSync(path.join(dir, 'mine', `${id}.ts`), `export default ${JSON.stringify({ id, title: id, startUrl: 'http://fixtures.test/form.html', goal: 'x', maxDurationMs: 30_000, success: { kind: 'url', pattern: 'x' } })};\n`);
  write('first');
  const once = await loadTasks(dir);
  const again = await loadTasks(dir);
  expect(again.tasks.map((task) => task.id)).toEqual(['first']);
  expect(again.tasks[0]).toBe(once.tasks[0]);
  write('second');
  expect((await loadTasks(dir)).tasks.map((task) => task.id)).toEqual(['first', 'second']);
});
