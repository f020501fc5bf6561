import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { hostAccessRefusal, hostScheme, type HostReach } from '../benchmarks/envelope/host-access.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { runTargets } from '../benchmarks/options.ts';
import { targetNamed } from '../benchmarks/targets/index.ts';

// The harness's check on tool arguments that would reach the host (benchmarks/envelope/host-access.ts);
// tests/hostile-agents.spec.ts runs the attacks through real servers.

test.describe('host schemes', () => {
  const named: Array<[string, string]> = [
    ['file:///etc/passwd', 'file'],
    ['FILE:///etc/passwd', 'file'],
    ['  file:/etc/passwd', 'file'],
    ['\u0000file:/etc/passwd', 'file'],
    ['fi\tle:/etc/passwd', 'file'],
    ['fi\nle:///etc/passwd', 'file'],
    ['view-source:file:///etc/passwd', 'view-source'],
    ['filesystem:http://fixtures.test/temporary/x', 'filesystem'],
    ['chrome://version', 'chrome'],
    ['Chrome://settings', 'chrome'],
    ['chrome-extension://abc/page.html', 'chrome-extension'],
    ['devtools://devtools/bundled/inspector.html', 'devtools'],
    ['about:version', 'about'],
  ];
  for (const [value, scheme] of named) test(`${JSON.stringify(value)} names ${scheme}:`, () => expect(hostScheme(value)).toBe(scheme));

  const plain = ['http://fixtures.test/file.html', 'https://example.com/?u=file:///etc/passwd', 'about:blank', 'about:blank#x', 'about:srcdoc', 'the file: a readme', 'Example Domain', '/etc/passwd', ''];
  for (const value of plain) test(`${JSON.stringify(value)} names none`, () => expect(hostScheme(value)).toBeUndefined());
});

