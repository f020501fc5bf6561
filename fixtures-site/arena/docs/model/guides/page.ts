/**
 * A guide page as readers get it: what to know first, the guide's own sections (each with
 * practical tips), a checklist, a full example, troubleshooting, the API it uses, next steps and
 * notes from the community.
 */
import { Random } from '../../../../site-kit/random.ts';
import { existsIn, getApi, paramsIn, type ApiItem } from '../api.ts';
import type { Block, CodeSample, Section } from '../blocks.ts';
import { allGuides, type PlacedGuide } from '../guides.ts';
import { getLibrary, latestOf, type Major } from '../library.ts';
import { snakeCase } from '../names.ts';
import { exampleResponse } from '../responses.ts';
import { clientSetup, js, option, p, prose, py } from './kit.ts';

const TIPS = [
  'Start with the defaults and change one setting at a time.',
  'Keep the client in a module of its own, so that every part of your code shares it.',
  'Read the `requestId` of a failed call from the error and log it.',
  'Use the sandbox for experiments; nothing there is billed.',
  'Pin the major version of the SDK in your package manifest.',
  'Read the changelog before every upgrade, even a minor one.',
  'Set a timeout that is shorter than the timeout of whatever calls your code.',
  'Prefer labels over encoding information in names.',
  'Turn on `tracing` in staging to see where time is spent.',
  'Check `RateLimit-Remaining` in load tests.',
  'Rotate API keys on a schedule, not only after an incident.',
  'Treat `unavailable` errors as temporary and `invalid_argument` as bugs.',
  'Pass idempotency keys derived from your own job IDs.',
  'Never log request bodies that may contain secrets.',
  'Close streams and writers when your process shuts down.',
  'Keep one client per API key and environment.',
];

const CHECKS: ReadonlyArray<readonly [string, string]> = [
  ['The SDK version matches these docs', '`npm ls` or `pip show`'],
  ['The API key belongs to the right environment', 'Dashboard › API keys'],
  ['Timeouts are shorter than your own callers’ timeouts', 'Client options'],
  ['Errors are logged with their request ID', 'Your logging setup'],
  ['Retries are on for idempotent calls', '`maxRetries`'],
  ['Rate-limit headroom exists for peak traffic', 'Dashboard › Usage'],
  ['Secrets are not logged', '`logLevel` and your logger'],
  ['Webhook endpoints answer within 10 seconds', 'Dashboard › Webhooks'],
  ['The client is created once per process', 'Your start-up code'],
  ['Alerts exist for a rising error rate', 'Your monitoring'],
];

const NOTE_AUTHORS = ['mkowalski', 'ana.r', 'jdelacroix', 'priya_s', 'tomhenning', 'lwei', 'f.oyelaran', 'sarah-b', 'ngrabowski', 'kenji.t'] as const;
const NOTES = [
  'This worked for us after we moved the client out of the request handler; before that we hit the limits within minutes.',
  'Worth adding that the Python client reads the same environment variables, which saved us a config file.',
  'We run this in a scheduled job and log the request IDs; support found our problem in one reply.',
  'Careful with the defaults if you upgrade from an older major version: check the reference page of each call you use.',
  'Took me a while to see that the sandbox is reset regularly. Do not keep test fixtures there.',
  'The example is good, but remember to await the promise, otherwise errors disappear silently.',
  'For anyone behind a corporate proxy: `proxyUrl` plus `HTTPS_PROXY` in the environment both work.',
  'We wrapped this in a small helper with our own retry logging; the `onRetry` hook made that easy.',
];


