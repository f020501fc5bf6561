// The task families and their instances on this run's seed (the seed option), or every task as JSON.
//   npm run instances                      # each family: its instances, its default; the total
//   npm run instances -- --json            # every task of the selection (the instances option) as JSON, one per line
import { arenaSeed, DEFAULT_SEED } from '../fixtures-site/site-kit/random.ts';
import { instancesPerFamily } from '../benchmarks/task-spec/family.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';
import { optionDefaults } from '../benchmarks/options.ts';

const json = process.argv.includes('--json');
const { tasks, problems, seedBound } = await loadTasks(optionDefaults().tasksDir, json ? instancesPerFamily() : Number.POSITIVE_INFINITY);
for (const problem of problems) console.error(`${problem.file}: ${problem.message}`);
if (json) {
  for (const task of tasks) console.log(JSON.stringify(task));
} else {
  const families = new Map<string, { instances: number; defaultKey: string }>();
  for (const task of tasks) if (task.family && !families.has(task.family.id)) families.set(task.family.id, { instances: task.family.instances, defaultKey: task.family.key });
  const singles = tasks.filter((task) => !task.family);
  console.log(`seed ${arenaSeed()}${arenaSeed() === DEFAULT_SEED ? ' (the default)' : ''}`);
  for (const [id, { instances, defaultKey }] of families) console.log(`${id.padEnd(48)} ${String(instances).padStart(4)} instances, default ${defaultKey}`);
  const total = [...families.values()].reduce((sum, family) => sum + family.instances, 0);
  console.log(`${families.size} families with ${total} instances; ${singles.length} single tasks; ${total + singles.length} in all`);
  if (seedBound.length > 0) console.log(`left out on this seed: ${seedBound.length} single arena tasks, whose answers are the default seed's (${seedBound.join(', ')})`);
}
// exitCode, not exit(): a pipe must get every line written before the process ends.
process.exitCode = problems.length > 0 ? 1 : 0;
