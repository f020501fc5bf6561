import { arena, defineFamily } from 'contract-eval/task';
import { soundSet } from './shared/chore-sets.ts';
import { listAnd } from './shared/app-words.ts';

type Item = ReturnType<typeof arena.docs.api>['items'][number];

/** Set members whose searchable text never names the code, so that a search for it cannot list the set. */
const MIN_UNSAID = 3;
/** Codes every function (or nearly every one) can fail with: no rule to read by. */
const COMMON = new Set(['invalid_argument', 'unauthenticated', 'not_found']);

/** What the docs' search indexes of an item (model/search.ts: summary, details, parameters): does it name the code? */
const saysCode = (item: Item, code: string) => [item.summary, ...item.details, ...item.params.map((p) => p.description)].some((text) => text.includes(code));

// Two resource modules of the v3 reference (in the reference's order) with at most 22 functions
// (each costs the reference two steps) and an error code that at least ten of them can fail with
// and at least three cannot. The codes a function can fail with are only in its own page's Errors
// table: the module pages list the functions without them, and the search indexes descriptions,
// not the Errors table (rejected: a set of which fewer than three never name the code in their
// description). Also rejected: a set that is the first functions of either module's list.
export default defineFamily({
  family: 'docs-chore-error-set',
  defaultKey: 'queues-snapshots-unavailable',
  instances: () => {
    const modules = arena.docs.api().groups.filter((group) => group.kind === 'module');
    return modules.flatMap((first, i) =>
      modules.slice(i + 1).flatMap((second) => {
        const lists = [first, second].map((group) => arena.docs.itemsOf(group, 3).filter((item) => item.kind === 'function'));
        const functions = lists.flat();
        if (functions.length > 22) return [];
        const codes = [...new Set(functions.flatMap((f) => f.errors.map((e) => e.code)))].filter((code) => !COMMON.has(code)).sort();
        return codes.flatMap((code) => {
          const set = functions.filter((f) => f.errors.some((e) => e.code === code));
          if (!soundSet(functions, set, lists, { max: 22, leftOut: 3 })) return [];
          return set.filter((f) => !saysCode(f, code)).length >= MIN_UNSAID ? [{ pair: [first, second], functions, code, set }] : [];
        });
      }),
    );
  },
  key: ({ pair, code }) => `${pair[0].id}-${pair[1].id}-${code.replaceAll('_', '-')}`,
  task: ({ pair, functions, code, set }) => {
    const lib = arena.docs.library().name;
    const [a, b] = pair.map((group) => group.title);
    const names = set.map((f) => f.name);
    return {
      title: `Docs: every function of two modules that can fail with ${code}`,
      startUrl: 'http://docs.arena.test/',
      goal: `We are adding error handling for \`${code}\` to our integration with the ${lib} API (v3). Which functions of its ${a} and ${b} modules can fail with \`${code}\`? List every one of them.`,
      rationale: `A family, one instance per pair of modules and error code. exhaustive-set: ${set.length} of the ${functions.length} v3 functions of the ${a} and ${b} modules can fail with ${code} (${listAnd(names)}); the codes are only in each function's own Errors table, so both module pages are read and every function's page opened once (${2 * functions.length + 4} reference steps). Built to resist answering from the module pages or a search: the module lists show no errors, the search indexes descriptions (which name the code for only some of them), names do not tell, and the set is not the first functions of either list; naming every function (${functions.length - set.length} too many) or stopping early fails, since one missing or extra function fails.`,
      tags: ['chore', 'exhaustive-set', 'reference'],
      maxSteps: 100,
      maxDurationMs: 480_000,
      success: { kind: 'answer', field: 'functions', description: 'every function of those modules that can fail with that error code', items: names, of: 'docs.functions' },
      reference: [
        ...pair.flatMap((group) => [{ do: 'go' as const, url: `http://docs.arena.test/v3/api/modules/${group.id}` }, { do: 'read' as const }]),
        ...functions.flatMap((f) => [{ do: 'go' as const, url: `http://docs.arena.test/v3/api/${f.name}` }, { do: 'read' as const }]),
        { do: 'answer', fields: { functions: names }, explanation: `In v3, ${listAnd(names)} can fail with ${code}.` },
      ],
    };
  },
});