/** API items each guide is about, by name or name pattern (the module guides use their module). */
const RELATED: Record<string, ReadonlyArray<string | RegExp>> = {
  introduction: [/^create/],
  installation: ['apiKey', 'baseUrl', 'environment', 'region', 'userAgent'],
  'quick-start': [/^create/, /^list/],
  authentication: ['apiKey', 'CredentialsProvider', 'TokenCache', 'RequestSigner', /^rotate/],
  clients: ['apiKey', 'baseUrl', 'timeoutMs', 'maxRetries', 'region', 'logLevel', 'keepAlive', 'headers'],
  pagination: [/^list/, /^enumerate/, 'Paginator', 'defaultPageSize'],
  'error-handling': ['RetryPolicy', 'Backoff', 'maxRetries', 'onRetry', 'strictMode', 'SchemaValidator'],
  'retries-and-timeouts': ['RetryPolicy', 'Backoff', 'maxRetries', 'retryBackoff', 'timeoutMs', 'connectTimeoutMs', 'onRetry'],
  idempotency: [/^create/, 'idempotencyKeyPrefix'],
  'rate-limits': ['RateLimiter', 'maxRetries', 'retryBackoff', 'onRetry', 'RetryPolicy', 'Backoff', 'BatchWriter', 'defaultPageSize', /^count/, /^list/],
  logging: ['logLevel', 'debug', 'telemetry', 'tracing', 'MetricsCollector', 'AuditLogReader', 'onRetry', 'headers', 'userAgent'],
  testing: ['environment', 'baseUrl', 'apiKey', /^validate/],
  proxies: ['proxyUrl', 'keepAlive', 'maxSockets', 'followRedirects', 'HttpTransport', 'LegacyTransport', 'ConnectionPool'],
  'receiving-events': ['EventStream', /^watch/, 'webhookTolerance'],
  'verifying-signatures': ['WebhookVerifier', 'webhookTolerance', 'RequestSigner', 'clockSkewToleranceMs', /^rotate/, /^verify/],
  'retry-schedule': ['WebhookVerifier', 'EventStream', 'webhookTolerance', /^watch/, 'maxRetries'],
  batching: ['BatchWriter', 'batchSize', /^import/, 'UploadSession', 'uploadPartSizeMb'],
  caching: ['cacheTtlSeconds', 'TokenCache', /^get/],
  concurrency: ['maxSockets', 'ConnectionPool', 'keepAlive', 'RateLimiter'],
};

/** The API items a guide is about, in a major version. */
function relatedItems(placed: PlacedGuide, major: Major): ApiItem[] {
  const folder = placed.folders.at(-1);
  const patterns = RELATED[placed.guide.slug] ?? [];
  return getApi().items.filter(
    (item) =>
      existsIn(item, major) &&
      ((folder?.slug === 'resources' && item.group.id === placed.guide.slug) || patterns.some((p) => (typeof p === 'string' ? item.name === p : p.test(item.name)))),
  );
}

const TROUBLE: ReadonlyArray<readonly [string, string]> = [
  ['Nothing happens and no error is thrown', 'Make sure you `await` the call: an unawaited promise that rejects only shows up as an unhandled rejection warning.'],
  ['It works locally but not in production', 'Compare the client options of both environments; `baseUrl`, `region` and `environment` are the usual suspects.'],
  ['I get `unauthenticated` although the key is right', 'Sandbox keys only work against the sandbox, and live keys only against live data. Check the `environment` option.'],
  ['Calls are slow from one region', 'Use the regional endpoint closest to your servers with the `region` option.'],
  ['Types do not match the docs', 'You are probably reading the docs of another major version: check the version menu at the top of the page.'],
  ['The same change is applied twice', 'Pass an idempotency key, so that a retried request is recognised; see Idempotency.'],
  ['`rate_limited` errors during deploys', 'Deploys often start many workers at once. Spread their start-up or share a `RateLimiter`.'],
];

