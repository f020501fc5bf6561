/**
 * The API reference: one page per item (function, class, option) in a major version, the page of
 * each module, and the overview of them all.
 */
import { esc } from '../../../site-kit/html.ts';
import { Random } from '../../../site-kit/random.ts';
import { existsIn, getApi, historyOf, itemsOf, paramsIn, type ApiItem, type Group, type ParamView } from '../model/api.ts';
import { snakeCase } from '../model/names.ts';
import { findGuide } from '../model/guides.ts';
import { getLibrary, latestOf, MAJORS, releaseAnchor, type Major } from '../model/library.ts';
import { heading, section, table } from './blocks.ts';
import { codeBlock, codeTabs } from './code.ts';
import { inline, versionPath } from './inline.ts';
import type { DocPage, TocEntry } from './layout.ts';
import { exampleResponse } from '../model/responses.ts';
import { literal, samplesOf } from './samples.ts';

const KIND_LABEL = { function: 'Function', class: 'Class', option: 'Client option' } as const;

const REQUEST_OPTIONS: ReadonlyArray<readonly [string, string, string]> = [
  ['timeoutMs', 'number', 'Overrides the client’s `timeoutMs` for this call.'],
  ['maxRetries', 'number', 'Overrides the client’s `maxRetries` for this call.'],
  ['idempotencyKey', 'string', 'Makes a repeated call apply only once (see Idempotency).'],
  ['signal', 'AbortSignal', 'Aborts the call when the signal fires.'],
  ['headers', 'Record<string, string>', 'Extra HTTP headers for this call only.'],
  ['apiVersion', 'string', 'Overrides the dated API version for this call.'],
];

function pythonType(type: string): string {
  if (type === 'string') return 'str';
  if (type === 'number') return 'int';
  if (type === 'boolean') return 'bool';
  if (type === 'string[]') return 'list[str]';
  if (type.startsWith('Record')) return 'dict[str, str]';
  if (type.startsWith("'")) return 'str';
  return type;
}

function tsSignature(item: ApiItem, params: readonly ParamView[]): string {
  const optional = params.filter((p) => !p.required);
  const block = optional.length ? `{\n${optional.map((p) => `    ${p.name}?: ${p.type};`).join('\n')}\n  }` : '{}';
  if (item.kind === 'option') return `new ${getLibrary().name}({\n  ${item.name}?: ${params[0].type},\n})`;
  if (item.kind === 'class') return `new ${item.name}(options?: ${block.replaceAll('\n  ', '\n')})`;
  const args = [...params.filter((p) => p.required).map((p) => `  ${p.name}: ${p.type},`), ...(optional.length ? [`  options?: ${block},`] : []), '  requestOptions?: RequestOptions,'];
  return `client.${item.name}(\n${args.join('\n')}\n): ${item.returns.type}`;
}

function pySignature(item: ApiItem, params: readonly ParamView[]): string {
  const arg = (p: ParamView) => `    ${snakeCase(p.name)}: ${pythonType(p.type)}${p.required ? '' : ` = ${p.defaultValue ? literal(p.defaultValue, 'python') : 'None'}`},`;
  if (item.kind === 'option') return `${getLibrary().name}(${snakeCase(item.name)}: ${pythonType(params[0].type)} = ${literal(params[0].defaultValue ?? 'undefined', 'python')})`;
  const required = params.filter((p) => p.required).map(arg);
  const optional = params.filter((p) => !p.required).map(arg);
  const head = item.kind === 'class' ? item.name : `client.${snakeCase(item.name)}`;
  return `${head}(\n${[...required, ...(optional.length ? ['    *,', ...optional] : [])].join('\n')}\n) -> ${item.returns.pythonType}`;
}

