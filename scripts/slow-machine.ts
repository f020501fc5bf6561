// Runs a command as on a slower machine of this kind: the command and everything it starts share a
// CPU quota (a Linux control group) of some of this machine's cores, by default half of them. The
// time budgets are for machines up to twice as slow as the fastest of this kind, and a CPU-bound
// run on half the CPU takes about twice as long: this measures a budget there instead of guessing.
//   npm run slow-machine -- [--cpus 1] <command> [args…]      e.g. npm run slow-machine -- bash .ci/run
// Needs root (or a delegated control group): cgroup v2, or v1's cpu controller. Never a timed test.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const USAGE = 'usage: npm run slow-machine -- [--cpus <CPUs, default half of this machine\'s>] <command> [args…]';
function usageError(problem: string): never {
  console.error(`slow-machine: ${problem}\n${USAGE}`);
  process.exit(2);
}
// Options come first; the command's own arguments are its own, even those that look like options.
const args = process.argv.slice(2);
let cpusArg: string | undefined;
if (args[0] === '--cpus') [, cpusArg] = args.splice(0, 2);
else if (args[0]?.startsWith('--cpus=')) cpusArg = args.shift()!.slice('--cpus='.length);
if (args[0] === '--') args.shift();
else if (args[0]?.startsWith('-')) usageError(`unknown option ${args[0]}`);
const command = args;
const cores = os.availableParallelism();
const cpus = cpusArg === undefined ? cores / 2 : Number(cpusArg);
if (!(cpus > 0 && cpus <= cores)) usageError(`--cpus takes a number above 0 and at most this machine's ${cores} (got ${cpusArg})`);
if (command.length === 0) usageError('a command to run');

const PERIOD_US = 100_000;
const quota = Math.round(cpus * PERIOD_US);

/** A control group of our own with the quota set: its folder, and the file a process is moved in by. */
interface Group {
  dir: string;
  procs: string;
}

function makeGroup(): Group {
  const name = `bench-slow-machine-${process.pid}`;
  const v2 = '/sys/fs/cgroup';
  const v1 = '/sys/fs/cgroup/cpu';
  // The folder, with its files written; a folder whose quota could not be set is removed again.
  const made = (dir: string, files: Record<string, string>): Group => {
    fs.mkdirSync(dir);
    try {
      for (const [file, value] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), value);
    } catch (error) {
      fs.rmdirSync(dir);
      throw error;
    }
    return { dir, procs: path.join(dir, 'cgroup.procs') };
  };
  if (fs.existsSync(path.join(v2, 'cgroup.controllers'))) {
    // By word: `cpuset` enabled alone is not `cpu`.
    const enabled = fs.readFileSync(path.join(v2, 'cgroup.subtree_control'), 'utf8').split(/\s+/);
    if (!enabled.includes('cpu')) fs.writeFileSync(path.join(v2, 'cgroup.subtree_control'), '+cpu');
    return made(path.join(v2, name), { 'cpu.max': `${quota} ${PERIOD_US}` });
  }
  if (fs.existsSync(path.join(v1, 'cpu.cfs_quota_us'))) return made(path.join(v1, name), { 'cpu.cfs_period_us': String(PERIOD_US), 'cpu.cfs_quota_us': String(quota) });
  throw new Error('no cgroup CPU controller here (looked for /sys/fs/cgroup/cgroup.controllers and /sys/fs/cgroup/cpu)');
}

let group: Group;
try {
  group = makeGroup();
} catch (error) {
  const { code, message } = error as NodeJS.ErrnoException;
  console.error(`slow-machine: cannot make a control group with a CPU quota of ${cpus} CPUs: ${code === 'EACCES' || code === 'EROFS' || code === 'EPERM' ? 'run it as root' : message}`);
  process.exit(1);
}

// The shell moves itself into the group before it becomes the command, so everything the command starts is in it.
const started = Date.now();
const child = spawn('sh', ['-c', `echo $$ > '${group.procs}' && exec "$@"`, 'sh', ...command], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
const code = await new Promise<number>((resolve) => child.on('close', (status, signal) => resolve(status ?? (signal ? 128 + os.constants.signals[signal] : 1))));
const seconds = Math.round((Date.now() - started) / 1000);

// What the command left running is ended with it: a control group with processes in it cannot be removed.
const left = () => fs.readFileSync(group.procs, 'utf8').split('\n').filter(Boolean);
for (let attempt = 0; attempt < 50 && left().length > 0; attempt++) {
  for (const pid of left()) {
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      // gone already
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
try {
  fs.rmdirSync(group.dir);
} catch (error) {
  console.error(`slow-machine: could not remove the control group ${group.dir}: ${(error as Error).message}`);
}
console.log(`slow-machine: ${command.join(' ')} on ${cpus} of ${cores} CPUs: exit ${code} in ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
process.exit(code);
