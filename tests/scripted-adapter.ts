import { defineAdapter, scriptedAgent, type Adapter, type AgentCall } from '../benchmarks/adapters/adapter.ts';

/** An adapter whose every episode makes these calls, then stops with `answer`: the tests' agent. */
export function scriptedAdapter(calls: readonly AgentCall[], options: { name?: string; answer?: string } = {}): Adapter {
  return defineAdapter({ name: options.name ?? 'script', startEpisode: async () => scriptedAgent(calls, options.answer) });
}
