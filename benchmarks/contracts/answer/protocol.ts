import { SUBMIT_ANSWER_TOOL } from './submission.ts';

/**
 * The answer protocol: what the harness tells every agent after its goal, and so the rules a
 * submission is held to (docs/contracts.md#answers). One text for every adapter that talks to a
 * model and every way an outside agent runs a task: no agent is judged by a rule it was not told,
 * and task goals carry no answer formats of their own (the submit tool's schema does).
 */
export const ANSWER_PROTOCOL = [
  `When you have finished, call ${SUBMIT_ANSWER_TOOL} once, as your last call. Its schema names the fields this task asks for; the fields alone are judged:`,
  '- status "answered" with each field holding exactly one value of the type its description gives (one name, not a list of candidates; a number in the unit named; a date in the format named), or status "not_found" with no fields if the thing asked for does not exist or the task cannot be done.',
  '- Put your reasoning, and what you changed if the task asked you to change something, in "explanation": it is kept with the result and never judged.',
  `- A submission that does not fit the schema is refused with the reason, and you can correct it. Once a submission is accepted the episode ends.`,
].join('\n');

/** What a model that ended its turn without submitting is told, once; a second turn without a submission ends the episode with no answer. */
export const SUBMIT_REMINDER = `You have not called ${SUBMIT_ANSWER_TOOL}: the task is only judged on a submission. If you have finished, call ${SUBMIT_ANSWER_TOOL} now; otherwise go on with the task.`;

/** What an agent is told at the start of an episode: where the browser is, the goal, then the answer protocol. */
export function taskInstructions(startUrl: string, goal: string): string {
  return [`The browser is open at ${startUrl}. Use the browser tools to do this task:`, '', goal, '', ANSWER_PROTOCOL].join('\n');
}
