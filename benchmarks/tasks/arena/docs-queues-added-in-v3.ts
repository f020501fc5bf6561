import { arena, defineFamily, type Step } from 'contract-eval/task';

const COUNTS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

// Every module of the reference with two or more functions that came in a 3.x release (one
// would make "which functions" a single lookup), the functions oldest release first.
export default defineFamily({
  family: 'docs-queues-added-in-v3',
  defaultKey: 'queues',
  instances: () =>
    arena.docs
      .api()
      .groups.filter((group) => group.kind === 'module')
      .flatMap((group) => {
        const added = arena.docs
          .itemsOf(group, 3)
          .filter((item) => item.kind === 'function' && item.introduced.major === 3 && item.access && item.http)
          .sort((a, b) => a.introduced.index - b.introduced.index);
        return added.length >= 2 ? [{ group, added }] : [];
      }),
  key: ({ group }) => group.id,
  task: ({ group, added }) => {
    const lib = arena.docs.library().name;
    const facts = added.map((item) => ({ name: item.name, release: item.introduced.version, role: item.access!.role, method: item.http!.method }));
    const visits: Step[] = facts.flatMap((f, i) => [
      ...(i > 0 ? [{ do: 'back' } as Step] : []),
      { do: 'click', on: { role: 'link', name: f.name, nth: 1 } },
      { do: 'click', on: { role: 'tab', name: 'cURL' } },
    ]);
    return {
      title: `Docs: the ${group.title} functions added during v3, with role and HTTP method`,
      startUrl: 'http://docs.arena.test/',
      goal: `Which functions of the ${group.title} module of the ${lib} SDK were added in a 3.x release? For each, tell me the release it came in, the minimum role needed to call it, and the HTTP method its cURL example uses.`,
      rationale: `The module page’s Since column gives the ${COUNTS[facts.length]} functions (${facts.map((f) => `${f.name} ${f.release}`).join(', ')}); roles are on each reference page and methods only in each cURL tab.`,
      tags: ['hard', 'tabs', 'navigation'],
      maxSteps: 50,
      maxDurationMs: 300_000,
      success: {
        kind: 'and',
        children: [
          { kind: 'answer', field: 'functions', description: 'every function of the module added in a 3.x release', items: facts.map((f) => f.name), of: 'docs.functions' },
          {
            kind: 'answer',
            field: 'details',
            description: 'for each of those functions (keyed by its name), its release, minimum role and HTTP method',
            // The functions are the answer: the schema names none of them.
            open: true,
            per: Object.fromEntries(
              facts.map((f) => [
                f.name,
                [
                  { field: 'release', description: 'the release it came in (its version number)', value: f.release, of: 'docs.releases' },
                  { field: 'role', description: 'the minimum role needed to call it', value: f.role, of: 'docs.roles' },
                  { field: 'method', description: 'the HTTP method its cURL example uses', value: f.method, of: 'docs.methods' },
                ],
              ]),
            ),
          },
        ],
      },
      reference: [
        { do: 'click', on: { role: 'button', name: group.title } },
        { do: 'click', on: { role: 'link', name: `${group.title} overview` } },
        ...visits,
        { do: 'answer', fields: { functions: facts.map((f) => f.name), details: Object.fromEntries(facts.map((f) => [f.name, { release: f.release, role: f.role, method: f.method }])) }, explanation: `${facts.map((f) => `${f.name} (${f.release}, ${f.role}, ${f.method})`).join(', ')}.` },
      ],
    };
  },
});
