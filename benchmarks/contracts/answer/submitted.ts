/**
 * What an agent submits through `submit_answer`, as the task's schema accepts it (./submission.ts
 * builds that schema). On its own so the judge's context and the answer judge can name it without
 * reaching the schema's builder.
 */
export const SUBMISSION_STATUSES = ['answered', 'not_found'] as const;

/** What an agent submitted, as the schema accepted it. */
export interface Submission {
  status: (typeof SUBMISSION_STATUSES)[number];
  fields?: Record<string, unknown>;
  /** The agent's reasoning: kept with the result, never judged. */
  explanation?: string;
}
