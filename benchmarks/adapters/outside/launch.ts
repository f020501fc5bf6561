import { spawn } from 'node:child_process';
import { stopGroup, trackGroup } from '../../mcp/process-group.ts';

/** A line of the agent's output as the run shows it: the episode's token never appears. */
const shown = (line: string, token: string) => `  [agent] ${line.replaceAll(token, '«token»')}\n`;

/**
 * Starts the user's agent command (`sh -c`, its own process group) with the episode in its
 * environment. Its output goes to the run's, line by line, with the token blanked. `exited` is
 * told when it ends; the returned function stops it, and whatever it started, at the episode's end.
 */
export function launchAgent(command: string, env: Record<string, string>, token: string, exited: (why: string) => void): () => Promise<void> {
  const child = spawn('/bin/sh', ['-c', command], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
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
  return () => stopGroup(child);
}
