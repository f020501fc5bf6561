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
    why: 'goes to another page first and reports that page’s heading',
    failsOn: 'success (answer)',
    steps: () => [{ do: 'go', url: 'http://fixtures.test/index.html' }, { do: 'read' }, { do: 'answer', fields: { heading: 'contract-eval fixture site' }, explanation: 'The main heading of the page.' }],
  },
  {
    task: 'local-form-submit',
    variant: 'wrong-topic',
    why: 'sends the form with another topic, then opens the form again in a new tab',
    failsOn: 'success (network)',
    // On chrome-devtools-mcp and OpenChrome the new tab is in the browser's default context; the submission, which ends the episode, stays last.
    steps: (reference) => [
      ...reference.filter((step) => step.do !== 'answer').map((step) => (step.do === 'fill' && step.text === 'contracts' ? { ...step, text: 'contacts' } : step)),
      { do: 'new_tab', url: 'http://fixtures.test/form.html' },
      ...reference.filter((step) => step.do === 'answer'),
    ],
  },
];
