/**
 * Word lists the docs site's generator draws from: the vocabulary of a client SDK for a cloud
 * API. Which words are used, and everything said about them, comes from the seed.
 */

/** Names the fictional library may get. */
export const LIBRARY_NAMES = ['Tidewell', 'Larkspur', 'Halyard', 'Quillon', 'Brightwater', 'Corvane', 'Marlowe', 'Ostrel'] as const;

/** Resources the API manages (singular, plural): each becomes a module of the reference. */
export const RESOURCES: ReadonlyArray<readonly [string, string]> = [
  ['Bucket', 'buckets'],
  ['Stream', 'streams'],
  ['Topic', 'topics'],
  ['Snapshot', 'snapshots'],
  ['Schedule', 'schedules'],
  ['Channel', 'channels'],
  ['Dataset', 'datasets'],
  ['Pipeline', 'pipelines'],
  ['Secret', 'secrets'],
  ['Workspace', 'workspaces'],
  ['Queue', 'queues'],
  ['Report', 'reports'],
  ['Alert', 'alerts'],
  ['Domain', 'domains'],
  ['Policy', 'policies'],
  ['Token', 'tokens'],
];

/** Actions beyond create/get/list/update/delete a module may offer, with what they do. */
export const ACTION_VERBS: ReadonlyArray<{ verb: string; does: string; result: 'resource' | 'operation' | 'void' | 'count' }> = [
  { verb: 'archive', does: 'Archives {a} so that it becomes read-only', result: 'resource' },
  { verb: 'restore', does: 'Restores {a} that was archived or deleted less than 30 days ago', result: 'resource' },
  { verb: 'clone', does: 'Creates a copy of {a}, including its labels and settings', result: 'resource' },
  { verb: 'export', does: 'Starts an export of {a} to a downloadable file', result: 'operation' },
  { verb: 'import', does: 'Imports {a} from a file produced by an earlier export', result: 'operation' },
  { verb: 'validate', does: 'Checks the configuration of {a} without changing it', result: 'void' },
  { verb: 'pause', does: 'Pauses {a}; no new work is started until it is resumed', result: 'resource' },
  { verb: 'resume', does: 'Resumes {a} that was paused', result: 'resource' },
  { verb: 'rotate', does: 'Rotates the credentials of {a} and returns the new version', result: 'resource' },
  { verb: 'verify', does: 'Verifies the ownership and configuration of {a}', result: 'resource' },
  { verb: 'share', does: 'Shares {a} with another workspace member or team', result: 'resource' },
  { verb: 'lock', does: 'Locks {a} so that it cannot be changed or deleted', result: 'resource' },
  { verb: 'unlock', does: 'Removes the lock from {a}', result: 'resource' },
  { verb: 'move', does: 'Moves {a} to another project or region', result: 'operation' },
  { verb: 'count', does: 'Counts the {plural} that match a filter, without listing them', result: 'count' },
  { verb: 'watch', does: 'Opens a stream of change events for {a}', result: 'operation' },
];

/** Old verbs that get deprecated in favour of a newer verb (old, new). */
export const SUPERSEDED_VERBS: ReadonlyArray<readonly [string, string]> = [
  ['fetch', 'get'],
  ['remove', 'delete'],
  ['modify', 'update'],
  ['enumerate', 'list'],
];

/** A parameter the generator can give a function: its type, the defaults it may have, what it does. */
export interface ParamWord {
  name: string;
  /** The name it had in an older major version, when it was renamed. */
  formerName?: string;
  type: string;
  /** Code literals; empty when the parameter has no default. */
  defaults: readonly string[];
  /** A value for code samples. */
  sample: string;
  description: string;
}

