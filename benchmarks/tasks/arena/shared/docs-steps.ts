import type { AnswerUnit, Step, TaskSpecInput } from 'contract-eval/task';

/** The docs site's reference steps that several docs-* tasks share, and the task shape of a question behind a stale article. */

const searchBox = () => ({ role: 'searchbox', name: 'Search docs' }) as const;

/** Searches the docs (the search box on every page) for `text`. */
export const searchDocs = (text: string): Step[] => [
  { do: 'fill', on: searchBox(), text },
  { do: 'press', key: 'Enter', on: searchBox() },
];

export interface StaleArticleQuestion {
  id: string;
  title: string;
  goal: string;
  rationale: string;
  /** What the reference searches for: the stale article ranks first for it, the v3 guide after it. */
  search: string;
  /** The v3 guide's link text; the reference opens the second link of that name on the results page. */
  guide: string;
  /** A pattern of the guide's URL: the contract requires a request for it. */
  guideUrl: string;
  /** The answer's field: its name and what it holds. */
  field: string;
  description: string;
  /** The answer, a number in `unit`. */
  number: number;
  unit: AnswerUnit;
  /** The reference's explanation of its submission. */
  explanation: string;
}

/**
 * A frontier question about the current (v3) API whose docs search ranks a stale, unversioned
 * knowledge-base article (an older version's figure, no "older version" banner) above the v3
 * guide that answers it: judged on the answer and on a request for the guide.
 */
export function behindStaleArticle({ id, title, goal, rationale, search, guide, guideUrl, field, description, number, unit, explanation }: StaleArticleQuestion): TaskSpecInput {
  return {
    id,
    title,
    startUrl: 'http://docs.arena.test/',
    goal,
    rationale,
    tags: ['frontier', 'adversarial', 'search'],
    maxSteps: 25,
    maxDurationMs: 120_000,
    success: {
      kind: 'and',
      children: [
        { kind: 'answer', field, description, number, unit },
        { kind: 'network', url_pattern: guideUrl, status_in: [200], since: 'contract_enter' },
      ],
    },
    reference: [...searchDocs(search), { do: 'click', on: { role: 'link', name: guide, nth: 1 } }, { do: 'read' }, { do: 'answer', fields: { [field]: number }, explanation }],
  };
}
