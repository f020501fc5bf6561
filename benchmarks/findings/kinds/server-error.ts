import { defineFinding, firstLine, oneLine } from '../finding.ts';

/**
 * An error's message with what differs from call to call blanked, so that one kind of error is
 * one group: its first line, quoted text as "…", URLs as <url>, numbers (and the references that
 * hold them) as N.
 */
export function errorPattern(text: string): string {
  return oneLine(
    firstLine(text)
      .replace(/(["'`])(?:(?!\1).){0,200}\1/g, '"…"')
      .replace(/\b[a-z][\w+.-]*:\/\/\S+/gi, '<url>')
      .replace(/\b[A-Za-z_]*\d+(?:[_.-]?[A-Za-z]*\d+)*\b/g, 'N'),
    100,
  );
}

export const serverError = defineFinding({
  name: 'server_error',
  title: 'server error',
  definition: 'a call the server answered with an error, grouped by its message (numbers, references, quoted text and URLs blanked)',
  remedy: 'make each message say what the agent can do next (the argument to fix, the call to make first); an error an agent meets often is worth a clearer tool description',
  find: ({ calls }) =>
    calls.flatMap((call) =>
      call.answeredBy === 'server' && call.kind === 'error' ? [{ kind: 'server_error' as const, step: call.step, tool: call.tool, detail: oneLine(firstLine(call.text), 100), group: errorPattern(call.text) }] : [],
    ),
});
