import type { BrowserContext, Page } from '@playwright/test';
import type { Adapter, Agent, EpisodeStart } from '../adapters/adapter.ts';
import { CapNote, stepsNote } from '../adapters/budget-notes.ts';
import type { EvalContext } from '../contracts/judge-context.ts';
import { MatchBudget } from '../contracts/regex.ts';
import type { SiteSnapshot } from '../contracts/side-effects.ts';
import type { ScreenshotClasses } from '../contracts/screenshot/classes.ts';
import type { Verdict } from '../contracts/verdict.ts';
import { Envelope } from '../envelope/envelope.ts';
import { Inputs } from '../envelope/inputs.ts';
import { Handles } from '../mcp/handles.ts';
import type { CallClass } from '../envelope/tool-class.ts';
import { submitTool, type SubmitTool } from '../contracts/answer/submission.ts';
import type { Submission } from '../contracts/answer/submitted.ts';
import type { ToolResponse } from '../mcp/session.ts';
import { DeadlinePassed, type EpisodeStop } from '../status/stop.ts';
import type { McpTarget } from '../targets/target.ts';
import type { TaskSpec } from '../task-spec/schema.ts';
import { targetIdOf } from '../browser/target-id.ts';
import { withinTime } from '../time-limit.ts';
import type { WebMode } from '../web/mode.ts';
import type { SiteHost } from '../web/sites.ts';
import type { CallChange } from '../findings/finding.ts';
import type { ChangeStamp } from './change-watch.ts';
import type { EpisodeEvent, EpisodeEventBody } from './events.ts';
import type { PageEvidence } from './evidence.ts';
import type { ServerBoundary } from './server-boundary.ts';
import type { EpisodeWatch } from './watch.ts';
import type { Workspace } from './workspace.ts';

/** Lets a test runner show each tool call and the judge as steps, with attachments. */
export interface Instrumentation {
  step<T>(title: string, body: () => Promise<T>): Promise<T>;
  attach(name: string, body: string): Promise<void>;
}

const NO_INSTRUMENTATION: Instrumentation = { step: (_title, body) => body(), attach: async () => {} };

export interface EpisodeEnvironment {
  /** The browser context and MCP server the episode runs in (and the target that server is). */
  workspace: Workspace;
  adapter: Adapter;
  transcriptFile: string;
  /** The episode's own folder: where the server's files (snapshots, screenshots) end up. */
  outputDir: string;
  instrumentation?: Instrumentation;
  /** Milliseconds, monotonic; injected so tests can control time. */
  clock?: () => number;
  /** How public hostnames are reached, the requests the offline mirror could not answer, the arena's sites. */
  web: { mode: WebMode; unmatched: readonly string[]; sites?: SiteHost };
  /** Where `screenshot_class` contracts find their classes. */
  screenshotClasses: ScreenshotClasses;
  /** Who watches the episode from outside (the judge check, benchmarks/judge-check/), through the hooks it offers. */
  observers?: readonly EpisodeObserver[];
  /**
   * Only for a test's negative control (tests/hostile-agents.spec.ts): what of the harness's
   * containment is switched off, to show what an attack reaches without it: its refusals of host
   * access (`refusals`; the backstop still stops a tab that loads a host scheme), or `everything`
   * the episode itself does (the refusals and the backstop). Nothing a run is configured by sets it.
   */
  uncontained?: 'refusals' | 'everything';
}

/**
 * The hooks an episode offers whoever watches it from outside. Nothing in the episode depends on
 * what an observer does with them; the episode's own result is the same with or without one.
 */
export interface EpisodeObserver {
  /** Before each of the agent's moves (the judge check reads the sites there: where their state last changed). */
  beforeMove?(): void;
  /** Once the agent's episode is judged, on its final page: what was judged, and a judge for other submissions. */
  judged?(judged: JudgedEpisode): Promise<void>;
  /** Once the episode has passed: agents that go on, one after another, from where it ended; each is judged again. */
  epilogues?(): readonly Epilogue[];
}

/** A judged episode as an observer sees it: the page stays as the agent left it until `judged` returns. */
export interface JudgedEpisode {
  submission?: Submission;
  /** The text of the page the agent ended on. */
  pageText(): Promise<string>;
  /** Every arena site's records when the agent got control and now (absent without arena sites). */
  records?: { before: SiteSnapshot; after: SiteSnapshot };
  /** The task's success contract judged on the same page, with `submission` in place of the agent's and, where given, `records` in place of the sites': its outcome and its first failing clause (an `and` stops there). */
  judge(submission: Submission | undefined, records?: SiteSnapshot): Promise<Verdict>;
}

