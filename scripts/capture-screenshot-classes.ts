// Rebuilds the built-in screenshot classes from screenshots the harness's own browser takes:
// npm run capture-classes
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { freePort, harnessLaunchOptions } from '../benchmarks/browser/chromium.ts';
import { BUILT_IN_CLASSES_DIR, ScreenshotClasses } from '../benchmarks/contracts/screenshot/classes.ts';
import { screenshotPage } from '../benchmarks/contracts/page-read.ts';
import { DEFAULT_VIEWPORT } from '../benchmarks/task-spec/schema.ts';
import { FIXTURES_HOST, hostResolverRules } from '../benchmarks/web/host-rules.ts';
import { startWebServers } from '../benchmarks/web/site-server.ts';

// Common viewports besides the default: error pages lay out differently as the width changes.
const VIEWPORTS = [DEFAULT_VIEWPORT, { width: 1024, height: 768 }, { width: 800, height: 600 }];

/** Pages of each class, each shot at every viewport. */
const CLASSES: Record<string, string[]> = {
  'blank-page': ['about:blank', `http://${FIXTURES_HOST}/blank.html`],
  // A hostname that does not resolve, and a connection that is refused.
  'browser-error-page': ['https://unreachable.invalid/', `http://127.0.0.1:${await freePort()}/`],
};

const web = await startWebServers();
const browser = await chromium.launch(harnessLaunchOptions(hostResolverRules(web)));
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'screenshot-classes-'));
const classes = new ScreenshotClasses(BUILT_IN_CLASSES_DIR);
try {
  for (const [classId, urls] of Object.entries(CLASSES)) {
    const shots: string[] = [];
    for (const viewport of VIEWPORTS)
      for (const url of urls) {
        const page = await browser.newPage({ viewport });
        // Error pages are the point for some of these: wait until Chromium's own page has drawn.
        await page.goto(url).catch(() => page.waitForFunction(() => document.readyState === 'complete' && (document.body?.innerText.length ?? 0) > 0));
        const file = path.join(scratch, `${classId}-${shots.length + 1}.png`);
        fs.writeFileSync(file, await screenshotPage(page));
        shots.push(file);
        await page.close();
      }
    fs.rmSync(path.join(BUILT_IN_CLASSES_DIR, classId), { recursive: true, force: true });
    const manifest = classes.teach(classId, shots);
    console.log(`${classId}: ${manifest.exemplars.length} exemplars, recommended distance_max ${manifest.threshold_recommended}`);
  }
} finally {
  await browser.close();
  await web.close();
  fs.rmSync(scratch, { recursive: true, force: true });
}
