import type { CDPSession, Frame, Page } from '@playwright/test';
import { CALL_CHANGES, type CallChange } from '../findings/finding.ts';
import { withinTime } from '../time-limit.ts';
import type { SiteHost } from '../web/sites.ts';
import type { DialogWatch, SessionHook } from './dialog-watch.ts';
import type { NetworkLog } from './network-log.ts';

/** The name of the harness's own JavaScript world that counts changes in every page. */
const CHANGE_WORLD = 'contract-eval-changes';
/** Where the count lives in that world's global object (the page's own scripts never see it). */
const COUNT = '__contractEvalChanges';

/**
 * Runs at the start of every document, in every frame, in the harness's own world: the page's
 * scripts share its DOM but not its globals, so none can read, reset or raise the count. It counts
 * DOM mutations and the `input` and `change` events of form fields (a typed value changes no
 * attribute), a same-origin frame's into its top frame's count. What the page's scripts can do
 * is change the DOM, which is then a change as any other.
 */
const COUNTER = `(() => {
  if (globalThis.${COUNT} !== undefined) return;
  globalThis.${COUNT} = 0;
  const add = (n) => {
    try {
      if (window.top !== window && typeof window.top.${COUNT} === 'number') { window.top.${COUNT} += n; return; }
    } catch {}
    globalThis.${COUNT} += n;
  };
  new MutationObserver((records) => add(records.length)).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const field = () => add(1);
  document.addEventListener('input', field, true);
  document.addEventListener('change', field, true);
})()`;

// A page that does not answer a count in this time is left unread: its changes are not known.
const READ_TIMEOUT_MS = 2_000;

/** One page's document (its world's execution context) and the changes counted in it. */
interface DocumentCount {
  document: number;
  count: number;
}

/** The counters at one moment: two stamps differ where something changed between them. */
export interface ChangeStamp {
  navigations: number;
  tabs: number;
  dialogs: number;
  requests: number;
  records: number;
  /** Each open page's count, or `unread` (a dialog blocks its scripts, or it did not answer). */
  pages: Map<Page, DocumentCount | 'unread'>;
}

interface Counted {
  session: CDPSession;
  frameId: string;
  /** The execution context of the harness's world in the page's current document, once known. */
  context?: number;
}

/**
 * Counts what the episode's pages and sites do, so that each tool call can be told what it
 * changed: navigations and tabs from Playwright's events, dialogs from the dialog watch, requests
 * from the network log, site records from the arena's host, and DOM changes from a counter in a
 * world of the harness's own in each page (set up through the page's DevTools session, which the
 * dialog watch opens). A stamp costs one round trip to each open page.
 */
export class ChangeWatch {
  private navigations = 0;
  private tabs = 0;
  private readonly counted = new Map<Page, Counted>();
  /** Set once the dialog watch exists: it opens the pages' sessions this watch counts in. */
  dialogs?: DialogWatch;

  constructor(
    private readonly network: NetworkLog,
    private readonly sites: Pick<SiteHost, 'recordChanges'> | undefined,
  ) {}

  /** Sets the counter up in a page's session: in its current document and in every later one. */
  readonly hook: SessionHook = async (page, session) => {
    const { frameTree } = await session.send('Page.getFrameTree');
    await session.send('Page.addScriptToEvaluateOnNewDocument', { source: COUNTER, worldName: CHANGE_WORLD, runImmediately: true });
    this.counted.set(page, { session, frameId: frameTree.frame.id });
  };

  /** Counts a page's navigations (its main frame's) and its closing; returns how to stop. */
  watchPage(page: Page, opened: boolean): () => void {
    if (opened) this.tabs++;
    const onNavigated = (frame: Frame) => {
      if (frame === page.mainFrame()) this.navigations++;
    };
    const onClose = () => {
      this.tabs++;
      this.counted.delete(page);
    };
    page.on('framenavigated', onNavigated);
    page.on('close', onClose);
    return () => {
      page.off('framenavigated', onNavigated);
      page.off('close', onClose);
    };
  }

  async stamp(): Promise<ChangeStamp> {
    const pages = new Map<Page, DocumentCount | 'unread'>();
    await Promise.all([...this.counted].map(async ([page, counted]) => pages.set(page, await this.count(page, counted))));
    return { navigations: this.navigations, tabs: this.tabs, dialogs: this.dialogs?.events ?? 0, requests: this.network.seen, records: this.sites?.recordChanges ?? 0, pages };
  }

  /**
   * What changed from `before` to `after`, in the order of CALL_CHANGES: a top-level navigation (a
   * new document, or a new URL in the same one), the DOM or a form field of a page (`dom`), a
   * request a page sent, an arena site's records, a JavaScript dialog opened or closed, a tab
   * opened or closed.
   */
  static between(before: ChangeStamp, after: ChangeStamp): CallChange[] {
    const dom = [...after.pages].some(([page, now]) => {
      const then = before.pages.get(page);
      return now !== 'unread' && then !== undefined && then !== 'unread' && (then.document !== now.document || then.count !== now.count);
    });
    const changed: Record<CallChange, boolean> = {
      navigation: after.navigations !== before.navigations,
      dom,
      request: after.requests !== before.requests,
      site: after.records !== before.records,
      dialog: after.dialogs !== before.dialogs,
      tab: after.tabs !== before.tabs,
    };
    return CALL_CHANGES.filter((kind) => changed[kind]);
  }

  /** The page's count, from the world's context the last read used, or from its document's own when that one is gone. */
  private async count(page: Page, counted: Counted): Promise<DocumentCount | 'unread'> {
    if (page.isClosed() || (await this.dialogs?.openOn(page))) return 'unread';
    const read = async (context: number): Promise<DocumentCount> => {
      const { result } = await counted.session.send('Runtime.evaluate', { expression: `globalThis.${COUNT}`, contextId: context, returnByValue: true });
      return { document: context, count: typeof result.value === 'number' ? result.value : -1 };
    };
    const world = async () => (await counted.session.send('Page.createIsolatedWorld', { frameId: counted.frameId, worldName: CHANGE_WORLD })).executionContextId;
    const work = (async () => {
      if (counted.context !== undefined) {
        const known = await read(counted.context).catch(() => undefined);
        if (known) return known;
      }
      counted.context = await world();
      return read(counted.context);
    })();
    return withinTime(work, READ_TIMEOUT_MS, () => new Error('no answer')).catch((): 'unread' => 'unread');
  }
}