/** Another agent that goes on from where a passed episode (or the epilogue before) ended, with `extraSteps` calls beyond the cap. */
export interface Epilogue {
  adapter: Adapter;
  extraSteps: number;
  /** Before its agent starts (the judge check puts the sites back as they were at some point). */
  before?: () => void;
  /** Once it is judged (the judge check reads what its agent changed). */
  after?: () => void;
}

/** A call as it was executed: what a recorder turns into a transcript line. */
export interface ExecutedCall {
  step: number;
  tool: string;
  /** As the agent gave them, secrets as markers. */
  args: Record<string, unknown>;
  /** Redacted. */
  response: ToolResponse;
  /** Who answered: the server, or the harness in its place (a refusal, a withheld answer, the submission). */
  answeredBy: 'server' | 'harness';
  /** The tokens of the response's text as the agent reads it (benchmarks/tokens/tokenizer.ts), less the target's timed lines (as its bytes). */
  tokens: number;
  class: CallClass;
  urlAfter: string;
  /** What the call changed that the harness saw (benchmarks/episode/change-window.ts); absent for a call the harness answered, or until its window closes. */
  changes?: CallChange[];
}

/**
 * A server call's changes are what the change watch counts from just before it runs until the
 * next server call is about to run (or the judge, after it let the page settle): a navigation or
 * a re-render the call started belongs to it, even when it lands after the answer
 * (closed by benchmarks/episode/change-window.ts).
 */
export interface ChangeWindow {
  call: ExecutedCall;
  from: ChangeStamp;
}

/**
 * A tool the server registers that the agent was not given, and why: `target`, its target module
 * never gives it to agents (forbiddenTools); `task`, the task's allowedToolClasses leave its class
 * out; `harness`, it is named like the harness's own submit_answer.
 */
export interface WithheldTool {
  tool: string;
  why: 'target' | 'task' | 'harness';
}

/** Where an episode's time went, for the performance benchmark. */
export interface PhaseTimes {
  /** The browser context and the sites' state made new (or reset in place). */
  resetMs: number;
  /** The task's start URL loading. */
  startPageMs: number;
  serverStartMs: number;
  judgeMs: number;
  /** Counting what each call changed (the change watch's stamps) and reading the findings from the calls. */
  watchMs: number;
}

/**
 * One episode's state as its phases (start, step, judge, result) fill it in. Each phase reads
 * what the ones before it left; nothing here decides anything.
 */
export class Episode {
  readonly clock: () => number;
  readonly started: number;
  readonly deadline: number;
  readonly target: McpTarget;
  readonly instrumentation: Instrumentation;
  readonly events: EpisodeEvent[] = [];
  readonly calls: ExecutedCall[] = [];
  readonly phases: PhaseTimes = { resetMs: 0, startPageMs: 0, serverStartMs: 0, judgeMs: 0, watchMs: 0 };
  readonly driftBefore: number;
  /** Aborted when the deadline passes (the timer is cleared when the episode ends). */
  readonly deadlineSignal: AbortSignal;
  private readonly deadlineTimer: NodeJS.Timeout;
  /** Input values, and the secrets among them that nothing written may hold. */
  inputs = Inputs.resolve(undefined);
  envelope: Envelope;
  /** How many calls the agents may make: the task's cap, raised for an epilogue. */
  stepCap: number;
  /** The note the agent gets once most of its calls are made (the cap it was told at the start). */
  readonly callNote: CapNote;
  /** What the agent was started with: an epilogue's agent starts from the same. */
  agentStart?: EpisodeStart;
  context?: BrowserContext;
  /** For a target that reaches the whole browser: the browser's default context, where its own tabs open. */
  defaultContext?: BrowserContext;
  /** The page the episode opened its start URL in. */
  startPage?: Page;
  /** Run-specific values (tab ids, this checkout's uploads folder) that recorded calls hold as markers. */
  readonly handles = new Handles();
  watch?: EpisodeWatch;
  /** The last server call's change window, until the next server call (or the judge) closes it. */
  changeWindow?: ChangeWindow;
  server?: ServerBoundary;
  /** The server's tools the agent is offered, and their definitions' tokens: what every model request re-sends. */
  toolDefinitions?: { count: number; tokens: number };
  /** The server's tools the agent was not given, each with why. */
  withheldTools?: WithheldTool[];
  agent?: Agent;
  /** The task's submit_answer: the one way the agent answers. */
  readonly submit: SubmitTool;
  /** The agent's accepted submission. */
  submission?: Submission;
  stop?: EpisodeStop;
  /** Why the episode failed though its contract may hold: the site blocked the agent. */
  blockedBy?: string;
  stoppedBy?: 'stopWhen' | 'failureWhen';
  verdict?: Verdict;
  /** The arena sites' records when the agent got control: what the side-effect check diffs against. */
  recordsBefore?: SiteSnapshot;
  /** Changes on the sites that no clause of the task asks for (absent without arena sites). */
  sideEffects?: Verdict;
  evidence?: PageEvidence | { unavailable: string };
  finalUrl = '';

