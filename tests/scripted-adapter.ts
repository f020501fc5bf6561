import { defineAdapter, scriptedAgent, type Adapter, type AgentCall } from '../benchmarks/adapters/adapter.ts';
import { SUBMIT_ANSWER_TOOL } from '../benchmarks/contracts/answer/submission.ts';

/** An adapter whose every episode makes these calls, then submits `submit` (submit_answer's arguments) if given: the tests' agent. */
export function scriptedAdapter(calls: readonly AgentCall[], options: { name?: string; submit?: Record<string, unknown> } = {}): Adapter {
  const all = options.submit ? [...calls, { tool: SUBMIT_ANSWER_TOOL, args: options.submit }] : calls;
  return defineAdapter({ name: options.name ?? 'script', startEpisode: async () => scriptedAgent(all) });
}
