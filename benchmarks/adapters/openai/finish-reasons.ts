import type { ChatCompletion, ChatCompletionMessageToolCall } from 'openai/resources/chat/completions/completions';
import { BudgetExceeded, EpisodeFailure, ModelRefused } from '../../status/stop.ts';
import type { ModelCall, TurnOutcome } from '../model/model-agent.ts';

/** A tool call of a reply, as a call to make. */
export interface OpenAICall extends ModelCall {
  id: string;
}

/** A tool call with its arguments read: a call that cannot be made as asked carries why, for the model. */
function callOf(call: ChatCompletionMessageToolCall): OpenAICall {
  if (call.type !== 'function') return { id: call.id, name: call.custom.name, args: {}, invalid: `${call.custom.name} is not a custom tool: call it as a function with JSON arguments` };
  const { name, arguments: raw } = call.function;
  let args: unknown;
  try {
    args = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch (error) {
    return { id: call.id, name, args: {}, invalid: `the arguments of this ${name} call are not valid JSON (${(error as Error).message}): it was not made` };
  }
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return { id: call.id, name, args: {}, invalid: `the arguments of this ${name} call are not a JSON object: it was not made` };
  return { id: call.id, name, args: args as Record<string, unknown> };
}

const namesOf = (calls: readonly ChatCompletionMessageToolCall[]) => calls.map((call) => (call.type === 'function' ? call.function.name : call.custom.name)).join(', ');

/**
 * Every finish_reason, each on purpose; a cut reply is never executed nor judged. Throws the
 * EpisodeStop a reply ends the episode with. An unknown reason (a newer API, another server)
 * fails the episode.
 */
export function outcomeOf(completion: ChatCompletion, turn: number, maxTokens: number): TurnOutcome<OpenAICall> {
  const choice = completion.choices?.[0];
  if (!choice?.message) throw new EpisodeFailure(`turn ${turn}: the server answered without a choice`);
  const { message } = choice;
  const calls = message.tool_calls ?? [];
  const text = (message.content ?? '').trim();
  if (message.refusal) throw new ModelRefused(`the model refused at turn ${turn}: ${message.refusal.slice(0, 200)}`);
  const reason = choice.finish_reason as ChatCompletion.Choice['finish_reason'] | null;
  switch (reason) {
    case 'stop':
      // Some OpenAI-compatible servers end a reply that calls tools with `stop`: its calls are whole.
      return calls.length > 0 ? { kind: 'calls', calls: calls.map(callOf) } : { kind: 'ended', text };
    case 'tool_calls':
      if (calls.length === 0) throw new EpisodeFailure(`turn ${turn} finished for tool_calls without a tool call`);
      return { kind: 'calls', calls: calls.map(callOf) };
    case 'length':
      throw new BudgetExceeded(
        'maxTokensPerTurn',
        calls.length > 0
          ? `turn ${turn} reached max_completion_tokens ${maxTokens} in the middle of a tool call (${namesOf(calls)}): it was not executed`
          : `turn ${turn} reached max_completion_tokens ${maxTokens} before its reply ended: a cut reply is never read`,
      );
    case 'content_filter':
      throw new ModelRefused(`the server's content filter stopped the model at turn ${turn}${text ? `: ${text.slice(0, 200)}` : ''}`);
    // The deprecated `functions` parameter is never sent: only tools are offered.
    case 'function_call':
      throw new EpisodeFailure(`turn ${turn} finished for function_call, which this adapter never offers (it offers tools)`);
    default:
      reason satisfies null;
      throw new EpisodeFailure(`turn ${turn} finished with finish_reason ${JSON.stringify(reason)}, which this adapter does not handle`);
  }
}
