import { formatDetectable, formatSeeds, type ContractEvalReport } from '../model.ts';
import { formatMs } from './format.ts';
import { escapeHtml } from './markup.ts';

const listed = (values: readonly string[], none: string) => (values.length > 0 ? values.join(', ') : none);

/** What ran, where it ran from, and its score; links to the sections below. */
export function reportHeader(report: ContractEvalReport, episodes: { failed: number; passed: number }): string {
  const h = report.header;
  const seeds = formatSeeds(h);
  const a = report.aggregates;
  const subGoals = report.tasks.some((t) => t.sub_goals && !h.controls.includes(t.project));
  const facts: Array<[string, string]> = [
    ['commit', `${h.git_sha}${h.uncommitted_changes ? ' with uncommitted changes' : ''}`],
    ['projects', listed(h.projects, '—')],
    ['adapters', listed(h.adapters, '—')],
    ['MCP targets', listed(h.targets, '—')],
    ['models', listed(h.models, '— (no model ran)')],
    ['web modes', listed(h.web_modes, '—')],
    ['transcripts', h.transcript_provenance.length > 0 ? h.transcript_provenance.join('; ') : '— (no replay)'],
    ['episodes', `${episodes.failed + episodes.passed}: ${episodes.passed} passed, ${episodes.failed} did not`],
    ['duration', `median ${formatMs(a.duration_ms.median)}, p95 ${formatMs(a.duration_ms.p95)} per episode`],
    ['tool calls', `median ${a.tool_calls.median}, p95 ${a.tool_calls.p95} per episode`],
    ['smallest detectable difference', formatDetectable(h.smallest_detectable_difference)],
    ['arena seed', seeds.seeds],
    ['instances per family', seeds.instances],
    ['tokens counted with', h.tokenizer],
    ['model cost', a.cost_usd ? `USD ${a.cost_usd.total.toFixed(4)} in all, median USD ${a.cost_usd.median.toFixed(4)} per episode` : '— (no model ran)'],
  ];
  return `<header class="report">
<p class="eyebrow">contract-eval report</p>
<h1>${escapeHtml(h.score)} <span class="of">tasks passed</span>${h.uncommitted_changes ? ' <span class="badge warn">uncommitted changes</span>' : ''}</h1>
<dl class="what-ran">
${facts.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')}
</dl>
<nav class="sections"><a href="#did-not-pass">Did not pass (${episodes.failed})</a><a href="#pass-rates">Pass rates</a>${subGoals ? '<a href="#sub-goals">Sub-goals</a>' : ''}<a href="#judge">Judge</a><a href="#servers">Servers</a><a href="#findings">Findings</a><a href="#budget">At a budget</a><a href="#passed">Passed (${episodes.passed})</a></nav>
</header>`;
}
