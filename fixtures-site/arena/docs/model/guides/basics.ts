/** Guides for getting started, the core concepts and working with each resource. */
import { Random } from '../../../../site-kit/random.ts';
import { getApi, itemsOf, paramsIn, type Group } from '../api.ts';
import type { Section } from '../blocks.ts';
import { getLibrary, latestOf, type Major } from '../library.ts';
import { snakeCase } from '../names.ts';
import { ERROR_WORDS, SAMPLE_NAMES } from '../words.ts';
import { clientSetup, curl, fact, js, optionDefault, p, prose, py } from './kit.ts';

// ——— Getting started ———

export function introduction(major: Major): Section[] {
  const lib = getLibrary();
  const modules = getApi().groups.filter((g) => g.kind === 'module');
  return [
    { id: 'overview', title: 'Overview', blocks: [p(`${lib.name} is the official SDK for the ${lib.name} API, for JavaScript (Node.js and browsers) and Python. It handles authentication, retries, pagination and webhooks so that your code deals only with your data.`), prose('introduction', major, 'the client')] },
    {
      id: 'what-you-can-do',
      title: 'What you can do with it',
      blocks: [
        { type: 'table', caption: 'Resources of the API', head: ['Resource', 'What it is for', 'Functions'], rows: modules.map((g) => [`[${g.title}](module:${g.id})`, g.intro.split('. ')[0] + '.', String(itemsOf(g, major).length)]) },
      ],
    },
    { id: 'versions', title: 'Versions', blocks: [p(`These pages describe version ${major} of the SDK, up to ${latestOf(major).version}. Use the version menu at the top to read the docs of another version; the [changelog](/changelog) lists every release.`)] },
  ];
}

export function installation(major: Major): Section[] {
  const lib = getLibrary();
  const node = [14, 16, 18][major - 1] + fact('installation', 'node', major, 0, 2, 2);
  const python = `3.${[6, 8, 9][major - 1] + fact('installation', 'python', major, 0, 1)}`;
  return [
    {
      id: 'requirements',
      title: 'Requirements',
      blocks: [
        { type: 'table', caption: `Supported runtimes in v${major}`, head: ['Runtime', 'Minimum version', 'Tested up to'], rows: [['Node.js', `${node}`, `${node + 6}`], ['Python', python, `3.${Number(python.split('.')[1]) + 4}`], ['Deno', major === 3 ? '1.40' : 'not supported', major === 3 ? '2.1' : '—'], ['Bun', major === 3 ? '1.0' : 'not supported', major === 3 ? '1.1' : '—']] },
      ],
    },
    {
      id: 'install-the-package',
      title: 'Install the package',
      blocks: [
        { type: 'code', samples: [{ label: 'npm', language: 'shell', code: `npm install ${lib.npmPackage}@^${major}` }, { label: 'yarn', language: 'shell', code: `yarn add ${lib.npmPackage}@^${major}` }, { label: 'pip', language: 'shell', code: `pip install "${lib.pypiPackage}>=${major},<${major + 1}"` }] },
        prose('installation', major, 'installation'),
      ],
    },
    { id: 'verify', title: 'Check the installation', blocks: [p(`Print the version to check that the package is installed; it should start with \`${major}.\`.`), { type: 'code', samples: [js(`node -e "console.log(require('${lib.npmPackage}/package.json').version)"`), py(`python -c "import ${lib.name.toLowerCase()}; print(${lib.name.toLowerCase()}.__version__)"`)] }] },
  ];
}

export function quickStart(major: Major): Section[] {
  const lib = getLibrary();
  const setup = clientSetup(major);
  const group = getApi().groups[0];
  const noun = group.singular;
  const name = Random.for('docs', 'quick-start', major).pick(SAMPLE_NAMES);
  return [
    { id: 'create-a-client', title: 'Create a client', blocks: [p(`Create one client per process and reuse it. It reads the API key from \`${lib.envPrefix}_API_KEY\` when you do not pass one.`), { type: 'code', samples: [js(setup.js), py(setup.py)] }] },
    {
      id: 'first-call',
      title: 'Make your first call',
      blocks: [
        p(`Create ${noun.toLowerCase() === 'alert' ? 'an' : 'a'} ${noun.toLowerCase()} and list what you have. See [create${noun}](api:create${noun}) for every parameter.`),
        {
          type: 'code',
          samples: [
            js(`const created = await client.create${noun}('${name}');\nconst page = await client.list${group.title}();\nconsole.log(page.items.map((x) => x.name));`),
            py(`created = client.create_${noun.toLowerCase()}("${name}")\npage = client.list_${group.plural}()\nprint([x.name for x in page.items])`),
            curl(`curl https://${lib.apiHost(major)}/v${major}/${group.plural} \\\n  -H "Authorization: Bearer $${lib.envPrefix}_API_KEY"`),
          ],
        },
      ],
    },
    { id: 'next-steps', title: 'Next steps', blocks: [{ type: 'list', items: ['[Authentication](guide:getting-started/authentication): API keys and their scopes.', '[Pagination](guide:core-concepts/pagination): walking through long lists.', '[Error handling](guide:core-concepts/error-handling): what can go wrong and what to do.', '[Rate limits](guide:operations/rate-limits): how many requests you can make.'] }] },
  ];
}

