import type { Adapter } from './adapter.ts';
import { claude } from './claude/adapter.ts';
import { CONTROLS } from './controls.ts';
import { mock } from './mock.ts';
import { openai } from './openai/adapter.ts';
import { outside } from './outside/adapter.ts';
import { reference } from './reference.ts';
import { SHALLOW_AGENTS } from './shallow.ts';

export type { Adapter } from './adapter.ts';

/** Every adapter, one module each; Playwright projects pick one by name. */
export const ADAPTERS: Readonly<Record<string, Adapter>> = Object.fromEntries(
  [mock, reference, claude, openai, outside, ...CONTROLS, ...SHALLOW_AGENTS].map((adapter) => [adapter.name, adapter]),
);

export function resolveAdapter(name: string): Adapter {
  const adapter = ADAPTERS[name];
  if (!adapter) throw new Error(`no adapter named ${name} is implemented (implemented: ${Object.keys(ADAPTERS).join(', ')})`);
  return adapter;
}
