import { Random } from '../../../site-kit/random.ts';
import { FIRST_NAMES, LAST_NAMES, PASSWORD_WORDS } from './words.ts';

export type StaffRole = 'Operations lead' | 'Account manager' | 'Support agent';

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  location: string;
  extension: string;
}

/** The company that runs the app: staff email addresses are at this domain. */
export const COMPANY_DOMAIN = 'harborcrm.example';

const LOCATIONS = ['London office', 'Berlin office', 'Toronto office', 'Remote'] as const;
const ROLES: readonly StaffRole[] = ['Operations lead', ...Array<StaffRole>(8).fill('Account manager'), ...Array<StaffRole>(6).fill('Support agent')];

function emailOf(name: string): string {
  return `${name.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z ]/g, '').replace(/ /g, '.')}@${COMPANY_DOMAIN}`;
}

function generateStaff(): StaffMember[] {
  const random = Random.for('app', 'staff');
  const firsts = random.sample(FIRST_NAMES, ROLES.length);
  const lasts = random.sample(LAST_NAMES, ROLES.length);
  return ROLES.map((role, i) => {
    const name = `${firsts[i]} ${lasts[i]}`;
    return { id: `U${String(i + 1).padStart(2, '0')}`, name, email: emailOf(name), role, location: random.pick(LOCATIONS), extension: String(random.int(2100, 2999)) };
  });
}

/** Everyone who works in the app; the first is the user the benchmark signs in as. */
export const STAFF: readonly StaffMember[] = generateStaff();
export const ACCOUNT_MANAGERS = STAFF.filter((s) => s.role === 'Account manager');
export const SUPPORT_AGENTS = STAFF.filter((s) => s.role === 'Support agent');
/** The signed-in user of every episode (the only account that can sign in). */
export const OPERATOR = STAFF[0];

/** Ticket assignees: the support team and the operations lead. */
export const ASSIGNEES = [OPERATOR, ...SUPPORT_AGENTS];
export const UNASSIGNED = 'Unassigned';

/** The support agent on call this week (shown on the dashboard). */
export const ON_CALL = Random.for('app', 'on-call').pick(SUPPORT_AGENTS);

function generatePassword(): string {
  const random = Random.for('app', 'password');
  const [a, b] = random.sample(PASSWORD_WORDS, 2);
  return `${a[0].toUpperCase()}${a.slice(1)}-${b}-${random.int(1000, 9999)}`;
}

export const OPERATOR_PASSWORD = generatePassword();

export function staffByName(name: string): StaffMember | undefined {
  return STAFF.find((s) => s.name === name);
}
