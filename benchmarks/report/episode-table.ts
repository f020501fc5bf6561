import fs from 'node:fs';
import path from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestError, TestResult } from '@playwright/test/reporter';
import { annotatedAs } from '../annotations.ts';
import { agentLabel, describeFailedClause, failedClausesOf, isResultAttachment, type EpisodeResult } from '../episode/result.ts';
import { readBaseline } from '../gate/baseline.ts';
import { checkCeiling, type CeilingMetadata } from '../gate/ceiling.ts';
import { gateTests } from '../gate/run-gate.ts';
import { suiteRuns, tallyTasks, type GatedTest } from '../gate/tally.ts';
import { table } from './markdown.ts';
import { alignedTable, atWord } from './terminal.ts';

/** The episode results a test attached (one per episode it ran), read back from its attachments. */
export function episodeResults(result: TestResult): EpisodeResult[] {
  return result.attachments
    .filter((a) => isResultAttachment(a) && a.body)
    .map((a) => JSON.parse(a.body!.toString('utf8')) as EpisodeResult);
}

interface Episode {
  project: string;
  suite: string;
  result: EpisodeResult;
}

const HEADER = ['project', 'agent', 'target', 'suite', 'task', 'web', 'status', 'steps', 'tool calls (act/obs/err)', 'response bytes', 'duration ms', 'why it did not pass'];
const ALIGN = ['l', 'l', 'l', 'l', 'l', 'l', 'l', 'r', 'l', 'r', 'r', 'l'] as const;

// A terminal line's reason is shortened (at a word); the Markdown file has every clause in full.
const TERMINAL_WHY = 100;

/** A stopped episode says why it stopped; a judged one names every clause that failed, with what it expected and what was seen (`full`), or what was seen. */
function why(r: EpisodeResult, full: boolean): string {
  const clauses = failedClausesOf(r);
  if (r.message || clauses.length === 0) return r.message ?? '';
  return clauses.map((c) => (full ? describeFailedClause(c) : `${c.clause}: ${c.observed}`)).join(' · ');
}

function cells({ project, suite, result: r }: Episode, full: boolean): unknown[] {
  const reason = why(r, full).replace(/\s+/g, ' ');
  return [project, agentLabel(r), r.target.name, suite, r.task, r.web, r.status, r.steps, `${r.toolCalls.total} (${r.toolCalls.actions}/${r.toolCalls.observations}/${r.toolCalls.errors})`, r.responseBytes, r.durationMs, full ? reason : atWord(reason, TERMINAL_WHY)];
}

/**
 * At the end of a run: one row per episode of the benchmark projects (aligned in the terminal,
 * Markdown in `<output>/episodes.md`), the score per project, target and suite, and — for the
 * gated project — the verdict against baseline.json. An interrupted run is not gated.
 */
export default class EpisodeTableReporter implements Reporter {
  private readonly episodes: Episode[] = [];
  private readonly skipReasons = new Map<string, number>();
  /** Every benchmark test this run was asked to run, with how it ended once it has. */
  private readonly tests = new Map<TestCase, GatedTest>();
  private readonly gated = new Set<string>();
  /** Projects of null agents, with the share of a suite none of their agents may exceed. */
  private readonly ceilings = new Map<string, CeilingMetadata>();
  private outputDir = 'test-results';
  /** Whether any test began: a run that only lists its tests (`--list`) has nothing to tabulate or gate. */
  private began = false;
  /** Errors outside any test (a worker's setup or teardown): they fail the run, so the end of its output names them again. */
  private readonly runErrors: string[] = [];

  onBegin(config: FullConfig, root: Suite): void {
    this.outputDir = config.projects[0]?.outputDir ?? this.outputDir;
    for (const test of root.allTests()) {
      const project = test.parent.project();
      if (!project?.metadata.benchmark) continue;
      if (project.metadata.gate) this.gated.add(project.name);
      const { ceiling, gatedTiers } = project.metadata as Partial<CeilingMetadata>;
      if (ceiling !== undefined) this.ceilings.set(project.name, { ceiling, ...(gatedTiers && { gatedTiers }) });
      const { suite, target, agent } = annotatedAs(test.annotations);
      // Only a task's episode names its suite: the judge check's tests in the same project are not gated here.
      if (!suite) continue;
      const tags = test.tags.map((tag) => tag.replace(/^@/, ''));
      this.tests.set(test, { project: project.name, suite, ...(target && { target }), ...(agent && { agent }), title: test.title, tags, error: 'did not run' });
    }
  }

  onTestBegin(): void {
    this.began = true;
  }

