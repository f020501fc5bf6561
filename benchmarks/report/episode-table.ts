import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { isResultAttachment, type EpisodeResult } from '../episode/result.ts';

/** The episode results a test attached (one per episode it ran), read back from its attachments. */
export function episodeResults(result: TestResult): EpisodeResult[] {
  return result.attachments
    .filter((a) => isResultAttachment(a) && a.body)
    .map((a) => JSON.parse(a.body!.toString('utf8')) as EpisodeResult);
}

function row(cells: Array<string | number>): string {
  return `| ${cells.map((cell) => String(cell).replace(/\|/g, '\\|')).join(' | ')} |`;
}

/** Prints one table row per episode of the benchmark projects at the end of a run, in task order. */
export default class EpisodeTableReporter implements Reporter {
  private readonly episodes: Array<{ project: string; result: EpisodeResult }> = [];
  private readonly skipReasons = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project();
    if (!project?.metadata.benchmark) return;
    if (result.status === 'skipped') {
      const reason = `[${project.name}] ${test.annotations.find((a) => a.type === 'skip')?.description ?? 'skipped'}`;
      this.skipReasons.set(reason, (this.skipReasons.get(reason) ?? 0) + 1);
    }
    for (const episode of episodeResults(result)) this.episodes.push({ project: project.name, result: episode });
  }

  onEnd(_result: FullResult): void {
    // Said once per reason, not once per task.
    for (const [reason, count] of this.skipReasons) process.stdout.write(`\nskipped ${count} task${count === 1 ? '' : 's'}: ${reason}\n`);
    if (this.episodes.length === 0) return;
    this.episodes.sort((a, b) => a.project.localeCompare(b.project) || a.result.task.localeCompare(b.result.task));
    const passed = this.episodes.filter((e) => e.result.status === 'passed').length;
    const lines = [
      '',
      row(['project', 'task', 'status', 'steps', 'tool calls (act/obs/err)', 'response bytes', 'duration ms', 'failed clause']),
      row(['---', '---', '---', '---:', '---', '---:', '---:', '---']),
      ...this.episodes.map(({ project, result: r }) =>
        row([
          project,
          r.task,
          r.status,
          r.steps,
          `${r.toolCalls.total} (${r.toolCalls.actions}/${r.toolCalls.observations}/${r.toolCalls.errors})`,
          r.responseBytes,
          r.durationMs,
          r.failedClause ? `${r.failedClause.clause}: ${r.failedClause.observed.slice(0, 60)}` : r.message?.slice(0, 60) ?? '',
        ]),
      ),
      '',
      `contract-eval: ${passed} / ${this.episodes.length} episodes passed`,
      '',
    ];
    process.stdout.write(lines.join('\n'));
  }

  printsToStdio(): boolean {
    return false;
  }
}
