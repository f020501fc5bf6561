import { behindStaleArticle } from './shared/docs-steps.ts';

export default behindStaleArticle({
  id: 'docs-frontier-stale-key-expiry',
  title: 'Docs: how long a restricted API key lasts in v3, behind a stale knowledge-base article that the search ranks first',
  goal: 'With the current (v3) Larkspur SDK, after how many days does a "restricted key" expire when no other lifetime is set at its creation?',
  rationale:
    'adversarial: the docs search ranks the knowledge-base article "Restricted API keys: expiry and rotation" first for "restricted key" (and for "key expiry"), far above the v3 Authentication guide; the article is unversioned, so it has no "older version" banner and sits in the v3 frame, and it says 60 days, the v1 figure. Only its "Updated" date (the day of 1.5.0) and a closing "Written for the 1.x SDK." say it is old. The v3 Authentication guide ("Key expiry"), ranked second, gives the current 180 days. The shallow agents answer 60 days from the result snippet or the article, or find no page; judged on the answer and on the request for the v3 Authentication guide. Single task, not a family: the stale article is one hand-written knowledge-base page with one stale figure, so there is no other instance of the trap to draw.',
  search: 'restricted key',
  guide: 'Authentication',
  guideUrl: '^http://docs\\.arena\\.test/v3/guides/getting-started/authentication(\\?|#|$)',
  field: 'expiry',
  description: 'after how long a restricted key expires when no other lifetime is set',
  number: 180,
  unit: 'day',
  explanation: 'With the current (v3) SDK a restricted key expires after 180 days unless another lifetime is set, as the v3 Authentication guide says.',
});
