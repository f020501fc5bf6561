// The size of every tool response of each task's recorded episode, per target: the mock replay of
// the transcripts, read back from its events. The dry run's expected costs come from them.
//   npm run measure-responses [-- <playwright test options, e.g. --grep @arena>]   replays, then writes
//   npm run measure-responses -- --from <report.json>                              reads a mock run's JSON report instead
// → benchmarks/adapters/model/response-sizes.json (tasks and targets not replayed keep their sizes)
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { JSONReport, JSONReportSuite, JSONReportTest } from '@playwright/test/reporter';
import { readResponseSizes, RESPONSE_SIZES_FILE } from '../benchmarks/adapters/model/response-sizes.ts';
import { isResultAttachment, type EpisodeResult } from '../benchmarks/episode/result.ts';
import type { EpisodeEvent } from '../benchmarks/episode/events.ts';
import { SUBMIT_ANSWER_TOOL } from '../benchmarks/contracts/answer/submission.ts';

function* tests(suites: JSONReportSuite[] = []): Generator<JSONReportTest> {
  for (const suite of suites) {
    for (const spec of suite.specs) yield* spec.tests;
    yield* tests(suite.suites);
  }
}

const args = process.argv.slice(2);
const fromAt = args.indexOf('--from');
let reportFile: string;
if (fromAt !== -1) {
  reportFile = args[fromAt + 1] ?? '';
  if (!fs.existsSync(reportFile)) {
    console.error(`measure-responses: --from ${reportFile}: no such report`);
    process.exit(2);
  }
} else {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-responses-'));
  reportFile = path.join(scratch, 'report.json');
  spawnSync('npx', ['playwright', 'test', '--project=mock', ...args, '--reporter=json', '--output', path.join(scratch, 'out')], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile }, stdio: 'ignore' });
}

const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as JSONReport;
const sizes = readResponseSizes();
let measured = 0;
for (const test of tests(report.suites)) {
  if (test.projectName !== 'mock') continue;
  const result = test.results.at(-1);
  const resultBody = result?.attachments.find((a) => isResultAttachment(a) && a.body)?.body;
  if (!resultBody) continue;
  const episode = JSON.parse(Buffer.from(resultBody, 'base64').toString('utf8')) as EpisodeResult;
  // Only an episode that replayed its whole transcript says what doing the task reads.
  if (episode.status !== 'passed') continue;
  const events = result!.attachments.find((a) => a.name === `${episode.task} events` && a.body);
  if (!events) continue;
  const all = Buffer.from(events.body!, 'base64')
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as EpisodeEvent);
  // The judge check's epilogues go on after the episode in the same events: the task's own calls end at the first.
  const epilogue = all.findIndex((event) => event.type === 'epilogue');
  const own = all.slice(0, epilogue === -1 ? undefined : epilogue);
  // The server's responses only: the harness's answer to the submission is no page the agent reads.
  const submitted = new Set(own.flatMap((event) => (event.type === 'tool_call' && event.tool === SUBMIT_ANSWER_TOOL ? [event.step] : [])));
  const calls = own.flatMap((event) => (event.type === 'tool_result' && !submitted.has(event.step) ? [event.bytes] : []));
  const target = (sizes.targets[episode.target.name] ??= { version: episode.target.version, tasks: {} });
  target.version = episode.target.version;
  target.tasks[episode.task] = calls;
  measured++;
}
if (measured === 0) {
  console.error(`measure-responses: no passed mock episode in ${reportFile}`);
  process.exit(1);
}
sizes.measured = new Date().toISOString().slice(0, 10);
sizes.commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
for (const target of Object.values(sizes.targets)) target.tasks = Object.fromEntries(Object.entries(target.tasks).sort(([a], [b]) => (a < b ? -1 : 1)));
fs.writeFileSync(RESPONSE_SIZES_FILE, `${JSON.stringify(sizes, null, 1)}\n`);
console.log(`${measured} episodes measured → ${path.relative(process.cwd(), RESPONSE_SIZES_FILE)}`);
