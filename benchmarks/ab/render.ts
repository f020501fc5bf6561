import { INPUT_PARTS, type InputPart, type Spend } from '../adapters/model/spend.ts';
import { findingsMarkdown } from '../report/findings-tables.ts';
import { table } from '../report/markdown.ts';
import { formatSpread } from '../report/model.ts';
import { TOKENIZER } from '../tokens/tokenizer.ts';
import type { AbComparison } from './comparison.ts';
import { INSTANCE_COLUMNS, type InstanceColumn } from './instances.ts';
import type { RankComparison, ServerPair } from './pairs.ts';
import type { ServerOutcome, WithheldFigure } from './servers.ts';

const percent = (share: number) => `${(100 * share).toFixed(1)}%`;
const points = (share: number) => `${share >= 0 ? '+' : ''}${(100 * share).toFixed(1)}`;
const pValue = (p: number) => (p < 0.0001 ? '< 0.0001' : p.toFixed(4));
const dollars = (usd: number | null) => (usd === null ? '—' : `USD ${usd.toFixed(4)}`);
const count = (n: number | null) => (n === null ? '—' : Math.round(n).toLocaleString('en-US'));
const inUnit = (unit: InstanceColumn['unit'], n: number | null) => (n === null ? '—' : unit === 'USD' ? n.toFixed(4) : count(n));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const PART_NAMES: Record<InputPart | 'output', string> = {
  tool_definitions: 'tool definitions',
  observations: "observations (the server's answers)",
  instructions: "the harness's words (goal, protocol, notes)",
  model_history: "the model's earlier replies, read again",
  output: "the model's output",
};

const WITHHELD_WHY: Record<WithheldFigure['why'], string> = {
  target: 'its target module never gives it to agents (its forbiddenTools, benchmarks/targets/, say why)',
  task: "its class is not among the task's allowedToolClasses",
  harness: "named like the harness's own submit_answer",
};

/** The run in one paragraph: who, how often, in what order, and how the figures are counted. */
function heading(ab: AbComparison): string[] {
  const order =
    ab.order_seed === null
      ? 'Servers ran target by target.'
      : `Each instance ran on the servers in an order drawn from seed ${ab.order_seed} (the per-task table lists them in that order; --order-seed ${ab.order_seed} runs the same order again).`;
  return [
    `# Server A/B: ${ab.targets.join(' vs ')}`,
    '',
    `Agent: ${ab.agents.join(', ') || '—'}${ab.models.length > 0 ? ` (model ${ab.models.join(', ')})` : ''}; project ${ab.project}; each task ${ab.repeats === 1 ? 'once' : `${ab.repeats} times (a task passes when every repeat passed; its figures are the median of its repeats)`} on every server. ${order} Tokens counted with ${TOKENIZER.library}, ${TOKENIZER.encoding}, where the harness counts them (tool definitions, observations); a live model's are as billed.`,
    '',
  ];
}

/** What the figures leave out, first: instances some episode of which never ran, and episodes that ended in error. */
function banner(ab: AbComparison): string[] {
  const lines: string[] = [];
  if (ab.left_out.length > 0) {
    const instances = new Set(ab.left_out.map((l) => l.instance)).size;
    lines.push(
      `> **Left out of every comparison: ${plural(instances, 'instance')}**, on every server, because an episode of it never ran (it says nothing of its server):`,
      ...ab.left_out.map((l) => `> - ${l.instance} on ${l.target}: ${l.why}`),
      '',
    );
  }
  if (ab.ended_in_error.length > 0)
    lines.push(`> **Ended in error after the agent's first call** (counted as not passed): ${ab.ended_in_error.map((l) => `${l.instance} on ${l.target} (${l.why})`).join('; ')}.`, '');
  return lines;
}

function serversTable(ab: AbComparison): string[] {
  return [
    '## The servers',
    '',
    "Each figure says what it is over: a median over instances (each instance its median repeat), or a total. A success's cost is all the server's spend over its passed episodes, a mean.",
    '',
    ...table(
      ['server', 'tasks passed', '95% interval (Wilson)', 'episodes passed', 'tool definitions', 'calls to tools it lacks (agent errors)', 'observation tokens per task: median / p95 / max', 'steps per task: median / p95 / max', 'model USD per task: median', 'model USD per passed episode: all spend ÷ passes', 'model tokens per task: median', 'model tokens per passed episode: all ÷ passes'],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      ab.servers.map((s) => [
        `${s.target} ${s.version}`.trim(),
        `${percent(s.pass_rate)} (${s.passed}/${s.tasks})`,
        `${percent(s.pass_rate_95[0])}–${percent(s.pass_rate_95[1])}`,
        `${s.passed_episodes}/${s.episodes}`,
        s.tool_definitions ? `${s.tool_definitions.count} tools, ${count(s.tool_definitions.tokens)} tokens` : '—',
        String(s.unknown_tool_calls),
        formatSpread(s.observation_tokens_per_task),
        formatSpread(s.steps_per_task),
        dollars(s.model?.median_usd_per_task ?? null),
        dollars(s.model?.usd_per_passed_episode ?? null),
        count(s.model?.median_tokens_per_task ?? null),
        count(s.model?.tokens_per_passed_episode ?? null),
      ]),
    ),
    '',
  ];
}

