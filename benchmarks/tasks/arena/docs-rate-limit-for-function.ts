import { arena, defineFamily } from 'contract-eval/task';
import { v3Functions, resultLink } from './shared/docs-params.ts';

const COLUMNS = { read: 1, write: 2, management: 3 } as const;

/** The Team plan's requests per minute of each kind, from the v3 Rate limits guide's table. */
function teamLimits(): Record<keyof typeof COLUMNS, number> {
  const table = arena.docs.rateLimits(3).flatMap((section) => section.blocks).find((block) => block.type === 'table');
  const row = table?.type === 'table' ? table.rows.find((r) => r[0] === 'Team') : undefined;
  if (!row) throw new Error('docs-rate-limit-for-function: no Team row in the v3 Rate limits guide');
  return { read: Number(row[COLUMNS.read]), write: Number(row[COLUMNS.write]), management: Number(row[COLUMNS.management]) };
}

// Every v3 function that counts against the write or management limit (read is what every GET
// call counts against, a guess). Left out when the Team plan allows as many requests of another
// kind: a wrong category would then give the right number.
export default defineFamily({
  family: 'docs-rate-limit-for-function',
  defaultKey: 'archivequeue',
  instances: () => {
    const limits = teamLimits();
    return v3Functions().flatMap((item) => {
      const limit = item.access?.limit;
      if (!limit || limit === 'read') return [];
      const number = limits[limit];
      if (Object.entries(limits).some(([kind, n]) => kind !== limit && n === number)) return [];
      return [{ item, limit, number }];
    });
  },
  key: ({ item }) => item.name.toLowerCase(),
  task: ({ item, limit, number }) => {
    const lib = arena.docs.library().name;
    return {
      title: 'Docs: which rate limit a function counts against, and its size on a plan',
      startUrl: 'http://docs.arena.test/',
      goal: `We are on the Team plan and use the v3 ${lib} API. Which rate limit does ${item.name} count against, and how many requests per minute of that kind does the Team plan allow?`,
      rationale: `The category (${limit}) is on the function’s reference page and the number (${number}) in the Rate limits guide’s table: two pages, neither guessable.`,
      tags: ['standard', 'search'],
      maxSteps: 30,
      maxDurationMs: 150_000,
      success: {
        kind: 'and',
        children: [
          { kind: 'answer', field: 'rate_limit', description: 'the rate limit the function counts against', value: limit, of: 'docs.limits' },
          { kind: 'answer', field: 'requests_per_minute', description: 'how many requests per minute of that kind the Team plan allows', number },
        ],
      },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search docs' }, text: item.name },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search docs' } },
        { do: 'click', on: resultLink(item.name) },
        { do: 'click', on: { role: 'link', name: 'Rate limits', nth: 0 } },
        { do: 'answer', fields: { rate_limit: limit, requests_per_minute: number }, explanation: `${item.name} counts against the ${limit} limit; the Team plan allows ${number} ${limit} requests per minute.` },
      ],
    };
  },
});