  /** Whether the harness refuses calls that would reach the host (docs/security.md): always, but in a test's negative control. */
  get refusesHostAccess(): boolean {
    return this.env.uncontained === undefined;
  }

  /** Whether a tab that loads a host scheme is closed and stops the episode: always, but in a test's negative control. */
  get stopsBreaches(): boolean {
    return this.env.uncontained !== 'everything';
  }

  constructor(
    readonly task: TaskSpec,
    readonly env: EpisodeEnvironment,
  ) {
    this.clock = env.clock ?? (() => performance.now());
    this.instrumentation = env.instrumentation ?? NO_INSTRUMENTATION;
    this.started = this.clock();
    this.deadline = this.started + Math.min(task.maxDurationMs, task.signature?.budgets?.maxWallMs ?? Infinity);
    this.target = env.workspace.target;
    this.driftBefore = env.web.unmatched.length;
    const controller = new AbortController();
    this.deadlineSignal = controller.signal;
    this.deadlineTimer = setTimeout(() => controller.abort(new DeadlinePassed('the episode reached maxDurationMs')), Math.max(0, this.deadline - this.clock()));
    // Until the server lists its tools, no tool is an observation.
    this.envelope = new Envelope(task.signature, () => 'act', this.target.forbiddenTools, this.target.name);
    this.stepCap = task.maxSteps;
    this.callNote = new CapNote(this.callCap(), stepsNote);
    this.submit = submitTool(task.success);
  }

  /** The calls the agent may make, as it is told: the step cap, or a signature's lower maxToolCalls. */
  callCap(): number {
    return Math.min(this.stepCap, this.task.signature?.budgets?.maxToolCalls ?? Infinity);
  }

  /** Stops the deadline's timer: the episode is over. */
  end(): void {
    clearTimeout(this.deadlineTimer);
  }

  /** Episode time: whole milliseconds since the episode began. */
  now(): number {
    return Math.round(this.clock() - this.started);
  }

  emit(event: EpisodeEventBody): void {
    this.events.push({ t: this.now(), ...this.inputs.redactDeep(event) });
  }

  async timed<T>(phase: keyof PhaseTimes, work: () => Promise<T>): Promise<T> {
    const from = this.clock();
    try {
      return await work();
    } finally {
      this.phases[phase] += this.clock() - from;
    }
  }

  /** `work`'s result, or a timeout stop if the episode's deadline comes first. */
  beforeDeadline<T>(work: Promise<T>, what: string): Promise<T> {
    return withinTime(work, this.deadline - this.clock(), () => new DeadlinePassed(`${what} did not finish within maxDurationMs`));
  }

  /**
   * The page the agent last acted on, as its target's calls name it (by URL or tab id), wherever
   * it is: a page of the episode's context, or, for a target that reaches the whole browser, of
   * the browser's default context (where its own tabs open; a CDP client lists there the pages of
   * contexts made after it connected too). Without a name, the start page. A tab the calls name
   * that is no longer open leaves no page to judge: never another page in its place.
   */
  async agentPage(): Promise<Page | undefined> {
    const open = [this.context, this.defaultContext].flatMap((context) => context?.pages() ?? []).filter((page) => !page.isClosed());
    const fallback = open.includes(this.startPage!) ? this.startPage : this.context?.pages().at(-1);
    const hint = this.target.agentPage(this.calls);
    if (!hint) return fallback;
    // Of several pages at the named URL, the newest: an agent that opened another tab acts there.
    if ('url' in hint) return open.filter((page) => page.url() === hint.url).at(-1) ?? fallback;
    const targetId = 'handle' in hint ? this.handles.get(hint.handle) : hint.targetId;
    for (const page of open) if ((await targetIdOf(page)) === targetId) return page;
    return undefined;
  }

  /** What contracts are judged against on `page` (with another submission than the agent's, for an observer). */
  judgeContext(page: Page, submission = this.submission, records?: SiteSnapshot): EvalContext {
    return {
      page,
      network: this.watch!.network,
      markers: this.watch!.markers,
      dialogs: this.watch!.dialogs,
      screenshotClasses: this.env.screenshotClasses,
      ...(submission !== undefined && { submission }),
      siteRecords: (site) => (records ? records.get(site) : this.env.web.sites?.records(site)),
      vocabulary: (name) => this.env.web.sites?.vocabulary(name),
      matching: new MatchBudget(),
    };
  }
}
