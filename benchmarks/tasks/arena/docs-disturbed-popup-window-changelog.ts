import { arena, defineFamily } from 'contract-eval/task';

const listed = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

// Every v3 release that deprecated at least one function. Left out: releases that also deprecated
// a class or a client option (which "functions" would leave in doubt).
export default defineFamily({
  family: 'docs-disturbed-popup-window-changelog',
  defaultKey: 'v3-4-0',
  instances: () =>
    arena.docs.releasesOf(3).flatMap((release) => {
      const deprecated = arena.docs.api().items.filter((item) => item.deprecated?.in === release);
      if (deprecated.length === 0 || deprecated.some((item) => item.kind !== 'function')) return [];
      return [{ release, functions: deprecated.map((item) => item.name) }];
    }),
  key: ({ release }) => `v${release.version.replaceAll('.', '-')}`,
  task: ({ release, functions }) => {
    const lib = arena.docs.library().name;
    return {
      title: 'Docs whose first click opens an advert popup: deprecations of a release',
      startUrl: 'http://docs.arena.test/',
      goal: `According to the v3 changelog of the ${lib} SDK, which functions were deprecated in release ${release.version}?`,
      rationale:
        'The first link click opens an advert in a popup window and does not navigate; the agent must click again in the original page. Judged on the answer only, as every answer task is.',
      tags: ['smoke', 'disturbance'],
      maxSteps: 20,
      maxDurationMs: 120_000,
      setup: { disturbances: ['popup-window'] },
      success: { kind: 'answer', field: 'functions', description: 'every function deprecated in that release', items: functions, of: 'docs.functions' },
      reference: [
        { do: 'click', on: { role: 'link', name: 'Changelog', nth: 0 } },
        { do: 'click', on: { role: 'link', name: 'Changelog', nth: 0 } },
        { do: 'wait_for', text: 'Every release of version 3' },
        { do: 'answer', fields: { functions }, explanation: `${listed(functions)} ${functions.length === 1 ? 'was' : 'were'} deprecated in ${release.version}.` },
      ],
    };
  },
});
