import type { ReferenceStep } from './steps.ts';

/**
 * The judge's negative controls: a task's reference solution changed so that the agent ends
 * wrong. Recorded with the reference solutions (`npm run record`), replayed by the tests, and
 * each must come out `failed` on the clause named.
 */
export interface NegativeControl {
  task: string;
  variant: string;
  /** What the agent does wrong. */
  why: string;
  /** The clause the judge must blame, as reports write it. */
  failsOn: string;
  steps(reference: readonly ReferenceStep[]): ReferenceStep[];
}

export const NEGATIVE_CONTROLS: readonly NegativeControl[] = [
  {
    task: 'example-h1',
    variant: 'wrong-page',
    why: 'reads the answer, then ends on another page of another site',
    failsOn: 'success.children[0] (dom_text)',
    steps: (reference) => [{ do: 'go', url: 'http://fixtures.test/index.html' }, ...reference],
  },
  {
    task: 'local-form-submit',
    variant: 'other-tab',
    why: 'sends the form, then opens the form again in a new tab and stops there',
    failsOn: 'success.children[0] (dom_text)',
    // On chrome-devtools-mcp and OpenChrome the new tab is in the browser's default context.
    steps: (reference) => [...reference, { do: 'new_tab', url: 'http://fixtures.test/form.html' }],
  },
];
