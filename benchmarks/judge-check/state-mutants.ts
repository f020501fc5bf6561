/**
 * The judge check's state mutants, on the episode that carries out a state task's reference (its
 * mock replay on the judge check's target, or for an instance with no recording the reference live):
 * once the reference has passed, the episode goes on (epilogues) with each change nobody asked
 * for and each wrong action the task forbids (its `forbidden`: a superseded request carried out, a
 * phishing mail obeyed), made on the sites as the reference left them, then with the sites put back as they were
 * before the reference's last state-changing call; each is judged again and must fail. The sites'
 * state is the harness's own (SiteHost), so going back costs nothing, where an episode of its own
 * per mutant replayed the whole reference again.
 */
import type { Epilogue, EpisodeObserver } from '../episode/episode.ts';
import type { EpisodeResult } from '../episode/result.ts';
import type { TaskSpec } from '../task-spec/schema.ts';
import type { SavedSiteState, SiteHost } from '../web/sites.ts';
import { JUDGE_CHECK_STEP_ROOM, stepsThen, submitOnly } from './agents.ts';
import { entryOf, type JudgeCheckEntry } from './figures.ts';
import { judgedCollections } from './extra-change.ts';
import { extraChanges } from './site-changes.ts';

export interface StateMutants {
  /** The episode's observer: where the sites stood before each move, and the mutants' epilogues. */
  observer: Required<Pick<EpisodeObserver, 'beforeMove' | 'epilogues'>>;
  /** The mutants' findings from their epilogues' results (in the order `epilogues` gave them). */
  findings(results: readonly EpisodeResult[]): JudgeCheckEntry[];
}

/** The state mutants of `task` (one that judges a site's records), each submitting as the reference does. */
export function stateMutants(task: TaskSpec, sites: SiteHost): StateMutants {
  const judged = judgedCollections(task.success);
  const allRecords = () => JSON.stringify(sites.names.map((name) => sites.records(name)));
  const judgedRecords = () => JSON.stringify(judged.map(({ site, collection }) => sites.records(site)?.[collection] ?? null));
  // The sites before each of the reference's moves: after k calls, states[k].
  const states: Array<{ judged: string; saved: SavedSiteState }> = [];
  let replaying = true;
  const names: string[] = [];
  const unchanged: string[] = [];

  return {
    observer: {
      beforeMove: () => {
        if (replaying) states.push({ judged: judgedRecords(), saved: sites.saveState() });
      },
      epilogues: () => {
        replaying = false;
        const reference = sites.saveState();
        const referenceRecords = allRecords();
        const final = judgedRecords();
        // The changes nobody asked for, and the wrong actions the task itself forbids.
        const forbidden = (task.forbidden ?? []).map((action) => ({ what: `forbidden: ${action.what}`, steps: action.steps }));
        const epilogues: Epilogue[] = [...extraChanges(task.success), ...forbidden].map((change) => {
          names.push(`mutant: ${change.what}`);
          return {
            adapter: stepsThen(`judge check: ${change.what}`, change.steps),
            extraSteps: JUDGE_CHECK_STEP_ROOM,
            before: () => sites.restoreState(reference),
            // A change that did not happen tests nothing: that is the check's own failure, not the judge's.
            after: () => {
              if (allRecords() === referenceRecords) unchanged.push(change.what);
            },
          };
        });
        // The reference cut before its last state-changing call: the last state whose judged records are not the final ones.
        let cut = states.length - 1;
        while (cut >= 0 && states[cut].judged === final) cut--;
        if (cut >= 0) {
          names.push(`mutant: the reference without its last state-changing call (call ${cut + 1})`);
          epilogues.push({
            adapter: submitOnly('judge check: the reference cut short'),
            extraSteps: 0,
            before: () => sites.restoreState(states[cut].saved),
          });
        }
        return epilogues;
      },
    },
    findings: (results) => {
      // An epilogue that broke the server or the browser ends the others: a mutant not judged is the check's failure.
      if (results.length < names.length) throw new Error(`the judge check judged ${results.length} of ${names.length} state mutants: ${names[results.length]} did not run (the one before ended ${results.at(-1)?.status ?? 'the replay'})`);
      if (unchanged.length > 0) throw new Error(`the judge check's extra change changed nothing on the sites: ${unchanged.join('; ')}`);
      return results.map((result, index) => entryOf(names[index], 'fail', result));
    },
  };
}