/** Every instance on every server that ran it, in the order they ran it. */
function instancesTable(ab: AbComparison): string[] {
  const columns = INSTANCE_COLUMNS.filter((column) => ab.instances.some((row) => row.figures[column.name] !== null));
  const status = (row: AbComparison['instances'][number]) => (row.runs === 1 ? row.statuses[0] : `${row.passed_runs}/${row.runs} passed (${[...new Set(row.statuses)].join(', ')})`);
  return [
    '## Each task on each server',
    '',
    `One row per instance and server, the servers in the order they ran it${ab.repeats > 1 ? '; each figure the median of its repeats' : ''}.`,
    '',
    ...table(
      ['task', 'server', 'order run', 'status', ...columns.map((column) => column.title)],
      ['l', 'l', 'r', 'l', ...columns.map(() => 'r' as const)],
      ab.instances.map((row) => [row.instance, row.target, row.order === null ? '—' : String(row.order), status(row), ...columns.map((column) => inUnit(column.unit, row.figures[column.name]))]),
    ),
    '',
  ];
}

function passRates(ab: AbComparison): string[] {
  return [
    '## Pass rates, paired',
    '',
    "Each pair of servers on the task instances both ran: McNemar's exact test on pass/fail (only the instances one passed and the other did not count), and the difference with its 95% interval. The interval is the exact one of the same test (the share of the disagreeing instances A passed), widened by the exact interval of how many instances the two disagree on: it leaves out 0 exactly when the test's p is below 5%. Last, the smallest difference this many instances can show (80% power, 5% two-sided).",
    '',
    ...table(
      ['A vs B', 'instances', 'both pass', 'A only', 'B only', 'neither', 'A', 'B', 'A − B (points)', '95% interval', 'McNemar p', 'at 5%', 'smallest detectable (points)'],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'r'],
      ab.pairs.map((p) => [
        `${p.a} vs ${p.b}`,
        String(p.instances),
        String(p.table.both),
        String(p.table.a_only),
        String(p.table.b_only),
        String(p.table.neither),
        percent(p.a_rate),
        percent(p.b_rate),
        points(p.difference),
        `${points(p.difference_95[0])} to ${points(p.difference_95[1])}`,
        pValue(p.p_value),
        p.significant ? 'significant' : 'not significant',
        p.detectable_points === null ? 'none: too few' : String(p.detectable_points),
      ]),
    ),
    '',
  ];
}

function rankLine(pair: ServerPair, r: RankComparison): string[] {
  const value = (n: number) => inUnit(r.unit, n);
  return [`${pair.a} vs ${pair.b}`, r.figure, `${r.instances} (${r.differing} differ)`, value(r.a_median), value(r.b_median), `${r.median_difference >= 0 ? '+' : '−'}${value(Math.abs(r.median_difference))}`, pValue(r.test!.p_value), r.test!.significant ? 'significant' : 'not significant'];
}

/** Wilcoxon's test per figure; a figure on too few differing instances is named, with why, and given no result. */
function costs(ab: AbComparison): string[] {
  const ranks = ab.pairs.flatMap((pair) => pair.ranks.map((r) => ({ pair, r })));
  const tested = ranks.filter(({ r }) => r.test);
  const untested = ranks.filter(({ r }) => !r.test);
  return [
    '## Costs, paired',
    '',
    "Each pair on the instances both ran, figure by figure: Wilcoxon's signed-rank test on the per-task differences, A's value minus B's (each task its median repeat; ties share their rank, zero differences are left out). The medians are over the instances: of A's values, of B's, and of the differences.",
    '',
    ...(tested.length > 0
      ? table(['A vs B', 'figure', 'instances', 'A: median', 'B: median', 'median of A − B', 'p', 'at 5%'], ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'l'], tested.map(({ pair, r }) => rankLine(pair, r)))
      : ['No figure differs on enough instances for the test to give a result.']),
    '',
    ...(untested.length > 0
      ? [
          'Not tested (no result): with fewer than 6 instances that differ, the signed-rank test cannot reach 5% whatever the differences (its smallest two-sided p is 2 / 2^n: 0.0625 for 5), so a p-value would say nothing.',
          '',
          ...ab.pairs.flatMap((pair) => {
            const figures = pair.ranks.filter((r) => !r.test).map((r) => `${r.figure} (${r.differing} of ${r.instances} differ)`);
            return figures.length > 0 ? [`- ${pair.a} vs ${pair.b}: ${figures.join('; ')}`] : [];
          }),
          '',
        ]
      : []),
  ];
}

