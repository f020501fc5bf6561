import { ARENA_TODAY, Random } from '../../../site-kit/random.ts';
import { lazy } from '../../../site-kit/lazy.ts';
import type { AuditEntry } from '../state.ts';
import { seedCustomers } from './customers.ts';
import { addDays } from './dates.ts';
import { STAFF } from './staff.ts';
import { seedTickets } from './tickets.ts';

/** The audit log before today: what the team did in the weeks before the episode starts. */

const HISTORY_SIZE = 420;

function generateHistory(): AuditEntry[] {
  const random = Random.for('app', 'audit-history');
  const customers = seedCustomers();
  const tickets = seedTickets();
  const entries: AuditEntry[] = [];
  for (let i = 0; i < HISTORY_SIZE; i++) {
    const actor = random.pick(STAFF);
    const at = `${addDays(ARENA_TODAY, -random.int(1, 45))}T${String(random.int(8, 18)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const kind = random.int(0, 5);
    if (kind === 0) {
      entries.push({ at, actor: actor.name, action: 'auth.sign_in', target: actor.email, summary: 'Signed in' });
    } else if (kind <= 2) {
      const customer = random.pick(customers);
      const field = random.pick(['phone number', 'notes', 'seats', 'contact email', 'renewal date'] as const);
      entries.push({ at, actor: actor.name, action: 'customer.update', target: customer.id, summary: `Updated ${field} of ${customer.company}` });
    } else {
      const ticket = random.pick(tickets);
      const change = random.pick(['status', 'assignee', 'priority', 'due date'] as const);
      entries.push({ at, actor: actor.name, action: 'ticket.update', target: ticket.id, summary: `Updated ${change} of ${ticket.id}` });
    }
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

export const auditHistory = lazy(generateHistory);
