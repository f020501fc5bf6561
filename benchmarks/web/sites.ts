import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CollectionChanges, Mail, Site, SiteRecords, SiteRequest, SiteResponse, SiteSetup } from '../../fixtures-site/site-kit/site.ts';
import type { SiteSnapshot } from '../contracts/side-effects.ts';

// A request body larger than this is refused: no fixture form needs more.
const MAX_BODY_BYTES = 1024 * 1024;

/** The sites' states at one moment, by site name: see `SiteHost.saveState`. */
export type SavedSiteState = ReadonlyMap<string, unknown>;

/**
 * A deep copy of a site's state: plain data, arrays, Maps, Sets, Dates and class instances (an
 * overlay on seed records) keep their shape and prototype; functions (a seed's generator) are
 * shared, as they hold no episode's state. structuredClone would drop the prototypes.
 */
function copyState(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Date) return new Date(value);
  if (value instanceof Map) return new Map([...value].map(([key, item]) => [key, copyState(item)]));
  if (value instanceof Set) return new Set([...value].map(copyState));
  if (Array.isArray(value)) return value.map(copyState);
  const copy = Object.create(Object.getPrototypeOf(value)) as Record<PropertyKey, unknown>;
  for (const key of Reflect.ownKeys(value)) copy[key] = copyState((value as Record<PropertyKey, unknown>)[key]);
  return copy;
}

/**
 * A choice a visitor made in a disturbance's banner or dialog (cookie consent, a newsletter
 * modal): the disturbance's script sends it to the site, which keeps it as the record of the
 * choice. A banner that is only gone from the page (deleted by a script) made none.
 */
export interface DisturbanceChoice {
  disturbance: string;
  choice: string;
}

/** The collection of a site's records that holds its disturbances' choices (not a side effect: never in the snapshot). */
export const CHOICES_COLLECTION = 'disturbance_choices';

/** One site module and the state of its current episode, with the disturbances' choices made on it. */
interface Mounted {
  site: Site<unknown>;
  state: unknown;
  choices: DisturbanceChoice[];
}

/** The arena's generated sites, one folder each (`fixtures-site/arena/<name>/site.ts`). */
export const ARENA_DIR = path.resolve(import.meta.dirname, '../../fixtures-site/arena');

/** Names of the arena's sites: the folders that hold a site.ts (each site is named after its folder). */
export function arenaSiteNames(dir = ARENA_DIR): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'site.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** Site modules found in `dir`: every `<folder>/site.ts` default-exporting a site. */
export async function loadSites(dir: string): Promise<Array<Site<unknown>>> {
  if (!fs.existsSync(dir)) return [];
  const sites: Array<Site<unknown>> = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(dir, entry.name, 'site.ts');
    if (!entry.isDirectory() || !fs.existsSync(file)) continue;
    const module = (await import(pathToFileURL(file).href)) as { default?: Site<unknown> };
    if (!module.default?.hosts?.length) throw new Error(`${path.relative(process.cwd(), file)}: no default-exported site (export default defineSite({...}))`);
    sites.push(module.default);
  }
  return sites;
}

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies[part.slice(0, index).trim()] = decodeURIComponent(part.slice(index + 1).trim());
  }
  return cookies;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error(`request body over ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function siteRequest(req: http.IncomingMessage, protocol: 'http' | 'https', host: string): Promise<SiteRequest> {
  const body = req.method === 'GET' || req.method === 'HEAD' ? '' : await readBody(req);
  const type = String(req.headers['content-type'] ?? '');
  let json: unknown;
  if (type.includes('application/json') && body) json = JSON.parse(body);
  return {
    method: req.method ?? 'GET',
    url: new URL(req.url ?? '/', `${protocol}://${host}`),
    headers: req.headers,
    cookies: parseCookies(req.headers.cookie),
    form: new URLSearchParams(type.includes('application/x-www-form-urlencoded') ? body : ''),
    ...(json !== undefined && { json }),
  };
}

export function send(res: http.ServerResponse, response: SiteResponse): void {
  const body = typeof response.body === 'string' ? Buffer.from(response.body) : response.body;
  res.writeHead(response.status ?? 200, { ...response.headers, 'content-length': String(body.length), 'cache-control': 'no-store' });
  res.end(body);
}

/**
 * The generated sites of a worker, by hostname, each with the state of the current episode. The
 * harness resets them with the browser context, so an episode never sees another's cart, order,
 * session or edit.
 */
export class SiteHost {
  private readonly byHost = new Map<string, Mounted>();
  private readonly byName = new Map<string, Mounted>();
  private readonly byMailDomain = new Map<string, Mounted>();
  private readonly vocabularies = new Map<string, readonly string[]>();
  /**
   * Requests after which the sites' records differed from before: how the harness sees that a
   * tool call changed a site. Only writes are compared (a request other than GET or HEAD), as
   * the records are read twice for each: a read that changes them (Arena Mail marks a message
   * read) is seen as the page load it is. Only the site the request went to is read (about 20 ms
   * for the app's 0.5 MB of records, under 1 ms for the others); mail it sent to another site
   * is a change of that site's records.
   */
  recordChanges = 0;

