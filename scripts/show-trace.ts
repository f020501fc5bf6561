// Opens a Playwright trace on a machine without Playwright's own browsers, where
// `npx playwright show-trace` fails: serves Playwright's trace viewer and opens it in the system
// Chromium (or any browser command). Without a display it only prints the viewer's URL.
//   npm run show-trace -- <trace.zip> [--open-with '<command>'] [--host <host>] [--port <port>]
// --open-with: a shell command the URL is appended to (e.g. 'firefox --new-window').
// Serves until Ctrl-C.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BrowserNotFoundError, resolveChromium } from '../benchmarks/browser/chromium.ts';

const USAGE = "usage: npm run show-trace -- <trace.zip> [--open-with '<command>'] [--host <host>] [--port <port>]";

function fail(message: string): never {
  console.error(`show-trace: ${message}`);
  process.exit(1);
}

/** The URL the trace viewer prints once it listens; rejects if it exits first. */
function viewerUrl(viewer: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    viewer.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on (\S+)/.exec(output);
      if (listening) resolve(listening[1]);
    });
    viewer.on('exit', (code) => reject(new Error(`the trace viewer exited (code ${code}) before it listened${output.trim() ? `: ${output.trim()}` : ''}`)));
  });
}

/** The system Chromium with the URL in a new window; as root, Chromium starts only without its sandbox. */
function openInChromium(url: string): ChildProcess {
  const sandbox = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
  return spawn(resolveChromium(), [...sandbox, '--new-window', url], { stdio: 'ignore' });
}

/** A user's browser command, the URL appended as one argument (quoted by the shell, never spliced in). */
const openWith = (command: string, url: string) => spawn('sh', ['-c', `${command} "$1"`, 'show-trace', url], { stdio: 'inherit' });

const hasDisplay = (env: NodeJS.ProcessEnv) => process.platform !== 'linux' || !!(env.DISPLAY || env.WAYLAND_DISPLAY);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'open-with': { type: 'string' }, host: { type: 'string' }, port: { type: 'string', default: '0' } },
});
if (positionals.length !== 1) fail(USAGE);
// npm runs scripts from the package root: a relative path is meant from where npm was called.
const trace = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
if (!fs.statSync(trace, { throwIfNoEntry: false })?.isFile()) fail(`${trace}: no such file`);

// Playwright's own CLI, the version the project pins. With --port it serves the viewer instead of launching its browser.
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const viewer = spawn(process.execPath, [cli, 'show-trace', '--port', values.port, ...(values.host ? ['--host', values.host] : []), trace], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    viewer.kill();
    process.exit(0);
  });

let url: string;
try {
  url = await viewerUrl(viewer);
} catch (error) {
  fail((error as Error).message);
}
viewer.on('exit', (code) => process.exit(code ?? 1));
console.log(`Trace viewer: ${url} (Ctrl-C stops it)`);

if (values['open-with']) openWith(values['open-with'], url);
else if (!hasDisplay(process.env)) {
  const { port } = new URL(url);
  console.log(`No display: open the URL in a browser (from another machine: ssh -L ${port}:localhost:${port} <this host>, or --host 0.0.0.0).`);
}
else
  try {
    openInChromium(url)
      .on('error', (error) => console.error(`show-trace: could not start Chromium (${error.message}); open the URL in a browser`))
      .on('exit', (code) => code && console.error(`show-trace: Chromium exited with code ${code}; open the URL in a browser`));
  } catch (error) {
    if (!(error instanceof BrowserNotFoundError)) throw error;
    console.error(`show-trace: ${error.message} Open the URL in a browser instead.`);
  }
