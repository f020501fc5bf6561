import { z } from 'zod';
import { type ContractKind, defineKind, type NetworkEntry } from '../kind.ts';
import { regexSource } from '../regex.ts';
import { preview } from '../verdict.ts';

const schema = z.strictObject({
  kind: z.literal('network'),
  /** Regex source tested against each request URL. */
  url_pattern: regexSource,
  status_in: z.array(z.number().int().min(100).max(599)).min(1).max(100),
  /** Which requests count: those since the agent got control, or since its last tool call began. */
  since: z.enum(['contract_enter', 'last_tool_call']),
});
export type NetworkContract = z.infer<typeof schema>;

const describe = (entry: NetworkEntry) => `${entry.method} ${preview(entry.url)} → ${entry.status ?? entry.failure ?? 'no response'} at ${entry.t} ms`;

export const network: ContractKind<NetworkContract> = defineKind({
  kind: 'network',
  summary: 'a request to a URL matching a regular expression was answered with one of the given statuses, since a marker',
  schema: () => schema,
  async evaluate(contract, { network: log, markers, matching }, path) {
    const marker = markers[contract.since];
    const scanned = marker === undefined ? [] : log.since(marker);
    const urlMatches = scanned.filter((entry) => matching.finds(contract.url_pattern, entry.url));
    const matches = urlMatches.filter((entry) => entry.status !== undefined && contract.status_in.includes(entry.status));
    const lastMatch = matches.at(-1);
    // Without a match, the closest thing: the last request to a matching URL, whatever its status.
    const lastSameUrl = urlMatches.at(-1);
    return {
      outcome: lastMatch ? 'pass' : 'fail',
      path,
      kind: 'network',
      expected: `a request to /${contract.url_pattern}/ answered ${contract.status_in.join('|')} since ${contract.since}`,
      observed:
        marker === undefined
          ? 'no tool call was made, so nothing happened since the last one'
          : `${matches.length} of ${scanned.length} requests since ${contract.since} matched` +
            (lastMatch ? `; last: ${describe(lastMatch)}` : lastSameUrl ? `; same URL, other status: ${describe(lastSameUrl)}` : ''),
      details: {
        since: contract.since,
        marker_ms: marker ?? null,
        matched_count: matches.length,
        scanned_count: scanned.length,
        last_match: lastMatch ?? null,
        ...(log.dropped > 0 && { dropped_oldest: log.dropped }),
      },
    };
  },
});
