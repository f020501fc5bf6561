/**
 * What the judge may look at while it judges a contract, and what a kind may check when a task is
 * validated. The bottom of the contracts: it imports no contract kind and no contract, so every
 * kind, the registry and the task schema can share it.
 */
import type { Page } from '@playwright/test';
import type { SiteRecords } from '../../fixtures-site/site-kit/site.ts';
import type { Submission } from './answer/submitted.ts';
import type { MatchBudget } from './regex.ts';
import type { ScreenshotClasses } from './screenshot/classes.ts';

/** One request the browser made during an episode, as the judge sees it. */
export interface NetworkEntry {
  /** When the request was seen, in episode milliseconds. */
  t: number;
  method: string;
  url: string;
  /** A page made it (a form it sent, a link it followed, its script): it names its page as its Referer. A URL a tool navigated to names none. */
  fromPage: boolean;
  /** The request's body (a form sent by POST), its first NETWORK_BODY_LIMIT characters. */
  body?: string;
  /** Absent until a response arrives; a request that failed never gets one. */
  status?: number;
  failure?: string;
}

/** How much of a request's body the log keeps: enough for a form, bounded for a page that posts megabytes. */
export const NETWORK_BODY_LIMIT = 16 * 1024;

/** The requests of an episode, as recorded by the harness. */
export interface RecordedRequests {
  /** Entries seen at or after `t`, oldest first. */
  since(t: number): readonly NetworkEntry[];
  /** How many of the oldest entries were dropped because the log was full. */
  readonly dropped: number;
}

export interface OpenDialog {
  type: string;
  message: string;
}

/** Which JavaScript dialog is open on a page. */
export interface DialogState {
  openOn(page: Page): Promise<OpenDialog | undefined>;
}

/** Points in episode time (milliseconds) that `network` contracts count requests from. */
export interface EpisodeMarkers {
  /** The agent got control: the start page had loaded and the server was ready. */
  contract_enter: number;
  /** The last tool call was sent; absent when the agent made none. */
  last_tool_call?: number;
}

/** What the judge may look at: the page the agent ended on, what the harness recorded, what the agent answered. */
export interface EvalContext {
  page: Page;
  network: RecordedRequests;
  markers: EpisodeMarkers;
  dialogs: DialogState;
  screenshotClasses: ScreenshotClasses;
  /** The agent's accepted submission (submit_answer), when it made one. */
  submission?: Submission;
  /** The values of one kind on the arena's sites (`wiki.cities`), or undefined for a vocabulary that does not exist. */
  vocabulary(name: string): readonly string[] | undefined;
  /** An arena site's records now, or undefined for a site that does not exist. */
  siteRecords(site: string): SiteRecords | undefined;
  /** The judgement's regular-expression matching, bounded in text length and time. */
  matching: MatchBudget;
  /**
   * Only the outcome is wanted (a stop condition checked after every call): an `and` stops at its
   * first failing child. Otherwise every child of an `and` is judged, so that the verdict names
   * every clause that failed.
   */
  outcomeOnly?: boolean;
}

/** What a kind may check beyond its schema when a task is validated. */
export interface CheckContext {
  screenshotClasses: ScreenshotClasses;
  /** Names of the arena's sites. */
  sites: readonly string[];
}
