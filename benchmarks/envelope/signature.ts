import { z } from 'zod';
import { contractSchema } from '../contracts/contract.ts';
import { TOOL_CLASSES } from './tool-class.ts';

/** What a task may tighten of the envelope policy that applies to every episode. */
export const ENVELOPE_DEFAULTS = {
  /** The same tool this many times in a row; one more stops the episode. */
  maxConsecutiveSameTool: 5,
  /** Observation calls in a row. */
  maxObservationStreak: 6,
  /** Error responses in a row. */
  maxFailureStreak: 4,
  /** Navigations to one URL; beyond it the result carries a warning (the episode goes on). */
  maxSameUrlNavigations: 3,
} as const;

/** The limit of one tool in a row in an episode of this task. */
export const sameToolLimit = (task: { signature?: { envelope?: { maxConsecutiveSameTool?: number } } }): number =>
  task.signature?.envelope?.maxConsecutiveSameTool ?? ENVELOPE_DEFAULTS.maxConsecutiveSameTool;

const tighten = (cap: number) => z.number().int().min(1).max(cap).optional();

export const envelopePolicySchema = z.strictObject({
  maxConsecutiveSameTool: tighten(ENVELOPE_DEFAULTS.maxConsecutiveSameTool),
  maxObservationStreak: tighten(ENVELOPE_DEFAULTS.maxObservationStreak),
  maxFailureStreak: tighten(ENVELOPE_DEFAULTS.maxFailureStreak),
  maxSameUrlNavigations: tighten(ENVELOPE_DEFAULTS.maxSameUrlNavigations),
  /** Hostnames (and their subdomains) the agent may navigate to; a navigation elsewhere is refused. */
  allowedDomains: z.array(z.string().regex(/^[a-z0-9.-]+$/, 'a lower-case hostname')).min(1).optional(),
});

export const INPUT_NAME = /^[a-zA-Z][a-zA-Z0-9_]*$/;

const inputSchema = z
  .strictObject({
    type: z.enum(['string', 'number', 'boolean']),
    required: z.boolean().default(true),
    /** `secret`: the value is replaced by «secret:<name>» in everything the run writes. */
    redaction: z.enum(['secret', 'none']).default('none'),
    /** The value, written in the task (never for a secret: it would be committed). */
    value: z.union([z.string(), z.number(), z.boolean()]).optional(),
    /** Or the environment variable that holds it. */
    env: z.string().regex(/^[A-Z_][A-Z0-9_]*$/, 'an environment variable name').optional(),
  })
  .superRefine((input, ctx) => {
    if (input.redaction === 'secret' && input.value !== undefined)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'a secret input takes its value from env, never from the task file' });
    if (input.value !== undefined && typeof input.value !== input.type)
      ctx.addIssue({ code: 'custom', path: ['value'], message: `not a ${input.type}` });
    if (input.value !== undefined && input.env !== undefined) ctx.addIssue({ code: 'custom', path: ['env'], message: 'give value or env, not both' });
  });

const loopGuardSchema = z
  .strictObject({
    kind: z.enum(['max_same_tool', 'max_observation_calls', 'max_non_progress_calls']),
    limit: z.number().int().min(1),
    /** The last `window` calls are counted. */
    window: z.number().int().min(1).max(100),
  })
  .refine((guard) => guard.limit <= guard.window, { path: ['limit'], message: 'limit must be ≤ window' });
export type LoopGuard = z.infer<typeof loopGuardSchema>;

/** A task's declared boundaries, enforced by the harness between the agent and the MCP server. */
export const signatureSchema = z.strictObject({
  /** Named values the goal can use as {{name}}. */
  inputs: z.record(z.string().regex(INPUT_NAME, 'letters, digits and _'), inputSchema).optional(),
  /** The only classes of tools the agent may call, on any server; any other call is not executed and ends the episode. */
  allowedToolClasses: z.array(z.enum(TOOL_CLASSES)).min(1).optional(),
  /** Checked after each call: when it holds the agent is stopped and the success contract judged. */
  stopWhen: contractSchema.optional(),
  /** Checked after each call: when it holds the episode ends failed. */
  failureWhen: contractSchema.optional(),
  budgets: z.strictObject({ maxToolCalls: z.number().int().min(1).max(100).optional(), maxWallMs: z.number().int().min(1).max(600_000).optional() }).optional(),
  loopGuards: z.array(loopGuardSchema).max(10).optional(),
  envelope: envelopePolicySchema.optional(),
});
export type Signature = z.output<typeof signatureSchema>;
export type EnvelopePolicy = z.output<typeof envelopePolicySchema>;
