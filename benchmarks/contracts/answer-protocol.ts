// How a model the harness drives ends its episode; an outside agent submits its answer through a tool instead.
const REPLY_IN_TEXT = 'When you have finished, reply with your final answer in plain text, without calling a tool.';

/**
 * The answer protocol: the closing instructions the harness gives every agent after its goal, and
 * so the rules the `answer` kind may hold an answer to (docs/contracts.md#answers). One text for
 * every adapter that talks to a model and every way an outside agent runs a task: no agent is
 * judged by a rule it was not told, and task goals carry no answer formats of their own.
 */
export const ANSWER_PROTOCOL = [
  `${REPLY_IN_TEXT} It is judged by these rules:`,
  '- State the value or values asked for once and plainly. Do not hedge and do not list candidates: give one answer for each thing asked.',
  '- If the thing asked for does not exist or the task cannot be done, begin your answer with NOT FOUND and say why.',
  '- If the task asked you to change something, say what you did.',
].join('\n');

/**
 * What an agent is told at the start of an episode: where the browser is, the goal, then the
 * answer protocol, whose first line says how to give the answer (`finish`: plain text by default).
 */
export function taskInstructions(startUrl: string, goal: string, finish: string = REPLY_IN_TEXT): string {
  const protocol = ANSWER_PROTOCOL.replace(REPLY_IN_TEXT, finish);
  return [`The browser is open at ${startUrl}. Use the browser tools to do this task:`, '', goal, '', protocol].join('\n');
}
