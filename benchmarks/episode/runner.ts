import type { AgentFeedback } from '../adapters/adapter.ts';
import { withNote } from '../adapters/budget-notes.ts';
import type { Verdict } from '../contracts/verdict.ts';
import { runInterrupted } from '../status/interrupt.ts';
import { asStop, ContainmentBreached, RunInterrupted } from '../status/stop.ts';
import type { EpisodeStatus } from '../status/status.ts';
import { Episode, type EpisodeEnvironment, type Epilogue, type ExecutedCall } from './episode.ts';
import type { EpisodeEvent } from './events.ts';
import { closeChangeWindow } from './change-window.ts';
import { judge } from './judge.ts';
import { blockSignals } from './evidence.ts';
import { episodeResult, type EpisodeResult } from './result.ts';
import { start } from './start.ts';
import { step } from './step.ts';

export type { EpisodeEnvironment, ExecutedCall, Instrumentation } from './episode.ts';

export interface EpisodeOutcome {
  result: EpisodeResult;
  events: EpisodeEvent[];
  calls: ExecutedCall[];
  /** With epilogues (the judge check): the episode judged again after each went on; none when the episode did not pass. */
  epilogues: EpisodeResult[];
}

/** The judgement: the success contract's outcome, failed by any side effect (an inconclusive one leaves a pass inconclusive). */
function judgedOutcome({ verdict, sideEffects }: Episode): Verdict['outcome'] | undefined {
  if (!verdict || !sideEffects || verdict.outcome === 'fail') return verdict?.outcome;
  return sideEffects.outcome === 'pass' ? verdict.outcome : sideEffects.outcome;
}

/** The agent's moves until it is done or something stops the episode (`begin` first, e.g. the start). */
async function play(episode: Episode, begin: () => Promise<void>): Promise<void> {
  try {
    await begin();
    let feedback: AgentFeedback | undefined;
    // The result of the call that makes 80% of the agent's calls carries the note that says so (once).
    for (let next = await step(episode, undefined); next !== 'done'; next = await step(episode, feedback)) feedback = withNote(next, episode.callNote.after(episode.calls.length));
  } catch (error) {
    episode.stop = asStop(error);
  }
}

/** Judges the episode where the agent left it (`observed`: the observers' `judged` hook too) and decides its status. */
async function conclude(episode: Episode, observed: boolean): Promise<EpisodeStatus> {
  // A failure after Ctrl-C is the teardown's, not the agent's or the server's (and there is no page to judge).
  const interrupted = runInterrupted();
  if (interrupted) episode.stop = new RunInterrupted(`${interrupted} after ${episode.calls.length} answered call${episode.calls.length === 1 ? '' : 's'}`);
  else {
    // A breach the steps did not see (a page's own timer): the episode never passes.
    const breach = episode.watch?.breach;
    if (breach && !episode.stop) episode.stop = new ContainmentBreached(`a tab loaded ${breach}; the harness closed it`);
    await judge(episode, { observed });
  }
  // Where the judge had no page to settle, the last server call's changes end now.
  if (episode.changeWindow) await closeChangeWindow(episode);
  const outcome = judgedOutcome(episode);
  // A site that blocked the agent (captcha, login wall, error page) decided the episode, whatever the contract says.
  const blocks = blockSignals(episode.evidence);
  if (!episode.stop && blocks.length > 0) episode.blockedBy = `blocked by ${blocks.join(', ')}: an episode the site blocked never passes`;
  const status = episode.stop?.status ?? (blocks.length > 0 || outcome === 'fail' ? 'failed' : outcome === 'pass' ? 'passed' : 'inconclusive');
  episode.emit({ type: 'stop', status, message: episode.stop?.message ?? episode.blockedBy });
  return status;
}

/**
 * A judge check's epilogue: another agent goes on from where the episode (or the epilogue before)
 * ended, in the same browser, server and sites, with room for its calls beyond the task's cap (a
 * cap is an agent's budget, not a clause of the judge); then the episode is judged again, as a whole.
 */
async function runEpilogue(episode: Episode, epilogue: Epilogue): Promise<EpisodeStatus> {
  episode.emit({ type: 'epilogue', agent: epilogue.adapter.name });
  episode.stepCap += epilogue.extraSteps;
  episode.submission = episode.verdict = episode.sideEffects = episode.evidence = episode.stop = episode.blockedBy = undefined;
  epilogue.before?.();
  await play(episode, async () => {
    episode.agent = await epilogue.adapter.startEpisode(episode.agentStart!);
  });
  const status = await conclude(episode, false);
  epilogue.after?.();
  return status;
}

/**
 * One episode: start (reset, server, start page, agent) → steps until the agent is done or a cap
 * stops it → judge the success contract on the live page, and the sites' records for side effects
 * → the result. Never throws: every way an episode can end is a status in the result.
 */
export async function runEpisode(task: Episode['task'], env: EpisodeEnvironment): Promise<EpisodeOutcome> {
  const episode = new Episode(task, env);
  await play(episode, () => start(episode));
  let status = await conclude(episode, true);
  await episode.agent?.end?.({ status, message: episode.stop?.message ?? episode.blockedBy });
  const result = episode.inputs.redactDeep(episodeResult(episode, status));
  const epilogues: EpisodeResult[] = [];
  // A stop condition that held ended the agent's turn for good: nothing goes on after it.
  if (status === 'passed' && !episode.stoppedBy)
    for (const epilogue of (env.observers ?? []).flatMap((observer) => observer.epilogues?.() ?? [])) {
      status = await runEpilogue(episode, epilogue);
      epilogues.push(episode.inputs.redactDeep(episodeResult(episode, status)));
      // After an error or a timeout the server or the browser may be broken: nothing more goes on.
      if (status === 'error' || status === 'timeout') break;
    }
  episode.watch?.stop();
  episode.end();
  // After an error or a timeout the server or the browser may be broken: never reuse them.
  await env.workspace.end(env.outputDir, status !== 'error' && status !== 'timeout');
  episode.inputs.redactFiles(env.outputDir);
  return { result, events: episode.events, calls: episode.calls, epilogues };
}
