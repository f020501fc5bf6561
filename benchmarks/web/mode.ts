/** `replay`: public hostnames are served offline from fixtures-site; `live`: the real sites. */
export type WebMode = 'replay' | 'live';

/** Overrides the project's web mode for a run. */
export const WEB_MODE_ENV = 'BENCH_WEB';

export function resolveWebMode(projectDefault: WebMode, env: NodeJS.ProcessEnv = process.env): WebMode {
  const raw = env[WEB_MODE_ENV];
  if (raw === undefined || raw === '') return projectDefault;
  if (raw !== 'replay' && raw !== 'live') throw new Error(`${WEB_MODE_ENV}=${raw}: use replay or live`);
  return raw;
}