export function authentication(major: Major): Section[] {
  const lib = getLibrary();
  const prefix = lib.name.slice(0, 2).toLowerCase();
  const days = fact('authentication', 'expiry', major, 30, 180, 30);
  return [
    { id: 'api-keys', title: 'API keys', blocks: [p(`Every request is authenticated with an API key, sent as a bearer token in the \`Authorization\` header. Keys are created in the dashboard under Settings › API keys.`), { type: 'table', caption: 'Kinds of API keys', head: ['Kind', 'Prefix', 'Can do'], rows: [['Live secret key', `${prefix}_live_`, 'Everything, on live data'], ['Sandbox key', `${prefix}_test_`, 'Everything, on sandbox data'], ['Restricted key', `${prefix}_rk_`, 'Only the scopes chosen when it was created'], ...(major >= 2 ? [['Publishable key', `${prefix}_pk_`, 'Read-only calls from browsers']] : [])] }] },
    { id: 'expiry', title: 'Key expiry', blocks: [p(`Restricted keys expire after ${days} days unless you set another lifetime when you create them. Live and sandbox keys never expire, but you should rotate them at least once a year.`), prose('authentication', major, 'credentials')] },
    { id: 'in-code', title: 'Passing the key', blocks: [{ type: 'code', samples: [js(clientSetup(major).js), py(clientSetup(major).py), curl(`curl https://${lib.apiHost(major)}/v${major}/${getApi().groups[0].plural} \\\n  -H "Authorization: Bearer $${lib.envPrefix}_API_KEY"`)] }, { type: 'note', tone: 'warning', text: 'Never put a secret key in code that runs in a browser or a mobile app. Use a publishable or restricted key there.' }] },
  ];
}

// ——— Core concepts ———

export function clients(major: Major): Section[] {
  const options = itemsOf(getApi().groups.find((g) => g.kind === 'options')!, major);
  return [
    { id: 'one-client', title: 'One client per process', blocks: [p('The client holds a connection pool, a token cache and retry state. Creating one per request wastes all three.'), prose('clients', major, 'client configuration')] },
    { id: 'options', title: 'Options', blocks: [p(`The client takes ${options.length} options in v${major}. The most used are below; the [reference](module:options) lists them all.`), { type: 'table', caption: 'Frequently used options', head: ['Option', 'Default', 'Environment variable'], rows: options.slice(0, 10).map((o) => [`[${o.name}](api:${o.name})`, `\`${paramsIn(o.params, major, o.introduced)[0].defaultValue}\``, `\`${o.envVar}\``]) }] },
  ];
}

export function pagination(major: Major): Section[] {
  const max = [100, 200, 500][major - 1] * fact('pagination', 'max', major, 1, 2);
  const group = getApi().groups[1];
  return [
    { id: 'pages', title: 'Pages and cursors', blocks: [p(`List functions return one page at a time: \`items\` and a \`nextCursor\`. Pass the cursor to the next call to continue. A page holds at most ${max} items, whatever \`pageSize\` you ask for.`), prose('pagination', major, 'pagination')] },
    { id: 'iterate', title: 'Iterating over everything', blocks: [{ type: 'code', samples: [js(`for await (const item of client.list${group.title}.all()) {\n  console.log(item.id);\n}`), py(`for item in client.list_${group.plural}.all():\n    print(item.id)`)] }, { type: 'note', tone: 'tip', text: 'The `Paginator` class does the same with more control: it can stop after a number of items and resume from a saved cursor.' }] },
  ];
}