export const PARAM_WORDS: readonly ParamWord[] = [
  { name: 'pageSize', formerName: 'limit', type: 'number', defaults: ['10', '20', '25', '50', '100'], sample: '50', description: 'Maximum number of {plural} returned in one page. The server may return fewer.' },
  { name: 'cursor', formerName: 'pageToken', type: 'string', defaults: [], sample: "'c_8f2a91'", description: 'The `nextCursor` of the previous page, to continue a listing where it stopped.' },
  { name: 'orderBy', formerName: 'sort', type: "'createdAt' | 'updatedAt' | 'name'", defaults: ["'createdAt'", "'name'", "'updatedAt'"], sample: "'name'", description: 'Field the {plural} are sorted by. Newest first for dates, A–Z for names.' },
  { name: 'filter', type: 'string', defaults: [], sample: "'labels.team = \"data\"'", description: 'A filter expression; only {plural} that match it are returned. See the filtering guide for the syntax.' },
  { name: 'includeDeleted', formerName: 'showDeleted', type: 'boolean', defaults: ['false'], sample: 'true', description: 'Whether {plural} deleted in the last 30 days are included.' },
  { name: 'expand', type: 'string[]', defaults: ['[]'], sample: "['owner']", description: 'Related objects to embed in the response instead of their IDs.' },
  { name: 'description', type: 'string', defaults: ["''"], sample: "'Nightly exports'", description: 'A free-text description of the {singular}, up to 1,024 characters.' },
  { name: 'labels', formerName: 'metadata', type: 'Record<string, string>', defaults: ['{}'], sample: "{ team: 'data' }", description: 'Key–value labels for organising and filtering {plural}. At most 64 labels.' },
  { name: 'region', type: "'us-east' | 'eu-west' | 'ap-south'", defaults: ["'us-east'", "'eu-west'"], sample: "'eu-west'", description: 'Region the {singular} is stored in. It cannot be changed later.' },
  { name: 'ttlSeconds', formerName: 'ttl', type: 'number', defaults: ['300', '900', '3600', '86400'], sample: '7200', description: 'Time to live, in seconds, after which the {singular} expires.' },
  { name: 'retentionDays', formerName: 'retention', type: 'number', defaults: ['7', '14', '30', '90'], sample: '60', description: 'How many days data is kept before it is deleted for good.' },
  { name: 'dryRun', type: 'boolean', defaults: ['false'], sample: 'true', description: 'Checks the request and reports what would change, without changing anything.' },
  { name: 'force', type: 'boolean', defaults: ['false'], sample: 'true', description: 'Skips the safety checks that normally stop the call when the {singular} is in use.' },
  { name: 'notify', type: 'boolean', defaults: ['true', 'false'], sample: 'false', description: 'Whether workspace owners get an email about the change.' },
  { name: 'visibility', type: "'private' | 'team' | 'public'", defaults: ["'private'", "'team'"], sample: "'team'", description: 'Who can see the {singular}.' },
  { name: 'format', type: "'json' | 'csv' | 'ndjson' | 'parquet'", defaults: ["'json'", "'ndjson'", "'csv'"], sample: "'parquet'", description: 'File format of the output.' },
  { name: 'compression', type: "'none' | 'gzip' | 'zstd'", defaults: ["'gzip'", "'none'", "'zstd'"], sample: "'zstd'", description: 'Compression applied to the transferred data.' },
  { name: 'priority', type: "'low' | 'normal' | 'high'", defaults: ["'normal'", "'low'"], sample: "'high'", description: 'Scheduling priority of the work this call starts.' },
  { name: 'batchSize', formerName: 'chunkSize', type: 'number', defaults: ['100', '250', '500', '1000'], sample: '200', description: 'Number of items processed per batch.' },
  { name: 'concurrency', type: 'number', defaults: ['1', '2', '4', '8'], sample: '4', description: 'How many batches run at the same time.' },
  { name: 'waitForCompletion', formerName: 'wait', type: 'boolean', defaults: ['false', 'true'], sample: 'true', description: 'Whether the call returns only when the operation has finished.' },
  { name: 'timeoutSeconds', formerName: 'timeout', type: 'number', defaults: ['30', '60', '120', '300'], sample: '90', description: 'How long the server works on the call before giving up, in seconds.' },
  { name: 'reason', type: 'string', defaults: [], sample: "'Quarterly clean-up'", description: 'Why the change is made; kept in the audit log.' },
  { name: 'ifMatch', formerName: 'etag', type: 'string', defaults: [], sample: "'W/\"4b1c\"'", description: 'Only applies the change if the {singular} still has this ETag (optimistic locking).' },
  { name: 'destination', type: 'string', defaults: [], sample: "'s3://exports/nightly/'", description: 'Where the output is written, as a URI.' },
  { name: 'overwrite', type: 'boolean', defaults: ['false'], sample: 'true', description: 'Whether an existing {singular} with the same name is replaced.' },
  { name: 'checksum', type: "'md5' | 'sha256' | 'crc32c'", defaults: ["'sha256'", "'crc32c'", "'md5'"], sample: "'sha256'", description: 'Checksum algorithm used to verify the transferred data.' },
  { name: 'maxAttempts', formerName: 'retries', type: 'number', defaults: ['3', '5', '10'], sample: '6', description: 'How many times a failed step is attempted before the operation fails.' },
];

