import { taskInstructions } from '../contracts/answer/protocol.ts';
import { SUBMIT_ANSWER_TOOL } from '../contracts/answer/submission.ts';
import type { AgentFeedback, ToldCaps } from './adapter.ts';
import { usd } from './model/price.ts';

/** The share of a cap spent when the agent is told, once for each cap. */
export const NOTE_AT = 0.8;

/** What the agent is told of its caps, after the task and the answer protocol. */
export function capsStatement(caps: ToldCaps): string {
  const calls = `at most ${caps.steps} tool calls (every call counts, a refused ${SUBMIT_ANSWER_TOOL} too)`;
  if (caps.usd === undefined)
    return `Your budget for this task: ${calls}. A call past it stops the episode, though ${SUBMIT_ANSWER_TOOL} is always accepted; only an accepted ${SUBMIT_ANSWER_TOOL} is judged. The harness tells you once when ${NOTE_AT * 100}% of the calls are made.`;
  return [
    `Your budget for this task: ${calls} and ${usd(caps.usd, 2)} of model spend (each request is priced at its worst case before it is sent, and one that could go past the cap is not sent).`,
    `A call past the call cap stops the episode, though ${SUBMIT_ANSWER_TOOL} is always accepted; once the money is spent nothing more is sent. Only an accepted ${SUBMIT_ANSWER_TOOL} is judged.`,
    `The harness tells you once when ${NOTE_AT * 100}% of either is spent.`,
  ].join(' ');
}

/** An episode's first words to the agent: where the browser is, the goal, the answer protocol, then its caps. */
export const episodeInstructions = (startUrl: string, goal: string, caps: ToldCaps): string => `${taskInstructions(startUrl, goal)}\n\n${capsStatement(caps)}`;

const advice = `Finish what matters most and call ${SUBMIT_ANSWER_TOOL} before the cap stops the episode.`;

/** The harness's note to an agent that has spent `NOTE_AT` of one of its caps. */
export const stepsNote = (made: number, cap: number): string => `[harness budget] ${made} of your ${cap} tool calls are made. ${advice}`;
export const usdNote = (spent: number, cap: number): string => `[harness budget] ${usd(spent, 2)} of your ${usd(cap, 2)} is spent. ${advice}`;

/** One cap's note: given once, the first time `NOTE_AT` of the cap is spent. */
export class CapNote {
  private given = false;

  constructor(
    private readonly cap: number,
    private readonly text: (spent: number, cap: number) => string,
  ) {}

  /** The note, if `spent` just reached the share of the cap and it was not given yet. */
  after(spent: number): string | undefined {
    if (this.given || spent < NOTE_AT * this.cap) return undefined;
    this.given = true;
    return this.text(spent, this.cap);
  }
}

/** A call's feedback with a budget note added (none: as it is). */
export const withNote = (feedback: AgentFeedback, note: string | undefined): AgentFeedback => (note ? { ...feedback, notes: [...(feedback.notes ?? []), note] } : feedback);
