import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { isResultAttachment, type EpisodeResult } from '../episode/result.ts';
import { gate, readBaseline, suiteRuns, type GatedTest, type SuiteRun } from '../gate/baseline.ts';
import { SUITE_ANNOTATION } from './suite.ts';

/** The episode results a test attached (one per episode it ran), read back from its attachments. */
export function episodeResults(result: TestResult): EpisodeResult[] {
  return result.attachments
    .filter((a) => isResultAttachment(a) && a.body)
    .map((a) => JSON.parse(a.body!.toString('utf8')) as EpisodeResult);
}

function row(cells: Array<string | number>): string {
  return `| ${cells.map((cell) => String(cell).replace(/\|/g, '\\|')).join(' | ')} |`;
}

const suiteOf = (test: TestCase) => test.annotations.find((a) => a.type === SUITE_ANNOTATION)?.description ?? 'unknown';

interface Episode {
  project: string;
  suite: string;
  result: EpisodeResult;
}

/**
 * Prints one table row per episode of the benchmark projects at the end of a run, in task order,
 * the score per suite, and — for the gated project — the verdict against baseline.json.
 */
export default class EpisodeTableReporter implements Reporter {
  private readonly episodes: Episode[] = [];
  private readonly skipReasons = new Map<string, number>();
  /** Every benchmark test this run was asked to run, with how it ended once it has. */
  private readonly tests = new Map<TestCase, GatedTest & { project: string }>();
  private readonly gated = new Set<string>();

  onBegin(_config: FullConfig, root: Suite): void {
    for (const test of root.allTests()) {
      const project = test.parent.project();
      if (!project?.metadata.benchmark) continue;
      if (project.metadata.gate) this.gated.add(project.name);
      this.tests.set(test, { project: project.name, suite: suiteOf(test), title: test.title, error: 'did not run' });
    }
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project();
    if (!project?.metadata.benchmark) return;
    if (result.status === 'skipped') {
      const reason = `[${project.name}] ${test.annotations.find((a) => a.type === 'skip')?.description ?? 'skipped'}`;
      this.skipReasons.set(reason, (this.skipReasons.get(reason) ?? 0) + 1);
    }
    const episodes = episodeResults(result);
    const tally = this.tests.get(test);
    if (tally) {
      tally.episode = episodes[0];
      tally.error = result.errors[0]?.message?.split('\n')[0] ?? result.status;
    }
    for (const episode of episodes) {
      this.episodes.push({ project: project.name, suite: suiteOf(test), result: episode });
      // Progress, one line per episode as it ends.
      process.stdout.write(`  [${project.name}] ${episode.task}: ${episode.status}, ${episode.steps} step${episode.steps === 1 ? '' : 's'}, ${(episode.durationMs / 1000).toFixed(1)} s\n`);
    }
  }

  async onEnd(_result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    // Said once per reason, not once per task.
    for (const [reason, count] of this.skipReasons) process.stdout.write(`\nskipped ${count} task${count === 1 ? '' : 's'}: ${reason}\n`);
    if (this.episodes.length === 0) return undefined;
    this.episodes.sort((a, b) => a.project.localeCompare(b.project) || a.suite.localeCompare(b.suite) || a.result.task.localeCompare(b.result.task));
    const lines = [
      '',
      row(['project', 'suite', 'task', 'web', 'status', 'steps', 'tool calls (act/obs/err)', 'response bytes', 'duration ms', 'failed clause']),
      row(['---', '---', '---', '---', '---', '---:', '---', '---:', '---:', '---']),
      ...this.episodes.map(({ project, suite, result: r }) =>
        row([
          project,
          suite,
          r.task,
          r.web,
          r.status,
          r.steps,
          `${r.toolCalls.total} (${r.toolCalls.actions}/${r.toolCalls.observations}/${r.toolCalls.errors})`,
          r.responseBytes,
          r.durationMs,
          r.failedClause ? `${r.failedClause.clause}: ${r.failedClause.observed.slice(0, 60)}` : r.message?.slice(0, 60) ?? '',
        ]),
      ),
      '',
    ];
    const modelRuns = this.episodes.filter((e) => e.result.agent);
    if (modelRuns.length > 0) {
      const cost = modelRuns.reduce((sum, e) => sum + e.result.agent!.costUsd, 0);
      const calls = modelRuns.reduce((sum, e) => sum + e.result.agent!.usage.apiCalls, 0);
      lines.push(`model cost: USD ${cost.toFixed(4)} over ${modelRuns.length} episode${modelRuns.length === 1 ? '' : 's'} (${calls} API calls)`);
    }
    const failedGate: string[] = [];
    for (const [project, suites] of this.runs()) {
      for (const [suite, run] of suites) lines.push(`[${project}] ${suite} contract-eval score = ${run.passed} / ${run.planned} tasks passed`);
      if (!this.gated.has(project)) continue;
      const targets = new Set(this.episodes.filter((e) => e.project === project).map((e) => e.result.target.name));
      let baseline;
      try {
        baseline = readBaseline();
      } catch (error) {
        // A broken baseline.json fails the gate with its problems; it never crashes the reporter.
        failedGate.push(`gate: ${(error as Error).message}`);
        continue;
      }
      for (const target of targets) {
        const verdict = gate(baseline, target, suites);
        lines.push(...verdict.lines.filter((line) => !line.includes('FAILED') && !line.startsWith('  - ')));
        if (!verdict.ok) failedGate.push(...verdict.lines);
      }
    }
    process.stdout.write(`${lines.join('\n')}\n`);
    if (failedGate.length === 0) return undefined;
    // What CI reads: every failing task and its clause, on stderr.
    process.stderr.write(`\n${failedGate.join('\n')}\n`);
    return { status: 'failed' };
  }

  /** project → suite → what ran. */
  private runs(): Map<string, Map<string, SuiteRun>> {
    const tests = [...this.tests.values()];
    return new Map([...new Set(tests.map((t) => t.project))].map((project) => [project, suiteRuns(tests.filter((t) => t.project === project))]));
  }

  printsToStdio(): boolean {
    return false;
  }
}