/** Fields a resource object may have, beyond id, name, createdAt and updatedAt. */
export const FIELD_WORDS: ReadonlyArray<readonly [string, string, string]> = [
  ['description', 'string', 'Free-text description.'],
  ['labels', 'Record<string, string>', 'Key–value labels.'],
  ['region', 'string', 'Region where the data is stored.'],
  ['state', "'active' | 'paused' | 'archived'", 'Lifecycle state.'],
  ['ownerId', 'string', 'ID of the member who owns it.'],
  ['projectId', 'string', 'ID of the project it belongs to.'],
  ['sizeBytes', 'number', 'Storage used, in bytes.'],
  ['itemCount', 'number', 'Number of items it holds.'],
  ['etag', 'string', 'Version tag for optimistic locking.'],
  ['visibility', "'private' | 'team' | 'public'", 'Who can see it.'],
  ['retentionDays', 'number', 'Days data is kept.'],
  ['expiresAt', 'string | null', 'When it expires (ISO 8601), or null.'],
  ['lastActivityAt', 'string', 'When it was last read or written (ISO 8601).'],
  ['locked', 'boolean', 'Whether it is locked against changes.'],
  ['url', 'string', 'URL of the resource in the dashboard.'],
];

/** Error codes an API call may fail with. */
export const ERROR_WORDS: ReadonlyArray<readonly [string, number, string]> = [
  ['invalid_argument', 400, 'A parameter is missing or has a value that is not allowed.'],
  ['unauthenticated', 401, 'The API key is missing, expired or revoked.'],
  ['permission_denied', 403, 'The API key has no access to this {singular}.'],
  ['not_found', 404, 'No {singular} with this ID exists in the workspace.'],
  ['conflict', 409, 'A {singular} with the same name already exists.'],
  ['precondition_failed', 412, 'The `ifMatch` ETag no longer matches: the {singular} was changed meanwhile.'],
  ['locked', 423, 'The {singular} is locked; unlock it first.'],
  ['rate_limited', 429, 'Too many requests; retry after the delay in the `Retry-After` header.'],
  ['quota_exceeded', 429, 'The workspace has reached its quota of {plural}.'],
  ['unavailable', 503, 'The service is briefly unavailable; the SDK retries this error by itself.'],
];

