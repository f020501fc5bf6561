import { DialogWatch } from '../benchmarks/episode/dialog-watch.ts';
import { pageEvidence } from '../benchmarks/episode/evidence.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { validateTaskSpec } from '../benchmarks/task-spec/validate.ts';
import { scriptedAdapter } from './scripted-adapter.ts';

test('final-page evidence flags captcha interstitials, login walls and browser error pages, and only those', async ({ browser }) => {
  const context = await browser.newContext();
  const dialogs = DialogWatch.watch([context]);
  const page = await context.newPage();
  const signals = async (url: string) => {
    await page.goto(url).catch(() => page.waitForFunction(() => document.readyState === 'complete' && document.body.innerText.length > 0));
    return pageEvidence(page, dialogs);
  };
  expect(await signals('http://fixtures.test/blocked-captcha.html')).toMatchObject({ finalTitle: 'Just a moment...', blocked: { captcha: true, loginWall: false, browserErrorPage: false } });
  expect(await signals('http://fixtures.test/blocked-login.html')).toMatchObject({ blocked: { captcha: false, loginWall: true, browserErrorPage: false } });
  expect(await signals('https://unreachable.invalid/')).toMatchObject({ blocked: { captcha: false, loginWall: false, browserErrorPage: true } });
  const form = await signals('http://fixtures.test/form.html');
  expect(form).toMatchObject({ blocked: { captcha: false, loginWall: false, browserErrorPage: false } });
  expect((form as { htmlBytes: number }).htmlBytes).toBeGreaterThan((form as { textBytes: number }).textBytes);
  await context.close();
});

test('a blocked episode never passes, even when its contract holds: the result names the block', async ({ runTask }) => {
  const loose = validateTaskSpec(
    { id: 'blocked-loose', title: 'x', startUrl: 'http://fixtures.test/blocked-captcha.html', goal: 'Read the page.', success: { kind: 'url', pattern: 'fixtures' } },
    'blocked-loose',
  );
  const { result } = await runTask(loose, { adapter: scriptedAdapter([{ tool: 'browser_snapshot', args: {} }]) });
  expect(result.verdict?.outcome).toBe('pass');
  expect(result).toMatchObject({ status: 'failed', message: 'blocked by captcha: an episode the site blocked never passes' });
});
