import type { SiteRequest } from '../../site-kit/site.ts';
import type { AppState, Session } from './state.ts';

/** What a page of the signed-in app is rendered from. */
export interface PageContext {
  request: SiteRequest;
  state: AppState;
  session: Session;
}
