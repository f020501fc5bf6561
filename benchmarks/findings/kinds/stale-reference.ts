import { defineFinding, firstLine, oneLine, type FindingCall } from '../finding.ts';

// An element reference as servers write them: e12, f1e4, 1_3, el_0, ref_12, s3_2.
const REFERENCE = /^[A-Za-z]{0,8}[_-]?\d+(?:[_-]?[A-Za-z]{0,3}\d+)*$/;
// What an error says of a reference that is gone.
const GONE = /not found|no longer|stale|does not exist|doesn't exist|detached|unknown|invalid|no (such )?(node|element)/i;

/** Every text value of the arguments, however deep (a form's fields name their elements too). */
function argumentTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(argumentTexts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(argumentTexts);
  return [];
}

const mentions = (text: string, reference: string) => new RegExp(`(^|[^\\w-])${reference.replace(/[-_]/g, '\\$&')}(?![\\w-])`).test(text);

/**
 * The call after `given` (up to `failed`) that made the reference stale: the first that
 * navigated, else the first observation that no longer holds it (it replaced the references).
 * A change of the DOM alone is not taken for one: the server's word that a reference is stale
 * is then all there is, and its error is counted as such.
 */
function staleMaker(calls: readonly FindingCall[], given: number, failed: number, reference: string): FindingCall | undefined {
  const between = calls.slice(given + 1, failed).filter((call) => call.answeredBy === 'server');
  return (
    between.find((call) => call.changes?.includes('navigation')) ??
    between.find((call) => call.class === 'observe' && call.kind === 'ok' && !mentions(call.text, reference))
  );
}

export const staleReference = defineFinding({
  name: 'stale_reference',
  title: 'stale reference',
  definition:
    'a call that failed because an element reference (a ref, a uid) an earlier answer gave no longer exists, with the call that made it stale (one that navigated, or an observation that no longer holds it: it replaced the references); a reference refused with neither since is a server error only',
  remedy: 'keep references valid while their element exists (across partial snapshots and re-renders), or resolve a stale one again by what it named; say in the error which call made it stale and how to get a new one',
  find: ({ calls }) =>
    calls.flatMap((call, index) => {
      if (call.answeredBy !== 'server' || call.kind !== 'error' || !GONE.test(call.text)) return [];
      for (const reference of argumentTexts(call.args).filter((text) => REFERENCE.test(text))) {
        let given = index - 1;
        while (given >= 0 && !(calls[given].kind === 'ok' && calls[given].answeredBy === 'server' && mentions(calls[given].text, reference))) given--;
        if (given === -1) continue;
        // Refused though nothing changed since it was given: the server does not take that reference there (a server error, not a stale one).
        const maker = staleMaker(calls, given, index, reference);
        if (!maker) continue;
        const by = `step ${maker.step} ${maker.tool}${maker.changes?.includes('navigation') ? ' (a navigation)' : ''}`;
        return [{ kind: 'stale_reference' as const, step: call.step, tool: call.tool, detail: `${reference} from step ${calls[given].step} ${calls[given].tool}, made stale by ${by}: "${oneLine(firstLine(call.text), 80)}"` }];
      }
      return [];
    }),
});
