import { ChangeWatch, type ChangeStamp } from './change-watch.ts';
import type { Episode } from './episode.ts';

/**
 * Closes the open window (its call gets what changed in it, and an event says so); the stamp it
 * closed at, for the next one. An action that seems to have changed nothing is checked by asking
 * the pages (a change they reported is then in): a silent no-op is never a report still on its way.
 */
export async function closeChangeWindow(episode: Episode): Promise<ChangeStamp | undefined> {
  const changes = episode.watch?.changes;
  if (!changes) return undefined;
  const open = episode.changeWindow;
  let now = changes.stamp();
  const action = open?.call.class === 'act' || open?.call.class === 'navigate';
  if (open && action && ChangeWatch.between(open.from, now).length === 0) now = await episode.timed('watchMs', () => changes.confirmed());
  if (open) {
    open.call.changes = ChangeWatch.between(open.from, now);
    episode.emit({ type: 'changed', step: open.call.step, changes: open.call.changes });
  }
  episode.changeWindow = undefined;
  return now;
}
