/**
 * A generated site: pages rendered on request from data made deterministically from a seed, with
 * state (carts, orders, sessions, edits) that lives for one episode. The harness's site server
 * answers each of a site's hostnames with it: arena sites over http (`<name>.arena.test`),
 * mirrors of public hostnames over https (their real names).
 */

/** A request as a site sees it: the body is read and parsed already. */
export interface SiteRequest {
  method: string;
  /** The full URL, with the hostname the browser asked for (e.g. http://shop.arena.test/cart). */
  url: URL;
  headers: Record<string, string | string[] | undefined>;
  cookies: Record<string, string>;
  /** An x-www-form-urlencoded body (empty for other bodies). */
  form: URLSearchParams;
  /** A JSON body, when the request sent one. */
  json?: unknown;
}

export interface SiteResponse {
  status?: number;
  headers?: Record<string, string | string[]>;
  body: string | Buffer;
  /** Email the site sends as it answers (a confirmation, a code): the site host delivers each to the site that receives its recipient's domain. */
  mail?: readonly Mail[];
}

/** An email between the arena's sites: plain text, one recipient. */
export interface Mail {
  from: string;
  to: string;
  subject: string;
  body: string;
}

/** Records a `site_state` contract can judge: collection name → plain JSON records. */
export type SiteRecords = Record<string, ReadonlyArray<Record<string, unknown>>>;

/** How the side-effect check reads one collection of a site's records (declared once per site, never per task). */
export interface CollectionChanges {
  /** The field that names a record, to pair it before and after the episode (default `id`; records without it pair by position). */
  key?: string;
  /** The field that names a record in the judge's messages, when the key is an internal id (a booking's reference). */
  label?: string;
  /** Changes here are never side effects, and why (a sign-in, a log that mirrors changes judged elsewhere). */
  incidental?: string;
  /** As `incidental`, but only while no `site_state` clause of the task names the collection (a cart the task does not judge). */
  incidentalUnlessJudged?: string;
  /** Records that match this partial record are incidental wherever they are (a booking still being filled in), and why. */
  incidentalRecords?: { where: Record<string, unknown>; why: string };
  /** Fields computed from others (a total, a count of nights): they change with what they follow and are never asked for themselves. */
  derived?: readonly string[];
}

/** What a task sets up on the arena's sites for its episode, beyond their defaults (the task's `setup`). */
export interface SiteSetup {
  /** The mailbox Arena Mail starts the episode with (a workday's morning), by name; the default mailbox without one. */
  mailbox?: string;
}

export interface Site<State = undefined> {
  /** Short name, used by `site_state` contracts and in the docs (e.g. `shop`). */
  name: string;
  /** Hostnames the site answers; the first is its home. */
  hosts: readonly string[];
  /** Static files (CSS, JS, images) served as they are when `route` answers nothing. */
  staticDir?: string;
  /** The state an episode starts with, for the task's setup; called again at every reset. */
  initialState(setup?: SiteSetup): State;
  /** Answers a request, or `undefined` for a static file (or a 404). */
  route(request: SiteRequest, state: State): SiteResponse | undefined | Promise<SiteResponse | undefined>;
  /**
   * What the site holds now, for the judge; absent for sites without server-side state. A
   * snapshot: the judge keeps the records an episode began with, so later changes must not show
   * through them.
   */
  records?(state: State): SiteRecords;
  /**
   * How the judge reads changes to each collection for side effects (changes no `site_state`
   * clause of the task asks for): which field names a record, and which changes are incidental.
   * A collection not listed pairs its records by `id` and every change to it counts.
   */
  changes?: Readonly<Record<string, CollectionChanges>>;
  /**
   * The names of the site's things by kind (`cities`, `products`), for `answer` clauses
   * (`of: 'wiki.cities'`): an answer naming another value of the kind names a candidate.
   * Computed from the site's data on first use.
   */
  vocabularies?: Readonly<Record<string, () => readonly string[]>>;
  /** The email domains this site receives mail for (the mail site's); mail to another domain leaves the arena unread. */
  mailDomains?: readonly string[];
  /** Takes one message sent to one of its domains into the episode's state. */
  deliver?(state: State, mail: Mail): void;
  /**
   * Values the site's tasks take from the environment (e.g. sign-in credentials as secret task
   * inputs), by variable name: set for the run unless the environment sets them already.
   */
  environment?: Readonly<Record<string, string>>;
}

/** Typed identity for site modules: `export default defineSite({...})`. */
export function defineSite<State>(site: Site<State>): Site<State> {
  return site;
}

const HTML = { 'content-type': 'text/html; charset=utf-8' };

export function html(body: string, init: Omit<SiteResponse, 'body'> = {}): SiteResponse {
  return { ...init, headers: { ...HTML, ...init.headers }, body };
}

export function json(value: unknown, init: Omit<SiteResponse, 'body'> = {}): SiteResponse {
  return { ...init, headers: { 'content-type': 'application/json', ...init.headers }, body: JSON.stringify(value) };
}

/** A 303 redirect (POST → GET), optionally setting cookies. */
export function redirect(location: string, headers: Record<string, string | string[]> = {}): SiteResponse {
  return { status: 303, headers: { location, ...headers }, body: '' };
}

export function notFound(page = '<!doctype html><title>Not found</title><h1>Not found</h1>'): SiteResponse {
  return html(page, { status: 404 });
}

/** A Set-Cookie value for a session cookie of the site (path /, HttpOnly, SameSite=Lax). */
export function sessionCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax`;
}
