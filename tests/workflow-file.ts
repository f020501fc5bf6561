/** A step of a GitHub Actions workflow, as the workflow tests read it. */
export interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
}

/** A job of a GitHub Actions workflow; `Matrix` is its strategy's matrix as written (lists, or an expression). */
export interface Job<Matrix = Record<string, unknown[]>> {
  needs?: string | string[];
  if?: string;
  env?: Record<string, string | number>;
  strategy?: { matrix: Matrix };
  outputs?: Record<string, string>;
  steps: Step[];
}
