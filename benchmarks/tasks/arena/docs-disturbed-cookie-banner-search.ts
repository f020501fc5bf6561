import { arena, defineFamily } from 'contract-eval/task';
import { resultLink } from './shared/docs-params.ts';

// Every v3 function that came after the first release (1.0.0 would be the guess of an agent that
// never reads the page), in reference order.
export default defineFamily({
  family: 'docs-disturbed-cookie-banner-search',
  defaultKey: 'unlockpolicy',
  instances: () => arena.docs.api().items.filter((item) => item.kind === 'function' && arena.docs.existsIn(item, 3) && item.introduced.index > 0),
  key: (item) => item.name.toLowerCase(),
  task: (item) => {
    const lib = arena.docs.library().name;
    const release = item.introduced.version;
    return {
      title: 'Docs behind a cookie banner: when a function was added',
      startUrl: 'http://docs.arena.test/',
      goal: `Search the ${lib} SDK docs (v3) for ${item.name} and tell me in which release it was added.`,
      rationale: `A consent dialog makes the whole page inert until it is answered, and comes back on every page until then; the contract wants the answer (${release}) with the banner answered: the site's record of the choice (a banner a script deleted made none), and the banner gone from the page the agent ends on.`,
      tags: ['standard', 'disturbance', 'search'],
      maxSteps: 30,
      maxDurationMs: 150_000,
      setup: { disturbances: ['cookie-banner'] },
      success: {
        kind: 'and',
        children: [
          { kind: 'site_state', site: 'docs', collection: 'disturbance_choices', where: { disturbance: 'cookie-banner' } },
          { kind: 'dom_count', selector: '[data-arena-disturbance="cookie-banner"]', op: 'eq', value: 0 },
          { kind: 'no_dialog' },
          { kind: 'answer', field: 'release', description: 'the release it was added in (its version number)', value: release, of: 'docs.releases' },
        ],
      },
      reference: [
        { do: 'click', on: { role: 'button', name: 'Accept all' } },
        { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: item.name },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
        { do: 'click', on: resultLink(item.name) },
        { do: 'answer', fields: { release }, explanation: `${item.name} was added in release ${release}.` },
      ],
    };
  },
});
