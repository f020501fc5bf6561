import type { Message, ToolUseBlock } from '@anthropic-ai/sdk/resources/messages/messages';
import { BudgetExceeded, EpisodeFailure, ModelRefused } from '../../status/stop.ts';
import type { ModelCall, TurnOutcome } from '../model/model-agent.ts';

/** A tool_use block as a call to make. */
export interface ClaudeCall extends ModelCall {
  use: ToolUseBlock;
}

/** What a reply means for the episode: its turn ended, calls to make, or a paused turn to continue. */
export type ReplyOutcome = TurnOutcome<ClaudeCall> | { kind: 'continue' };

const callOf = (use: ToolUseBlock): ClaudeCall => ({ name: use.name, args: (use.input ?? {}) as Record<string, unknown>, use });

const textOf = (message: Message) =>
  message.content
    .flatMap((block) => (block.type === 'text' ? [block.text] : []))
    .join('\n')
    .trim();
const toolUsesOf = (message: Message) => message.content.filter((block): block is ToolUseBlock => block.type === 'tool_use');

/**
 * Every stop reason the SDK defines, each on purpose; a cut reply is never executed nor judged.
 * Throws the EpisodeStop a reply ends the episode with. An unknown reason (a newer API) fails
 * the episode, and fails the type check here once the SDK adds it.
 */
export function outcomeOf(message: Message, turn: number, maxTokens: number): ReplyOutcome {
  const reason = message.stop_reason;
  switch (reason) {
    case 'end_turn':
    // The adapter sets no stop sequence; a reply stopped by one still ends with what it said.
    case 'stop_sequence':
      return { kind: 'ended', text: textOf(message) };
    case 'tool_use': {
      const calls = toolUsesOf(message);
      if (calls.length === 0) throw new EpisodeFailure(`turn ${turn} stopped for tool_use without a tool_use block`);
      return { kind: 'calls', calls: calls.map(callOf) };
    }
    // A server-side pause in a long turn: the reply goes back as it is and the model goes on.
    case 'pause_turn':
      return { kind: 'continue' };
    case 'max_tokens': {
      const cut = toolUsesOf(message).map((use) => use.name);
      throw new BudgetExceeded(
        'maxTokensPerTurn',
        cut.length > 0
          ? `turn ${turn} reached max_tokens ${maxTokens} in the middle of a tool call (${cut.join(', ')}): it was not executed`
          : `turn ${turn} reached max_tokens ${maxTokens} before its reply ended: a cut reply is never read`,
      );
    }
    case 'model_context_window_exceeded':
      throw new BudgetExceeded('contextWindow', `turn ${turn}: the conversation filled the model's context window before the reply ended`);
    case 'refusal': {
      const category = message.stop_details?.category;
      throw new ModelRefused(`the model refused at turn ${turn}${category ? ` (${category})` : ''}${textOf(message) ? `: ${textOf(message).slice(0, 200)}` : ''}`);
    }
    default:
      reason satisfies null;
      throw new EpisodeFailure(`turn ${turn} ended with stop_reason ${JSON.stringify(reason)}, which this adapter does not handle`);
  }
}
