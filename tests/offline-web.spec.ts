import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { harnessLaunchOptions, userLaunchOptions } from '../benchmarks/browser/chromium.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { validateTaskSpec } from '../benchmarks/task-spec/validate.ts';
import { recordHar } from '../benchmarks/web/har.ts';
import { hostResolverRules } from '../benchmarks/web/host-rules.ts';
import { resolveWebMode } from '../benchmarks/web/mode.ts';
import { startWebServers } from '../benchmarks/web/site-server.ts';
import { scriptedAdapter } from './scripted-adapter.ts';

test('mirrored public hostnames are served locally under their real https URL', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('https://example.com/');
  expect(page.url()).toBe('https://example.com/');
  await expect(page.locator('h1')).toHaveText('Example Domain');
  expect(await page.evaluate(() => isSecureContext)).toBe(true);
  await context.close();
});

test('every other hostname fails to resolve: nothing reaches the internet', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const url of ['https://www.google.com/', 'http://not-mirrored.example.org/', 'https://de.wikipedia.org/wiki/Hauptseite'])
    await expect(page.goto(url), url).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
  await context.close();
});

test('the mirror records requests it has no page for as environment drift', async ({ browser, web }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto('https://example.com/no-such-page.html');
  expect(response?.status()).toBe(404);
  expect(web.unmatched).toContain('https://example.com/no-such-page.html (404)');
  await context.close();
});

test("a folder URL without its trailing slash gets the folder's page, with no redirect", async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('https://en.wikipedia.org/wiki/Eiffel_Tower');
  expect(page.url()).toBe('https://en.wikipedia.org/wiki/Eiffel_Tower');
  await expect(page.locator('.infobox')).toContainText('330 m');
  await page.close();
});

test('an episode reports the requests the mirror could not answer as environment drift, and its web mode', async ({ runTask }) => {
  const task = validateTaskSpec(
    { id: 'drift', title: 'drift', startUrl: 'https://example.com/', goal: 'x', success: { kind: 'url', pattern: 'example' } },
    'drift',
  );
  const script = scriptedAdapter([{ tool: 'browser_navigate', args: { url: 'https://example.com/gone.html' } }]);
  const { result } = await runTask(task, { adapter: script });
  expect(result).toMatchObject({ web: 'replay', environmentDrift: ['https://example.com/gone.html (404)'] });
});

test('web modes: live resolves only the fixture and arena hosts locally, and loopback never; BENCH_WEB overrides the project, and a typo is refused', () => {
  const web = { sitePort: 1111, arenaHosts: ['shop.arena.test'], mirrorHosts: ['example.com'], mirrorPort: 2222 };
  expect(hostResolverRules(web, 'live')).toBe(
    'MAP fixtures.test 127.0.0.1:1111, MAP shop.arena.test 127.0.0.1:1111, MAP localhost ~NOTFOUND, MAP localhost. ~NOTFOUND, MAP *.localhost ~NOTFOUND, MAP *.localhost. ~NOTFOUND, MAP 127.* ~NOTFOUND, MAP 0.0.0.0 ~NOTFOUND, MAP *:* ~NOTFOUND',
  );
  expect(hostResolverRules(web, 'replay')).toBe('MAP fixtures.test 127.0.0.1:1111, MAP shop.arena.test 127.0.0.1:1111, MAP example.com 127.0.0.1:2222, MAP * ~NOTFOUND');
  expect(resolveWebMode('live', { BENCH_WEB: 'replay' })).toBe('replay');
  expect(resolveWebMode('replay', {})).toBe('replay');
  expect(() => resolveWebMode('replay', { BENCH_WEB: 'offline' })).toThrow('BENCH_WEB=offline: replay or live');
});

test('a site recorded into a HAR replays offline through the local mirror; what it lacks is logged as drift', async ({ browser }, testInfo) => {
  // Record: the fixture site's mirrors stand in for the web.
  const har = testInfo.outputPath('arxiv.har');
  await recordHar(browser, ['https://arxiv.org/abs/2401.13919'], har);
  const recorded = JSON.parse(fs.readFileSync(har, 'utf8'));
  expect(recorded.log.version).toBe('1.2');

  // Replay: no mirror folders at all, only the HAR, in a browser of its own.
  const emptyMirrors = testInfo.outputPath('no-mirrors');
  fs.mkdirSync(emptyMirrors);
  const web = await startWebServers({ mirrorsDir: emptyMirrors, harFiles: [har] });
  const replayBrowser = await chromium.launch(harnessLaunchOptions(hostResolverRules(web)));
  try {
    expect(web.mirrorHosts).toEqual(['arxiv.org']);
    const page = await replayBrowser.newPage();
    await page.goto('https://arxiv.org/abs/2401.13919');
    await expect(page.locator('.authors')).toContainText('Hongliang He');
    expect(page.url()).toBe('https://arxiv.org/abs/2401.13919');
    expect((await page.goto('https://arxiv.org/abs/0000.00000'))?.status()).toBe(404);
    expect(web.unmatched).toEqual(['https://arxiv.org/abs/0000.00000']);
  } finally {
    await replayBrowser.close();
    await web.close();
  }
});

test('no page reaches loopback by any of its names, in replay or in live; without the rules each name reaches the site server (the control)', async ({ web }) => {
  test.setTimeout(90_000);
  const port = web.sitePort;
  // Loopback as a page could name it: the names, the IPv4 literal as Chromium reads it in other forms, the unspecified and IPv6 addresses.
  const names = ['127.0.0.1', 'localhost', 'localhost.', 'agent.localhost', '127.1', '2130706433', '0x7f000001', '0.0.0.0', '[::ffff:127.0.0.1]'];
  const reached = async (rules: string | undefined) => {
    const browser = await chromium.launch(rules ? harnessLaunchOptions(rules) : userLaunchOptions());
    try {
      const page = await browser.newPage();
      const statuses: Record<string, number | string> = {};
      for (const name of names)
        statuses[name] = await page.goto(`http://${name}:${port}/form.html`).then(
          (response) => response?.status() ?? 'no response',
          (error: Error) => /net::(ERR_\w+)/.exec(error.message)?.[1] ?? error.message,
        );
      return statuses;
    } finally {
      await browser.close();
    }
  };
  const all = (value: number | string) => Object.fromEntries(names.map((name) => [name, value]));
  expect(await reached(hostResolverRules(web, 'replay'))).toEqual(all('ERR_NAME_NOT_RESOLVED'));
  expect(await reached(hostResolverRules(web, 'live'))).toEqual(all('ERR_NAME_NOT_RESOLVED'));
  expect(await reached(undefined)).toEqual(all(200));
});