/** "One of `'a'`, `'b'`." for a union of literals. */
function allowedValues(type: string): string {
  return type.startsWith("'") ? ` One of ${type.split(' | ').map((v) => `\`${v}\``).join(', ')}.` : '';
}

function paramTable(params: readonly ParamView[], major: Major, caption: string): string {
  if (!params.length) return '<p>This takes no parameters.</p>';
  const rows = params.map((p) => [
    `<code>${esc(p.name)}</code>`,
    `<code>${esc(p.type)}</code>`,
    p.required ? 'Yes' : 'No',
    p.defaultValue === undefined ? '—' : `<code>${esc(p.defaultValue)}</code>`,
    `${inline(p.description + allowedValues(p.type), major)}${p.notes.map((n) => ` <span class="version-note">${inline(n, major)}</span>`).join('')}`,
  ]);
  return table(esc(caption), ['Name', 'Type', 'Required', 'Default', 'Description'], rows);
}

function historyTable(item: ApiItem, major: Major): string {
  const rows = historyOf(item, major).map((e) => [`<a href="${versionPath(e.release.major, `/changelog#${releaseAnchor(e.release)}`)}">${e.release.version}</a>`, inline(e.text, major)]);
  return table(`Changes to <code>${esc(item.name)}</code> up to v${major}`, ['Version', 'Change'], rows);
}

/** Where the item stands in every major version, with links to its other pages. */
function availability(item: ApiItem, major: Major): string {
  const rows = MAJORS.map((m) => {
    const status = !existsIn(item, m)
      ? item.introduced.major > m
        ? 'Not yet available'
        : `Removed in ${item.removed!.version}`
      : item.deprecated && item.deprecated.in.index <= latestOf(m).index
        ? `Deprecated since ${item.deprecated.in.version}`
        : `Available since ${item.introduced.version}`;
    const page = m === major ? 'This page' : existsIn(item, m) ? `<a href="${versionPath(m, `/api/${item.name}`)}">v${m} page</a>` : '—';
    return [`v${m}`, status, page];
  });
  return table(`<code>${esc(item.name)}</code> in each version`, ['Version', 'Status', 'Docs'], rows);
}

/** Guides that explain the item in context. */
function relatedGuides(item: ApiItem, major: Major): string {
  const paths = [
    ...(item.group.kind === 'module' ? [`resources/${item.group.id}`] : []),
    ...(item.kind === 'option' ? ['core-concepts/clients', 'core-concepts/retries-and-timeouts'] : []),
    ...(item.kind === 'class' ? ['advanced/performance/batching', 'core-concepts/clients'] : []),
    ...(item.returns.type.includes('Page<') ? ['core-concepts/pagination'] : []),
    'core-concepts/error-handling',
    'operations/rate-limits',
  ];
  const guides = paths.flatMap((path) => findGuide(path, major) ?? []).slice(0, 4);
  return `<ul>${guides.map((g) => `<li><a href="${versionPath(major, `/guides/${g.path}`)}">${esc(g.guide.title)}</a> — ${inline(g.guide.summary(major), major)}</li>`).join('')}</ul>`;
}

function errorHandlingExample(item: ApiItem): string {
  const code = item.errors.find((e) => e.code !== 'invalid_argument' && e.code !== 'unauthenticated')?.code ?? 'invalid_argument';
  return codeBlock({ label: 'JavaScript', language: 'javascript', code: `try {\n  await client.${item.name}(/* … */);\n} catch (error) {\n  if (error.code === '${code}') {\n    // handle the expected case\n  } else {\n    throw error; // includes error.requestId for support\n  }\n}` });
}

function accessTable(item: ApiItem): string {
  const access = item.access!;
  return table('Access and limits', ['Property', 'Value'], [
    ['Minimum role', access.role],
    ['Rate limit', `${access.limit[0].toUpperCase()}${access.limit.slice(1)} requests`],
    ['Idempotent', access.idempotent ? 'Yes' : 'Only with an idempotency key'],
    ['Retried by the SDK', access.idempotent ? 'Yes, on network errors, 429 and 5xx' : 'Only with an idempotency key'],
    ['Audit log', item.http!.method === 'GET' ? 'Not recorded' : 'Recorded with the API key that made the call'],
  ]);
}

/** Two short recipes: the call with request options, and either paging or a timeout. */
function recipes(item: ApiItem, major: Major): string {
  const required = paramsIn(item.params, major, item.introduced).filter((p) => p.required).map((p) => p.sample).join(', ');
  const args = required ? `${required}, {}` : '{}';
  const paging = item.returns.type.includes('Page<')
    ? { title: 'Walk through every page', text: 'Pass the cursor of each page to the next call until it is null.', code: `let cursor = null;\ndo {\n  const page = await client.${item.name}({ cursor });\n  for (const item of page.items) console.log(item.id);\n  cursor = page.nextCursor;\n} while (cursor);` }
    : { title: 'Give up after five seconds', text: 'Abort the call with an `AbortSignal` when it takes too long.', code: `const result = await client.${item.name}(${args}, {\n  signal: AbortSignal.timeout(5000),\n});` };
  const retry = { title: 'Make a retry safe', text: 'Pass your own idempotency key, derived from the job, so that a retried call is applied once.', code: `await client.${item.name}(${args}, {\n  idempotencyKey: \`nightly-\${jobId}\`,\n  maxRetries: 5,\n});` };
  return [paging, retry].map((r, i) => `${heading(3, `recipe-${i + 1}`, r.title)}<p>${inline(r.text, major)}</p>${codeBlock({ label: 'JavaScript', language: 'javascript', code: r.code })}`).join('');
}

/** Where an option's value comes from, strongest first. */
function precedence(item: ApiItem, value: ParamView): string {
  const lib = getLibrary();
  return table('Where the value comes from', ['Source', 'Example', 'When it is used'], [
    ['Client constructor', `<code>${esc(`new ${lib.name}({ ${item.name}: ${value.sample} })`)}</code>`, 'Always, when passed'],
    ['Environment variable', `<code>${esc(item.envVar!)}</code>`, 'When the constructor does not set it'],
    ['Built-in default', `<code>${esc(value.defaultValue ?? 'undefined')}</code>`, 'When neither sets it'],
  ]);
}

/** What the constructor says about values an option does not accept. */
function validation(item: ApiItem, value: ParamView): string {
  const rows: string[][] = [];
  if (value.type === 'number') rows.push(['A negative number', `<code>ConfigurationError: ${esc(item.name)} must be 0 or more</code>`], ['A string, even a numeric one', `<code>ConfigurationError: ${esc(item.name)} must be a number</code>`]);
  else if (value.type === 'boolean') rows.push(['Anything but true or false', `<code>ConfigurationError: ${esc(item.name)} must be a boolean</code>`]);
  else if (value.type.startsWith("'")) rows.push(['A value not in the list', `<code>ConfigurationError: ${esc(item.name)} must be one of ${esc(value.type)}</code>`]);
  else rows.push(['A value of the wrong type', `<code>ConfigurationError: ${esc(item.name)} must be ${esc(value.type)}</code>`]);
  rows.push(['An unknown option name (with strictMode)', '<code>ConfigurationError: unknown option</code>']);
  return table('Invalid values', ['Value', 'Error thrown by the constructor'], rows);
}

/** The other client options, as a quick comparison from an option's page. */
function otherOptions(item: ApiItem, major: Major): string {
  const others = itemsOf(item.group, major).filter((o) => o !== item);
  const rows = Random.for('docs', 'other-options', item.name)
    .sample(others, 8)
    .map((o) => [`<a href="${versionPath(major, `/api/${o.name}`)}"><code>${esc(o.name)}</code></a>`, `<code>${esc(paramsIn(o.params, major, o.introduced)[0].defaultValue ?? 'undefined')}</code>`, inline(o.summary, major)]);
  return table('Other client options', ['Option', 'Default', 'What it does'], rows);
}

function seeAlso(item: ApiItem, major: Major): string {
  const links = item.seeAlso.map((name) => getApi().byName.get(name)!).filter((other) => existsIn(other, major));
  const moduleLink = `<li><a href="${versionPath(major, `/api/modules/${item.group.id}`)}">All of ${esc(item.group.title)}</a></li>`;
  return `<ul class="see-also">${links.map((other) => `<li><a href="${versionPath(major, `/api/${other.name}`)}"><code>${esc(other.name)}</code></a> — ${inline(other.summary, major)}</li>`).join('')}${moduleLink}</ul>`;
}

function methodsOf(item: ApiItem, major: Major): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const html = item.methods
    .filter((m) => m.added.index <= latestOf(major).index)
    .map((m) => {
      const id = `method-${m.name.toLowerCase()}`;
      toc.push({ id, title: `${m.name}()`, level: 3 });
      const params = paramsIn(m.params, major, m.added);
      const since = m.added.index > item.introduced.index ? `<p class="version-note">Added in ${m.added.version}.</p>` : '';
      return `${heading(3, id, `${m.name}()`)}${codeBlock({ label: 'TypeScript', language: 'typescript', code: `${item.name[0].toLowerCase()}${item.name.slice(1)}.${m.name}(${params.map((p) => `${p.name}?: ${p.type}`).join(', ')}): ${m.returns}` })}<p>${inline(m.description, major)}</p>${since}${params.length ? paramTable(params, major, `Parameters of ${m.name}()`) : ''}`;
    })
    .join('');
  return { html, toc };
}

