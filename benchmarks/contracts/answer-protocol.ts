/**
 * The answer protocol: the closing instructions the harness gives every agent after its goal, and
 * so the rules the `answer` kind may hold an answer to (docs/contracts.md#answers). One text for
 * every adapter that talks to a model and every way an outside agent runs a task: no agent is
 * judged by a rule it was not told, and task goals carry no answer formats of their own.
 */
export const ANSWER_PROTOCOL = [
  'When you have finished, reply with your final answer in plain text, without calling a tool. It is judged by these rules:',
  '- State the value or values asked for once and plainly. Do not hedge and do not list candidates: give one answer for each thing asked.',
  '- If the thing asked for does not exist or the task cannot be done, begin your answer with NOT FOUND and say why.',
  '- If the task asked you to change something, say what you did.',
].join('\n');

/** What an agent is told at the start of an episode: where the browser is, the goal, then the answer protocol. */
export function taskInstructions(startUrl: string, goal: string): string {
  return [`The browser is open at ${startUrl}. Use the browser tools to do this task:`, '', goal, '', ANSWER_PROTOCOL].join('\n');
}
