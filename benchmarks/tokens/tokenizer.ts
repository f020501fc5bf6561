/**
 * The tokenizer every token figure of a run's report is counted with: what a server's answers and
 * tool definitions cost a model, in tokens, not bytes over a constant. o200k_base is the encoding
 * of OpenAI's GPT-4o and GPT-5 models; Claude's tokenizer is not published, and counts the same
 * text somewhat differently, so the figures compare servers with one another, not models.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';

// Its package.json is not among its exports: read beside its entry point (dist/).
const { version } = JSON.parse(fs.readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('js-tiktoken')), '..', 'package.json'), 'utf8')) as { version: string };

/** What the report's header names: the library and its encoding. */
export const TOKENIZER = { library: `js-tiktoken ${version}`, encoding: 'o200k_base' } as const;

// Loading the ranks takes about a second: once per process, on first use.
let encoder: Tiktoken | undefined;

/** The tokens of `text`. Text that spells a special token (`<|endoftext|>` on a page) counts as the text it is. */
export function countTokens(text: string): number {
  if (text === '') return 0;
  encoder ??= new Tiktoken(o200kBase);
  return encoder.encode(text, [], []).length;
}

/**
 * A server's tools as an agent is offered them, counted: each tool's name, description and input
 * schema, written as JSON the way a model's API carries them. Every request of a model sends them
 * again (cached or not).
 */
export function toolDefinitionTokens(tools: ReadonlyArray<{ name: string; description?: string; inputSchema: unknown }>): { count: number; tokens: number } {
  const definitions = tools.map(({ name, description, inputSchema }) => ({ name, description, input_schema: inputSchema }));
  return { count: tools.length, tokens: countTokens(JSON.stringify(definitions)) };
}
