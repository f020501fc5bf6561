// Moves a live run's transcripts into the gate's (transcripts/<target>/, or the transcriptsDir option's),
// each only once it replays offline with the verdict the live episode got:
//   npm run promote -- <run folder under runs/, or its path> [-g <task id pattern>]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { optionEnv } from '../benchmarks/environment/registry.ts';
import type { EpisodeResult } from '../benchmarks/episode/result.ts';
import { optionDefaults } from '../benchmarks/options.ts';
import { readReport, type ReportedTest } from '../benchmarks/report/read-report.ts';
import { TARGETS } from '../benchmarks/targets/index.ts';
import { taskGrep } from '../benchmarks/task-spec/grep.ts';
import { readTranscript, transcriptPath } from '../benchmarks/transcripts/format.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

function fail(message: string): never {
  console.error(`promote: ${message}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { grep: { type: 'string', short: 'g' } } });
if (positionals.length !== 1) fail('usage: npm run promote -- <run folder> [-g <task id pattern>]');
const { runsDir, transcriptsDir } = optionDefaults();
const runDir = fs.existsSync(positionals[0]) ? path.resolve(positionals[0]) : path.join(runsDir, positionals[0]);
if (!fs.existsSync(runDir)) fail(`no run folder ${positionals[0]} (runs are in ${path.relative(process.cwd(), runsDir) || '.'}/)`);
const grep = values.grep === undefined ? undefined : new RegExp(values.grep);

// The run's episodes: each transcript beside the result the live episode got.
const episodes = fs
  .readdirSync(runDir)
  .filter((name) => name.endsWith('.jsonl'))
  .sort()
  .flatMap((name) => {
    const file = path.join(runDir, name);
    const transcript = readTranscript(file);
    const resultFile = file.replace(/\.jsonl$/, '.result.json');
    if (!fs.existsSync(resultFile)) fail(`${path.relative(process.cwd(), file)} has no ${path.basename(resultFile)} beside it: not a run folder`);
    const live = JSON.parse(fs.readFileSync(resultFile, 'utf8')) as EpisodeResult;
    return grep && !grep.test(transcript.header.task) ? [] : [{ file, task: transcript.header.task, target: transcript.header.target, live }];
  });
if (episodes.length === 0) fail(`no transcript in ${path.relative(process.cwd(), runDir)}${grep ? ` matches ${grep}` : ''}`);
for (const { target } of episodes) if (!TARGETS[target]) fail(`the run was recorded on ${target}, which this checkout does not know`);

/** Replays the episodes as the gate replays them (the mock project, offline), from a copy of the run. */
function replayOffline(chosen: typeof episodes): ReportedTest[] {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'promote-'));
  for (const { file, task, target } of chosen) {
    fs.mkdirSync(path.join(scratch, 'transcripts', target), { recursive: true });
    fs.copyFileSync(file, transcriptPath(target, task, path.join(scratch, 'transcripts')));
  }
  const reportFile = path.join(scratch, 'report.json');
  const replay = spawnSync(
    path.join(ROOT, 'node_modules/.bin/playwright'),
    ['test', '--project=mock', '-g', taskGrep(chosen.map(({ task }) => task)), '--reporter=json', '--output', path.join(scratch, 'results')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        ...optionEnv({ transcriptsDir: path.join(scratch, 'transcripts'), target: [...new Set(chosen.map(({ target }) => target))].join(','), web: 'replay' }),
        PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile,
      },
    },
  );
  if (!fs.existsSync(reportFile)) fail(`the offline replay did not run (exit ${replay.status})`);
  const { tests } = readReport(reportFile);
  fs.rmSync(scratch, { recursive: true, force: true });
  return tests;
}

// Only an episode that passed live can be promoted: the others are refused without a replay.
const passedLive = episodes.filter(({ live }) => live.status === 'passed');
const replayed = passedLive.length > 0 ? replayOffline(passedLive) : [];

let refused = 0;
for (const { file, task, target, live } of episodes) {
  const again = replayed.find((test) => test.title === task && test.target === target)?.episode;
  const why =
    live.status !== 'passed'
      ? `the live episode did not pass (${live.status}); the gate's transcripts must`
      : !again
        ? 'it was not replayed (no such task in this checkout?)'
        : again.status !== live.status
          ? `replayed offline it is ${again.status}, live it was ${live.status}${again.failedClause ? ` — ${again.failedClause.clause}: ${again.failedClause.observed}` : again.message ? ` — ${again.message}` : ''}`
          : undefined;
  if (why) {
    refused++;
    console.error(`not promoted: ${target}/${task}: ${why}`);
    continue;
  }
  const destination = transcriptPath(target, task, transcriptsDir);
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  fs.copyFileSync(file, destination);
  console.log(`promoted ${path.relative(process.cwd(), destination)} (replayed offline: ${again!.status})`);
}
if (refused > 0) process.exit(1);
