import { DialogWatch } from '../benchmarks/episode/dialog-watch.ts';
import { pageEvidence } from '../benchmarks/episode/evidence.ts';
import { expect, test } from '../benchmarks/fixtures.ts';

test('final-page evidence flags captcha interstitials, login walls and browser error pages, and only those', async ({ browser }) => {
  const context = await browser.newContext();
  const dialogs = DialogWatch.watch(context);
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