/** The page of an API item in a major version where it exists. */
export function apiItemPage(item: ApiItem, major: Major): DocPage {
  const params = paramsIn(item.params, major, item.introduced);
  const toc: TocEntry[] = [];
  const parts: string[] = [];
  const add = (id: string, title: string, body: string) => {
    toc.push({ id, title });
    parts.push(section(id, title, body));
  };
  const deprecation = item.deprecated && item.deprecated.in.index <= latestOf(major).index
    ? `<div class="callout callout-warning" role="note"><p><strong>Deprecated</strong> since ${item.deprecated.in.version}. Use <a href="${versionPath(major, `/api/${item.deprecated.replacement}`)}"><code>${esc(item.deprecated.replacement)}</code></a> instead.${item.removed ? ` It is removed in ${item.removed.version}.` : ''}</p></div>`
    : '';
  const head = `<header class="doc-head"><p class="kind">${KIND_LABEL[item.kind]}</p><h1><code>${esc(item.name)}</code></h1><p class="lead">${inline(item.summary, major)}</p><p class="meta">Since <a href="${versionPath(item.introduced.major, `/changelog#${releaseAnchor(item.introduced)}`)}">${item.introduced.version}</a> · Part of <a href="${versionPath(major, `/api/modules/${item.group.id}`)}">${esc(item.group.title)}</a>${item.kind === 'option' ? ` · Environment variable <code>${esc(item.envVar!)}</code>` : ''}</p>${deprecation}</header>`;
  add('signature', 'Signature', `${codeBlock({ label: 'TypeScript', language: 'typescript', code: tsSignature(item, params) })}${codeBlock({ label: 'Python', language: 'python', code: pySignature(item, params) })}`);
  add('description', 'Description', item.details.map((d) => `<p>${inline(d, major)}</p>`).join(''));
  add('availability', 'Availability', availability(item, major));
  if (item.kind === 'function') {
    add('parameters', 'Parameters', paramTable(params, major, `Parameters of ${item.name}`));
    add('request-options', 'Request options', `<p>Every function takes these as its last argument.</p>${table('Request options', ['Name', 'Type', 'Description'], REQUEST_OPTIONS.map(([n, t, d]) => [`<code>${n}</code>`, `<code>${esc(t)}</code>`, inline(d, major)]))}`);
    const fields = item.returns.type.includes(item.group.singular) ? table(`Fields of ${esc(item.group.singular)}`, ['Field', 'Type', 'Description'], item.group.fields.map((f) => [`<code>${f.name}</code>`, `<code>${esc(f.type)}</code>`, esc(f.description)])) : '';
    add('returns', 'Returns', `<p><code>${esc(item.returns.type)}</code> — ${inline(item.returns.description, major)}</p>${fields}`);
    add('access', 'Access and limits', accessTable(item));
    add('errors', 'Errors', `${table(`Errors ${esc(item.name)} can fail with`, ['Code', 'HTTP status', 'When'], item.errors.map((e) => [`<code>${e.code}</code>`, String(e.status), inline(e.description, major)]))}<p>Catch the codes you expect and let the others propagate:</p>${errorHandlingExample(item)}`);
  } else if (item.kind === 'class') {
    add('constructor-options', 'Constructor options', paramTable(params, major, `Options of new ${item.name}()`));
    add('properties', 'Properties', table('Properties', ['Name', 'Type', 'Description'], params.map((p) => [`<code>${esc(p.name)}</code>`, `<code>readonly ${esc(p.type)}</code>`, `The <code>${esc(p.name)}</code> the instance was created with.`])));
    const methods = methodsOf(item, major);
    toc.push({ id: 'methods', title: 'Methods' }, ...methods.toc);
    parts.push(section('methods', 'Methods', methods.html));
  } else {
    const [value] = params;
    add('value', 'Value', `${table('The option', ['Type', 'Default', 'Environment variable', 'Since'], [[`<code>${esc(value.type)}</code>`, `<code>${esc(value.defaultValue ?? 'undefined')}</code>`, `<code>${esc(item.envVar!)}</code>`, item.introduced.version]])}${value.notes.map((n) => `<p class="version-note">${inline(n, major)}</p>`).join('')}`);
  }
  add('examples', 'Examples', `${codeTabs('example', samplesOf(item, major), `Examples of ${item.name}`)}${item.kind === 'function' ? `<h3 id="example-response">Example response</h3>${codeBlock({ label: 'JSON', language: 'json', code: item.returns.type === 'Promise<void>' ? 'HTTP/1.1 204 No Content' : exampleResponse(item) })}` : ''}`);
  if (item.kind === 'function') add('recipes', 'Recipes', recipes(item, major));
  if (item.kind === 'option') {
    add('precedence', 'Precedence', precedence(item, params[0]));
    add('validation', 'Validation', validation(item, params[0]));
    add('other-options', 'Other options', otherOptions(item, major));
  }
  add('usage-notes', 'Usage notes', item.usage.map((text) => `<p>${inline(text, major)}</p>`).join(''));
  add('version-history', 'Version history', historyTable(item, major));
  add('related-guides', 'Related guides', relatedGuides(item, major));
  add('see-also', 'See also', seeAlso(item, major));
  return {
    major,
    path: `/api/${item.name}`,
    title: item.name,
    breadcrumbs: [{ label: 'API reference', href: versionPath(major, '/api/') }, { label: item.group.title, href: versionPath(major, `/api/modules/${item.group.id}`) }, { label: item.name }],
    content: head + parts.join('\n'),
    toc,
  };
}