  onError(error: TestError): void {
    this.runErrors.push((error.message ?? error.value ?? 'unknown error').split('\n')[0]);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project();
    if (!project?.metadata.benchmark) return;
    if (result.status === 'skipped') {
      this.tests.delete(test);
      // A skip decided while the test ran (an episode not started) is annotated on its result.
      const reason = `[${project.name}] ${[...result.annotations, ...test.annotations].find((a) => a.type === 'skip')?.description ?? 'skipped'}`;
      this.skipReasons.set(reason, (this.skipReasons.get(reason) ?? 0) + 1);
      return;
    }
    const tally = this.tests.get(test);
    if (!tally) return;
    const episodes = episodeResults(result);
    tally.episode = episodes[0];
    tally.error = result.errors[0]?.message?.split('\n')[0] ?? result.status;
    tally.status = result.status;
    for (const episode of episodes) this.episodes.push({ project: project.name, suite: tally.suite, result: episode });
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    const out = (line = '') => process.stdout.write(`${line}\n`);
    // Said again here only after a long run: one that stopped before its first test ends with the error already.
    if (this.began) for (const error of this.runErrors) process.stderr.write(`\nerror outside any test: ${error}\n`);
    // Said once per reason, not once per task.
    for (const [reason, count] of this.skipReasons) out(`\nskipped ${count} task${count === 1 ? '' : 's'}: ${reason}`);
    if (this.tests.size === 0 || !this.began) return undefined;
    this.episodes.sort(
      (a, b) => a.project.localeCompare(b.project) || a.result.target.name.localeCompare(b.result.target.name) || a.suite.localeCompare(b.suite) || a.result.task.localeCompare(b.result.task),
    );
    fs.mkdirSync(this.outputDir, { recursive: true });
    const markdown = path.join(this.outputDir, 'episodes.md');
    fs.writeFileSync(markdown, `${table(HEADER, ALIGN, this.episodes.map((episode) => cells(episode, true))).join('\n')}\n`);
    out();
    // The null agents' hundreds of episodes stay in the Markdown file; their scores follow below.
    const shown = this.episodes.filter((episode) => !this.ceilings.has(episode.project)).map((episode) => cells(episode, false));
    if (shown.length > 0) for (const line of alignedTable(HEADER, ALIGN, shown)) out(line);
    out(`(as Markdown: ${path.relative(process.cwd(), markdown)})`);
    const modelRuns = this.episodes.filter((e) => e.result.agent);
    if (modelRuns.length > 0) {
      const cost = modelRuns.reduce((sum, e) => sum + e.result.agent!.costUsd, 0);
      const calls = modelRuns.reduce((sum, e) => sum + e.result.agent!.usage.apiCalls, 0);
      out(`model cost: USD ${cost.toFixed(4)} over ${modelRuns.length} episode${modelRuns.length === 1 ? '' : 's'} (${calls} API calls)`);
    }
    const tests = [...this.tests.values()];
    const scores = suiteRuns(tallyTasks(tests), (task) => `[${task.project}]${task.agent ? ` ${task.agent} on` : ''} ${task.target ?? 'every target'} ${task.suite}`);
    for (const [key, run] of [...scores].sort(([a], [b]) => a.localeCompare(b))) out(`${key} contract-eval score = ${run.passed} / ${run.planned} tasks passed`);

    const checked = tests.filter((test) => this.gated.has(test.project) || this.ceilings.has(test.project));
    if (checked.length === 0) return undefined;
    if (result.status === 'interrupted') {
      process.stderr.write('\ngate: interrupted, not gated\n');
      return { status: 'interrupted' };
    }
    const verdicts: Array<() => { ok: boolean; lines: string[] }> = [
      ...(this.gated.size > 0 ? [() => gateTests(tests.filter((test) => this.gated.has(test.project)), readBaseline(), [...this.gated])] : []),
      ...[...this.ceilings].map(([project, { ceiling, gatedTiers }]) => () => checkCeiling(tests, project, ceiling, gatedTiers)),
    ];
    const failed: string[] = [];
    for (const judge of verdicts) {
      try {
        const verdict = judge();
        for (const line of verdict.lines.filter((line) => !line.includes('FAILED') && !line.startsWith('  - '))) out(line);
        if (!verdict.ok) failed.push(...verdict.lines.filter((line) => line.includes('FAILED') || line.startsWith('  - ')));
      } catch (error) {
        // A broken baseline.json fails the gate with its problems; it never crashes the reporter.
        failed.push(`gate: ${(error as Error).message}`);
      }
    }
    if (failed.length === 0) return undefined;
    // What CI reads: every failing task and its clause, on stderr.
    process.stderr.write(`\n${failed.join('\n')}\n`);
    return { status: 'failed' };
  }

  printsToStdio(): boolean {
    return false;
  }
}
