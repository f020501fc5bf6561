import type { BrowserContext, Page } from '@playwright/test';
import type { EpisodeMarkers } from '../contracts/kind.ts';
import { DialogWatch } from './dialog-watch.ts';
import { NetworkLog } from './network-log.ts';

/** What the harness records about a browser context for the judge, from the moment it exists. */
export interface EpisodeWatch {
  network: NetworkLog;
  dialogs: DialogWatch;
  markers: EpisodeMarkers;
  /** Settles when any page of the context crashes (its renderer is gone), with that page's URL. */
  crashed: Promise<string>;
}

/** `clock` gives episode milliseconds; markers start at the watch's creation until the runner sets them. */
export function watchEpisode(context: BrowserContext, clock: () => number): EpisodeWatch {
  const crashed = new Promise<string>((resolve) => {
    const watchPage = (page: Page) => page.on('crash', () => resolve(page.url()));
    context.pages().forEach(watchPage);
    context.on('page', watchPage);
  });
  return { network: NetworkLog.watch(context, clock), dialogs: DialogWatch.watch(context), markers: { contract_enter: clock() }, crashed };
}
