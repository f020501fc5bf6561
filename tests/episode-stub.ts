import type { EpisodeResult } from '../benchmarks/episode/result.ts';

/** An episode's result as a report reads it, every figure zero but those given: for tests of what is built from results. */
export function episodeStub(given: Pick<EpisodeResult, 'task' | 'adapter' | 'target' | 'status'> & Partial<EpisodeResult>): EpisodeResult {
  return {
    web: 'replay',
    steps: 0,
    maxSteps: 10,
    durationMs: 0,
    toolCalls: { total: 0, actions: 0, observations: 0, errors: 0 },
    responseBytes: 0,
    phases: { resetMs: 0, startPageMs: 0, serverStartMs: 0, toolCallsMs: 0, judgeMs: 0 },
    workerMaxRssMb: 0,
    calls: [],
    finalUrl: '',
    noProgressEpisodes: 0,
    ...given,
  } as EpisodeResult;
}
