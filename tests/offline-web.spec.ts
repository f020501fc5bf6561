import { expect, test } from '../benchmarks/fixtures.ts';

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
  for (const url of ['https://www.google.com/', 'http://not-mirrored.example.org/', 'https://en.wikipedia.org/wiki/Main_Page'])
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
