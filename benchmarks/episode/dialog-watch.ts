import type { BrowserContext, CDPSession, Page } from '@playwright/test';

export interface OpenDialog {
  type: string;
  message: string;
}

/** Another watch that needs the page's DevTools session: set up on it once it is attached, before `ready()` settles. */
export type SessionHook = (page: Page, session: CDPSession) => Promise<void>;

/**
 * Which JavaScript dialog (alert, confirm, prompt, beforeunload) is open on each page of a
 * context. It listens to the DevTools protocol, not to Playwright's `dialog` event: subscribing
 * to that event would stop Playwright from auto-dismissing dialogs nobody else handles, and so
 * change what the agent's MCP server sees. The protocol events only report.
 */
export class DialogWatch {
  private readonly open = new Map<Page, OpenDialog>();
  private readonly attached = new Map<Page, Promise<void>>();
  /** Dialogs opened and closed so far, on every page: what a call changed, among other things. */
  events = 0;

  private constructor(private readonly hooks: readonly SessionHook[]) {}

  /** Stops watching pages the context opens from now on. */
  stop: () => void = () => {};

  static watch(contexts: readonly BrowserContext[], hooks: readonly SessionHook[] = []): DialogWatch {
    const watch = new DialogWatch(hooks);
    const stops = contexts.map((context) => {
      for (const page of context.pages()) watch.attach(context, page);
      const onPage = (page: Page) => watch.attach(context, page);
      context.on('page', onPage);
      return () => context.off('page', onPage);
    });
    watch.stop = () => stops.forEach((stop) => stop());
    return watch;
  }

  private attach(context: BrowserContext, page: Page): void {
    const attached = context
      .newCDPSession(page)
      .then(async (session: CDPSession) => {
        session.on('Page.javascriptDialogOpening', ({ type, message }) => {
          this.events++;
          this.open.set(page, { type, message });
        });
        session.on('Page.javascriptDialogClosed', () => {
          this.events++;
          this.open.delete(page);
        });
        await session.send('Page.enable');
        await Promise.all(this.hooks.map((hook) => hook(page, session)));
      })
      // A page that closes while being attached has no dialog to report.
      .catch(() => {});
    this.attached.set(page, attached);
  }

  /**
   * Settles once every page known so far reports its dialogs: a dialog that opens before its page's
   * watch is attached is never reported, so an episode starts acting only after this.
   */
  async ready(): Promise<void> {
    await Promise.all(this.attached.values());
  }

  /** The dialog open on `page` now, if any. */
  async openOn(page: Page): Promise<OpenDialog | undefined> {
    await this.attached.get(page);
    return this.open.get(page);
  }
}
