import { arena, defineFamily } from 'contract-eval/task';

const LIMITS = ['write', 'management'] as const;
/** The most functions an instance may ask to open: each costs a target two or three calls, and an agent has 100. */
const MAX_FUNCTIONS = 30;
const listAnd = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

type Item = ReturnType<typeof arena.docs.api>['items'][number];
/** Whether the item's description (which the search indexes) names the limit it counts against. */
const saysLimit = (item: Item, limit: string) => item.details.some((text) => text.includes(`count against the ${limit} rate limit`));

// Two neighbouring resource modules of the v3 reference and a rate limit other than read (read is
// what every GET call counts against, a guess). Left out: a pair whose functions of that limit all
// sit in one module (one module's pages would do), fewer than two or more than eight of them, more
// than MAX_FUNCTIONS functions in the pair (the reference would outrun a target's step budget), and
// a set that is the first functions a module's member list shows (a reader of one list would pass),
// and a set whose every function says its limit in its description (a search would list them all).
export default defineFamily({
  family: 'docs-frontier-module-limit-audit',
  defaultKey: 'tokens-workspaces-management',
  instances: () => {
    const modules = arena.docs.api().groups.filter((group) => group.kind === 'module');
    return modules.slice(0, -1).flatMap((first, i) => {
      const pair = [first, modules[i + 1]];
      const functions = pair.map((group) => arena.docs.itemsOf(group, 3).filter((item) => item.kind === 'function'));
      if (functions.flat().length > MAX_FUNCTIONS) return [];
      return LIMITS.flatMap((limit) => {
        const counted = functions.map((list) => list.filter((item) => item.access?.limit === limit).map((item) => item.name));
        const all = counted.flat();
        if (counted.some((names) => names.length === 0) || all.length < 2 || all.length > 8) return [];
        if (functions.some((list) => list.slice(0, all.length).every((item) => all.includes(item.name)))) return [];
        // Some of them must not say it in their description either: the search would list them all.
        const unsaid = functions.flat().filter((item) => all.includes(item.name) && !saysLimit(item, limit)).map((item) => item.name);
        if (unsaid.length === 0) return [];
        return [{ pair, functions: functions.flat(), limit, names: all, unsaid }];
      });
    });
  },
  key: ({ pair, limit }) => `${pair[0].id}-${pair[1].id}-${limit}`,
  task: ({ pair, functions, limit, names, unsaid }) => {
    const lib = arena.docs.library().name;
    const [a, b] = pair.map((group) => group.title);
    return {
      title: `Docs: which functions of two modules count against the ${limit} rate limit`,
      startUrl: 'http://docs.arena.test/',
      goal: `For a security review of the v3 ${lib} API: which functions of its ${a} and ${b} modules count against the ${limit} rate limit?`,
      rationale: `long-horizon: the rate limit a function counts against is stated for sure only on its own reference page ("Access and limits"); the module pages, the reference overview and the changelogs do not show it, names do not tell (a create or delete function may count against any of the three limits), and the search finds only the functions whose description repeats it (here not ${listAnd(unsaid)}). So all ${functions.length} v3 functions of the two modules are opened one by one from the reference overview (${2 * functions.length + 1} steps) to find the ${names.length} of them that count against the ${limit} limit: ${listAnd(names)}. Shortcuts read one page and name the first functions it lists.`,
      tags: ['frontier', 'long-horizon', 'reference'],
      maxSteps: 100,
      maxDurationMs: 600_000,
      success: { kind: 'answer', field: 'functions', description: 'every function of those modules that counts against that rate limit', items: names, of: 'docs.functions' },
      reference: [
        { do: 'click', on: { role: 'link', name: 'API reference', nth: 0 } },
        // Each function's page, at the address its link on the overview gives, read in turn.
        ...functions.flatMap((item) => [{ do: 'go' as const, url: `http://docs.arena.test/v3/api/${item.name}` }, { do: 'read' as const }]),
        { do: 'answer', fields: { functions: names }, explanation: `In v3, ${listAnd(names)} count against the ${limit} rate limit.` },
      ],
    };
  },
});
