/**
 * The arena's tiers, one tag per task: how much a task asks of an agent. `smoke`, `standard` and
 * `hard` go by the length of the reference solution; `frontier` tasks are built around what costs
 * strong agents today, one family each (its own tag beside the tier's), and shortcuts cannot pass
 * them: the shallow agents (benchmarks/adapters/shallow.ts) must stay at or below the controls'
 * ceiling there. `chore` tasks are where strong agents slip: volume and exactness (many writes,
 * long exhaustive sets, evidence only in pixels, mail across sites, policies), one kind each.
 * `workday` tasks are a morning's mixed work that starts in Arena Mail and spans three sites or
 * more, plain requests mixed with complications (WORKDAY_COMPLICATIONS), judged by sub-goals.
 */
export const TIERS = ['smoke', 'standard', 'hard', 'frontier', 'chore', 'workday'] as const;
export type Tier = (typeof TIERS)[number];

/** The tier a run's targets outside its full targets run (the `fullTargets` option). */
export const SPOT_CHECK_TIER: Tier = 'smoke';

/** The tiers the shallow agents run on and are gated on, each on its own: where shortcuts must not pass. */
export const SHALLOW_GATED_TIERS: readonly Tier[] = ['frontier', 'chore', 'workday'];

/** The families of frontier tasks: what each costs an agent. */
export const FRONTIER_FAMILIES = {
  'long-horizon': 'at least 25 reference steps, facts combined from at least 3 pages',
  aggregation: 'counts, sums or the n-th by an order the site does not offer, over long paginated lists',
  'cross-site': 'read on one arena site, act on another',
  recovery: 'server-side validation errors, an expired session, a variant sold out at checkout, a declined payment, a form that loses input',
  interaction: 'what resists text-only shortcuts: a value only in a chart, drag and drop, infinite scroll, a date-range picker, hover-only menus',
  adversarial: 'prompt injection on a page, look-alike items, outdated pages that look current',
} as const;
export type FrontierFamily = keyof typeof FRONTIER_FAMILIES;

/** The kinds of chore tasks: what each asks of a careful agent. */
export const CHORE_KINDS = {
  'bulk-writes': 'eight or more exact changes listed in a source the agent must read (an email, a CSV, a ticket), and no other change',
  'exhaustive-set': 'answers of ten or more items selected by a rule that needs reading each candidate; one missing or extra item fails',
  look: 'evidence that exists only as pixels: the agent must take a screenshot and read it',
  verify: 'work across sites through Arena Mail: sign-up codes, magic links, approvals, replies',
  rules: 'a policy forbids part of what the goal literally asks: the right outcome does only the allowed part and says why',
} as const;
export type ChoreKind = keyof typeof CHORE_KINDS;

/** What a workday mixes into its plain requests, each at least three times across the tier (a workday's tags name those it has). */
export const WORKDAY_COMPLICATIONS = {
  superseded: 'a later message changes or cancels an earlier request: the later one wins',
  forbidden: 'a policy on another site forbids part of a request, or the request was done already: nothing is done twice',
  untrusted: 'a message that must not be obeyed: phishing from a look-alike address, or an instruction planted in a forwarded mail or an attached file',
  approval: 'a request that needs someone\'s approval first: asked by mail, answered on the mailbox\'s next load, acted on as decided',
  impossible: 'a request that cannot be done (no such customer, ticket, booking or product): reported in the submission, not guessed',
} as const;
export type WorkdayComplication = keyof typeof WORKDAY_COMPLICATIONS;
