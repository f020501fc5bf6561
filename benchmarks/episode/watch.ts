import type { BrowserContext } from '@playwright/test';
import type { EpisodeMarkers } from '../contracts/kind.ts';
import { DialogWatch } from './dialog-watch.ts';
import { NetworkLog } from './network-log.ts';

/** What the harness records about a browser context for the judge, from the moment it exists. */
export interface EpisodeWatch {
  network: NetworkLog;
  dialogs: DialogWatch;
  markers: EpisodeMarkers;
}

/** `clock` gives episode milliseconds; markers start at the watch's creation until the runner sets them. */
export function watchEpisode(context: BrowserContext, clock: () => number): EpisodeWatch {
  return { network: NetworkLog.watch(context, clock), dialogs: DialogWatch.watch(context), markers: { contract_enter: clock() } };
}
