/**
 * The tokenizer every token figure of a run's report is counted with: what a server's answers and
 * tool definitions cost a model, in tokens, not bytes over a constant. o200k_base is the encoding
 * of OpenAI's GPT-4o and GPT-5 models; Claude's tokenizer is not published, and counts the same
 * text somewhat differently, so the figures compare servers with one another, not models.
 * gpt-tokenizer gives the token ids of js-tiktoken (with which the server profile's test counts
 * again) in about a fifth of the time: every answer of every episode is counted.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';

// Its package.json is not among its exports: read from where its entry point resolves.
const { version } = JSON.parse(fs.readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('gpt-tokenizer')), '..', 'package.json'), 'utf8')) as { version: string };

/** What the report's header names: the library and its encoding. */
export const TOKENIZER = { library: `gpt-tokenizer ${version}`, encoding: 'o200k_base' } as const;

// Text that spells a special token (`<|endoftext|>` on a page) counts as the text it is.
const AS_TEXT = { disallowedSpecial: new Set<string>() };

/** The tokens of `text`. */
export function countTokens(text: string): number {
  return text === '' ? 0 : countO200k(text, AS_TEXT);
}

/**
 * A server's tools as an agent is offered them, counted: each tool's name, description and input
 * schema, written as JSON the way a model's API carries them. Every request of a model sends them
 * again (cached or not).
 */
export function toolDefinitionTokens(tools: ReadonlyArray<{ name: string; description?: string; inputSchema: unknown }>): { count: number; tokens: number } {
  const text = JSON.stringify(tools.map(({ name, description, inputSchema }) => ({ name, description, input_schema: inputSchema })));
  let tokens = definitionTokens.get(text);
  if (tokens === undefined) definitionTokens.set(text, (tokens = countTokens(text)));
  return { count: tools.length, tokens };
}

// A server started for every episode offers the same list each time: it is counted once per process.
const definitionTokens = new Map<string, number>();
