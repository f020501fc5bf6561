import type { Page } from '@playwright/test';
import { withinTime } from '../time-limit.ts';
import type { Episode } from './episode.ts';

/**
 * A key press or click may have planned a navigation (a form sent with Enter, a link followed)
 * that the browser has not started yet: a turn of the page's event loop lets it start, where the
 * network log sees it. An open dialog blocks the page's scripts, and nothing is planned then.
 */
export async function letPlannedNavigationStart(episode: Episode, page: Page, limitMs: number): Promise<void> {
  if (await episode.watch!.dialogs.openOn(page)) return;
  await withinTime(page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100))), limitMs, () => new Error('the page runs no scripts')).catch(() => {});
}
