// Records public pages into a HAR archive for offline replay (needs the internet):
//   npm run record-har -- <name> <url>…   → fixtures-site/har/<name>.har
// Replay needs nothing more: the mirror serves every HAR in fixtures-site/har/ for the hosts it holds.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { QUIET_FLAGS, resolveChromium } from '../benchmarks/browser/chromium.ts';
import { HAR_DIR, recordHar } from '../benchmarks/web/har.ts';

const [name, ...urls] = process.argv.slice(2);
if (!name || !/^[a-z0-9][a-z0-9.-]*$/.test(name) || urls.length === 0) {
  console.error('usage: npm run record-har -- <name> <url>…   (name: lower-case letters, digits, "." and "-")');
  process.exit(2);
}
const file = path.join(HAR_DIR, `${name}.har`);
// The real web: no host-resolver rules.
const browser = await chromium.launch({ executablePath: resolveChromium(), headless: true, args: QUIET_FLAGS });
try {
  await recordHar(browser, urls, file);
  console.log(`recorded ${urls.length} page${urls.length === 1 ? '' : 's'} into ${path.relative(process.cwd(), file)}`);
} catch (error) {
  console.error(`record-har: ${(error as Error).message.split('\n')[0]}`);
  process.exitCode = 1;
} finally {
  await browser.close();
}
