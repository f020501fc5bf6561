import type { AppState } from './state.ts';

/** A customer's company name for tickets and audit entries, also after the customer was deleted. */
export function customerName(state: AppState, id: string): string {
  const customer = state.customers.get(id);
  if (customer) return customer.company;
  const deleted = state.deleted.find((record) => record.type === 'customer' && record.id === id);
  return deleted ? `${deleted.label} (deleted)` : id;
}
