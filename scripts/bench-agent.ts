// Runs a suite with an outside agent (docs/outside-agents.md):
//   npm run bench:agent -- --agent "<command>" [--name <agent name>] [--pass-env NAME]… [playwright test options…]
// Each episode launches the command once (sh -c, its own process group, in an empty temporary
// folder) with only PATH, HOME, the --pass-env names and the episode's MCP endpoint, token, stdio
// bridge and goal (CONTRACT_EVAL_*) in its environment, judges it, records it into runs/ and
// reports it as any adapter's episode: `playwright test --project=outside`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { AGENT_OPTIONS_USAGE, agentCommandEnv, agentCommandProblem, splitAgentArgs } from '../benchmarks/adapters/outside/agent-command.ts';
import { optionEnv } from '../benchmarks/environment/registry.ts';

const command = splitAgentArgs(process.argv.slice(2));
const problem = agentCommandProblem(command);
if (problem) {
  console.error(`bench:agent: ${problem}\nusage: npm run bench:agent -- ${AGENT_OPTIONS_USAGE} [playwright test options…]`);
  process.exit(1);
}
const child = spawnSync(path.resolve(import.meta.dirname, '../node_modules/.bin/playwright'), ['test', '--project=outside', ...command.rest], {
  stdio: 'inherit',
  env: { ...process.env, ...optionEnv({ record: '1' }), ...agentCommandEnv(command) },
});
process.exit(child.status ?? 1);
