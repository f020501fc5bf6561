import { Random } from '../../fixtures-site/site-kit/random.ts';
import { SUBMIT_ANSWER_TOOL } from '../contracts/answer/submission.ts';
import { answerCanPass } from '../contracts/clauses.ts';
import { sameToolLimit } from '../envelope/signature.ts';
import type { Locator } from '../reference/steps.ts';
import type { TaskSpec } from '../task-spec/schema.ts';
import { defineAdapter, procedureAgent, type Adapter } from './adapter.ts';

/**
 * Null agents: the floor of every suite. A benchmark whose score such an agent can reach does
 * not tell agents apart, so each must stay at or below CONTROL_CEILING on every suite.
 */
export const CONTROL_CEILING = 0.05;

/** Stops at once, answering nothing. */
export const doNothing = defineAdapter({
  name: 'do-nothing',
  startEpisode: async () => ({ next: async () => ({ done: true }) }),
});

/** What give-up submits: not_found and why, as the answer protocol says a task that cannot be done is answered. */
export const GIVE_UP_SUBMISSION = { status: 'not_found', explanation: 'I could not complete this task.' } as const;

/**
 * Reads the page once with the target's own observation, then gives up (GIVE_UP_SUBMISSION). The
 * not-possible tasks must still fail it: their contracts ask for the evidence of a search, not
 * the status alone.
 */
export const giveUp = defineAdapter({
  name: 'give-up',
  startEpisode: async ({ task, target }) =>
    procedureAgent(async (call) => {
      await target.solver({ call }, { uploadPath: (file) => file, sameToolLimit: sameToolLimit(task) }).look();
      await call(SUBMIT_ANSWER_TOOL, { ...GIVE_UP_SUBMISSION });
    }),
});

// What a random clicker clicks: the elements an agent can press.
const CLICKABLE = new Set(['button', 'link', 'checkbox', 'radio', 'option', 'tab', 'menuitem', 'switch']);
const CLICKS = 3;

/**
 * Reads the page and clicks one of its clickable elements at random, three times, then stops
 * without an answer. Seeded by the task's id: the same task gets the same clicks in every run.
 */
export const randomClicker: Adapter = defineAdapter({
  name: 'random-clicker',
  startEpisode: async ({ task, target }) =>
    procedureAgent(async (call) => {
      const random = Random.for('random-clicker', task.id);
      const solver = target.solver({ call }, { uploadPath: (file) => file, sameToolLimit: sameToolLimit(task) });
      for (let click = 0; click < CLICKS; click++) {
        const clickable = (await solver.look()).filter((node) => CLICKABLE.has(node.role) && node.name !== '');
        if (clickable.length === 0) return;
        const node = random.pick(clickable);
        const nth = clickable.filter((other) => other.role === node.role && other.name === node.name).indexOf(node);
        const on: Locator = { role: node.role as Extract<Locator, { role: string }>['role'], name: node.name, nth };
        // A click the page refuses (a hidden element, a detached one) is the agent's problem: it goes on.
        await solver.perform({ do: 'click', on }, undefined).catch(() => {});
      }
    }),
});

export const CONTROLS: readonly Adapter[] = [doNothing, giveUp, randomClicker];

// A null agent runs where its answer could pass the contract: do-nothing and the random clicker
// never answer, give-up says not_found, which gives no value. Elsewhere the contract fails
// them whatever they do, so their episodes would only cost time (docs/performance.md).
const ANSWERS = new Map<string, 'none' | 'not-found'>([
  [doNothing.name, 'none'],
  [giveUp.name, 'not-found'],
  [randomClicker.name, 'none'],
]);

/** The null agents that run on `task`: those whose answer (none, or NOT FOUND) could pass its contract. */
export const nullAgentsFor = (task: Pick<TaskSpec, 'success'>): readonly Adapter[] => CONTROLS.filter((control) => answerCanPass(task.success, ANSWERS.get(control.name)!));
