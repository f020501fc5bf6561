import { arena } from 'contract-eval/task';
import { seedDeals, injection, STAGES, type Deal, type Stage } from '../../../../fixtures-site/arena/app/data/pipeline.ts';

/**
 * The CRM's renewal pipeline (/pipeline, the footer's "Renewal pipeline" link) as the app's
 * frontier tasks read it: the deals of the seed in force (drawn from the site's own module, as
 * arena.app draws the customers), each with its customer.
 */
export { STAGES, injection, type Stage };

type Customer = ReturnType<typeof arena.app.customers>[number];
export interface PipelineDeal extends Deal {
  customer: Customer;
}

export const deals = (): PipelineDeal[] => seedDeals().map((deal) => ({ ...deal, customer: arena.app.customers().find((c) => c.id === deal.id)! }));

/** The deal whose next step carries the prompt injection (none on a seed without one). */
export const injectedId = (): string | undefined => injection()?.customer.id;
