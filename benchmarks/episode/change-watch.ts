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
/** The binding that world reports its count through: exposed to that world only, never to the page's. */
const REPORT = '__contractEvalReport';

/**
 * Runs at the start of every document, in every frame, in the harness's own world: the page's
 * scripts share its DOM but not its globals, so none can read, reset or raise the count, nor call
 * the binding it reports through. It counts DOM mutations, the `input` and `change` events of
 * form fields (a typed value changes no attribute), text selected in a field and a field taking
 * the focus, a same-origin frame's into its top frame's count, and reports the count after each
 * batch. What the page's scripts can do is change the DOM, which is then a change as any other.
 */
const COUNTER = `(() => {
  if (globalThis.${COUNT} !== undefined) return;
  globalThis.${COUNT} = 0;
  const report = globalThis.${REPORT};
  const add = (n) => {
    let root = globalThis;
    try {
      if (window.top !== window && typeof window.top.${COUNT} === 'number') root = window.top;
    } catch {}
    root.${COUNT} += n;
    report(String(root.${COUNT}));
  };
  new MutationObserver((records) => add(records.length)).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const field = () => add(1);
  document.addEventListener('input', field, true);
  document.addEventListener('change', field, true);
  // Text selected in a field (select-all before typing over it) changes no attribute either.
  document.addEventListener('select', field, true);
  // A field that takes the focus is ready for typing (a click on a dead button moves the focus too, and is no change).
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (target instanceof Element && (target.matches('input:not([type=button]):not([type=submit]):not([type=reset]):not([type=image]), textarea, select') || target.isContentEditable)) add(1);
  }, true);
})()`;

// A page that does not answer a count in this time is left as last reported.
const READ_TIMEOUT_MS = 2_000;

/** The counters at one moment: two stamps differ where something changed between them. */
export interface ChangeStamp {
  navigations: number;
  tabs: number;
  dialogs: number;
  requests: number;
  records: number;
  /** Each page's last reported count (a new document's starts again: its navigation is counted too). */
  pages: Map<Page, string>;
}

interface Counted {
  session: CDPSession;
  frameId: string;
}

/**
 * Counts what the episode's pages and sites do, so that each tool call can be told what it
 * changed: navigations and tabs from Playwright's events, dialogs from the dialog watch, requests
 * from the network log, site records from the arena's host, and DOM changes from a counter in a
 * world of the harness's own in each page (set up through the page's DevTools session, which the
 * dialog watch opens), which reports each change as it happens. A stamp reads these as they
 * stand, with no round trip to any page; `confirmed()` asks the pages first (a call that seems to
 * have changed nothing is checked so).
 */
export class ChangeWatch {
  private navigations = 0;
  private tabs = 0;
  private readonly counted = new Map<Page, Counted>();
  /** Each page's last reported count. */
  private readonly reported = new Map<Page, string>();
  /** Set once the dialog watch exists: it opens the pages' sessions this watch counts in. */
  dialogs?: DialogWatch;

  constructor(
    private readonly network: NetworkLog,
    private readonly sites: Pick<SiteHost, 'recordChanges'> | undefined,
  ) {}

  /** Sets the counter up in a page's session: in its current document and in every later one. */
  readonly hook: SessionHook = async (page, session) => {
    session.on('Runtime.bindingCalled', ({ name, payload }) => {
      if (name === REPORT) this.reported.set(page, payload);
    });
    const { frameTree } = await session.send('Page.getFrameTree');
    await session.send('Runtime.enable');
    await session.send('Runtime.addBinding', { name: REPORT, executionContextName: CHANGE_WORLD });
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

  /** The counters as they stand. */
  stamp(): ChangeStamp {
    return { navigations: this.navigations, tabs: this.tabs, dialogs: this.dialogs?.events ?? 0, requests: this.network.seen, records: this.sites?.recordChanges ?? 0, pages: new Map(this.reported) };
  }

  /**
   * The counters once every open page has answered its count: a change the page reported before
   * is then in (its report travels the same session, ahead of the answer). A page that a dialog
   * blocks, or that does not answer, stays as last reported.
   */
  async confirmed(): Promise<ChangeStamp> {
    await Promise.all([...this.counted].map(([page, counted]) => this.read(page, counted)));
    return this.stamp();
  }

  /**
   * What changed from `before` to `after`, in the order of CALL_CHANGES: a top-level navigation (a
   * new document, or a new URL in the same one), the DOM or a form field of a page (`dom`), a
   * request a page sent, an arena site's records, a JavaScript dialog opened or closed, a tab
   * opened or closed.
   */
  static between(before: ChangeStamp, after: ChangeStamp): CallChange[] {
    const changed: Record<CallChange, boolean> = {
      navigation: after.navigations !== before.navigations,
      dom: [...after.pages].some(([page, count]) => before.pages.get(page) !== count),
      request: after.requests !== before.requests,
      site: after.records !== before.records,
      dialog: after.dialogs !== before.dialogs,
      tab: after.tabs !== before.tabs,
    };
    return CALL_CHANGES.filter((kind) => changed[kind]);
  }

  /** Reads the page's count in the world of its current document (made anew for a new one). */
  private async read(page: Page, counted: Counted): Promise<void> {
    if (page.isClosed() || (await this.dialogs?.openOn(page))) return;
    const work = (async () => {
      const { executionContextId } = await counted.session.send('Page.createIsolatedWorld', { frameId: counted.frameId, worldName: CHANGE_WORLD });
      const { result } = await counted.session.send('Runtime.evaluate', { expression: `globalThis.${COUNT}`, contextId: executionContextId, returnByValue: true });
      if (typeof result.value === 'number') this.reported.set(page, String(result.value));
    })();
    await withinTime(work, READ_TIMEOUT_MS, () => new Error('no answer')).catch(() => {});
  }
}