/** The page shown for an item that is not part of the version asked for. */
export function missingItemPage(item: ApiItem, major: Major): DocPage {
  const versions = MAJORS.filter((m) => existsIn(item, m));
  const when = item.introduced.major > major ? `It was added in ${item.introduced.version}.` : `It was removed in ${item.removed!.version}${item.deprecated ? `; use <code>${esc(item.deprecated.replacement)}</code> instead` : ''}.`;
  return {
    major,
    path: `/api/${item.name}`,
    title: `${item.name} is not in v${major}`,
    breadcrumbs: [{ label: 'API reference', href: versionPath(major, '/api/') }, { label: item.name }],
    content: `<h1><code>${esc(item.name)}</code> is not part of v${major}</h1><p class="lead">There is no <code>${esc(item.name)}</code> in version ${major} of the SDK. ${when}</p><p>Read its page in ${versions.map((m) => `<a href="${versionPath(m, `/api/${item.name}`)}">v${m}</a>`).join(', ')}, or browse the <a href="${versionPath(major, '/api/')}">v${major} API reference</a>.</p>`,
  };
}

function itemRows(items: readonly ApiItem[], major: Major): string[][] {
  return items.map((item) => [
    `<a href="${versionPath(major, `/api/${item.name}`)}"><code>${esc(item.name)}</code></a>`,
    KIND_LABEL[item.kind],
    inline(item.summary, major),
    item.introduced.version,
    item.deprecated && item.deprecated.in.index <= latestOf(major).index ? `Deprecated in ${item.deprecated.in.version}` : 'Stable',
  ]);
}

