import type { Adapter } from '../benchmarks/adapters/adapter.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import type { TaskSpec } from '../benchmarks/task-spec/schema.ts';

/** How a model's one turn ends an episode: the status, and a phrase of the message (none: it answered). */
export type Ending<Turn> = [title: string, turn: Turn, status: string, message?: string];

/**
 * A test per ending, the adapter given that one turn on the example task. Its contract holds on
 * the start page, so any reply judged as an answer would pass: an ending with a message must stop
 * the episode before the judge.
 */
export function testEndings<Turn>(endings: ReadonlyArray<Ending<Turn>>, adapterOn: (turns: Turn[]) => Promise<Adapter>, task: () => TaskSpec): void {
  for (const [title, turn, status, message] of endings)
    test(title, async ({ runTask }) => {
      const { result } = await runTask(task(), { adapter: await adapterOn([turn]) });
      expect(result.status).toBe(status);
      if (message) expect(result.message).toContain(message);
      else expect(result.answer).toBe('Example Domain');
    });
}