test.describe('a call the host-access check refuses, and one it lets through', () => {
  const folder = '/srv/episode/server-1';
  const NONE: HostReach = { hostPaths: {} };
  const isolated: HostReach = { hostPaths: {}, unwatchedArgs: { new_page: { isolatedContext: 'opens the page in a browser context of its own' } } };
  const refusals: Array<[string, Record<string, unknown>, HostReach, RegExp]> = [
    ['browser_navigate', { url: 'file:///etc/passwd' }, NONE, /^browser_navigate refused: url names a file: URL/],
    ['browser_tabs', { action: 'new', url: 'chrome://version' }, NONE, /^browser_tabs refused: url names a chrome: URL/],
    ['fill_form', { elements: [{ uid: '1', value: 'ok' }, { uid: '2', value: 'view-source:x' }] }, NONE, /elements\[1\]\.value names a view-source: URL/],
    ['browser_file_upload', { paths: ['uploads/a.txt', '/etc/passwd'] }, { hostPaths: { browser_file_upload: ['paths'] } }, /^browser_file_upload refused: paths\[1\] resolves outside the server's working folder \(\/etc\/passwd\)/],
    ['upload_file', { uid: '1', filePath: '../../transcripts/x.jsonl' }, { hostPaths: { upload_file: ['filePath'] } }, /filePath resolves outside the server's working folder \(\/srv\/transcripts\/x\.jsonl\)/],
    ['take_screenshot', { filePath: '~/.bashrc' }, { hostPaths: { take_screenshot: ['filePath'] } }, /filePath names a home folder/],
    ['new_page', { url: 'http://fixtures.test/', isolatedContext: 'mine' }, isolated, /^new_page refused: isolatedContext opens the page in a browser context of its own, where the harness does not watch/],
    ['take_screenshot', { filePath: 'uploads/../../server-2/x.png' }, { hostPaths: { take_screenshot: ['filePath'] } }, /resolves outside/],
  ];
  for (const [tool, args, reach, reason] of refusals)
    test(`${tool} ${JSON.stringify(args)} is refused`, () => expect(hostAccessRefusal(tool, args, reach, folder)).toMatch(reason));

  const allowed: Array<[string, Record<string, unknown>, HostReach]> = [
    ['browser_navigate', { url: 'http://fixtures.test/form.html' }, NONE],
    ['browser_file_upload', { paths: [`${folder}/uploads/a.txt`, 'uploads/b.txt'] }, { hostPaths: { browser_file_upload: ['paths'] } }],
    ['take_screenshot', { filePath: 'shot.png' }, { hostPaths: { take_screenshot: ['filePath'] } }],
    // A path argument the target does not declare is no host path: the schema audit below keeps the declarations whole.
    ['cookies', { path: '/etc' }, NONE],
    ['new_page', { url: 'http://fixtures.test/' }, isolated],
  ];
  for (const [tool, args, reach] of allowed) test(`${tool} ${JSON.stringify(args)} is let through`, () => expect(hostAccessRefusal(tool, args, reach, folder)).toBeUndefined());
});

/** Names of a schema's properties, nested ones as JSON paths (`a.b`, `items[].c`). */
function properties(schema: unknown, at = ''): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as { properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[]; oneOf?: unknown[] };
  const own = Object.entries(node.properties ?? {}).flatMap(([key, value]) => [at ? `${at}.${key}` : key, ...properties(value, at ? `${at}.${key}` : key)]);
  const alternatives = [...(node.anyOf ?? []), ...(node.oneOf ?? [])].flatMap((branch) => properties(branch, at));
  return [...own, ...properties(node.items, `${at}[]`), ...alternatives];
}

/** Whether a word of an argument's name (`filePaths`, `user_data_dir`) is one of `words`. */
const namedLike = (words: ReadonlySet<string>) => (name: string) => name.split(/[_-]|(?<=[a-z0-9])(?=[A-Z])/).some((word) => words.has(word.toLowerCase()));
// Named like a path: `filePaths`, `outputDirPath`, `userDataDir`; not `xpath` or `direction`.
const namedLikePath = namedLike(new Set(['path', 'paths', 'file', 'files', 'filename', 'filenames', 'dir', 'dirs', 'directory', 'folder']));
// Named like a place pages open in: `isolatedContext`, `workerId` (not `serviceWorkerId`).
const namedLikeContext = (name: string) => /^worker/i.test(name) || namedLike(new Set(['context', 'incognito', 'profile', 'window']))(name);

/** The arguments of tools the target gives agents that `named` picks and none of `declared` (per tool) names. */
type Declared = Readonly<Record<string, readonly string[] | Readonly<Record<string, string>>>>;
const argsOf = (byTool: Declared, tool: string): readonly string[] => {
  const args = byTool[tool] ?? [];
  return Array.isArray(args) ? args : Object.keys(args);
};
function undeclared(tools: readonly Tool[], forbidden: ReadonlySet<string>, named: (name: string) => boolean, ...declared: Array<Declared | undefined>): string[] {
  const names = (tool: string) => declared.flatMap((byTool) => (byTool ? argsOf(byTool, tool) : []));
  return tools
    .filter((tool) => !forbidden.has(tool.name))
    .flatMap((tool) =>
      properties(tool.inputSchema)
        .filter((property) => named(property.split(/[.[\]]/).filter(Boolean).at(-1)!) && !names(tool.name).includes(property.split(/[.[]/)[0]))
        .map((property) => `${tool.name}.${property}`),
    );
}

for (const name of runTargets())
  test.describe(name, () => {
    test.use({ target: name });
    test(`every argument of ${name}'s tools named like a path or a browser context is declared (or its tool withheld), and every declaration names a real argument`, async ({ workspace }) => {
      await workspace.begin({ width: 1280, height: 720 });
      const { session } = await workspace.server();
      const { forbiddenTools, hostReach } = targetNamed(name);
      expect(undeclared(session.tools, forbiddenTools, namedLikePath, hostReach.hostPaths, hostReach.notHostPaths)).toEqual([]);
      expect(undeclared(session.tools, forbiddenTools, namedLikeContext, hostReach.unwatchedArgs, hostReach.listingArgs)).toEqual([]);
      // The audit's negative control: without its declarations, the server's file arguments show.
      const paths = Object.entries(hostReach.hostPaths).flatMap(([tool, args]) => args.map((arg) => `${tool}.${arg}`));
      expect(undeclared(session.tools, forbiddenTools, namedLikePath)).toEqual(expect.arrayContaining(paths));
      const schemas = new Map(session.tools.map((tool) => [tool.name, properties(tool.inputSchema)]));
      const declared = [hostReach.hostPaths, hostReach.notHostPaths ?? {}, hostReach.unwatchedArgs ?? {}, hostReach.listingArgs ?? {}].flatMap((byTool: Declared) =>
        Object.keys(byTool).flatMap((tool) => argsOf(byTool, tool).map((arg) => [tool, arg])),
      );
      expect(declared.filter(([tool, arg]) => !schemas.get(tool)?.includes(arg)).map(([tool, arg]) => `${tool}.${arg}`)).toEqual([]);
    });
  });
