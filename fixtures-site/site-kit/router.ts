/** A tiny method + path-pattern router: the first route whose pattern matches answers. */
import type { SiteRequest, SiteResponse } from './site.ts';

export type Handler<State> = (request: SiteRequest, state: State, params: string[]) => SiteResponse | undefined;

export interface Route<State> {
  method: 'GET' | 'POST';
  /** Anchored pattern for the URL path; its groups become `params`. */
  path: RegExp;
  handle: Handler<State>;
}

export function dispatch<State>(routes: ReadonlyArray<Route<State>>, request: SiteRequest, state: State): SiteResponse | undefined {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  for (const route of routes) {
    if (route.method !== method) continue;
    const match = route.path.exec(request.url.pathname);
    if (match) return route.handle(request, state, match.slice(1).map((p) => decodeURIComponent(p)));
  }
  return undefined;
}
