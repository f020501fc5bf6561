import { defineFinding, type FindingCall } from '../finding.ts';

/** Values that stand for no value: an empty object, undefined, nothing. */
const EMPTY_VALUES = new Set(['{}', 'undefined', '']);
/** A call may rightly return undefined (`el.click()`): for a script that ends in one, only these stand for a lost value. */
const EMPTY_FOR_A_CALL = new Set(['{}', '']);
const RETURNS_A_VALUE = /\breturn\s*[^\s;}]/;
// Statements whose completion value is none, or not one a script is written for (an assignment's is what it assigned): a script that ends with one was not written to return a value.
const ENDS_IN_NO_VALUE = /^(const|let|var|function|class|if|for|while|do|switch|try|throw|import|export)\b|^[\w$.[\]'"]+\s*(=|\+=|-=)[^=]/;

/** The script of a script call: its longest text argument (a function, or code). */
function scriptOf(call: FindingCall): string | undefined {
  const texts = Object.values(call.args).filter((value): value is string => typeof value === 'string');
  return texts.sort((a, b) => b.length - a.length)[0];
}

/** Comments out, so that a `return` in one does not count. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** What a script was written to give back: a value, the value of a call (which may be undefined), or none. */
export type ScriptReturns = 'value' | 'call' | 'none';

const expressionReturns = (expression: string): ScriptReturns => (/\)\s*;?$/.test(expression) ? 'call' : 'value');

/**
 * What a script was written to return: a function whose body is an expression, or that returns
 * a value; code with a `return` of a value (top level, or in a function it calls at once), or
 * whose last statement is an expression other than an assignment (an evaluation's completion
 * value). An expression that ends in a call gives the call's value, which may rightly be none.
 */
export function writtenToReturn(script: string): ScriptReturns {
  const source = withoutComments(script).trim();
  const arrow = /^(async\s+)?(\([^)]*\)|[\w$]+)\s*=>\s*/.exec(source);
  if (arrow) {
    const body = source.slice(arrow[0].length);
    if (!body.startsWith('{')) return expressionReturns(body);
  }
  if (RETURNS_A_VALUE.test(source)) return 'value';
  if (arrow || /^(async\s+)?function\b/.test(source)) return 'none';
  const last = source.split(/;\s*|\n+/).map((part) => part.trim()).filter(Boolean).at(-1);
  return last === undefined || ENDS_IN_NO_VALUE.test(last) || last.endsWith('}') ? 'none' : expressionReturns(last);
}

/** The value a script answer shows: a fenced block's content, the lines under a "Result" heading, else its first line. */
export function shownValue(text: string): string {
  const fenced = /```[a-z]*\n([\s\S]*?)\n?```/.exec(text)?.[1];
  const underHeading = /^#+\s*Result\s*\n([\s\S]*?)(?=\n#|$)/im.exec(text)?.[1];
  return (fenced ?? underHeading ?? text.split('\n')[0]).trim();
}

export const lostScriptResult = defineFinding({
  name: 'lost_script_result',
  title: 'lost script result',
  definition:
    'a script call answered as a success with no value (`{}`, `undefined`, nothing) though its script was written to return one (an expression, or a `return` of a value; for a script that ends in a call, which may give undefined, only `{}` or nothing)',
  remedy: "return the script's value as the page computed it (await a promise, take the completion value of statements, serialise what JSON cannot), or answer with an error that says why there is none",
  find: ({ calls }) =>
    calls.flatMap((call) => {
      if (call.class !== 'script' || call.answeredBy !== 'server' || call.kind !== 'ok' || call.images.length > 0) return [];
      const script = scriptOf(call);
      if (script === undefined) return [];
      const value = shownValue(call.text);
      const returns = writtenToReturn(script);
      if (returns === 'none' || !(returns === 'call' ? EMPTY_FOR_A_CALL : EMPTY_VALUES).has(value)) return [];
      return [{ kind: 'lost_script_result' as const, step: call.step, tool: call.tool, detail: `answered ${value === '' ? 'nothing' : value} to ${JSON.stringify(script.length <= 60 ? script : `${script.slice(0, 59)}…`)}` }];
    }),
});
