/** Each benchmark test names its suite (the folder of its task file) in this annotation. */
export const SUITE_ANNOTATION = 'suite';
/** … the MCP target it runs on in this one. */
export const TARGET_ANNOTATION = 'target';
/** … and, where one project runs several agents (the controls), the agent in this one. */
export const AGENT_ANNOTATION = 'agent';

export interface AnnotatedAs {
  suite?: string;
  target?: string;
  agent?: string;
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

/** The suite, target and agent a test's annotations name. */
export function annotatedAs(annotations: ReadonlyArray<{ type: string; description?: string }>): AnnotatedAs {
  const found = (type: string) => annotations.find((a) => a.type === type)?.description;
  return { suite: found(SUITE_ANNOTATION), target: found(TARGET_ANNOTATION), agent: found(AGENT_ANNOTATION) };
}
