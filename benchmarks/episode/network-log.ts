import type { BrowserContext, Request, Response } from '@playwright/test';
import { NETWORK_BODY_LIMIT, type NetworkEntry, type RecordedRequests } from '../contracts/judge-context.ts';

// A page that requests without end must not grow the harness without bound; the oldest go first.
export const NETWORK_LOG_LIMIT = 10_000;

/**
 * Every request and response of a browser context (all its pages, including those the agent
 * opened), timestamped on arrival. It only listens: nothing is intercepted or delayed.
 */
export class NetworkLog implements RecordedRequests {
  private readonly entries: NetworkEntry[] = [];
  private readonly byRequest = new WeakMap<Request, NetworkEntry>();
  /** Top-level navigations (a link followed, a form sent) not finished yet. */
  private readonly navigations = new Set<Request>();
  /** Entries dropped because the log was full. */
  dropped = 0;

  constructor(private readonly clock: () => number) {}

  /** Stops listening to the context. */
  stop: () => void = () => {};

  static watch(contexts: readonly BrowserContext[], clock: () => number): NetworkLog {
    const log = new NetworkLog(clock);
    const onRequest = (request: Request) => log.onRequest(request);
    const onResponse = (response: Response) => {
      const entry = log.byRequest.get(response.request());
      if (entry) entry.status = response.status();
    };
    const onFailed = (request: Request) => {
      const entry = log.byRequest.get(request);
      if (entry) entry.failure = request.failure()?.errorText ?? 'failed';
      log.navigations.delete(request);
    };
    const onFinished = (request: Request) => log.navigations.delete(request);
    for (const context of contexts) {
      context.on('request', onRequest);
      context.on('response', onResponse);
      context.on('requestfailed', onFailed);
      context.on('requestfinished', onFinished);
    }
    log.stop = () => {
      for (const context of contexts) {
        context.off('request', onRequest);
        context.off('response', onResponse);
        context.off('requestfailed', onFailed);
        context.off('requestfinished', onFinished);
      }
    };
    return log;
  }

  private onRequest(request: Request): void {
    if (isTopLevelNavigation(request)) this.navigations.add(request);
    const body = request.postData();
    const entry: NetworkEntry = {
      t: this.clock(),
      method: request.method(),
      url: request.url(),
      fromPage: request.headers().referer !== undefined,
      ...(body !== null && { body: body.slice(0, NETWORK_BODY_LIMIT) }),
    };
    this.byRequest.set(request, entry);
    this.entries.push(entry);
    if (this.entries.length > NETWORK_LOG_LIMIT) {
      this.entries.shift();
      this.dropped++;
    }
  }

  /**
   * Resolves once no top-level navigation is in flight, or after `timeoutMs`, to whether one was: an agent's last
   * click may have sent a form whose answer is still on its way (a server redirects after an
   * order), and the judge judges the page it leads to, not the one it leaves.
   */
  async navigationsSettled(timeoutMs: number): Promise<boolean> {
    if (this.navigations.size === 0) return false;
    const until = Date.now() + timeoutMs;
    while (this.navigations.size > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
    return true;
  }

  /** Every request seen so far, those dropped from a full log included: whether a call sent any. */
  get seen(): number {
    return this.entries.length + this.dropped;
  }

  /** Entries seen at or after `t`, oldest first. */
  since(t: number): readonly NetworkEntry[] {
    return this.entries.filter((entry) => entry.t >= t);
  }
}

function isTopLevelNavigation(request: Request): boolean {
  try {
    return request.isNavigationRequest() && request.frame().parentFrame() === null;
  } catch {
    return false; // a service worker's request has no frame
  }
}
