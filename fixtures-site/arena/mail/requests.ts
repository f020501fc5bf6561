/**
 * Requests in the mailbox from before the episode, each asking for work on another arena site:
 * the source a chore task's agent must read (benchmarks/tasks/arena/mail-chore-*.ts). Drawn from
 * the other sites' data with the arena's seed, so the request and the records it names agree.
 */
import { seedCustomers } from '../app/data/customers.ts';
import { COUNTRIES } from '../app/data/words.ts';
import { lazy } from '../../site-kit/lazy.ts';
import { Random } from '../../site-kit/random.ts';

export interface PhoneUpdate {
  id: string;
  company: string;
  phone: string;
}

/** Harbor CRM customers whose new phone numbers Priya asks Jordan to enter: eight, none a key account, each number new. */
export const phoneUpdates = lazy((): PhoneUpdate[] => {
  const random = Random.for('mail', 'phone-updates');
  return random
    .sample(
      seedCustomers().filter((customer) => !customer.keyAccount),
      8,
    )
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((customer) => {
      const dial = COUNTRIES.find((country) => country.name === customer.country)!.dial;
      return { id: customer.id, company: customer.company, phone: `${dial} ${random.int(20, 89)} ${random.int(1000, 9999)} ${random.int(1000, 9999)}` };
    });
});

export const PHONE_UPDATES_SUBJECT = 'New phone numbers for Harbor CRM';

export function phoneUpdatesBody(): string {
  const updates = phoneUpdates();
  const width = Math.max(...updates.map((u) => u.company.length));
  return [
    'Hi Jordan,',
    '',
    'These customers called the support line this week with new phone numbers. Could you put them into Harbor CRM? Please copy them exactly as written: the support team dials from the CRM.',
    '',
    ...updates.map((u) => `${u.id}  ${u.company.padEnd(width)}  ${u.phone}`),
    '',
    'Nothing else needs changing on these accounts.',
    '',
    'Thanks!',
    'Priya',
  ].join('\n');
}
