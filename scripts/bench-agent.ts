// Runs a suite with an outside agent (docs/outside-agents.md):
//   npm run bench:agent -- --agent "<command>" [--name <agent name>] [--pass-env NAME]… [playwright test options…]
// Each episode launches the command once (sh -c, its own process group, in an empty temporary
// folder) with only PATH, HOME, the --pass-env names and the episode's MCP endpoint, token, stdio
// bridge and goal (CONTRACT_EVAL_*) in its environment, judges it, records it into runs/ and
// reports it as any adapter's episode: `playwright test --project=outside`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { AGENT_COMMAND_ENV, AGENT_NAME_ENV, AGENT_PASS_ENV } from '../benchmarks/adapters/outside/settings.ts';

const USAGE = 'usage: npm run bench:agent -- --agent "<command>" [--name <agent name>] [--pass-env NAME]… [playwright test options…]';

/** `--agent`, `--name` and every `--pass-env` (as `--x value` or `--x=value`); everything else goes to Playwright. */
function split(args: string[]): { agent?: string; name?: string; passEnv: string[]; rest: string[] } {
  const ours: { agent?: string; name?: string } = {};
  const passEnv: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const match = /^--(agent|name|pass-env)(?:=(.*))?$/.exec(args[i]);
    if (!match) rest.push(args[i]);
    else if (match[1] === 'pass-env') passEnv.push(match[2] ?? args[++i]);
    else ours[match[1] as 'agent' | 'name'] = match[2] ?? args[++i];
  }
  return { ...ours, passEnv, rest };
}

const { agent, name, passEnv, rest } = split(process.argv.slice(2));
const badName = passEnv.find((variable) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(variable ?? ''));
if (badName !== undefined) {
  console.error(`bench:agent: --pass-env ${badName ?? ''}: the name of one environment variable\n${USAGE}`);
  process.exit(1);
}
if (!agent?.trim()) {
  console.error(`bench:agent: --agent is missing: the command that starts your agent\n${USAGE}`);
  process.exit(1);
}
const child = spawnSync(path.resolve(import.meta.dirname, '../node_modules/.bin/playwright'), ['test', '--project=outside', ...rest], {
  stdio: 'inherit',
  env: { ...process.env, BENCH_RECORD: '1', [AGENT_COMMAND_ENV]: agent, ...(name && { [AGENT_NAME_ENV]: name }), ...(passEnv.length > 0 && { [AGENT_PASS_ENV]: passEnv.join(',') }) },
});
process.exit(child.status ?? 1);
