import { z } from 'zod';
import { taskBudgetSchema } from './budget.ts';
import { contractSchema } from '../contracts/contract.ts';
import { sideEffectsSchema } from '../contracts/side-effects.ts';
import { goalReferences } from '../envelope/inputs.ts';
import { signatureSchema } from '../envelope/signature.ts';
import { referenceSchema, referenceStepSchema, stepSubmission } from '../reference/steps.ts';
import { fieldProblems, readSubmission, submitTool } from '../contracts/answer/submission.ts';
import { DISTURBANCES } from '../../fixtures-site/arena/disturbances/index.ts';
import { parseMailbox } from '../../fixtures-site/arena/mail/workday/mailbox.ts';

/** The most tool calls a task may allow: a workday's reference makes up to about 60 on @playwright/mcp, and an agent gets about twice that. */
export const MAX_STEPS_LIMIT = 120;
/** The browser viewport of a task that names none. */
export const DEFAULT_VIEWPORT = { width: 1280, height: 720 } as const;
export const MAX_DURATION_LIMIT_MS = 600_000;

/** A benchmark task: data the agent gets (start URL, goal), caps, and the contract that judges it. */
export const taskSpecSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and dashes'),
  title: z.string().min(1),
  startUrl: z.url({ protocol: /^https?$/ }),
  /** The natural-language instruction an agent gets. */
  goal: z.string().min(1),
  /** One line for reviewers: why this task and its contract are sound (never shown to the agent). */
  rationale: z.string().min(1).optional(),
  /** Hard cap on tool calls. */
  maxSteps: z.number().int().min(1).max(MAX_STEPS_LIMIT).default(30),
  /** Hard cap on the episode's wall time. */
  maxDurationMs: z.number().int().min(1).max(MAX_DURATION_LIMIT_MS).default(120_000),
  /** Judged on the live page once the agent stops. */
  success: contractSchema,
  /**
   * Changes on the arena's sites that this task allows beyond what its `site_state` clauses ask
   * for, with the written reason. Without it every other change is a side effect and fails.
   */
  sideEffects: sideEffectsSchema.optional(),
  setup: z
    .strictObject({
      clearCookies: z.boolean().optional(),
      viewport: z.strictObject({ width: z.number().int().min(200).max(4096), height: z.number().int().min(200).max(4096) }).optional(),
      /** Faults of real sites switched on for the episode on the arena's sites (fixtures-site/arena/disturbances/). */
      disturbances: z
        .array(z.string().refine((name) => DISTURBANCES.some((d) => d.name === name), { message: 'not a known disturbance' }))
        .min(1)
        .optional(),
      /** The mailbox Arena Mail starts with: a workday's, `<workday>:<instance>` (fixtures-site/arena/mail/workday/). */
      mailbox: z
        .string()
        .refine((name) => parseMailbox(name) !== undefined, { message: 'not a known mailbox: <workday>:<instance>, as fixtures-site/arena/mail/workday/ names them' })
        .optional(),
    })
    .optional(),
  tags: z.array(z.string().min(1)).optional(),
  /** Tightens the live-model caps for this task (never raises them). */
  budget: taskBudgetSchema.optional(),
  /** The steps a competent agent takes: each target's solver records its transcript from them. */
  reference: referenceSchema.optional(),
  /**
   * Wrong actions the task forbids (a superseded request carried out, a phishing mail obeyed, an
   * approval ignored), each as steps: the judge check carries each out after the reference, and
   * the task must then fail.
   */
  forbidden: z
    .array(z.strictObject({ what: z.string().min(3).max(200), steps: z.array(referenceStepSchema).min(1).max(20) }))
    .min(1)
    .max(20)
    .optional(),
  /** Declared inputs, action space, stop conditions, budgets and loop guards, enforced by the harness. */
  signature: signatureSchema.optional(),
}).superRefine((task, ctx) => {
  for (const name of goalReferences(task.goal))
    if (!task.signature?.inputs?.[name]) ctx.addIssue({ code: 'custom', path: ['goal'], message: `{{${name}}} names no input in signature.inputs` });
  const problems = fieldProblems(task.success);
  for (const message of problems) ctx.addIssue({ code: 'custom', path: ['success'], message });
  if (problems.length > 0) return;
  // The reference answers as any agent must: through the task's submit schema.
  const submit = submitTool(task.success);
  task.reference?.forEach((step, index) => {
    if (step.do !== 'answer') return;
    const read = readSubmission(submit, stepSubmission(step));
    if ('refused' in read) ctx.addIssue({ code: 'custom', path: ['reference', index], message: read.refused.replace(/ Correct it and call submit_answer again\.$/, '') });
  });
});

/** A task as written in a task file (defaults not yet applied). */
export type TaskSpecInput = z.input<typeof taskSpecSchema>;
/** A validated task with every default applied. */
export type TaskSpec = z.output<typeof taskSpecSchema>;

/** Typed identity for task files, so editors check them as they are written. */
export function defineTask(task: TaskSpecInput): TaskSpecInput {
  return task;
}

/** Whether any input of the task is a secret: such episodes run without a Playwright trace. */
export function hasSecretInputs(task: Pick<TaskSpec, 'signature'>): boolean {
  return Object.values(task.signature?.inputs ?? {}).some((input) => input.redaction === 'secret');
}
