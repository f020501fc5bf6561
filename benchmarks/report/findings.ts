import type { CallFinding, FindingName } from '../findings/finding.ts';
import { FINDING_KINDS } from '../findings/kinds/index.ts';
import type { EpisodeResult } from '../episode/result.ts';
import type { ReportedTest } from './read-report.ts';

/** Examples shown per finding, and server error messages listed per server (the most frequent). */
const EXAMPLES = 2;
const ERROR_MESSAGES = 8;

/** One call a finding names, where to see it: its task, step and tool, and its episode's trace when the run kept one. */
export interface FindingExample {
  task: string;
  step: number;
  tool: string;
  detail: string;
  trace: string | null;
}

/** How often a server did one thing: its calls, their share of the server's calls, two of them. */
export interface FindingCount {
  calls: number;
  /** Per call the server answered. */
  rate: number;
  examples: FindingExample[];
}

/** What one server did that cost the agent, in one run (a project, or one agent of it). */
export interface ServerFindings {
  project: string;
  agent: string | null;
  target: string;
  version: string;
  episodes: number;
  /** The calls the server answered (the harness's refusals and the submissions aside): what each rate is of. */
  server_calls: number;
  /** Every kind, in the kinds' order, with its counts (zero included). */
  findings: Array<{ kind: FindingName; title: string } & FindingCount>;
  /** The server's errors, grouped by message (numbers, references, quoted text blanked), the most frequent first. */
  errors: Array<{ message: string } & FindingCount>;
  /** Error messages beyond the listed ones, and their calls. */
  other_errors: { messages: number; calls: number };
}

type Located = CallFinding & { task: string; trace: string | null };

/** The calls a server answered in an episode (the submission and the harness's refusals are not the server's). */
const serverCalls = (episode: EpisodeResult) => episode.calls.filter((call) => call.class !== 'answer' && call.outcome !== 'refused').length;

/** Examples first from episodes whose trace the run kept, then by task and step: the same run gives the same ones. */
function countOf(found: readonly Located[], calls: number): FindingCount {
  const examples = [...found]
    .sort((a, b) => Number(b.trace !== null) - Number(a.trace !== null) || (a.task < b.task ? -1 : a.task > b.task ? 1 : 0) || a.step - b.step)
    .slice(0, EXAMPLES)
    .map(({ task, step, tool, detail, trace }) => ({ task, step, tool, detail, trace }));
  return { calls: found.length, rate: calls === 0 ? 0 : Number((found.length / calls).toFixed(4)), examples };
}

function errorGroups(errors: readonly Located[], calls: number): Pick<ServerFindings, 'errors' | 'other_errors'> {
  const groups = new Map<string, Located[]>();
  for (const error of errors) groups.set(error.group ?? error.detail, [...(groups.get(error.group ?? error.detail) ?? []), error]);
  const ranked = [...groups].sort(([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : a > b ? 1 : 0));
  const rest = ranked.slice(ERROR_MESSAGES);
  return {
    errors: ranked.slice(0, ERROR_MESSAGES).map(([message, found]) => ({ message, ...countOf(found, calls) })),
    other_errors: { messages: rest.length, calls: rest.reduce((sum, [, found]) => sum + found.length, 0) },
  };
}

/**
 * What each server did that cost the agent, per run and target: every finding of the episodes
 * (benchmarks/findings/) counted, as a rate per call the server answered, with two examples; the
 * server's errors grouped by message. `floors`: the null agents' projects, left out.
 */
export function serverFindings(tests: readonly ReportedTest[], floors: ReadonlySet<string>): ServerFindings[] {
  const runs = new Map<string, ReportedTest[]>();
  for (const test of tests) {
    if (floors.has(test.project) || !test.episode) continue;
    const key = [test.project, test.agent ?? '', test.episode.target.name].join('\u0000');
    runs.set(key, [...(runs.get(key) ?? []), test]);
  }
  return [...runs]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, mine]) => {
      const [project, agent, target] = key.split('\u0000');
      const episodes = mine.map((test) => test.episode!);
      const calls = episodes.reduce((sum, episode) => sum + serverCalls(episode), 0);
      const found: Located[] = mine.flatMap((test) => (test.episode!.findings ?? []).map((finding) => ({ ...finding, task: test.episode!.task, trace: test.trace ?? null })));
      return {
        project,
        agent: agent || null,
        target,
        version: episodes[0].target.version,
        episodes: episodes.length,
        server_calls: calls,
        findings: FINDING_KINDS.map((kind) => ({
          kind: kind.name,
          title: kind.title,
          ...countOf(
            found.filter((finding) => finding.kind === kind.name),
            calls,
          ),
        })),
        ...errorGroups(
          found.filter((finding) => finding.kind === 'server_error'),
          calls,
        ),
      };
    });
}

/** A rate per call as the reports print it: `12 (3.4%)`. */
export const formatFindingCount = (count: Pick<FindingCount, 'calls' | 'rate'>) => `${count.calls} (${(100 * count.rate).toFixed(1)}%)`;

/** An example as the reports print it: `shop-x step 4 browser_click: …`. */
export const formatExample = (example: FindingExample) => `${example.task} step ${example.step} ${example.tool}: ${example.detail}`;

export const FINDINGS_NOTE =
  'Per server, how often it did what costs an agent, found in every episode\'s calls (benchmarks/findings/): the calls, their share of the calls the server answered, and two examples (an episode that kept its trace first). What each one is, and what a server\'s author would change, is in docs/benchmarks/servers.md.';

/** The findings' definitions, for the reports' legends. */
export const findingLegend = () => FINDING_KINDS.map((kind) => ({ title: kind.title, definition: kind.definition }));
