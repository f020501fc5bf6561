import type { ResponseKind } from '../mcp/session.ts';

/** Consecutive calls in one streak that count as one no-progress episode. */
export const NO_PROGRESS_STREAK = 3;

export interface ProgressSample {
  tool: string;
  kind: ResponseKind;
  /** The agent's page URL after the call. */
  urlAfter: string;
}

/**
 * Deterministic rule: a no-progress episode is 3 tool errors in a row, or the same tool
 * answering ok 3 times in a row with the page URL unchanged. Each streak counts once when it
 * reaches 3, then starts over.
 */
export function countNoProgressEpisodes(samples: readonly ProgressSample[]): number {
  let episodes = 0;
  let errorStreak = 0;
  let sameStreak = 0;
  let previous: ProgressSample | undefined;
  for (const sample of samples) {
    if (sample.kind !== 'ok') {
      errorStreak += 1;
      sameStreak = 0;
    } else {
      errorStreak = 0;
      const repeats = previous?.kind === 'ok' && previous.tool === sample.tool && previous.urlAfter === sample.urlAfter;
      sameStreak = repeats ? sameStreak + 1 : 1;
    }
    if (errorStreak === NO_PROGRESS_STREAK || sameStreak === NO_PROGRESS_STREAK) {
      episodes += 1;
      errorStreak = 0;
      sameStreak = 0;
    }
    previous = sample;
  }
  return episodes;
}
