// Runs a suite with an outside agent (docs/outside-agents.md):
//   npm run bench:agent -- --agent "<command>" [--name <agent name>] [playwright test options…]
// Each episode launches the command once (sh -c, its own process group) with the episode's MCP
// endpoint, token, stdio bridge and goal in its environment (CONTRACT_EVAL_*), judges it,
// records it into runs/ and reports it as any adapter's episode: `playwright test --project=outside`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { AGENT_COMMAND_ENV, AGENT_NAME_ENV } from '../benchmarks/adapters/outside/settings.ts';

const USAGE = 'usage: npm run bench:agent -- --agent "<command>" [--name <agent name>] [playwright test options…]';

/** `--agent` and `--name` (as `--x value` or `--x=value`); everything else goes to Playwright. */
function split(args: string[]): { agent?: string; name?: string; rest: string[] } {
  const ours: { agent?: string; name?: string } = {};
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const match = /^--(agent|name)(?:=(.*))?$/.exec(args[i]);
    if (!match) rest.push(args[i]);
    else ours[match[1] as 'agent' | 'name'] = match[2] ?? args[++i];
  }
  return { ...ours, rest };
}

const { agent, name, rest } = split(process.argv.slice(2));
if (!agent?.trim()) {
  console.error(`bench:agent: --agent is missing: the command that starts your agent\n${USAGE}`);
  process.exit(1);
}
const child = spawnSync(path.resolve(import.meta.dirname, '../node_modules/.bin/playwright'), ['test', '--project=outside', ...rest], {
  stdio: 'inherit',
  env: { ...process.env, BENCH_RECORD: '1', [AGENT_COMMAND_ENV]: agent, ...(name && { [AGENT_NAME_ENV]: name }) },
});
process.exit(child.status ?? 1);
