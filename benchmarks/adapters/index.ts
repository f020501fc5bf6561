import type { Adapter } from './adapter.ts';
import { claude } from './claude.ts';
import { mock } from './mock.ts';
import { plan } from './plan.ts';

export type { Adapter } from './adapter.ts';

/** Every adapter, one module each; Playwright projects pick one by name. */
export const ADAPTERS: Record<string, Adapter> = {
  [mock.name]: mock,
  [claude.name]: claude,
  [plan.name]: plan,
};

export function resolveAdapter(name: string): Adapter {
  const adapter = ADAPTERS[name];
  if (!adapter) throw new Error(`no adapter named ${name} is implemented (implemented: ${Object.keys(ADAPTERS).join(', ')})`);
  return adapter;
}