/** Everything a guide page shows: what to know first, its own sections, troubleshooting and the API it uses. */
export function guideSections(placed: PlacedGuide, major: Major): Section[] {
  const own = placed.guide.sections(major);
  const r = Random.for('docs', 'troubleshooting', placed.path, major);
  const topic = placed.guide.title.toLowerCase();
  const others = allGuides().filter((g) => g !== placed && g.guide.majors.includes(major));
  const link = (g: PlacedGuide) => `[${g.guide.title}](guide:${g.path}) — ${g.guide.summary(major)}`;
  const nextSteps: Section = { id: 'next-steps', title: 'Next steps', blocks: [{ type: 'list', items: r.sample(others, 3).map(link) }] };
  const notes: Section = {
    id: 'community-notes',
    title: 'Notes from the community',
    blocks: r.sample(NOTES, 8).map((text, i): Block => ({ type: 'p', text: `**${r.pick(NOTE_AUTHORS)}**, ${getLibrary().releases[Math.max(0, latestOf(major).index - i * 2)].date}: ${text}` })),
  };
  if (placed.folders[0]?.title === 'Resources') return [...own, nextSteps, notes];
  const example = fullExample(placed, major);
  // The API table names what the page uses: the guide's own subjects and the options of the full example.
  const items = [...relatedItems(placed, major), ...FULL_EXAMPLE_OPTIONS.map(option).filter((o) => !relatedItems(placed, major).includes(o))];
  return [
    { id: 'before-you-begin', title: 'Before you begin', blocks: [{ type: 'list', items: [`Install version ${major} of the SDK ([Installation](guide:getting-started/installation)).`, 'Have an API key for the sandbox ([Authentication](guide:getting-started/authentication)).', ...r.sample(others, 1).map(link)] }] },
    ...own.map((section, i) => ({
      ...section,
      blocks: [...section.blocks, prose(`${placed.path}-${i}`, major, topic), { type: 'p', text: '**In practice:**' } as Block, { type: 'list', items: r.sample(TIPS, 3) } as Block, prose(`${placed.path}-${i}-more`, major, topic)],
    })),
    { id: 'checklist', title: 'Checklist', blocks: [{ type: 'table', caption: `Before you ship: ${topic}`, head: ['Check', 'Where to look'], rows: r.sample(CHECKS, 6).map(([check, where]) => [check, where]) }] },
    {
      id: 'full-example',
      title: 'Full example',
      blocks: [
        p(`A complete program that puts this guide together. Run it with a sandbox key in \`${getLibrary().envPrefix}_API_KEY\`.`),
        { type: 'code', samples: example.samples },
        p('It prints something like this:'),
        { type: 'code', samples: [{ label: 'Output', language: 'json', code: example.output }] },
      ],
    },
    { id: 'troubleshooting', title: 'Troubleshooting', blocks: r.sample(TROUBLE, 5).map(([q, a]): Block => ({ type: 'p', text: `**${q}.** ${a}` })) },
    ...(items.length
      ? [{ id: 'api-used', title: 'API used in this guide', blocks: [{ type: 'table', caption: `API used in ${placed.guide.title}`, head: ['Name', 'Kind', 'Summary', 'Since'], rows: items.map((i) => [`[${i.name}](api:${i.name})`, i.kind, i.summary, i.introduced.version]) } as Block] }]
      : []),
    nextSteps,
    notes,
  ];
}

/** Client options the full example of every guide sets. */
const FULL_EXAMPLE_OPTIONS = ['apiKey', 'maxRetries', 'timeoutMs'] as const;

/** A whole program for a guide (create a client, call the guide's first function, handle errors) and what it prints. */
function fullExample(placed: PlacedGuide, major: Major): { samples: CodeSample[]; output: string } {
  const lib = getLibrary();
  const fn = relatedItems(placed, major).find((i) => i.kind === 'function') ?? getApi().items.find((i) => i.kind === 'function' && existsIn(i, major))!;
  const setup = clientSetup(major);
  const args = paramsIn(fn.params, major, fn.introduced).filter((x) => x.required).map((x) => x.sample);
  const samples = [
    js(`${setup.js.replace('});', `  maxRetries: 3,\n  timeoutMs: 20000,\n});`).replace('({ apiKey', '({\n  apiKey')}\n\nasync function main() {\n  try {\n    const result = await client.${fn.name}(${args.join(', ')});\n    console.log(JSON.stringify(result, null, 2));\n  } catch (error) {\n    console.error(\`${fn.name} failed: \${error.code} (request \${error.requestId})\`);\n    process.exitCode = 1;\n  }\n}\n\nmain();`),
    py(`${setup.py}\nfrom ${lib.name.toLowerCase()} import ${lib.name}Error\n\n\ndef main() -> int:\n    try:\n        result = client.${snakeCase(fn.name)}(${args.map((a) => a.replace(/^'(.*)'$/, '"$1"')).join(', ')})\n        print(result)\n        return 0\n    except ${lib.name}Error as error:\n        print(f"${snakeCase(fn.name)} failed: {error.code} (request {error.request_id})")\n        return 1\n\n\nif __name__ == "__main__":\n    raise SystemExit(main())`),
  ];
  return { samples, output: fn.returns.type === 'Promise<void>' ? 'undefined' : exampleResponse(fn) };
}
