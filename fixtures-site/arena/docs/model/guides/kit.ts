/** What the guide writers share: facts drawn per guide and version, prose, code samples. */
import { Random } from '../../../../site-kit/random.ts';
import { existsIn, getApi, paramsIn, type ApiItem } from '../api.ts';
import type { Block, Section } from '../blocks.ts';
import { getLibrary, MAJORS, type Major } from '../library.ts';
import { ADJECTIVES, TEAMS } from '../words.ts';

/** One page of the guides, as each major version shows it. */
export interface Guide {
  kind: 'guide';
  slug: string;
  title: string;
  /** Major versions that have this page. */
  majors: readonly Major[];
  summary(major: Major): string;
  sections(major: Major): Section[];
}

export function option(name: string): ApiItem {
  return getApi().byName.get(name)!;
}

/** An option's default in a major version, or undefined when the option does not exist there. */
export function optionDefault(name: string, major: Major): string | undefined {
  const item = option(name);
  return existsIn(item, major) ? paramsIn(item.params, major, item.introduced)[0]?.defaultValue : undefined;
}

/** A number drawn for one fact of one guide in one major version. */
export function fact(guide: string, name: string, major: Major, min: number, max: number, step = 1): number {
  return Random.for('docs', 'guide', guide, name, major).int(min / step, max / step) * step;
}

export function guide(slug: string, title: string, summary: (major: Major) => string, sections: (major: Major) => Section[], majors: readonly Major[] = MAJORS): Guide {
  return { kind: 'guide', slug, title, majors, summary, sections };
}

export function p(text: string): Block {
  return { type: 'p', text };
}

const PROSE = [
  'Most teams set up {topic} once, when they first add {lib} to a service, and rarely touch it again.',
  'The {team} team at a typical customer keeps {topic} in a shared module so that every service behaves the same way.',
  'The defaults are chosen to be {adjective} for most workloads; change them only when you have measured a reason to.',
  'Everything on this page applies to both the JavaScript and the Python SDK unless a tab says otherwise.',
  'If something here does not match what you see, check that you are reading the docs for the version you have installed (`npm ls {package}`).',
  'The examples use the sandbox environment, so you can run them without touching live data.',
  'Questions about {topic} come up often in support tickets; the FAQ collects the most common ones.',
  'A good first step is to turn on `debug` logging for a single run and read what the client actually sends.',
  'When several services share a workspace, agree on {topic} across teams before you change anything: the limits and defaults apply to the workspace, not to one service.',
  'The dashboard shows the same information under Settings, which is handy when you need to check a value without writing code.',
  'Changes to {topic} take effect for new clients; clients that are already running keep the configuration they were created with.',
  'In our own services we review {topic} once per release, when we read the changelog.',
  'Remember that the API is versioned by date as well: the SDK sends its API version with every request, so upgrading the SDK is the way to get new behaviour.',
  'If you run many short-lived processes, such as serverless functions, create the client outside the handler so that it is reused between invocations.',
  'For code that runs in CI, use a restricted sandbox key with only the scopes the tests need.',
  'Metrics from the client (latency, retries, errors) are the quickest way to see whether {topic} needs attention.',
  'Write down the values you chose and why, next to the code that sets them; the next person to touch {topic} will thank you.',
  'Avoid copying settings from old blog posts: defaults have changed between major versions, and the reference pages say which value applies to yours.',
  'Staging workspaces are a good place to try a change to {topic} under realistic load before it reaches production.',
  'The SDK logs a warning once per process when it sees a setting that is deprecated in the version you run.',
  'You do not need a paid plan to follow this guide; everything works in the sandbox of a free workspace.',
  'Keep an eye on the `RateLimit-Remaining` header while you experiment, so that tests do not starve your production traffic.',
  'The Python SDK mirrors the JavaScript one name for name, in snake_case, so the examples translate line by line.',
  'If you use a framework with its own HTTP client, you can still use {lib}: the SDK does not interfere with other clients in the same process.',
  'Most problems with {topic} show up in the first hour after a deploy, so watch your error rate closely then.',
  'For an overview of every setting involved, the client options reference lists defaults and environment variables side by side.',
  'Support engineers will ask for the SDK version, the runtime version and a request ID, so collect them before you open a ticket.',
  'There is no need to restart anything after you change a setting in the dashboard; the API picks it up within a minute.',
];

/** A paragraph of connecting prose, different per guide, section and version. */
export function prose(seed: string, major: Major, topic: string): Block {
  const r = Random.for('docs', 'prose', seed, major);
  const lib = getLibrary();
  const fillIn = (sentence: string) =>
    sentence.replaceAll('{topic}', topic).replaceAll('{lib}', lib.name).replaceAll('{team}', r.pick(TEAMS)).replaceAll('{adjective}', r.pick(ADJECTIVES)).replaceAll('{package}', lib.npmPackage);
  return p(r.sample(PROSE, 4).map(fillIn).join(' '));
}

export function js(code: string) {
  return { label: 'JavaScript', language: 'javascript', code };
}
export function py(code: string) {
  return { label: 'Python', language: 'python', code };
}
export function curl(code: string) {
  return { label: 'cURL', language: 'shell', code };
}

export function clientSetup(major: Major): { js: string; py: string } {
  const lib = getLibrary();
  const jsImport = major === 1 ? `const { ${lib.name} } = require('${lib.npmPackage}');` : `import { ${lib.name} } from '${lib.npmPackage}';`;
  return {
    js: `${jsImport}\n\nconst client = new ${lib.name}({ apiKey: process.env.${lib.envPrefix}_API_KEY });`,
    py: `import os\nfrom ${lib.name.toLowerCase()} import ${lib.name}\n\nclient = ${lib.name}(api_key=os.environ["${lib.envPrefix}_API_KEY"])`,
  };
}
