import { ARENA_TODAY, Random } from '../../../site-kit/random.ts';
import { slug } from '../../../site-kit/html.ts';
import { lazy } from '../../../site-kit/lazy.ts';
import { addDays, nextAnniversary } from './dates.ts';
import { ACCOUNT_MANAGERS } from './staff.ts';
import { COMPANY_STEMS, COUNTRIES, FIRST_NAMES, INDUSTRIES, JOB_TITLES, LAST_NAMES } from './words.ts';

export const TIERS = ['Starter', 'Growth', 'Business', 'Enterprise'] as const;
export type Tier = (typeof TIERS)[number];
export const CUSTOMER_STATUSES = ['Active', 'Trial', 'On hold', 'Churned'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** A customer account as the app stores it (and as `records()` shows it to the judge). */
export interface Customer {
  id: string;
  company: string;
  industry: string;
  country: string;
  city: string;
  contactName: string;
  contactTitle: string;
  contactEmail: string;
  phone: string;
  tier: Tier;
  status: CustomerStatus;
  accountManager: string;
  /** Annual recurring revenue in US dollars. */
  arr: number;
  seats: number;
  /** Customer since (ISO date). */
  since: string;
  renewalDate: string;
  newsletter: boolean;
  keyAccount: boolean;
  notes: string;
  /** How the record came to be: generated with the app, imported from a CSV, or added by hand. */
  source: 'seed' | 'import' | 'manual';
}

const CUSTOMER_COUNT = 264;

/** Annual revenue range per tier, in dollars. */
const ARR_RANGE: Record<Tier, [number, number]> = { Starter: [3_000, 15_000], Growth: [15_000, 60_000], Business: [60_000, 200_000], Enterprise: [200_000, 1_200_000] };
const TIER_WEIGHTS: Tier[] = ['Starter', 'Starter', 'Starter', 'Growth', 'Growth', 'Growth', 'Business', 'Business', 'Enterprise'];
const STATUS_WEIGHTS: CustomerStatus[] = [...Array<CustomerStatus>(13).fill('Active'), 'Trial', 'Trial', 'On hold', 'On hold', 'Churned', 'Churned', 'Churned'];
const NOTES = [
  'Prefers email over phone calls.',
  'Quarterly business review scheduled with the leadership team.',
  'Evaluating the analytics add-on.',
  'Billing contact changed last quarter.',
  'Asked for a consolidated invoice across subsidiaries.',
  'Strong advocate; agreed to be a reference customer.',
  'Security questionnaire completed.',
  'Migration from legacy system in progress.',
  '',
] as const;

function emailDomain(company: string): string {
  return `${slug(company.replace(/\b(Inc|Ltd|GmbH|SAS|B\.V|S\.L|AB|Pty|K\.K|Ltda)\b\.?/g, ''), '-').toLowerCase()}.example`;
}

export function contactEmail(contactName: string, company: string): string {
  const local = slug(contactName, '.').toLowerCase();
  return `${local}@${emailDomain(company)}`;
}

function phoneNumber(random: Random, dial: string): string {
  return `${dial} ${random.int(20, 989)} ${random.int(100, 999)} ${random.int(1000, 9999)}`;
}

function generateCustomers(): Customer[] {
  const random = Random.for('app', 'customers');
  const used = new Set<string>();
  const customers: Customer[] = [];
  while (customers.length < CUSTOMER_COUNT) {
    const industry = random.pick(INDUSTRIES);
    const country = random.pick(COUNTRIES);
    const company = `${random.pick(COMPANY_STEMS)} ${random.pick(industry.words)} ${country.suffix}`;
    const stem = company.split(' ').slice(0, 2).join(' ');
    if (used.has(stem)) continue;
    used.add(stem);
    const tier = random.pick(TIER_WEIGHTS);
    const status = random.pick(STATUS_WEIGHTS);
    const [low, high] = ARR_RANGE[tier];
    // Trials are recent and end 30 days after they start; the others renew on their anniversary
    // (churned ones stayed at least a year and did not renew on the last one).
    const since = status === 'Trial' ? addDays(ARENA_TODAY, -random.int(1, 28)) : addDays(ARENA_TODAY, -random.int(status === 'Churned' ? 400 : 60, 2600));
    const anniversary = nextAnniversary(since);
    const renewalDate = status === 'Trial' ? addDays(since, 30) : status === 'Churned' ? addDays(anniversary, -365) : anniversary;
    const contactName = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    customers.push({
      id: `CUS-${1001 + customers.length}`,
      company,
      industry: industry.name,
      country: country.name,
      city: random.pick(country.cities),
      contactName,
      contactTitle: random.pick(JOB_TITLES),
      contactEmail: contactEmail(contactName, company),
      phone: phoneNumber(random, country.dial),
      tier,
      status,
      accountManager: random.pick(ACCOUNT_MANAGERS).name,
      arr: status === 'Trial' ? 0 : Math.round(random.int(low, high) / 100) * 100,
      seats: random.int(tier === 'Enterprise' ? 200 : 5, tier === 'Enterprise' ? 4000 : tier === 'Starter' ? 25 : 400),
      since,
      renewalDate,
      newsletter: random.chance(0.6),
      keyAccount: tier === 'Enterprise' && random.chance(0.5),
      notes: random.pick(NOTES),
      source: 'seed',
    });
  }
  return customers;
}

/** The customers every episode starts with. */
export const seedCustomers = lazy(generateCustomers);