/** Helper classes of the SDK: name, what it is for, the methods it may have. */
export const CLASS_WORDS: ReadonlyArray<{ name: string; purpose: string; methods: readonly string[] }> = [
  { name: 'RetryPolicy', purpose: 'decides when and how often a failed request is retried', methods: ['shouldRetry', 'delayFor', 'withJitter', 'reset'] },
  { name: 'Paginator', purpose: 'walks through every page of a listing for you', methods: ['next', 'all', 'take', 'reset', 'pages'] },
  { name: 'WebhookVerifier', purpose: 'checks the signature of incoming webhook requests', methods: ['verify', 'parse', 'rotateSecret'] },
  { name: 'EventStream', purpose: 'receives change events over a long-lived connection', methods: ['subscribe', 'unsubscribe', 'close', 'resume'] },
  { name: 'BatchWriter', purpose: 'groups many writes into fewer requests', methods: ['add', 'flush', 'close', 'stats'] },
  { name: 'TokenCache', purpose: 'keeps access tokens until shortly before they expire', methods: ['get', 'set', 'invalidate', 'clear'] },
  { name: 'RateLimiter', purpose: 'spaces requests out to stay under the API rate limits', methods: ['acquire', 'release', 'stats', 'reset'] },
  { name: 'RequestSigner', purpose: 'signs requests for accounts that require request signing', methods: ['sign', 'verify', 'rotateKey'] },
  { name: 'UploadSession', purpose: 'uploads large files in resumable parts', methods: ['start', 'uploadPart', 'complete', 'abort', 'status'] },
  { name: 'QueryBuilder', purpose: 'builds filter expressions without string concatenation', methods: ['where', 'and', 'or', 'orderBy', 'build'] },
  { name: 'MetricsCollector', purpose: 'collects latency and error metrics of the client', methods: ['record', 'snapshot', 'reset', 'export'] },
  { name: 'ConnectionPool', purpose: 'reuses HTTP connections between requests', methods: ['acquire', 'release', 'drain', 'stats'] },
  { name: 'Backoff', purpose: 'computes exponential delays between attempts', methods: ['next', 'reset', 'peek'] },
  { name: 'AuditLogReader', purpose: 'reads the workspace audit log page by page', methods: ['read', 'follow', 'close'] },
  { name: 'SchemaValidator', purpose: 'validates payloads against the API schema before they are sent', methods: ['validate', 'explain', 'strict'] },
  { name: 'LegacyTransport', purpose: 'sends requests over the old HTTP/1.1 transport', methods: ['send', 'close'] },
  { name: 'HttpTransport', purpose: 'sends requests over HTTP/2 with connection reuse', methods: ['send', 'close', 'stats'] },
  { name: 'CredentialsProvider', purpose: 'supplies API keys from the environment, a file or a callback', methods: ['resolve', 'refresh', 'clear'] },
];

