import type { BrowserContext, Page } from '@playwright/test';
import type { EpisodeMarkers } from '../contracts/kind.ts';
import { DialogWatch } from './dialog-watch.ts';
import { NetworkLog } from './network-log.ts';

/** What the harness records about a browser context for the judge, from the moment it exists. */
export interface EpisodeWatch {
  network: NetworkLog;
  dialogs: DialogWatch;
  markers: EpisodeMarkers;
  /** Settles when a page of the context crashes (its renderer is gone) or the browser does, saying which. */
  crashed: Promise<string>;
  /** Stops listening: the context may outlive the episode. */
  stop(): void;
}

/**
 * Watches the contexts an episode's pages can be in (the episode's own, and the browser's
 * default one for a target that opens tabs there). `clock` gives episode milliseconds; markers
 * start at the watch's creation until the runner sets them.
 */
export function watchEpisode(watched: readonly BrowserContext[], clock: () => number): EpisodeWatch {
  const stops: Array<() => void> = [];
  const crashed = new Promise<string>((resolve) => {
    const watchPage = (page: Page) => {
      const onCrash = () => resolve(`the page ${page.url()}`);
      page.on('crash', onCrash);
      stops.push(() => page.off('crash', onCrash));
    };
    for (const context of watched) {
      context.pages().forEach(watchPage);
      context.on('page', watchPage);
      stops.push(() => context.off('page', watchPage));
    }
    const browser = watched[0].browser();
    const onDisconnect = () => resolve('the browser');
    browser?.on('disconnected', onDisconnect);
    stops.push(() => browser?.off('disconnected', onDisconnect));
  });
  const network = NetworkLog.watch(watched, clock);
  const dialogs = DialogWatch.watch(watched);
  return {
    network,
    dialogs,
    markers: { contract_enter: clock() },
    crashed,
    stop: () => [...stops, () => network.stop(), () => dialogs.stop()].forEach((stop) => stop()),
  };
}
