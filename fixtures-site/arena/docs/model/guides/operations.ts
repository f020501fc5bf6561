/** Guides for running the SDK in production: operations, webhooks and performance. */
import { existsIn, getApi } from '../api.ts';
import type { Section } from '../blocks.ts';
import { getLibrary, type Major } from '../library.ts';
import { fact, js, option, optionDefault, p, prose, py } from './kit.ts';

// ——— Operations ———

const PLANS = ['Free', 'Team', 'Business', 'Enterprise'] as const;

export function rateLimits(major: Major): Section[] {
  // Each plan allows several times what the one below it does.
  const scale = [1, 5, 15, 40];
  const rows = PLANS.map((plan, i) => {
    const read = fact('rate-limits', `${plan}-read`, major, 60, 240, 20) * scale[i];
    const write = fact('rate-limits', `${plan}-write`, major, 20, 80, 10) * scale[i];
    return [plan, `${read}`, `${write}`, `${Math.round(write / 2)}`, `${Math.max(5, Math.round(read / 40 / 5) * 5)}`];
  });
  return [
    { id: 'limits', title: 'Limits per plan', blocks: [p(`Limits are counted per workspace and per minute, separately for read, write and management calls. The reference page of each function says which limit it counts against.`), { type: 'table', caption: `Requests per minute (v${major} API)`, head: ['Plan', 'Read', 'Write', 'Management', 'Burst (per second)'], rows }] },
    { id: 'headers', title: 'Rate-limit headers', blocks: [p('Every response carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`. When you go over, the API answers `429 rate_limited` with a `Retry-After` header, and the SDK waits that long before it retries.'), prose('rate-limits', major, 'rate limits')] },
  ];
}

export function logging(major: Major): Section[] {
  return [
    { id: 'levels', title: 'Log levels', blocks: [p(`Set \`logLevel\` to choose what the client logs${existsIn(option('logLevel'), major) ? '' : ' (v' + major + ' has only the `debug` switch)'}. Logs go to the console unless you pass your own logger.`), prose('logging', major, 'logging')] },
    { id: 'redaction', title: 'What is never logged', blocks: [{ type: 'list', items: ['API keys and bearer tokens', 'Webhook signing secrets', 'Request bodies of `rotate` calls', 'Values of labels whose key starts with `secret`'] }] },
  ];
}

export function testing(major: Major): Section[] {
  return [
    { id: 'sandbox', title: 'The sandbox', blocks: [p(`Sandbox keys work on a copy of the API with its own data, reset every ${fact('testing', 'reset', major, 7, 30)} days. Nothing done there is billed.`), prose('testing', major, 'tests')] },
    { id: 'mocking', title: 'Mocking the client', blocks: [{ type: 'code', samples: [js(`const client = new ${getLibrary().name}({ apiKey: 'test', baseUrl: 'http://localhost:4010' });`), py(`client = ${getLibrary().name}(api_key="test", base_url="http://localhost:4010")`)] }] },
  ];
}

export function proxies(major: Major): Section[] {
  return [
    { id: 'proxy', title: 'Using a proxy', blocks: [p('Set `proxyUrl` (or the `HTTPS_PROXY` environment variable) to send every request through an HTTP proxy.'), prose('proxies', major, 'networking')] },
    { id: 'allowlist', title: 'Hosts to allow', blocks: [{ type: 'table', caption: 'Hosts the SDK connects to', head: ['Host', 'Port', 'Used for'], rows: [[getLibrary().apiHost(major), '443', 'API calls'], [`files.${getLibrary().apiHost(major).slice(4)}`, '443', 'Uploads and exports'], [`events.${getLibrary().apiHost(major).slice(4)}`, '443', 'Event streams']] }] },
  ];
}

// ——— Advanced ———

export function receivingEvents(major: Major): Section[] {
  const modules = getApi().groups.filter((g) => g.kind === 'module');
  const events = modules.flatMap((g) => ['created', 'updated', 'deleted'].map((what) => [`\`${g.singular.toLowerCase()}.${what}\``, `A ${g.singular.toLowerCase()} was ${what}.`]));
  return [
    { id: 'endpoint', title: 'Your endpoint', blocks: [p('Register an HTTPS endpoint in the dashboard. The API sends each event as a JSON `POST`; answer with any 2xx status within 10 seconds.'), prose('receiving-events', major, 'webhooks')] },
    { id: 'event-types', title: 'Event types', blocks: [{ type: 'table', caption: 'Events you can subscribe to', head: ['Event', 'Sent when'], rows: events }] },
  ];
}