/** Each member with its signature, as module pages of generated references show them. */
function memberDetails(items: readonly ApiItem[], major: Major): string {
  return items
    .map((item) => {
      const params = paramsIn(item.params, major, item.introduced);
      return `<div class="member">${heading(3, `member-${item.name.toLowerCase()}`, item.name)}<p>${inline(item.summary, major)} <a href="${versionPath(major, `/api/${item.name}`)}">Full reference for <code>${esc(item.name)}</code></a></p>${codeBlock({ label: 'TypeScript', language: 'typescript', code: tsSignature(item, params) })}${item.kind === 'option' ? '' : paramTable(params, major, `Parameters of ${item.name}`)}</div>`;
    })
    .join('');
}

export function modulePage(group: Group, major: Major): DocPage {
  const items = itemsOf(group, major);
  const fields = group.fields.length
    ? section('resource', `The ${group.singular} object`, table(`Fields of ${esc(group.singular)}`, ['Field', 'Type', 'Description'], group.fields.map((f) => [`<code>${f.name}</code>`, `<code>${esc(f.type)}</code>`, esc(f.description)])))
    : '';
  return {
    major,
    path: `/api/modules/${group.id}`,
    title: group.title,
    breadcrumbs: [{ label: 'API reference', href: versionPath(major, '/api/') }, { label: group.title }],
    content: `<h1>${esc(group.title)}</h1><p class="lead">${inline(group.intro, major)}</p>${section('members', 'Members', table(`${esc(group.title)} in v${major}`, ['Name', 'Kind', 'Summary', 'Since', 'Status'], itemRows(items, major)))}${fields}${section('signatures', 'Signatures', memberDetails(items, major))}`,
    toc: [{ id: 'members', title: 'Members' }, ...(fields ? [{ id: 'resource', title: `The ${group.singular} object` }] : []), { id: 'signatures', title: 'Signatures' }],
  };
}

export function referenceOverviewPage(major: Major): DocPage {
  const groups = getApi().groups;
  const body = groups.map((g) => section(`group-${g.id}`, g.title, `<p>${inline(g.intro, major)}</p>${table(`${esc(g.title)} in v${major}`, ['Name', 'Kind', 'Summary', 'Since', 'Status'], itemRows(itemsOf(g, major), major))}`)).join('');
  const count = getApi().items.filter((i) => existsIn(i, major)).length;
  return {
    major,
    path: '/api/',
    title: 'API reference',
    breadcrumbs: [{ label: 'API reference' }],
    content: `<h1>API reference</h1><p class="lead">Every function, class and client option of version ${major} of the SDK: ${count} in all. Names link to their full reference.</p>${body}`,
    toc: groups.map((g) => ({ id: `group-${g.id}`, title: g.title })),
  };
}
