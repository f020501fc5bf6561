/** The resource pages among the guides: migration guides, FAQ and glossary. */
import { getApi } from '../api.ts';
import type { Section } from '../blocks.ts';
import { firstOf, getLibrary, latestOf, type Major } from '../library.ts';
import { p, prose } from './kit.ts';

// ——— Resources ———

export function migration(to: Major): (major: Major) => Section[] {
  return (major) => {
    const from = (to - 1) as Major;
    const items = getApi().items;
    const removed = items.filter((i) => i.removed?.major === to);
    const added = items.filter((i) => i.introduced.major === to && i.introduced.minor === 0);
    const renamed = items.flatMap((i) => i.params.filter((param) => param.renamedIn?.major === to).map((param) => [`[${i.name}](api:${i.name})`, `\`${param.formerName}\``, `\`${param.name}\``]));
    return [
      { id: 'overview', title: `From v${from} to v${to}`, blocks: [p(`Version ${to}.0.0 was released on ${firstOf(to).date}. This page lists every change that can break code written for v${from}. Read it with the [changelog](/changelog) open.`), prose(`migration-${to}`, major, 'upgrades')] },
      { id: 'removed', title: 'Removed', blocks: removed.length ? [{ type: 'table', caption: `Removed in ${to}.0.0`, head: ['Removed', 'Use instead'], rows: removed.map((i) => [`\`${i.name}\``, i.deprecated ? `[${i.deprecated.replacement}](api:${i.deprecated.replacement})` : '—']) }] : [p('Nothing was removed.')] },
      { id: 'renamed-parameters', title: 'Renamed parameters', blocks: renamed.length ? [{ type: 'table', caption: `Parameters renamed in ${to}.0.0`, head: ['Function', 'Old name', 'New name'], rows: renamed }] : [p('No parameter was renamed.')] },
      { id: 'new', title: 'New in this version', blocks: [{ type: 'list', items: added.length ? added.map((i) => `[${i.name}](api:${i.name})`) : ['Nothing new at x.0.0; see the minor releases.'] }] },
    ];
  };
}

export function faq(major: Major): Section[] {
  const lib = getLibrary();
  const questions: Array<[string, string]> = [
    ['Which version should I use?', `The newest, v3, unless you are stuck on an old runtime. v${major} gets security fixes until ${Number(latestOf(major).date.slice(0, 4)) + 2}.`],
    ['Does the SDK work in browsers?', 'Yes, with a publishable key. Secret keys must stay on your server.'],
    ['How do I see the HTTP requests the SDK makes?', 'Set `logLevel` to `debug`: every request and response is logged, with keys redacted.'],
    ['Why do I get `rate_limited` errors?', 'You are over your plan’s limits; see [Rate limits](guide:operations/rate-limits).'],
    [`Is ${lib.name} open source?`, `Yes, under the Apache 2.0 licence.`],
    ['Can I use several API keys in one process?', 'Yes: create one client per key.'],
    ['How do I upgrade to a new major version?', 'Read the migration guide of that version, upgrade in a branch, and run your tests against the sandbox before you deploy.'],
    ['Are old versions of the API still served?', `Yes. Each major version of the SDK talks to its own dated API version, which keeps working for at least two years after the next major version is released.`],
    ['Why does my request time out although the API is up?', 'Check `timeoutMs` and `connectTimeoutMs`, and whether a proxy between you and the API adds latency.'],
    ['How do I report a security problem?', 'Write to the security team; see the Security page. Please do not open a public issue.'],
    ['Can I mock the SDK in unit tests?', 'Yes: point `baseUrl` at a local mock server, or replace the client with a test double of the same interface.'],
    ['Does the SDK support HTTP/2?', 'Yes, through `HttpTransport`, which is the default in v3.'],
    ['What does “deprecated” mean for a function?', 'It still works in this major version but will be removed in the next one; its reference page names the replacement.'],
    ['Where are the release notes?', 'In the changelog of each version, with every release and its changes.'],
    ['Can I use the SDK from a serverless function?', 'Yes. Create the client outside the handler so that warm invocations reuse it and its connections.'],
    ['How long are request IDs kept?', 'Ninety days. Quote them when you contact support about a failed call.'],
    ['Is there a command-line tool?', `Not in the SDK itself; the dashboard and the REST API cover what a CLI would do.`],
    ['What happens to deleted resources?', 'They can be restored for 30 days, then they are gone for good. List calls can include them with `includeDeleted`.'],
    ['Which regions are there?', 'us-east, eu-west and ap-south. The region of a resource is chosen when it is created and cannot change.'],
    ['How do I get higher rate limits?', 'Move to a larger plan, or ask support for a temporary raise for a migration or a launch.'],
  ];
  return questions.map(([q, a], i) => ({ id: `q${i + 1}`, title: q, blocks: [p(a)] }));
}

export function glossary(): Section[] {
  const terms: Array<[string, string]> = ([
    ['API key', 'A secret that identifies your workspace to the API.'],
    ['Cursor', 'An opaque string that marks where the next page of a list starts.'],
    ['Idempotency key', 'A string that makes a repeated write apply only once.'],
    ['Operation', 'A long-running job the API does for you, such as an export.'],
    ['Sandbox', 'A copy of the API with test data, used with sandbox keys.'],
    ['Webhook', 'An HTTPS request the API sends you when something happens.'],
    ['Workspace', 'The account that owns your resources, keys and members.'],
    ['Burst limit', 'How many requests per second the API accepts for a short time above the per-minute rate.'],
    ['Client option', 'A setting passed when the client is created, such as `timeoutMs`.'],
    ['Deprecated', 'Still available, but to be removed in the next major version; use the named replacement.'],
    ['ETag', 'A version tag of a resource, used with `ifMatch` to avoid overwriting someone else’s change.'],
    ['Event', 'A record of something that happened to a resource, delivered by webhook or event stream.'],
    ['Label', 'A key–value pair attached to a resource for filtering and organising.'],
    ['Major version', 'A release line of the SDK (v1, v2, v3); breaking changes only happen between them.'],
    ['Rate limit', 'The number of requests per minute your plan allows, counted separately for reads, writes and management calls.'],
    ['Region', 'The data centre area a resource lives in: us-east, eu-west or ap-south.'],
    ['Request options', 'Per-call settings such as `signal` or `idempotencyKey`, passed as the last argument.'],
    ['Restricted key', 'An API key limited to the scopes chosen when it was created.'],
    ['Retention', 'How long data is kept before it is deleted for good.'],
    ['Signing secret', 'The secret used to sign webhook requests, one per endpoint.'],
    ['Tolerance window', 'The maximum age of a webhook request before its signature is rejected.'],
  ] as Array<[string, string]>).sort(([a], [b]) => a.localeCompare(b));
  return [{ id: 'terms', title: 'Terms', blocks: [{ type: 'table', caption: 'Glossary', head: ['Term', 'Meaning'], rows: terms }] }];
}
