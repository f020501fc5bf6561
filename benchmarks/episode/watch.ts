import type { BrowserContext, Frame, Page } from '@playwright/test';
import { hostScheme } from '../envelope/host-access.ts';
import type { EpisodeMarkers } from '../contracts/judge-context.ts';
import type { SiteHost } from '../web/sites.ts';
import { ChangeWatch } from './change-watch.ts';
import { DialogWatch } from './dialog-watch.ts';
import { NetworkLog } from './network-log.ts';

/** What the harness records about a browser context for the judge, from the moment it exists. */
export interface EpisodeWatch {
  network: NetworkLog;
  dialogs: DialogWatch;
  /** What the pages and sites do, counted: what each tool call changed. */
  changes: ChangeWatch;
  markers: EpisodeMarkers;
  /** Settles when a page of the context crashes (its renderer is gone) or the browser does, saying which. */
  crashed: Promise<string>;
  /** Set when a page or frame loaded a URL of a host scheme (`file:`, `chrome:`, …): what it loaded. The page is closed at once. */
  breach?: string;
  /** Stops listening: the context may outlive the episode. */
  stop(): void;
}

/**
 * Takes a page off what it loaded, then closes it. (A close asked for while Chromium is still
 * committing the navigation was sometimes held until the context closed: 1 try in 2; after a
 * navigation away, 12 in 12 closed within 100 ms.)
 */
function closeForGood(page: Page): void {
  void page
    .goto('about:blank')
    .catch(() => {})
    .then(() => page.close())
    .catch(() => {});
}

/**
 * Watches the contexts an episode's pages can be in (the episode's own, and the browser's
 * default one for a target that opens tabs there), and the arena's sites (`sites`). `clock`
 * gives episode milliseconds; markers start at the watch's creation until the runner sets them.
 * `contain: false` (a test's negative control only) leaves pages that load a host scheme open
 * and unreported.
 */
export function watchEpisode(
  watched: readonly BrowserContext[],
  clock: () => number,
  options: { contain: boolean; sites?: Pick<SiteHost, 'recordChanges'> } = { contain: true },
): EpisodeWatch {
  const stops: Array<() => void> = [];
  const watch: Partial<EpisodeWatch> = {};
  const network = NetworkLog.watch(watched, clock);
  const changes = new ChangeWatch(network, options.sites);
  // The backstop behind the refusals of host-access.ts: a page that got to a host scheme anyway
  // (by a route nobody thought of) is closed, and the episode stops (ContainmentBreached).
  const contain = (page: Page, url: string) => {
    if (!options.contain || !hostScheme(url)) return;
    watch.breach ??= url;
    closeForGood(page);
  };
  const crashed = new Promise<string>((resolve) => {
    const watchPage = (page: Page, opened: boolean) => {
      const onCrash = () => resolve(`the page ${page.url()}`);
      const onNavigated = (frame: Frame) => contain(page, frame.url());
      page.on('crash', onCrash);
      page.on('framenavigated', onNavigated);
      contain(page, page.url());
      const stopCounting = changes.watchPage(page, opened);
      stops.push(() => {
        page.off('crash', onCrash);
        page.off('framenavigated', onNavigated);
        stopCounting();
      });
    };
    const onPage = (page: Page) => watchPage(page, true);
    for (const context of watched) {
      for (const page of context.pages()) watchPage(page, false);
      context.on('page', onPage);
      stops.push(() => context.off('page', onPage));
    }
    const browser = watched[0].browser();
    const onDisconnect = () => resolve('the browser');
    browser?.on('disconnected', onDisconnect);
    stops.push(() => browser?.off('disconnected', onDisconnect));
  });
  const dialogs = DialogWatch.watch(watched, [changes.hook]);
  changes.dialogs = dialogs;
  return Object.assign(watch, {
    network,
    dialogs,
    changes,
    markers: { contract_enter: clock() },
    crashed,
    stop: () => [...stops, () => network.stop(), () => dialogs.stop()].forEach((stop) => stop()),
  });
}
