import { readOption, type OptionValue } from '../environment/registry.ts';

/** `replay`: public hostnames are served offline from fixtures-site; `live`: the real sites. */
export type WebMode = NonNullable<OptionValue<'web'>>;

/** The project's web mode, unless the `web` option overrides it for the run. */
export function resolveWebMode(projectDefault: WebMode, env: NodeJS.ProcessEnv = process.env): WebMode {
  return readOption('web', env) ?? projectDefault;
}