/** Where one server's model spend went: each part's tokens by how they were billed, dollars and share of the dollars. */
function spendRows(spend: Spend): string[][] {
  const usdTotal = INPUT_PARTS.reduce((sum, part) => sum + spend[part].usd, spend.output.usd);
  const share = (usd: number) => (usdTotal === 0 ? '—' : percent(usd / usdTotal));
  return [
    ...INPUT_PARTS.map((part) => [PART_NAMES[part], count(spend[part].cache_read), count(spend[part].cache_write), count(spend[part].uncached), '—', dollars(spend[part].usd), share(spend[part].usd)]),
    [PART_NAMES.output, '—', '—', '—', count(spend.output.tokens), dollars(spend.output.usd), share(spend.output.usd)],
  ];
}

function tokensWent(s: ServerOutcome): string[] {
  return [
    `## Where the model's tokens went: ${s.target}`,
    '',
    `USD ${s.model!.usd_total.toFixed(4)} in all. Each request's billed input is shared out to its parts in prompt order (the tool definitions first, then the messages), cache reads first, then cache writes, then uncached input, each part in proportion to its tokens; each is priced at the rate it was billed at.`,
    '',
    ...table(['part', 'cache read', 'cache write', 'uncached', 'output', 'USD', 'share'], ['l', 'r', 'r', 'r', 'r', 'r', 'r'], spendRows(s.model!.spend)),
    '',
  ];
}

/** The tools each server registers that the agent was not given, and why. */
function withheld(ab: AbComparison): string[] {
  const rows = ab.servers.flatMap((s) => s.withheld_tools.map((w) => [s.target, w.tool, WITHHELD_WHY[w.why], `${w.episodes}/${s.episodes}`]));
  if (rows.length === 0) return [];
  return ['## Tools withheld from the agent', '', "Tools a server registers that the agent was not offered (the tool definitions above count only those offered), and why.", '', ...table(['server', 'tool', 'why', 'episodes'], ['l', 'l', 'l', 'r'], rows), ''];
}

function estimateAgainstSpend(ab: AbComparison): string[] {
  if (!ab.estimate) return [];
  return [
    '## The estimate against the spend',
    '',
    "What the run was estimated to cost before anything was sent (each task's recorded responses on each server; npm run bench:real's dry run), beside what it spent, every episode counted.",
    '',
    ...table(
      ['server', 'episodes estimated', 'episodes run', 'expected', 'worst case', 'spent', 'spent ÷ expected'],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
      ab.estimate.map((e) => [e.target, String(e.episodes_estimated), String(e.episodes_run), dollars(e.expected_usd), dollars(e.worst_usd), dollars(e.spent_usd), e.expected_usd > 0 ? `${(e.spent_usd / e.expected_usd).toFixed(2)}×` : '—']),
    ),
    '',
  ];
}

/** The A/B as Markdown: what was left out first, then the servers side by side, each task on each server, the paired tests, where the model's tokens went, what was withheld, the estimate against the spend, what each server did that cost the agent and its pass rate at a budget. */
export function renderAb(ab: AbComparison): string {
  return [
    ...heading(ab),
    ...banner(ab),
    ...serversTable(ab),
    ...instancesTable(ab),
    ...passRates(ab),
    ...costs(ab),
    ...ab.servers.filter((s) => s.model).flatMap(tokensWent),
    ...withheld(ab),
    ...estimateAgainstSpend(ab),
    ...findingsMarkdown({ header: { projects: [ab.project] }, findings: ab.findings, pass_at_budget: ab.pass_at_budget }),
    ...(ab.unpaired.length > 0 ? [`Left out of the pairs (not run on every server): ${ab.unpaired.join(', ')}.`, ''] : []),
  ].join('\n');
}
