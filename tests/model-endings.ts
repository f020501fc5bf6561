import type { Adapter } from '../benchmarks/adapters/adapter.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import type { TaskSpec } from '../benchmarks/task-spec/schema.ts';

/** How a model's turns end an episode: the status, and a phrase of the message (none: it submitted, with "Example Domain" as its explanation). */
export type Ending<Turn> = [title: string, turns: Turn | Turn[], status: string, message?: string];

/**
 * A test per ending, the adapter given those turns on the example task. Its contract holds on the
 * start page, so any episode judged would pass: an ending with a message must stop the episode
 * before the judge.
 */
export function testEndings<Turn>(endings: ReadonlyArray<Ending<Turn>>, adapterOn: (turns: Turn[]) => Promise<Adapter>, task: () => TaskSpec): void {
  for (const [title, turns, status, message] of endings)
    test(title, async ({ runTask }) => {
      const { result } = await runTask(task(), { adapter: await adapterOn(([] as Turn[]).concat(turns)) });
      expect(result.status).toBe(status);
      if (message) expect(result.message).toContain(message);
      else expect(result.submission?.explanation).toBe('Example Domain');
    });
}
