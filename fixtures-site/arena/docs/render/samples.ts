/**
 * Code samples of an API item for one major version: the JavaScript and Python SDK calls and the
 * raw HTTP request (cURL), plus an example response. Only the cURL sample shows the endpoint.
 */
import { paramsIn, type ApiItem, type ParamView } from '../model/api.ts';
import { snakeCase } from '../model/names.ts';
import type { CodeSample } from '../model/blocks.ts';
import { firstOf, getLibrary, type Major } from '../model/library.ts';

/** A JavaScript literal from the word lists, written in Python or JSON. */
export function literal(value: string, language: 'python' | 'json'): string {
  if (value === 'true' || value === 'false') return language === 'python' ? `${value[0].toUpperCase()}${value.slice(1)}` : value;
  if (value === 'undefined') return language === 'python' ? 'None' : 'null';
  const arrow = /^\((\w+)\) => (.+)$/.exec(value);
  if (arrow) return language === 'python' ? `lambda ${arrow[1]}: ${arrow[2]}` : 'null';
  return value.replace(/'((?:[^'\\]|\\.)*)'/g, (_, text: string) => JSON.stringify(text)).replace(/([{,]\s*)([A-Za-z_]\w*):/g, '$1"$2":');
}

/** The value inside a quoted sample (`'bkt_1234'` → `bkt_1234`). */
function unquoted(value: string): string {
  return value.replace(/^'(.*)'$/, '$1');
}

/** A sample as a query-string value: lists become comma-separated (`['owner']` → `owner`). */
function queryValue(value: string): string {
  const list = /^\[(.*)\]$/.exec(value);
  return encodeURIComponent(list ? list[1].split(',').map((v) => unquoted(v.trim())).join(',') : unquoted(value));
}

/** The optional parameters a sample shows: the first two the version has. */
function shown(params: readonly ParamView[]): { required: ParamView[]; optional: ParamView[] } {
  return { required: params.filter((p) => p.required), optional: params.filter((p) => !p.required).slice(0, 2) };
}

function jsSetup(major: Major): string {
  const lib = getLibrary();
  const load = major === 1 ? `const { ${lib.name} } = require('${lib.npmPackage}');` : `import { ${lib.name} } from '${lib.npmPackage}';`;
  return `${load}\n\nconst client = new ${lib.name}({ apiKey: process.env.${lib.envPrefix}_API_KEY });`;
}

function pySetup(): string {
  const lib = getLibrary();
  return `import os\nfrom ${lib.name.toLowerCase()} import ${lib.name}\n\nclient = ${lib.name}(api_key=os.environ["${lib.envPrefix}_API_KEY"])`;
}

function functionSamples(item: ApiItem, major: Major): CodeSample[] {
  const lib = getLibrary();
  const { required, optional } = shown(paramsIn(item.params, major, item.introduced));
  const variable = item.returns.type === 'Promise<void>' ? '' : item.returns.type.includes('Page<') ? 'const page = ' : 'const result = ';
  const jsOptions = optional.length ? `, {\n${optional.map((p) => `  ${p.name}: ${p.sample},`).join('\n')}\n}` : '';
  const jsCall = `${variable}await client.${item.name}(${required.map((p) => p.sample).join(', ')}${jsOptions});`;
  const pyArgs = [...required.map((p) => literal(p.sample, 'python')), ...optional.map((p) => `${snakeCase(p.name)}=${literal(p.sample, 'python')}`)];
  const pyCall = `${variable ? (variable.includes('page') ? 'page = ' : 'result = ') : ''}client.${snakeCase(item.name)}(${pyArgs.join(', ')})`;
  const http = item.http!;
  let path = http.path(major);
  for (const p of required) path = path.replace(`{${snakeCase(p.name)}}`, unquoted(p.sample));
  const hasBody = http.method === 'POST' || http.method === 'PATCH' || http.method === 'PUT';
  const fields = [...(hasBody ? required.filter((p) => !path.includes(unquoted(p.sample))) : []), ...optional];
  const query = !hasBody && optional.length ? `?${optional.map((p) => `${snakeCase(p.name)}=${queryValue(p.sample)}`).join('&')}` : '';
  const lines = [`curl -X ${http.method} "https://${lib.apiHost(major)}${path}${query}"`, `-H "Authorization: Bearer $${lib.envPrefix}_API_KEY"`];
  if (major > 1) lines.push(`-H "${lib.name}-Version: ${firstOf(major).date}"`);
  if (hasBody) lines.push('-H "Content-Type: application/json"', `-d '{${fields.map((p) => `"${snakeCase(p.name)}": ${literal(p.sample, 'json')}`).join(', ')}}'`);
  return [
    { label: 'JavaScript', language: 'javascript', code: `${jsSetup(major)}\n\n${jsCall}` },
    { label: 'Python', language: 'python', code: `${pySetup()}\n\n${pyCall}` },
    { label: 'cURL', language: 'shell', code: lines.join(' \\\n  ') },
  ];
}

function classSamples(item: ApiItem, major: Major): CodeSample[] {
  const { optional } = shown(paramsIn(item.params, major, item.introduced));
  const method = item.methods.find((m) => m.added.index <= item.introduced.index) ?? item.methods[0];
  const variable = item.name[0].toLowerCase() + item.name.slice(1);
  return [
    { label: 'JavaScript', language: 'javascript', code: `${jsSetup(major)}\n\nconst ${variable} = new ${item.name}({ ${optional.map((p) => `${p.name}: ${p.sample}`).join(', ')} });\n${variable}.${method.name}();` },
    { label: 'Python', language: 'python', code: `${pySetup()}\n\n${snakeCase(variable)} = ${item.name}(${optional.map((p) => `${snakeCase(p.name)}=${literal(p.sample, 'python')}`).join(', ')})\n${snakeCase(variable)}.${snakeCase(method.name)}()` },
  ];
}

function optionSamples(item: ApiItem, major: Major): CodeSample[] {
  const lib = getLibrary();
  const [value] = paramsIn(item.params, major, item.introduced);
  return [
    { label: 'JavaScript', language: 'javascript', code: `import { ${lib.name} } from '${lib.npmPackage}';\n\nconst client = new ${lib.name}({\n  ${item.name}: ${value.sample},\n});` },
    { label: 'Python', language: 'python', code: `from ${lib.name.toLowerCase()} import ${lib.name}\n\nclient = ${lib.name}(${snakeCase(item.name)}=${literal(value.sample, 'python')})` },
    { label: 'Environment variable', language: 'shell', code: `export ${item.envVar}=${unquoted(value.sample).replace(/^\((\w+)\) => .+$/, '<not settable from the environment>')}` },
  ];
}

export function samplesOf(item: ApiItem, major: Major): CodeSample[] {
  if (item.kind === 'function') return functionSamples(item, major);
  if (item.kind === 'class') return classSamples(item, major);
  return optionSamples(item, major);
}
