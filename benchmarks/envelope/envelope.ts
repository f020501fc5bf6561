import { SUBMIT_ANSWER_TOOL } from '../contracts/answer/submission.ts';
import { GuardStopped, ToolDisallowed } from '../status/stop.ts';
import { ENVELOPE_DEFAULTS, type EnvelopePolicy, type LoopGuard, type Signature } from './signature.ts';
import type { ToolClass } from './tool-class.ts';

export type BudgetStatus = 'ok' | 'near' | 'exceeded';

/** What the agent is told with each tool result: facts, and one recommendation once a limit is near. */
export interface EnvelopeState {
  budget_status: BudgetStatus;
  recommended_next?: 'change_strategy_or_verify';
  /** `name: value/limit` of each limit that is near or reached. */
  limits: string[];
}

export interface EnvelopeSummary {
  counters: { actions: number; observations: number; errors: number };
  streakMax: { sameTool: number; observation: number; failure: number };
  navigationsPerUrlMax: number;
  budget_status: BudgetStatus;
  warnings: string[];
  refused: string[];
  guard?: string;
}

interface Sample {
  tool: string;
  observation: boolean;
  error: boolean;
}

const hostAllowed = (host: string, domains: readonly string[]) => domains.some((d) => host === d || host.endsWith(`.${d}`));

/**
 * The harness's boundary around an agent: which calls may run, and counters that stop a
 * wandering agent deterministically. Limits come from the defaults, tightened by the task.
 */
export class Envelope {
  private readonly limits: Required<Omit<EnvelopePolicy, 'allowedDomains'>>;
  private readonly history: Sample[] = [];
  private readonly navigations = new Map<string, number>();
  private readonly streak = { sameTool: 0, observation: 0, failure: 0 };
  private readonly streakMax = { sameTool: 0, observation: 0, failure: 0 };
  private readonly warnings: string[] = [];
  private readonly refused: string[] = [];
  private status: BudgetStatus = 'ok';
  private guard: string | undefined;

  constructor(
    private readonly signature: Signature | undefined,
    readonly classOf: (tool: string) => ToolClass,
    private readonly forbiddenTools: ReadonlySet<string>,
    private readonly targetName: string,
  ) {
    const policy = signature?.envelope ?? {};
    this.limits = {
      maxConsecutiveSameTool: policy.maxConsecutiveSameTool ?? ENVELOPE_DEFAULTS.maxConsecutiveSameTool,
      maxObservationStreak: policy.maxObservationStreak ?? ENVELOPE_DEFAULTS.maxObservationStreak,
      maxFailureStreak: policy.maxFailureStreak ?? ENVELOPE_DEFAULTS.maxFailureStreak,
      maxSameUrlNavigations: policy.maxSameUrlNavigations ?? ENVELOPE_DEFAULTS.maxSameUrlNavigations,
    };
  }

  /** Why `tool` may never be called in this episode, if it may not. */
  disallowed(tool: string): string | undefined {
    // The harness's own tool, the one way to answer, is every agent's whatever the task allows.
    if (tool === SUBMIT_ANSWER_TOOL) return undefined;
    if (this.forbiddenTools.has(tool)) return `${tool} is never given to agents by ${this.targetName}`;
    const allowed = this.signature?.allowedToolClasses;
    if (allowed && !allowed.includes(this.classOf(tool))) return `${tool} (${this.classOf(tool)}) is not in the task's allowedToolClasses (${allowed.join(', ')})`;
    return undefined;
  }

