import { evaluate } from '../contracts/evaluate.ts';
import { readPage } from '../contracts/page-read.ts';
import { judgeSideEffects } from '../contracts/side-effects.ts';
import { closeChangeWindow } from './change-window.ts';
import type { Episode } from './episode.ts';
import { pageEvidence } from './evidence.ts';
import { letPlannedNavigationStart } from './settle.ts';

// How long the judge waits for a navigation in flight, then for a page that is still loading, after the agent's last call.
const SETTLE_BEFORE_JUDGING_MS = 5_000;

/**
 * Judge: the success contract (or a failureWhen that held) on the page the agent ended on, the
 * changes on the sites that the task does not ask for, and the page's evidence beside them. A
 * page that is gone leaves the episode without a verdict.
 */
export async function judge(episode: Episode, { observed }: { observed: boolean }): Promise<void> {
  const page = await episode.agentPage();
  if (!page || !episode.watch) return;
  const failure = episode.stoppedBy === 'failureWhen';
  const [contract, path] = failure ? [episode.task.signature!.failureWhen!, 'signature.failureWhen'] : [episode.task.success, 'success'];
  // A stopped episode's status is its stop's: its page is judged as it is, for the record, without
  // waiting past a deadline that has already come.
  const settleMs = episode.stop ? 0 : SETTLE_BEFORE_JUDGING_MS;
  episode.verdict = await episode.timed('judgeMs', () =>
    episode.instrumentation.step(`judge: ${failure ? path : 'success contract'}`, async () => {
      // The agent's last call may have planned a navigation: the judge lets it start, then waits
      // for it to finish (a dialog the agent left open stays as it is).
      if (settleMs > 0) {
        await letPlannedNavigationStart(episode, page, settleMs);
        await episode.watch!.network.navigationsSettled(settleMs);
        await page.waitForLoadState('load', { timeout: settleMs }).catch(() => {});
      }
      // The last server call's changes end here, with the page as it settled after it.
      if (episode.changeWindow) await closeChangeWindow(episode);
      const judged = await evaluate(contract, episode.judgeContext(page), path);
      await episode.instrumentation.attach('verdict', episode.inputs.redact(JSON.stringify(judged, null, 2)));
      // A failureWhen that held is the verdict: the episode failed.
      return failure && judged.outcome === 'pass' ? { ...judged, outcome: 'fail' as const } : judged;
    }),
  );
  episode.emit({ type: 'contract', verdict: episode.verdict });
  const sites = episode.env.web.sites;
  if (!failure && sites && episode.recordsBefore) {
    episode.sideEffects = judgeSideEffects({
      before: episode.recordsBefore,
      after: sites.snapshot(),
      success: episode.task.success,
      rules: (site) => sites.changeRules(site),
      ...(episode.task.sideEffects && { allowed: episode.task.sideEffects.allow }),
    });
    episode.emit({ type: 'side_effects', verdict: episode.sideEffects });
  }
  // Observers (the judge check) judge other submissions on the same page and records: nothing the agent did differs.
  if (observed)
    for (const observer of episode.env.observers ?? [])
      await episode.timed('judgeMs', async () =>
        observer.judged?.({
          ...(episode.submission && { submission: episode.submission }),
          pageText: () => readPage(page, () => document.body?.innerText ?? '', '').catch(() => ''),
          ...(sites && episode.recordsBefore && { records: { before: episode.recordsBefore, after: sites.snapshot() } }),
          // Dozens of other submissions per episode, each wanting its outcome and the first clause it failed.
          judge: (submission, records) => evaluate(contract, { ...episode.judgeContext(page, submission, records), outcomeOnly: true }, path),
        }),
      );
  episode.evidence = await episode.timed('judgeMs', () => pageEvidence(page, episode.watch!.dialogs));
  episode.finalUrl = page.url();
}