  constructor(sites: ReadonlyArray<Site<unknown>>) {
    for (const site of sites) {
      const mounted = { site, state: site.initialState(), choices: [] };
      if (this.byName.has(site.name)) throw new Error(`two sites are named ${site.name}`);
      this.byName.set(site.name, mounted);
      for (const host of site.hosts) {
        if (this.byHost.has(host)) throw new Error(`two sites answer for ${host}`);
        this.byHost.set(host, mounted);
      }
      for (const domain of site.mailDomains ?? []) {
        if (this.byMailDomain.has(domain) || !site.deliver) throw new Error(`${site.name}: mail for ${domain} has ${site.deliver ? 'two sites' : 'no deliver()'}`);
        this.byMailDomain.set(domain, mounted);
      }
    }
  }

  get hosts(): string[] {
    return [...this.byHost.keys()].sort();
  }

  get names(): string[] {
    return [...this.byName.keys()].sort();
  }

  has(host: string): boolean {
    return this.byHost.has(host);
  }

  /** What the sites give their tasks through the environment, unless it is set already. */
  provideEnvironment(env: NodeJS.ProcessEnv = process.env): void {
    for (const { site } of this.byName.values()) for (const [name, value] of Object.entries(site.environment ?? {})) env[name] ??= value;
  }

  /** Every site back to the state an episode starts with, for the task's setup (a workday's mailbox). */
  reset(setup?: SiteSetup): void {
    for (const mounted of this.byName.values()) {
      mounted.state = mounted.site.initialState(setup);
      mounted.choices = [];
    }
  }

  /** Every site's state now, as a copy later changes leave alone (the judge check goes back to it). */
  saveState(): SavedSiteState {
    return new Map([...this.byName].map(([name, mounted]) => [name, copyState({ state: mounted.state, choices: mounted.choices })]));
  }

  /** Every site back to a state `saveState` kept (a copy of it, so it can be restored again). */
  restoreState(saved: SavedSiteState): void {
    for (const [name, kept] of saved) Object.assign(this.byName.get(name)!, copyState(kept));
  }

  /** A choice made in a disturbance's banner or dialog on `host`, as its script sent it. */
  recordChoice(host: string, choice: DisturbanceChoice): void {
    this.byHost.get(host)?.choices.push(choice);
  }

  /** The records of site `name` now (for `site_state` contracts), its disturbances' choices among them; undefined for an unknown site. */
  records(name: string): SiteRecords | undefined {
    const mounted = this.byName.get(name);
    if (!mounted) return undefined;
    return { ...(mounted.site.records?.(mounted.state) ?? {}), [CHOICES_COLLECTION]: mounted.choices.map((choice) => ({ ...choice })) };
  }

  /** Every site's records now, for the side-effect check: the sites that keep records, by name (a banner's choice is no side effect). */
  snapshot(): SiteSnapshot {
    return new Map(
      this.names.flatMap((name) => {
        const mounted = this.byName.get(name)!;
        return mounted.site.records ? [[name, mounted.site.records(mounted.state)] as const] : [];
      }),
    );
  }

  /** A site's records as one text: two equal texts, no change. */
  private static recordsText(mounted: Mounted): string {
    return JSON.stringify(mounted.site.records?.(mounted.state) ?? null);
  }

  /** What site `name` declares about its collections' changes (none for an unknown site). */
  changeRules(name: string): Readonly<Record<string, CollectionChanges>> {
    return this.byName.get(name)?.site.changes ?? {};
  }

  /** The values of vocabulary `<site>.<kind>` (each computed once), or undefined when there is none. */
  vocabulary(name: string): readonly string[] | undefined {
    const [site, kind] = name.split('.');
    const make = this.byName.get(site)?.site.vocabularies?.[kind];
    if (!make) return undefined;
    let values = this.vocabularies.get(name);
    if (!values) this.vocabularies.set(name, (values = make()));
    return values;
  }

  /** One message to the site that receives its recipient's domain, in its current episode's state; mail to any other domain is dropped. */
  deliver(mail: Mail): boolean {
    const mounted = this.byMailDomain.get(mail.to.slice(mail.to.lastIndexOf('@') + 1).toLowerCase());
    mounted?.site.deliver!(mounted.state, mail);
    return mounted !== undefined;
  }

  /**
   * Answers a request for one of the sites: its route, else its static files (through `serveStatic`),
   * else a 404. Returns the response status.
   */
  async answer(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    protocol: 'http' | 'https',
    host: string,
    serveStatic: (req: http.IncomingMessage, res: http.ServerResponse, root: string) => void,
  ): Promise<void> {
    const mounted = this.byHost.get(host)!;
    const before = req.method === 'GET' || req.method === 'HEAD' ? undefined : SiteHost.recordsText(mounted);
    let response: SiteResponse | undefined;
    try {
      response = await mounted.site.route(await siteRequest(req, protocol, host), mounted.state);
    } catch (error) {
      send(res, { status: 500, headers: { 'content-type': 'text/plain' }, body: `${mounted.site.name}: ${(error as Error).message}\n` });
      return;
    }
    const delivered = (response?.mail ?? []).filter((mail) => this.deliver(mail)).length;
    if (delivered > 0 || (before !== undefined && SiteHost.recordsText(mounted) !== before)) this.recordChanges++;
    if (response) send(res, response);
    else if (mounted.site.staticDir) serveStatic(req, res, mounted.site.staticDir);
    else send(res, { status: 404, headers: { 'content-type': 'text/plain' }, body: 'not found\n' });
  }
}
