import { defineFinding, isServerAction, type FindingCall } from '../finding.ts';

/** An answer holds the page's state when it has at least this share of the words the next observation found on the page. */
const PAGE_STATE_SHARE = 0.5;
// A wait is called for the page's timing, not to see it: it is no observation an action's answer could have spared.
const WAIT = /wait/i;

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);

/**
 * The share of the page's words (as the observation that followed shows the page) that the
 * action's answer already held; an observation of images alone is matched by any image.
 */
function pageStateShare(action: FindingCall, observation: FindingCall): number {
  const page = wordsOf(observation.text);
  if (page.size === 0) return action.images.length > 0 ? 1 : 0;
  const answer = wordsOf(action.text);
  let shared = 0;
  for (const word of page) if (answer.has(word)) shared++;
  return shared / page.size;
}

export const blindAction = defineFinding({
  name: 'blind_action',
  title: 'blind action',
  definition: `an action answered without the page's state (less than ${100 * PAGE_STATE_SHARE}% of the words the next call's observation of the page holds, and no image where that is an image), followed at once by that observation (a wait is not one): a call the server made the agent spend`,
  remedy: 'answer an action with the state of the page it left (a snapshot, or what changed in it), or offer a flag to ask for it, so that the agent needs no observation after each action',
  find: ({ calls }) =>
    calls.flatMap((call, index) => {
      const next = calls[index + 1];
      if (!isServerAction(call) || call.kind !== 'ok' || next?.class !== 'observe' || WAIT.test(next.tool) || next.answeredBy !== 'server' || next.kind !== 'ok') return [];
      const share = pageStateShare(call, next);
      if (share >= PAGE_STATE_SHARE) return [];
      // No byte counts: a server's answer may name its console log's line range as it stands when the
      // call returns, a few bytes more or less from one run of the same calls to the next, and a
      // finding (and so the report's examples) must come out the same. The calls keep their bytes.
      return [{ kind: 'blind_action' as const, step: call.step, tool: call.tool, detail: `its answer held ${Math.round(100 * share)}% of the page's words; step ${next.step} ${next.tool} read the page` }];
    }),
});
