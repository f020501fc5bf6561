import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopGroup, trackGroup } from '../../mcp/process-group.ts';

/** A line of the agent's output as the run shows it: the episode's token never appears. */
const shown = (line: string, token: string) => `  [agent] ${line.replaceAll(token, '«token»')}\n`;

/**
 * The environment an agent's command gets: `PATH`, `HOME`, the names the user passes (`passEnv`,
 * bench:agent's `--pass-env`) and the episode's own variables. Nothing else of the harness's:
 * not its keys, not its options, not where its checkout is.
 */
export function agentProcessEnv(episode: Record<string, string>, passEnv: readonly string[], from: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const kept = ['PATH', 'HOME', ...passEnv].flatMap((name) => (from[name] === undefined ? [] : [[name, from[name]!] as const]));
  return { ...Object.fromEntries(kept), ...episode };
}

/**
 * Starts the user's agent command (`sh -c`, its own process group) in an empty temporary folder of
 * its own, with only the environment agentProcessEnv gives it. Its output goes to the run's, line
 * by line, with the token blanked. `exited` is told when it ends; the returned function stops it,
 * and whatever it started, at the episode's end, and removes its folder.
 */
export function launchAgent(command: string, env: Record<string, string>, token: string, exited: (why: string) => void): () => Promise<void> {
  const room = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-eval-agent-'));
  const child = spawn('/bin/sh', ['-c', command], { cwd: room, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  trackGroup(child);
  for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]] as const) {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop()!;
      for (const line of lines) out.write(shown(line, token));
    });
    stream.on('end', () => partial && out.write(shown(partial, token)));
  }
  child.once('error', (error) => exited(`its command could not be started (${error.message})`));
  child.once('exit', (code, signal) => exited(`its process exited (${signal ?? `code ${code}`})`));
  return async () => {
    await stopGroup(child);
    fs.rmSync(room, { recursive: true, force: true });
  };
}