/** Client options: name, type, possible defaults, what it does. */
export const OPTION_WORDS: ReadonlyArray<{ name: string; type: string; defaults: readonly string[]; sample: string; description: string }> = [
  { name: 'apiKey', type: 'string', defaults: ['process.env.{ENV}_API_KEY'], sample: "'tw_live_51Hc…'", description: 'The API key used to authenticate every request.' },
  { name: 'baseUrl', type: 'string', defaults: ["'{API}'"], sample: "'https://eu.{HOST}'", description: 'Base URL of the API. Change it to use a regional endpoint or a proxy.' },
  { name: 'timeoutMs', type: 'number', defaults: ['30000', '60000', '10000', '20000'], sample: '15000', description: 'How long the client waits for a response before it aborts the request, in milliseconds.' },
  { name: 'maxRetries', type: 'number', defaults: ['2', '3', '5'], sample: '4', description: 'How many times a failed request is retried. Set 0 to turn retries off.' },
  { name: 'retryBackoff', type: "'exponential' | 'linear' | 'none'", defaults: ["'exponential'", "'linear'"], sample: "'linear'", description: 'How the delay between retries grows.' },
  { name: 'userAgent', type: 'string', defaults: ["'{LIB}-js/{VERSION}'"], sample: "'reporting-service/2.1'", description: 'Value sent in the `User-Agent` header, after the SDK’s own.' },
  { name: 'region', type: "'us-east' | 'eu-west' | 'ap-south'", defaults: ["'us-east'"], sample: "'eu-west'", description: 'Region whose endpoint the client talks to.' },
  { name: 'proxyUrl', type: 'string | undefined', defaults: ['undefined'], sample: "'http://proxy.internal:3128'", description: 'An HTTP proxy for every request.' },
  { name: 'logLevel', type: "'silent' | 'error' | 'warn' | 'info' | 'debug'", defaults: ["'warn'", "'error'", "'info'"], sample: "'debug'", description: 'Which client messages are logged.' },
  { name: 'telemetry', type: 'boolean', defaults: ['true', 'false'], sample: 'false', description: 'Whether anonymous usage metrics are sent.' },
  { name: 'keepAlive', type: 'boolean', defaults: ['true', 'false'], sample: 'false', description: 'Whether connections are kept open between requests.' },
  { name: 'maxSockets', type: 'number', defaults: ['16', '32', '64', '50'], sample: '128', description: 'Maximum number of open connections per host.' },
  { name: 'compression', type: 'boolean', defaults: ['true', 'false'], sample: 'false', description: 'Whether request and response bodies are gzip-compressed.' },
  { name: 'idempotencyKeyPrefix', type: 'string', defaults: ["''"], sample: "'billing-'", description: 'Prefix added to the idempotency keys the client generates.' },
  { name: 'clockSkewToleranceMs', type: 'number', defaults: ['300000', '60000', '120000'], sample: '30000', description: 'How far the local clock may differ from the server’s before signed requests fail.' },
  { name: 'cacheTtlSeconds', type: 'number', defaults: ['60', '300', '0'], sample: '120', description: 'How long read responses are cached; 0 turns the cache off.' },
  { name: 'strictMode', type: 'boolean', defaults: ['false', 'true'], sample: 'true', description: 'Whether unknown fields in requests are rejected before sending.' },
  { name: 'defaultPageSize', type: 'number', defaults: ['20', '25', '50', '100'], sample: '100', description: 'Page size used when a list call does not pass one.' },
  { name: 'webhookTolerance', type: 'number', defaults: ['300', '600', '180'], sample: '120', description: 'Maximum age of a webhook event, in seconds, before its signature is rejected.' },
  { name: 'apiVersion', type: 'string', defaults: ["'{APIVERSION}'"], sample: "'2024-09-01'", description: 'The dated API version requested with every call.' },
  { name: 'tracing', type: 'boolean', defaults: ['false'], sample: 'true', description: 'Whether OpenTelemetry spans are created for requests.' },
  { name: 'onRetry', type: '(attempt: number, error: ApiError) => void', defaults: ['undefined'], sample: '(n) => log(n)', description: 'Called before every retry, for logging.' },
  { name: 'debug', type: 'boolean', defaults: ['false'], sample: 'true', description: 'Logs every request and response, headers included.' },
  { name: 'environment', type: "'live' | 'sandbox'", defaults: ["'live'"], sample: "'sandbox'", description: 'Whether the client talks to live data or the sandbox.' },
  { name: 'connectTimeoutMs', type: 'number', defaults: ['5000', '10000', '3000'], sample: '2000', description: 'How long the client waits for a connection to open, in milliseconds.' },
  { name: 'uploadPartSizeMb', type: 'number', defaults: ['8', '16', '5', '32'], sample: '64', description: 'Size of each part of a resumable upload, in megabytes.' },
  { name: 'followRedirects', type: 'boolean', defaults: ['true', 'false'], sample: 'false', description: 'Whether HTTP redirects are followed.' },
  { name: 'headers', type: 'Record<string, string>', defaults: ['{}'], sample: "{ 'X-Team': 'data' }", description: 'Extra headers sent with every request.' },
];

/** Classes and options that a newer one replaced (old, new): the old one is deprecated when the new one arrives. */
export const CLASS_SUCCESSORS: ReadonlyArray<readonly [string, string]> = [
  ['LegacyTransport', 'HttpTransport'],
  ['Backoff', 'RetryPolicy'],
];
export const OPTION_SUCCESSORS: ReadonlyArray<readonly [string, string]> = [['debug', 'logLevel']];
/** Options every version of the client has had. */
export const CORE_OPTIONS: readonly string[] = ['apiKey', 'baseUrl', 'timeoutMs', 'maxRetries', 'userAgent'];

/** Words for the prose of guides and descriptions. */
export const ADJECTIVES = ['reliable', 'predictable', 'fast', 'safe', 'simple', 'consistent', 'efficient', 'secure'] as const;
export const TEAMS = ['data platform', 'billing', 'growth', 'infrastructure', 'analytics', 'mobile', 'security', 'support'] as const;
export const SAMPLE_NAMES = ['quarterly-reports', 'nightly-exports', 'customer-events', 'audit-trail', 'staging-mirror', 'ml-features', 'invoices-2026', 'sensor-data'] as const;
