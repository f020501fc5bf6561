/**
 * The harness's check on what a tool call would reach besides the task's sites: a URL scheme that
 * opens the host's files or the browser's internals, and a path outside the server's own working
 * folder. Checked on the arguments the server would get (secrets and handles filled in), before
 * it gets them; a call that fails it is answered with the reason, as a tool error, and never made.
 * What each target's tools take as host paths, and which of their arguments open pages the harness
 * does not watch, is the target's to declare (`HostReach`).
 */
import path from 'node:path';

/**
 * Schemes no tool argument may name, anywhere in it: files of the host (`file:`, `filesystem:`),
 * the browser's own pages and tools (`chrome:`, `devtools:`, …), and views of either. Matched as
 * the URL parser reads a scheme: case aside, with tabs and newlines dropped and leading spaces and
 * control characters trimmed. `about:` is refused but for `about:blank` and `about:srcdoc`.
 */
const HOST_SCHEMES = ['file', 'filesystem', 'chrome', 'chrome-untrusted', 'chrome-extension', 'chrome-search', 'chrome-native', 'devtools', 'view-source', 'about'];
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** The scheme a string names the way a URL parser would read it, lower case, if it names one of HOST_SCHEMES. */
export function hostScheme(value: string): string | undefined {
  const plain = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  const scheme = SCHEME.exec(plain)?.[1].toLowerCase();
  if (!scheme || !HOST_SCHEMES.includes(scheme)) return undefined;
  return scheme === 'about' && /^about:(?:blank|srcdoc)(?:[?#]|$)/i.test(plain) ? undefined : scheme;
}

/** Every string of `value` with its JSON path from `at`. */
function strings(value: unknown, at: string): Array<{ at: string; text: string }> {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, at ? `${at}.${key}` : key));
  return [];
}

/** Where a path argument lands: inside `folder`, or why not. */
function outside(value: string, folder: string): string | undefined {
  // A home-relative path is the server's HOME to expand, wherever that is.
  if (/^~/.test(value)) return 'names a home folder';
  const resolved = path.resolve(folder, value);
  const relative = path.relative(folder, resolved);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative)) ? undefined : `resolves outside the server's working folder (${resolved})`;
}

/** What a target declares of its tools' reach beyond the task's sites, per tool. */
export interface HostReach {
  /**
   * The arguments that name files of the host (read or written): a call whose path there lands
   * outside the server's working folder is refused. Every argument of a tool's schema named like a
   * path must be here or in `notHostPaths` (tests/host-access.spec.ts checks the servers' own schemas).
   */
  hostPaths: Readonly<Record<string, readonly string[]>>;
  /** Arguments named like paths that name no file of the host (a cookie's path), each with why. */
  notHostPaths?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * Arguments that open pages where the harness does not watch (a browser context of their own:
   * no breach watcher, network log or download denial there), each with what they do: a call that
   * gives one is refused.
   */
  unwatchedArgs?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Arguments named like a browser context that open nothing (they pick what a listing shows), each with why. */
  listingArgs?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/**
 * Why the harness refuses `tool` with `args` (as the server would get them), if it does: a string
 * naming a host scheme anywhere, an argument that opens unwatched pages, or a declared host path
 * that lands outside the server's working folder `folder`.
 */
export function hostAccessRefusal(tool: string, args: Record<string, unknown>, reach: HostReach, folder: string): string | undefined {
  for (const { at, text } of strings(args, '')) {
    const scheme = hostScheme(text);
    if (scheme) return `${tool} refused: ${at} names a ${scheme}: URL; no agent reaches the host's files or the browser's internals`;
  }
  for (const [name, what] of Object.entries(reach.unwatchedArgs?.[tool] ?? {}))
    if (args[name] !== undefined) return `${tool} refused: ${name} ${what}, where the harness does not watch; leave it out`;
  for (const name of reach.hostPaths[tool] ?? [])
    for (const { at, text } of strings(args[name], name)) {
      const why = outside(text, folder);
      if (why) return `${tool} refused: ${at} ${why}; an agent's files stay in the server's working folder`;
    }
  return undefined;
}
