import { behindStaleArticle } from './shared/docs-steps.ts';

export default behindStaleArticle({
  id: 'docs-frontier-archived-sandbox-reset',
  title: 'Docs: the current sandbox reset interval, behind an archived article that the search ranks first',
  goal: 'How often is the data in the Larkspur "sandbox" reset with the current (v3) API?',
  rationale:
    'adversarial: the docs search ranks the knowledge-base article "Sandbox environment" first for "sandbox" (it is titled after it); the article is unversioned, so it carries no "older version" banner and sits in the v3 frame, and it says 29 days, the v2 figure. Only its "Updated" date (2.6.0) and a closing "Archived article" note say it is old. The v3 Testing guide, ranked second, gives the current 20 days. The shallow agents open the top hit and answer 29 days (or find no page); judged on the answer and on the request for the v3 Testing guide. Single task, not a family: the archived article is one hand-written knowledge-base page with one stale figure, so there is no other instance of the trap to draw.',
  search: 'sandbox',
  guide: 'Testing',
  guideUrl: '^http://docs\\.arena\\.test/v3/guides/operations/testing(\\?|$)',
  field: 'reset_interval',
  description: 'how often the sandbox data is reset with the v3 API',
  number: 20,
  unit: 'day',
  explanation: 'With the current (v3) API the sandbox is reset every 20 days, as the v3 Testing guide says.',
});
