import type { AgentFeedback } from '../adapters/adapter.ts';
import type { Verdict } from '../contracts/verdict.ts';
import { runInterrupted } from '../status/interrupt.ts';
import { asStop, RunInterrupted } from '../status/stop.ts';
import { Episode, type EpisodeEnvironment, type ExecutedCall } from './episode.ts';
import type { EpisodeEvent } from './events.ts';
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
}

/** The judgement: the success contract's outcome, failed by any side effect (an inconclusive one leaves a pass inconclusive). */
function judgedOutcome({ verdict, sideEffects }: Episode): Verdict['outcome'] | undefined {
  if (!verdict || !sideEffects || verdict.outcome === 'fail') return verdict?.outcome;
  return sideEffects.outcome === 'pass' ? verdict.outcome : sideEffects.outcome;
}

/**
 * One episode: start (reset, server, start page, agent) → steps until the agent is done or a cap
 * stops it → judge the success contract on the live page → the result. Never throws: every way an
 * episode can end is a status in the result.
 */
export async function runEpisode(task: Episode['task'], env: EpisodeEnvironment): Promise<EpisodeOutcome> {
  const episode = new Episode(task, env);
  try {
    await start(episode);
    let feedback: AgentFeedback | undefined;
    for (let next = await step(episode, undefined); next !== 'done'; next = await step(episode, feedback)) feedback = next;
  } catch (error) {
    episode.stop = asStop(error);
  }
  // A failure after Ctrl-C is the teardown's, not the agent's or the server's (and there is no page to judge).
  const interrupted = runInterrupted();
  if (interrupted) episode.stop = new RunInterrupted(`${interrupted} after ${episode.calls.length} answered call${episode.calls.length === 1 ? '' : 's'}`);
  else await judge(episode);
  const outcome = judgedOutcome(episode);
  // A site that blocked the agent (captcha, login wall, error page) decided the episode, whatever the contract says.
  const blocks = blockSignals(episode.evidence);
  if (!episode.stop && blocks.length > 0) episode.blockedBy = `blocked by ${blocks.join(', ')}: an episode the site blocked never passes`;
  const status = episode.stop?.status ?? (blocks.length > 0 || outcome === 'fail' ? 'failed' : outcome === 'pass' ? 'passed' : 'inconclusive');
  episode.emit({ type: 'stop', status, message: episode.stop?.message ?? episode.blockedBy });
  episode.watch?.stop();
  episode.end();
  // After an error or a timeout the server or the browser may be broken: never reuse them.
  await env.workspace.end(env.outputDir, status !== 'error' && status !== 'timeout');
  episode.inputs.redactFiles(env.outputDir);
  return { result: episode.inputs.redactDeep(episodeResult(episode, status)), events: episode.events, calls: episode.calls };
}
