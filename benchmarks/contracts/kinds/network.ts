import { z } from 'zod';
import type { NetworkEntry } from '../judge-context.ts';
import { type ContractKind, defineKind } from '../kind.ts';
import { regexSource } from '../regex.ts';

const schema = z.strictObject({
  kind: z.literal('network'),
  /** Regex source tested against each request URL. */
  url_pattern: regexSource,
  status_in: z.array(z.number().int().min(100).max(599)).min(1).max(100),
  /** Which requests count: those since the agent got control, or since its last tool call began. */
  since: z.enum(['contract_enter', 'last_tool_call']),
  /** The request's method: a form sent by POST is a POST. */
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
  /** Regex source tested against the request's body (a POSTed form's fields). */
  body_pattern: regexSource.optional(),
  /**
   * A page made the request (a form it sent, a link it followed, its script), not a navigation
   * to a URL a tool typed: the request a form makes, which navigating to its URL does not fake.
   */
  from_page: z.literal(true).optional(),
});
export type NetworkContract = z.infer<typeof schema>;

const describe = (entry: NetworkEntry) => `${entry.method} ${entry.url}${entry.fromPage ? '' : ' (navigated to by a tool)'} → ${entry.status ?? entry.failure ?? 'no response'} at ${entry.t} ms`;

declare module '../kind.ts' {
  interface ContractShapes {
    network: NetworkContract;
  }
}

export const network: ContractKind<NetworkContract> = defineKind({
  kind: 'network',
  summary: 'a request to a URL matching a regular expression (of a method, with a body, made by a page rather than a URL a tool navigated to, where asked) was answered with one of the given statuses, since a marker',
  schema: () => schema,
  async evaluate(contract, { network: log, markers, matching }, path) {
    const marker = markers[contract.since];
    const scanned = marker === undefined ? [] : log.since(marker);
    const sameUrl = scanned.filter((entry) => matching.finds(contract.url_pattern, entry.url));
    const asked = sameUrl.filter(
      (entry) =>
        (contract.method === undefined || entry.method === contract.method) &&
        (contract.body_pattern === undefined || matching.finds(contract.body_pattern, entry.body ?? '')) &&
        (!contract.from_page || entry.fromPage),
    );
    const matches = asked.filter((entry) => entry.status !== undefined && contract.status_in.includes(entry.status));
    const lastMatch = matches.at(-1);
    // Without a match, the closest thing: the last request to a matching URL, however it was made and answered.
    const lastSameUrl = sameUrl.at(-1);
    return {
      outcome: lastMatch ? 'pass' : 'fail',
      path,
      kind: 'network',
      expected: `${contract.from_page ? 'a page’s ' : ''}${contract.method ?? ''}${contract.method ? ' ' : ''}request to /${contract.url_pattern}/${contract.body_pattern ? ` with a body matching /${contract.body_pattern}/` : ''} answered ${contract.status_in.join('|')} since ${contract.since}`,
      observed:
        marker === undefined
          ? 'no tool call was made, so nothing happened since the last one'
          : `${matches.length} of ${scanned.length} requests since ${contract.since} matched` +
            (lastMatch ? `; last: ${describe(lastMatch)}` : lastSameUrl ? `; same URL, otherwise made or answered: ${describe(lastSameUrl)}` : ''),
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
