import type { Page } from '@playwright/test';

const targetIds = new WeakMap<Page, Promise<string>>();

/** A page's DevTools target id: how servers that drive tabs themselves name it. */
export function targetIdOf(page: Page): Promise<string> {
  let id = targetIds.get(page);
  if (!id) {
    id = page.context().newCDPSession(page).then(async (session) => {
      const { targetInfo } = await session.send('Target.getTargetInfo');
      await session.detach().catch(() => {});
      return targetInfo.targetId;
    });
    targetIds.set(page, id);
  }
  return id;
}

