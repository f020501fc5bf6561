import { arena, defineFamily } from 'contract-eval/task';

// Every release of the older versions (1 and 2): the start page's changelog lists only 3.x
// releases, so each needs the version menu. Release dates are all different (time only moves on).
export default defineFamily({
  family: 'docs-changelog-release-date',
  defaultKey: 'v2-4-0',
  instances: () => [...arena.docs.releasesOf(2), ...arena.docs.releasesOf(1)],
  key: (release) => `v${release.version.replaceAll('.', '-')}`,
  task: (release) => {
    const lib = arena.docs.library().name;
    return {
      title: `Docs: the release date of ${release.version}, from the v${release.major} changelog`,
      startUrl: 'http://docs.arena.test/',
      goal: `When was version ${release.version} of the ${lib} SDK released? Look it up in the changelog of version ${release.major}.`,
      rationale: `The v3 docs (the start) only list 3.x releases: the agent must switch to v${release.major} with the version menu and open its changelog; the date is generated.`,
      tags: ['smoke', 'versions'],
      maxSteps: 15,
      maxDurationMs: 90_000,
      success: { kind: 'answer', field: 'released', description: 'the date that version was released', date: release.date },
      reference: [
        { do: 'select', on: { role: 'combobox', name: 'Version' }, option: `v${release.major}` },
        { do: 'wait_for', text: 'You are reading the docs of' },
        { do: 'click', on: { role: 'link', name: 'Changelog', nth: 0 } },
        { do: 'answer', fields: { released: release.date }, explanation: `Version ${release.version} was released on ${release.date}.` },
      ],
    };
  },
});