export function verifyingSignatures(major: Major): Section[] {
  const lib = getLibrary();
  const tolerance = optionDefault('webhookTolerance', major) ?? '300';
  const header = major === 1 ? `X-${lib.name}-Signature` : `${lib.name}-Signature`;
  const algorithm = major === 3 ? 'HMAC-SHA512' : 'HMAC-SHA256';
  return [
    { id: 'how-it-works', title: 'How signing works', blocks: [p(`Every webhook request carries a \`${header}\` header: a timestamp and an ${algorithm} signature of \`timestamp.body\`, made with your endpoint’s signing secret.`), p(`Reject requests whose timestamp is more than ${tolerance} seconds old: this is the tolerance window that protects you against replayed requests.`)] },
    {
      id: 'verify',
      title: 'Verify a request',
      blocks: [
        {
          type: 'code',
          samples: [
            js(`const verifier = new WebhookVerifier({ secret: process.env.WEBHOOK_SECRET, tolerance: ${tolerance} });\nconst event = verifier.verify(rawBody, request.headers['${header.toLowerCase()}']);`),
            py(`verifier = WebhookVerifier(secret=os.environ["WEBHOOK_SECRET"], tolerance=${tolerance})\nevent = verifier.verify(raw_body, request.headers["${header}"])`),
          ],
        },
        { type: 'note', tone: 'warning', text: 'Verify the raw request body, byte for byte. Parsing the JSON and serialising it again changes the bytes and the signature will not match.' },
      ],
    },
    { id: 'secrets', title: 'Rotating secrets', blocks: [p('When you rotate the signing secret, the old one keeps working for 24 hours, and requests are signed with both.'), prose('verifying-signatures', major, 'webhook security')] },
  ];
}

export function retrySchedule(major: Major): Section[] {
  const attempts = fact('retry-schedule', 'attempts', major, 5, 9);
  const base = fact('retry-schedule', 'base', major, 1, 3);
  const delays = Array.from({ length: attempts }, (_, i) => base * 2 ** i);
  const format = (minutes: number) => (minutes < 60 ? `${minutes} min` : `${Math.round((minutes / 60) * 10) / 10} h`);
  return [
    { id: 'schedule', title: 'Retry schedule', blocks: [p(`When your endpoint does not answer with a 2xx status, the event is sent again, up to ${attempts} more times, with growing delays. After the last attempt the event is marked failed and the endpoint is disabled if it failed for 3 days.`), { type: 'table', caption: `Redelivery attempts (v${major})`, head: ['Attempt', 'Delay after the previous one'], rows: delays.map((d, i) => [String(i + 2), format(d)]) }] },
    { id: 'manual', title: 'Resending by hand', blocks: [p('Failed events can be resent from the dashboard for 30 days.'), prose('retry-schedule', major, 'webhook delivery')] },
  ];
}

export function batching(major: Major): Section[] {
  const max = fact('batching', 'max', major, 100, 1000, 100);
  return [
    { id: 'batches', title: 'Writing in batches', blocks: [p(`\`BatchWriter\` groups writes into requests of up to ${max} items and sends them when the batch is full or a second has passed.`), prose('batching', major, 'batching')] },
    { id: 'example', title: 'Example', blocks: [{ type: 'code', samples: [js(`const writer = new BatchWriter(client, { batchSize: ${max} });\nfor (const row of rows) writer.add(row);\nawait writer.flush();`), py(`with BatchWriter(client, batch_size=${max}) as writer:\n    for row in rows:\n        writer.add(row)`)] }] },
  ];
}

export function caching(major: Major): Section[] {
  return [
    { id: 'read-cache', title: 'The read cache', blocks: [p(`Responses of \`get\` calls are cached for \`cacheTtlSeconds\` (${optionDefault('cacheTtlSeconds', major) ?? '60'} seconds by default in v${major}). Writes through the same client clear the cached entry.`), prose('caching', major, 'caching')] },
  ];
}

export function concurrency(major: Major): Section[] {
  return [
    { id: 'sockets', title: 'Connections', blocks: [p(`The client opens at most \`maxSockets\` connections per host (${optionDefault('maxSockets', major) ?? '16'} by default). Requests beyond that wait in a queue.`), prose('concurrency', major, 'concurrency')] },
  ];
}
