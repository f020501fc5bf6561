/** Each benchmark test names its suite (the folder of its task file) in this annotation. */
export const SUITE_ANNOTATION = 'suite';
/** … the MCP target it runs on in this one. */
export const TARGET_ANNOTATION = 'target';
/** … and, where one project runs several agents (the controls), the agent in this one. */
export const AGENT_ANNOTATION = 'agent';
/** An episode run on one shard of a run split over machines names the shard (`i/N`) in this one. */
export const SHARD_ANNOTATION = 'shard';
/** An episode the run's model budget (a shard's share of it) could not pay for says so in this one, and is skipped. */
export const RUN_CAP_ANNOTATION = 'not started: run cap';

export interface AnnotatedAs {
  suite?: string;
  target?: string;
  agent?: string;
  shard?: string;
  /** Why the run's model budget did not start it. */
  notStarted?: string;
}

const TYPES = { suite: SUITE_ANNOTATION, target: TARGET_ANNOTATION, agent: AGENT_ANNOTATION } as const;

/** A benchmark test's annotations: its suite and, for episodes, its target (and agent). */
export function benchmarkAnnotations(suite: string, target?: string, agent?: string): Array<{ type: string; description: string }> {
  const named: AnnotatedAs = { suite, target, agent };
  return Object.entries(TYPES).flatMap(([key, type]) => {
    const description = named[key as keyof AnnotatedAs];
    return description === undefined ? [] : [{ type, description }];
  });
}

/** The suite, target, agent and shard a test's annotations name, and why the run's cap did not start it. */
export function annotatedAs(annotations: ReadonlyArray<{ type: string; description?: string }>): AnnotatedAs {
  const found = (type: string) => annotations.find((a) => a.type === type)?.description;
  const named: AnnotatedAs = { suite: found(SUITE_ANNOTATION), target: found(TARGET_ANNOTATION), agent: found(AGENT_ANNOTATION) };
  const shard = found(SHARD_ANNOTATION);
  const notStarted = found(RUN_CAP_ANNOTATION);
  return { ...named, ...(shard && { shard }), ...(notStarted && { notStarted }) };
}
