// Serves one episode to an outside agent (docs/outside-agents.md):
//   npm run serve-task -- <task> [--target <name>] [--port <n>] [--host <address>] [--name <agent name>] [-- <playwright test options>]
// Starts the task's episode (reset, sites, start page, envelope, recording) in the `outside`
// project and prints where its MCP endpoint is. The episode ends at the agent's answer, at a cap,
// or when the agent leaves; it is then judged, recorded into runs/ and reported as any episode.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isIP } from 'node:net';
import { parseArgs } from 'node:util';
import { readEndpointFile, SERVE_TASK_ENDPOINT_FILE, BRIDGE_COMMAND, AGENT_ENV } from '../benchmarks/adapters/outside/served-episode.ts';
import { outsideAgentSettings } from '../benchmarks/adapters/outside/settings.ts';
import { optionEnv } from '../benchmarks/environment/registry.ts';
import { optionDefaults } from '../benchmarks/options.ts';
import { targetNamed } from '../benchmarks/targets/index.ts';
import { taskGrep } from '../benchmarks/task-spec/grep.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const USAGE = 'usage: npm run serve-task -- <task> [--target <name>] [--port <n>] [--host <address>] [--name <agent name>] [-- <playwright test options>]';

function fail(message: string): never {
  console.error(`serve-task: ${message}`);
  process.exit(1);
}

function parsed() {
  try {
    return parseArgs({ allowPositionals: true, tokens: true, options: { target: { type: 'string', short: 't' }, port: { type: 'string' }, host: { type: 'string' }, name: { type: 'string' } } });
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
}

const { values, tokens } = parsed();
// What follows `--` goes to Playwright as it is (e.g. --output, --reporter).
const terminator = tokens.findIndex((token) => token.kind === 'option-terminator');
const ours = terminator === -1 ? tokens : tokens.slice(0, terminator);
const positionals = ours.flatMap((token) => (token.kind === 'positional' ? [token.value] : []));
const playwrightArgs = terminator === -1 ? [] : tokens.slice(terminator + 1).flatMap((token) => (token.kind === 'positional' ? [token.value] : []));
if (positionals.length !== 1) fail(USAGE);
const [taskId] = positionals;

const targetName = values.target ?? optionDefaults().target;
const target = (() => {
  try {
    return targetNamed(targetName);
  } catch (error) {
    fail(`--target: ${(error as Error).message}`);
  }
})();
const unavailable = target.unavailable?.();
if (unavailable) fail(`--target ${targetName} cannot run here: ${unavailable}`);

// Beyond loopback only when asked (an agent in a container or on another machine): the token still guards it.
if (values.host !== undefined && !isIP(values.host)) fail(`--host ${values.host}: an IP address to listen on (127.0.0.1 by default)`);
if (values.host !== undefined && !/^(127\.|::1$)/.test(values.host))
  console.warn(`serve-task: the endpoint listens on ${values.host}: anything that reaches that address can try it; only the token keeps it out. Use it for an agent you run elsewhere, on a network you trust.`);
const portEnv = optionEnv({ agentPort: values.port, agentHost: values.host });
try {
  outsideAgentSettings(portEnv);
} catch (error) {
  fail(`--port: ${(error as Error).message}`);
}

const { tasksDir } = optionDefaults();
const { tasks } = await loadTasks(tasksDir);
const task = tasks.find((t) => t.id === taskId);
if (!task) {
  const near = tasks.filter((t) => t.id.includes(taskId) || taskId.includes(t.id)).map((t) => t.id);
  fail(`no task ${taskId} in ${path.relative(process.cwd(), tasksDir) || '.'}${near.length > 0 ? ` (did you mean ${near.slice(0, 5).join(', ')}?)` : ''}`);
}

if (fs.existsSync(SERVE_TASK_ENDPOINT_FILE))
  fail(`another serve-task is serving an episode (${path.relative(process.cwd(), SERVE_TASK_ENDPOINT_FILE)} exists); if none is running, delete that file`);
fs.mkdirSync(path.dirname(SERVE_TASK_ENDPOINT_FILE), { recursive: true });

const child = spawn(path.join(ROOT, 'node_modules/.bin/playwright'), ['test', '--project=outside', '-g', taskGrep([task.id]), '--workers=1', ...playwrightArgs], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...portEnv,
    ...optionEnv({ target: target.name, record: '1', agentEndpointFile: SERVE_TASK_ENDPOINT_FILE, agentName: values.name }),
  },
});
// Ctrl-C reaches Playwright too, which ends the episode (interrupted) and exits: wait for it.
process.on('SIGINT', () => {});

// The episode's endpoint, once its worker has it up: shown here, never in the run's own output.
const shown = setInterval(() => {
  if (!fs.existsSync(SERVE_TASK_ENDPOINT_FILE)) return;
  clearInterval(shown);
  const episode = readEndpointFile(SERVE_TASK_ENDPOINT_FILE);
  console.log(
    [
      '',
      `Serving ${episode.task} on ${episode.target}: its clock is running (${task.maxDurationMs / 1000} s, ${episode.maxCalls} calls at most).`,
      `  MCP endpoint (Streamable HTTP): ${episode.url}`,
      `  header:                         Authorization: Bearer ${episode.token}`,
      `  stdio bridge, for clients that spawn servers: ${BRIDGE_COMMAND}`,
      `    (it reads ${path.relative(process.cwd(), SERVE_TASK_ENDPOINT_FILE)}, or ${AGENT_ENV.url} and ${AGENT_ENV.token})`,
      `The task is the server's instructions and its prompt "task"; the agent ends it with the submit_answer tool.`,
      '',
    ].join('\n'),
  );
}, 100);

child.on('close', (code) => {
  clearInterval(shown);
  fs.rmSync(SERVE_TASK_ENDPOINT_FILE, { force: true });
  process.exit(code ?? 1);
});
