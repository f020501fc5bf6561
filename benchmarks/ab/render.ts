import { INPUT_PARTS, type InputPart, type Spend } from '../adapters/model/spend.ts';
import { table } from '../report/markdown.ts';
import { formatSpread } from '../report/model.ts';
import { TOKENIZER } from '../tokens/tokenizer.ts';
import type { AbComparison, RankComparison, ServerPair } from './comparison.ts';

const percent = (share: number) => `${(100 * share).toFixed(1)}%`;
const points = (share: number) => `${share >= 0 ? '+' : ''}${(100 * share).toFixed(1)}`;
const pValue = (p: number) => (p < 0.0001 ? '< 0.0001' : p.toFixed(4));
const dollars = (usd: number | null) => (usd === null ? '—' : `USD ${usd.toFixed(4)}`);
const count = (n: number | null) => (n === null ? '—' : Math.round(n).toLocaleString('en-US'));

const PART_NAMES: Record<InputPart | 'output', string> = {
  tool_definitions: 'tool definitions',
  observations: 'observations (the server\'s answers)',
  instructions: "the harness's words (goal, protocol, notes)",
  model_history: "the model's earlier replies, read again",
  output: "the model's output",
};

/** Where one server's model spend went: each part's tokens by how they were billed, dollars and share of the dollars. */
function spendRows(spend: Spend): string[][] {
  const usdTotal = INPUT_PARTS.reduce((sum, part) => sum + spend[part].usd, spend.output.usd);
  const share = (usd: number) => (usdTotal === 0 ? '—' : percent(usd / usdTotal));
  return [
    ...INPUT_PARTS.map((part) => [PART_NAMES[part], count(spend[part].cache_read), count(spend[part].cache_write), count(spend[part].uncached), '—', dollars(spend[part].usd), share(spend[part].usd)]),
    [PART_NAMES.output, '—', '—', '—', count(spend.output.tokens), dollars(spend.output.usd), share(spend.output.usd)],
  ];
}

function rankLine(pair: ServerPair, r: RankComparison): string[] {
  const value = (n: number) => (r.unit === 'USD' ? n.toFixed(4) : count(n));
  return [`${pair.a} vs ${pair.b}`, `${r.figure} (${r.unit})`, String(r.instances), value(r.a_median), value(r.b_median), `${r.median_difference >= 0 ? '+' : '−'}${value(Math.abs(r.median_difference))}`, pValue(r.p_value), r.significant ? 'significant' : 'not significant'];
}

/** The A/B as Markdown: the servers side by side, every pair's paired tests, and where each server's model tokens went. */
export function renderAb(ab: AbComparison): string {
  const modelRan = ab.servers.some((s) => s.model);
  const lines = [
    `# Server A/B: ${ab.targets.join(' vs ')}`,
    '',
    `Agent: ${ab.agents.join(', ') || '—'}${ab.models.length > 0 ? ` (model ${ab.models.join(', ')})` : ''}; project ${ab.project}; each task ${ab.repeats === 1 ? 'once' : `${ab.repeats} times (a task passes when every repeat passed)`} on every server. Tokens counted with ${TOKENIZER.library}, ${TOKENIZER.encoding}, where the harness counts them (tool definitions, observations); a live model's are as billed.`,
    '',
    '## The servers',
    '',
    ...table(
      ['server', 'tasks passed', '95% interval', 'episodes passed', 'tool definitions', 'observation tokens per task (median / p95 / max)', 'steps per task (median / p95 / max)', 'model USD per task', 'model USD per passed task', 'model tokens per task', 'model tokens per passed task'],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      ab.servers.map((s) => [
        `${s.target} ${s.version}`.trim(),
        `${percent(s.pass_rate)} (${s.passed}/${s.tasks})`,
        `${percent(s.pass_rate_95[0])}–${percent(s.pass_rate_95[1])}`,
        `${s.passed_episodes}/${s.episodes}`,
        s.tool_definitions ? `${s.tool_definitions.count} tools, ${count(s.tool_definitions.tokens)} tokens` : '—',
        formatSpread(s.observation_tokens_per_task),
        formatSpread(s.steps_per_task),
        dollars(s.model?.usd_per_task ?? null),
        dollars(s.model?.usd_per_passed_task ?? null),
        count(s.model?.tokens_per_task ?? null),
        count(s.model?.tokens_per_passed_task ?? null),
      ]),
    ),
    '',
    '## Pass rates, paired',
    '',
    'Each pair of servers on the task instances both ran: McNemar\'s exact test on pass/fail (only the instances one passed and the other did not count), the difference with its 95% interval (Newcombe), and the smallest difference this many instances can show (80% power, 5% two-sided).',
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
    '## Costs, paired',
    '',
    "Each pair on the instances both ran, figure by figure: Wilcoxon's signed-rank test on the per-task differences (each task its median repeat; ties share their rank, zero differences are left out).",
    '',
    ...table(
      ['A vs B', 'figure', 'instances', 'A median', 'B median', 'median A − B', 'p', 'at 5%'],
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'l'],
      ab.pairs.flatMap((pair) => pair.ranks.map((r) => rankLine(pair, r))),
    ),
    '',
  ];
  if (modelRan)
    for (const s of ab.servers.filter((server) => server.model)) {
      lines.push(
        `## Where the model's tokens went: ${s.target}`,
        '',
        `USD ${s.model!.usd_total.toFixed(4)} in all. Each request's billed input is shared out to its parts in prompt order (the tool definitions first, then the messages), cache reads first, then cache writes, then uncached input, each part in proportion to its tokens; each is priced at the rate it was billed at.`,
        '',
        ...table(['part', 'cache read', 'cache write', 'uncached', 'output', 'USD', 'share'], ['l', 'r', 'r', 'r', 'r', 'r', 'r'], spendRows(s.model!.spend)),
        '',
      );
    }
  if (ab.unpaired.length > 0) lines.push(`Left out of the pairs (not run on every server): ${ab.unpaired.join(', ')}.`, '');
  return lines.join('\n');
}