  /**
   * Before a call runs: throws for a disallowed tool; returns a refusal (the call is answered with
   * an error instead of running) for a navigation outside allowedDomains.
   */
  admit(tool: string, args: Record<string, unknown>, step: number): string | undefined {
    const why = this.disallowed(tool);
    if (why) throw new ToolDisallowed(`step ${step}: ${why}; not executed`);
    if (typeof args.url !== 'string') return undefined;
    let host: string;
    try {
      host = new URL(args.url).hostname;
    } catch {
      return undefined; // the server will answer a malformed URL itself
    }
    const domains = this.signature?.envelope?.allowedDomains;
    if (domains && !hostAllowed(host, domains)) {
      const refusal = `navigation to ${args.url} refused: ${host} is outside allowedDomains (${domains.join(', ')})`;
      this.refused.push(`step ${step}: ${refusal}`);
      return refusal;
    }
    const count = (this.navigations.get(args.url) ?? 0) + 1;
    this.navigations.set(args.url, count);
    if (count === this.limits.maxSameUrlNavigations + 1)
      this.warnings.push(`step ${step}: ${args.url} navigated to ${count} times (limit ${this.limits.maxSameUrlNavigations})`);
    return undefined;
  }

  /** After a call: updates the counters; throws GuardStopped past a hard limit; returns the state. */
  record(tool: string, error: boolean): EnvelopeState {
    const observation = tool !== SUBMIT_ANSWER_TOOL && this.classOf(tool) === 'observe';
    const previous = this.history.at(-1);
    this.history.push({ tool, observation, error });
    this.streak.sameTool = previous?.tool === tool ? this.streak.sameTool + 1 : 1;
    this.streak.observation = observation ? this.streak.observation + 1 : 0;
    this.streak.failure = error ? this.streak.failure + 1 : 0;
    for (const key of Object.keys(this.streak) as Array<keyof typeof this.streak>) this.streakMax[key] = Math.max(this.streakMax[key], this.streak[key]);

    const measures: Array<[name: string, value: number, limit: number]> = [
      ['envelope.maxConsecutiveSameTool', this.streak.sameTool, this.limits.maxConsecutiveSameTool],
      ['envelope.maxObservationStreak', this.streak.observation, this.limits.maxObservationStreak],
      ['envelope.maxFailureStreak', this.streak.failure, this.limits.maxFailureStreak],
      ...(this.signature?.loopGuards ?? []).map((guard, index): [string, number, number] => [`loopGuards[${index}] (${guard.kind})`, this.windowCount(guard), guard.limit]),
    ];
    for (const [name, value, limit] of measures)
      if (value > limit) {
        this.guard = name;
        this.status = 'exceeded';
        throw new GuardStopped(name, `${value} > limit ${limit} after ${tool}`);
      }
    const levels = measures.flatMap(([name, value, limit]): Array<[BudgetStatus, string]> =>
      value === limit ? [['exceeded', `${name}: ${value}/${limit}`]] : limit > 1 && value === limit - 1 ? [['near', `${name}: ${value}/${limit}`]] : [],
    );
    this.status = levels.some(([level]) => level === 'exceeded') ? 'exceeded' : levels.length > 0 ? 'near' : 'ok';
    return {
      budget_status: this.status,
      ...(this.status !== 'ok' && { recommended_next: 'change_strategy_or_verify' as const }),
      limits: levels.map(([, text]) => text),
    };
  }

  private windowCount(guard: LoopGuard): number {
    const window = this.history.slice(-guard.window);
    if (guard.kind === 'max_observation_calls') return window.filter((s) => s.observation).length;
    if (guard.kind === 'max_non_progress_calls') return window.filter((s) => s.observation || s.error).length;
    const perTool = new Map<string, number>();
    for (const s of window) perTool.set(s.tool, (perTool.get(s.tool) ?? 0) + 1);
    return Math.max(0, ...perTool.values());
  }

  summary(): EnvelopeSummary {
    return {
      counters: {
        actions: this.history.filter((s) => !s.observation).length,
        observations: this.history.filter((s) => s.observation).length,
        errors: this.history.filter((s) => s.error).length,
      },
      streakMax: { ...this.streakMax },
      navigationsPerUrlMax: Math.max(0, ...this.navigations.values()),
      budget_status: this.status,
      warnings: [...this.warnings],
      refused: [...this.refused],
      ...(this.guard && { guard: this.guard }),
    };
  }
}
