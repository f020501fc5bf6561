import { arena, defineFamily } from 'contract-eval/task';

type Change = ReturnType<typeof arena.docs.releaseNotesOf>[number]['changes'][number];

/** What a release note can announce, as the goal asks for it and as the changelog words it. */
const TALLIES: ReadonlyArray<{ key: string; asked: string; noun: string; is: (change: Change) => boolean }> = [
  { key: 'default-changes', asked: 'how many times did a release change the default value of a function parameter or of a client option', noun: 'default changes', is: (c) => c.kind === 'Changed' && /default of .* is now/.test(c.text) },
  { key: 'renamed-parameters', asked: 'how many function parameters were renamed', noun: 'renamed parameters', is: (c) => c.kind === 'Changed' && / is now called /.test(c.text) },
  { key: 'removed-parameters', asked: 'how many function parameters were removed', noun: 'removed parameters', is: (c) => c.kind === 'Removed' && /: removed the parameter /.test(c.text) },
  { key: 'deprecations', asked: 'how many functions, classes or client options were deprecated', noun: 'deprecations', is: (c) => c.kind === 'Deprecated' },
  { key: 'new-methods', asked: 'how many methods were added to classes that already existed', noun: 'new methods', is: (c) => c.kind === 'Added' && / has a new method, /.test(c.text) },
  { key: 'new-api-items', asked: 'how many functions, classes and client options were added after 1.0.0', noun: 'new API items', is: (c) => c.kind === 'Added' && /^\[[A-Za-z]+\]\(api:[A-Za-z]+\): /.test(c.text) },
  { key: 'bug-fixes', asked: 'how many bug fixes were listed', noun: 'bug fixes', is: (c) => c.kind === 'Fixed' },
];

const MAJORS = [1, 2, 3] as const;

// Every kind of release note whose count the three changelogs (v1, v2, v3: one page each) share:
// left out, a kind that only one major version's changelog lists (one page would do) or that is
// too rare to need counting (fewer than five).
export default defineFamily({
  family: 'docs-frontier-changelog-tally',
  defaultKey: 'default-changes',
  instances: () =>
    TALLIES.flatMap((tally) => {
      const perMajor = MAJORS.map((m) => arena.docs.releaseNotesOf(m).flatMap((notes) => notes.changes).filter(tally.is).length);
      const total = perMajor.reduce((a, b) => a + b, 0);
      if (perMajor.filter((n) => n > 0).length < 2 || total < 5) return [];
      return [{ ...tally, perMajor, total }];
    }),
  key: ({ key }) => key,
  task: ({ asked, noun, perMajor, total }) => {
    const lib = arena.docs.library();
    const releases = lib.releases.length;
    return {
      title: `Docs: a tally of the release notes over every changelog (${noun})`,
      startUrl: 'http://docs.arena.test/',
      goal: `Over the whole history of the ${lib.name} SDK, from 1.0.0 to the newest release, ${asked}, according to its release notes?`,
      rationale: `aggregation: the answer (${total}) is a count over the ${releases} releases' notes, which the docs split into one changelog page per major version (v1 ${perMajor[0]}, v2 ${perMajor[1]}, v3 ${perMajor[2]}), each a long list of releases with Added, Changed, Deprecated, Removed and Fixed entries; no page counts them, the search does not index the changelogs, and the v3 changelog (the one the header links to) holds only ${perMajor[2]} of them. The other two are reached through the version menu, which keeps the page. Shortcuts read the first number of the first page they reach (a release number, a result count) and fail.`,
      tags: ['frontier', 'aggregation', 'changelog', 'versions'],
      maxSteps: 30,
      maxDurationMs: 240_000,
      success: { kind: 'answer', field: 'total', description: `how many ${noun} the release notes list, over every release from 1.0.0 to the newest`, number: total },
      reference: [
        { do: 'click', on: { role: 'link', name: 'Changelog', nth: 0 } },
        { do: 'read' },
        { do: 'select', on: { role: 'combobox', name: 'Version' }, option: 'v2' },
        { do: 'wait_for', text: 'Changelog: v2' },
        { do: 'read' },
        { do: 'select', on: { role: 'combobox', name: 'Version' }, option: 'v1' },
        { do: 'wait_for', text: 'Changelog: v1' },
        { do: 'read' },
        { do: 'answer', fields: { total }, explanation: `Over all the releases, the release notes list ${total} ${noun} in all.` },
      ],
    };
  },
});
