import { takeOptions } from '../../cli/take-options.ts';
import { optionEnv } from '../../environment/registry.ts';

/** How a script is told which outside agent to run: its command, its name in reports, the variables it also gets. */
export interface AgentCommand {
  agent?: string;
  name?: string;
  passEnv: string[];
}

export const AGENT_OPTIONS_USAGE = '--agent "<command>" [--name <agent name>] [--pass-env NAME]…';

/** `--agent`, `--name` and every `--pass-env` taken out of `args`; the rest is left for Playwright. */
export function splitAgentArgs(args: readonly string[]): AgentCommand & { rest: string[] } {
  const { values, rest } = takeOptions(args, { agent: 'value', name: 'value', 'pass-env': 'list' });
  return { ...(values.agent !== undefined && { agent: values.agent }), ...(values.name !== undefined && { name: values.name }), passEnv: values['pass-env'] ?? [], rest };
}

/** What is wrong with an agent command as given, if anything: a missing command, or a --pass-env that names no variable. */
export function agentCommandProblem(command: AgentCommand): string | undefined {
  const badName = command.passEnv.find((variable) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(variable ?? ''));
  if (badName !== undefined) return `--pass-env ${badName ?? ''}: the name of one environment variable`;
  if (!command.agent?.trim()) return '--agent is missing: the command that starts your agent';
  return undefined;
}

/** The variables that hand the agent command to the `outside` project's episodes. */
export function agentCommandEnv(command: AgentCommand): Record<string, string> {
  return optionEnv({ agentCommand: command.agent, agentName: command.name, agentPassEnv: command.passEnv.join(',') });
}
