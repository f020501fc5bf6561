import { defineFinding, firstLine, isServerAction, oneLine, type CallChange, type FindingCall } from '../finding.ts';

// Tools (or a tool's `action`) that may rightly change nothing the harness sees: they move the
// pointer or the view, wait, or look; or press a key, which may rightly do nothing where the page
// is (select-all in an empty field, Escape with nothing open).
const LOOKS_OR_MOVES = /hover|scroll|focus|mouse_?move|resize|wait|emulate|screenshot|zoom|select_page|tabs?_?(list|context|select)|press_?key|^key$/i;
// What a submit changes when it worked: the page sent a request or went somewhere, or a site's records changed.
const SUBMITTED: readonly CallChange[] = ['navigation', 'request', 'site'];

const looksOrMoves = (call: FindingCall) => LOOKS_OR_MOVES.test(call.tool) || (typeof call.args.action === 'string' && LOOKS_OR_MOVES.test(call.args.action));

/** Whether the call asked for a submit: a `submit` argument that is set, or a tool named for it. */
function asksToSubmit(call: FindingCall): boolean {
  const submit = call.args.submit;
  return /submit/i.test(call.tool) || submit === true || (typeof submit === 'string' && submit.trim() !== '');
}

/**
 * Whether the call set a field to the value the last observation before it showed that field
 * holding (its reference's line has the value, quoted): it rightly changed nothing.
 */
function alreadyHeld(call: FindingCall, calls: readonly FindingCall[]): boolean {
  const value = call.args.value ?? call.args.text;
  const ref = [call.args.uid, call.args.ref, call.args.target].find((r): r is string => typeof r === 'string' && r !== '');
  if (typeof value !== 'string' || !ref) return false;
  const seen = calls.filter((c) => c.step < call.step && c.class === 'observe' && c.kind === 'ok').at(-1);
  const names = new RegExp(`(^|[^\\w])${ref.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\w)`);
  return !!seen?.text.split('\n').some((line) => names.test(line) && line.includes(JSON.stringify(value)));
}

export const silentNoOp = defineFinding({
  name: 'silent_no_op',
  title: 'silent no-op',
  definition:
    'an action the server answered as a success that changed nothing the harness can see (no navigation, DOM or form change, field focused, request, site record, dialog or tab), or that asked for a submit and sent nothing (no request, no navigation, no site record); hovers, scrolls, waits, screenshots and key presses are not counted, nor a field set to the value the last observation showed it holding',
  remedy: 'check that the action took effect (the element still there, the value set, the form sent) and answer with an error when it did not, saying what happened instead',
  find: ({ calls }) =>
    calls.flatMap((call) => {
      if (!isServerAction(call) || call.kind !== 'ok' || !call.changes || looksOrMoves(call)) return [];
      const said = `answered "${oneLine(firstLine(call.text), 60)}"`;
      if (call.changes.length === 0 && !alreadyHeld(call, calls)) return [{ kind: 'silent_no_op' as const, step: call.step, tool: call.tool, detail: `${said}; nothing changed` }];
      if (asksToSubmit(call) && !call.changes.some((change) => SUBMITTED.includes(change)))
        return [{ kind: 'silent_no_op' as const, step: call.step, tool: call.tool, detail: `asked to submit, ${said}; no request, navigation or site record followed (changed: ${call.changes.join(', ')})` }];
      return [];
    }),
});
