import { arena, defineFamily } from 'contract-eval/task';
import { resultLink } from './shared/docs-params.ts';

const COUNTS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const listed = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

// Every v3 function: each has its own generated set of error codes (three to seven), all in the
// lazily loaded Errors section of its page.
export default defineFamily({
  family: 'docs-disturbed-lazy-content-errors',
  defaultKey: 'deletequeue',
  instances: () => arena.docs.api().items.filter((item) => item.kind === 'function' && arena.docs.existsIn(item, 3) && item.errors.length >= 2),
  key: (item) => item.name.toLowerCase(),
  task: (item) => {
    const lib = arena.docs.library().name;
    const codes = item.errors.map((error) => error.code);
    return {
      title: 'Docs with lazily loaded content: the error codes of a function',
      startUrl: 'http://docs.arena.test/',
      goal: `According to the v3 ${lib} SDK docs, which error codes can ${item.name} fail with?`,
      rationale: `The Errors section is far below the first screen and is only loaded when the reader scrolls near it (or follows its anchor); the ${COUNTS[codes.length]} codes are a generated subset.`,
      tags: ['standard', 'disturbance', 'search'],
      maxSteps: 30,
      maxDurationMs: 150_000,
      setup: { disturbances: ['lazy-content'] },
      success: { kind: 'answer', field: 'error_codes', description: 'every error code the function can fail with', items: codes, of: 'docs.errors' },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: item.name },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
        { do: 'click', on: resultLink(item.name) },
        { do: 'scroll' },
        { do: 'wait_for', text: 'Catch the codes you expect and let the others propagate' },
        { do: 'answer', fields: { error_codes: codes }, explanation: `${listed(codes)}.` },
      ],
    };
  },
});