export function errorHandling(major: Major): Section[] {
  return [
    { id: 'errors', title: 'Errors', blocks: [p(`Failed calls throw an \`ApiError\` (\`${getLibrary().name}Error\` in Python) with a \`code\`, the HTTP \`status\` and a \`requestId\` to quote when you contact support.`), { type: 'table', caption: 'Error codes', head: ['Code', 'HTTP status', 'Meaning', 'Retried by the SDK'], rows: ERROR_WORDS.map(([code, status, text]) => [`\`${code}\``, String(status), text.replaceAll('{singular}', 'resource').replaceAll('{plural}', 'resources'), status === 429 || status >= 500 ? 'Yes' : 'No']) }] },
    { id: 'catching', title: 'Catching errors', blocks: [{ type: 'code', samples: [js(`try {\n  await client.getBucket('bkt_missing');\n} catch (error) {\n  if (error.code === 'not_found') return null;\n  throw error;\n}`), py(`try:\n    client.get_bucket("bkt_missing")\nexcept ${getLibrary().name}Error as error:\n    if error.code != "not_found":\n        raise`)] }, prose('errors', major, 'error handling')] },
  ];
}

export function retries(major: Major): Section[] {
  const attempts = Number(optionDefault('maxRetries', major) ?? '2');
  const base = fact('retries', 'base', major, 200, 800, 100);
  return [
    { id: 'retries', title: 'Automatic retries', blocks: [p(`The SDK retries requests that failed with a network error, \`rate_limited\` or a 5xx status, up to \`maxRetries\` times (${attempts} by default in v${major}). Other errors are never retried.`), { type: 'table', caption: 'Delay before each retry', head: ['Retry', 'Delay'], rows: Array.from({ length: attempts }, (_, i) => [String(i + 1), `${base * 2 ** i} ms`]) }] },
    { id: 'timeouts', title: 'Timeouts', blocks: [p(`A request is aborted after \`timeoutMs\` (${optionDefault('timeoutMs', major) ?? '30000'} ms by default). Opening the connection has its own limit, \`connectTimeoutMs\`.`), prose('retries', major, 'timeouts')] },
  ];
}

export function idempotency(major: Major): Section[] {
  const hours = fact('idempotency', 'hours', major, 12, 72, 12);
  return [
    { id: 'keys', title: 'Idempotency keys', blocks: [p(`Pass an idempotency key with any call that changes data. If the same key is used again within ${hours} hours, the API returns the first result instead of applying the change twice.`), { type: 'code', samples: [js(`await client.createBucket('nightly-exports', {}, { idempotencyKey: 'job-2026-06-15' });`), py(`client.create_bucket("nightly-exports", idempotency_key="job-2026-06-15")`), curl(`curl -X POST https://${getLibrary().apiHost(major)}/v${major}/buckets \\\n  -H "Idempotency-Key: job-2026-06-15" \\\n  -d '{"name": "nightly-exports"}'`)] }] },
    { id: 'generated-keys', title: 'Keys the SDK generates', blocks: [p('When you do not pass a key, the SDK makes one for each call and reuses it for that call’s retries, so retries are always safe.'), prose('idempotency', major, 'idempotency')] },
  ];
}

// ——— Working with resources ———

export function workingWith(group: Group): (major: Major) => Section[] {
  return (major) => {
    const items = itemsOf(group, major);
    const noun = group.singular.toLowerCase();
    const create = items.find((i) => i.name.startsWith('create'));
    const list = items.find((i) => i.name.startsWith('list') || i.name.startsWith('enumerate'));
    const sections: Section[] = [
      { id: 'concepts', title: `What ${noun === 'alert' ? 'an' : 'a'} ${noun} is`, blocks: [p(group.intro), prose(`working-${group.id}`, major, group.plural)] },
      { id: 'lifecycle', title: 'Lifecycle', blocks: [{ type: 'list', ordered: true, items: items.filter((i) => !i.deprecated).map((i) => `[${i.name}](api:${i.name}) — ${i.summary}`) }] },
    ];
    if (create && list)
      sections.push({
        id: 'example',
        title: 'Example',
        blocks: [
          {
            type: 'code',
            samples: [
              js(`const created = await client.${create.name}('${SAMPLE_NAMES[group.id.length % SAMPLE_NAMES.length]}');\nconst { items } = await client.${list.name}();`),
              py(`created = client.${snakeCase(create.name)}("${SAMPLE_NAMES[group.id.length % SAMPLE_NAMES.length]}")\nitems = client.${snakeCase(list.name)}().items`),
            ],
          },
        ],
      });
    const deprecated = items.filter((i) => i.deprecated);
    if (deprecated.length) sections.push({ id: 'deprecated', title: 'Deprecated functions', blocks: [{ type: 'note', tone: 'warning', text: `Do not use ${deprecated.map((i) => `\`${i.name}\``).join(', ')} in new code; each page says what to use instead.` }] });
    return sections;
  };
}
