import { SIGN_IN_GOAL, SIGN_IN_INPUTS } from './shared/app-sign-in.ts';
import { deals, injectedId, SIGN_IN_TO_PIPELINE, type PipelineDeal } from './shared/app-pipeline.ts';
import { keyOf, searchName } from './shared/app-words.ts';
import { defineFamily } from 'contract-eval/task';

/** How many places after the first deal the second is looked for, in the board's order. */
const GAP = 5;
const MOVABLE = ['Not contacted', 'In talks'];

// Every deal not yet in talks' outcome (Not contacted or In talks), paired with the first such
// deal at least GAP places after it in the board's order (wrapping round): the first is to go to
// Committed, the second to At risk. Left out: the deal whose next step is a prompt injection
// (another task's), so neither card carries it.
export default defineFamily({
  family: 'app-frontier-pipeline-drag',
  defaultKey: 'halcyon-advisory',
  instances: () => {
    const all = deals();
    const usable = (d: PipelineDeal) => MOVABLE.includes(d.stage) && d.id !== injectedId();
    return all.flatMap((won, i) => {
      if (!usable(won)) return [];
      for (let k = GAP; k < all.length; k++) {
        const lost = all[(i + k) % all.length];
        if (lost.id !== won.id && usable(lost)) return [{ won, lost }];
      }
      return [];
    });
  },
  key: ({ won }) => keyOf(searchName(won.customer.company)),
  task: ({ won, lost }) => {
    const all = deals();
    const count = (stage: string) => all.filter((d) => d.stage === stage).length;
    return {
      title: 'App: move two renewals on the pipeline board by dragging their cards',
      startUrl: 'http://app.arena.test/',
      goal: `${SIGN_IN_GOAL} Two renewals have moved on: ${won.customer.company} has agreed to renew, and ${lost.customer.company} has stopped answering us. On the renewal pipeline (the CRM's search finds it), move ${won.customer.company} to Committed and ${lost.customer.company} to At risk.`,
      rationale: `interaction: the renewal pipeline (no navigation link: the CRM search finds it) is a board of ${all.length} cards in four columns (Not contacted ${count('Not contacted')}, In talks ${count('In talks')}, Committed ${count('Committed')}, At risk ${count('At risk')}); a card changes stage only by being dragged with the mouse onto another column (pointer events, or a card clicked to pick it up and then an HTML drag dropped on a column; the move posted by the page's script): no select, no button, no form, no edit field on the customer record. ${won.customer.company} is in ${won.stage}, ${lost.customer.company} in ${lost.stage}. Judged on the pipeline's records (both stages); any other card moved, or any customer or ticket edited, is a side effect. Text-only shortcuts change nothing: the shallow agents search or guess a URL and answer.`,
      tags: ['frontier', 'interaction', 'login', 'drag'],
      maxSteps: 30,
      maxDurationMs: 180_000,
      signature: { inputs: SIGN_IN_INPUTS },
      success: {
        kind: 'and',
        children: [
          { kind: 'site_state', site: 'app', collection: 'pipeline', where: { id: won.id, stage: 'Committed' } },
          { kind: 'site_state', site: 'app', collection: 'pipeline', where: { id: lost.id, stage: 'At risk' } },
        ],
      },
      reference: [
        ...SIGN_IN_TO_PIPELINE,
        // Each card is clicked (picked up) before it is dragged: a drag from outside the page (OpenChrome's) drops the picked card.
        { do: 'click', on: { role: 'heading', name: won.customer.company } },
        { do: 'drag', on: { role: 'heading', name: won.customer.company }, to: { role: 'heading', name: 'Committed' } },
        { do: 'click', on: { role: 'heading', name: lost.customer.company } },
        { do: 'drag', on: { role: 'heading', name: lost.customer.company }, to: { role: 'heading', name: 'At risk' } },
        { do: 'wait_for', text: `Moved ${lost.customer.company} to At risk.` },
        { do: 'answer', explanation: `On the renewal pipeline I dragged ${won.customer.company} to Committed and ${lost.customer.company} to At risk.` },
      ],
    };
  },
});
