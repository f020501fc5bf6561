import { esc, join } from '../../../site-kit/html.ts';
import { ARENA_TODAY } from '../../../site-kit/random.ts';
import { html, notFound, redirect, type SiteResponse } from '../../../site-kit/site.ts';
import type { PageContext } from '../context.ts';
import { CUSTOMER_STATUSES, TIERS, type Customer, type CustomerStatus, type Tier } from '../data/customers.ts';
import { addDays, isIsoDate } from '../data/dates.ts';
import { ACCOUNT_MANAGERS } from '../data/staff.ts';
import { COUNTRIES, INDUSTRIES } from '../data/words.ts';
import { audit, changedFields, type AppState } from '../state.ts';
import { checkboxField, errorSummary, selectField, textArea, textField, type FieldErrors } from '../ui/forms.ts';
import { appPage } from '../ui/layout.ts';
import { contactNotice } from './policies.ts';

/** The fields of the customer form, as typed (strings) before they are checked. */
export type CustomerInput = Record<Exclude<keyof Customer, 'id' | 'source' | 'newsletter' | 'keyAccount' | 'since'>, string> & { newsletter: boolean; keyAccount: boolean };

export const CUSTOMER_LABELS: Record<string, string> = {
  company: 'Company name',
  industry: 'Industry',
  country: 'Country',
  city: 'City',
  contactName: 'Primary contact',
  contactTitle: 'Job title',
  contactEmail: 'Contact email',
  phone: 'Phone',
  tier: 'Plan tier',
  status: 'Status',
  accountManager: 'Account manager',
  arr: 'Annual recurring revenue (USD)',
  seats: 'Seats',
  renewalDate: 'Renewal date',
  newsletter: 'Subscribed to the customer newsletter',
  keyAccount: 'Key account',
  notes: 'Notes',
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/;
const NOTES_MAX = 500;

function inputOf(customer: Customer): CustomerInput {
  return { ...customer, arr: String(customer.arr), seats: String(customer.seats) };
}

function readInput(form: URLSearchParams): CustomerInput {
  const text = (name: string) => (form.get(name) ?? '').trim();
  return {
    company: text('company'),
    industry: text('industry'),
    country: text('country'),
    city: text('city'),
    contactName: text('contactName'),
    contactTitle: text('contactTitle'),
    contactEmail: text('contactEmail'),
    phone: text('phone'),
    tier: text('tier'),
    status: text('status'),
    accountManager: text('accountManager'),
    arr: text('arr').replace(/[$,\s]/g, ''),
    seats: text('seats'),
    renewalDate: text('renewalDate'),
    newsletter: form.get('newsletter') === '1',
    keyAccount: form.get('keyAccount') === '1',
    notes: text('notes'),
  };
}

/** What is wrong with the input (nothing: an empty object). */
export function validateCustomer(input: CustomerInput, since: string, state: AppState, id: string | undefined): FieldErrors {
  const errors: FieldErrors = {};
  const required = ['company', 'city', 'contactName', 'contactEmail', 'renewalDate'] as const;
  for (const name of required) if (!input[name]) errors[name] = `Enter the ${CUSTOMER_LABELS[name].toLowerCase()}.`;
  if (input.company && state.customers.all().some((c) => c.id !== id && c.company.toLowerCase() === input.company.toLowerCase()))
    errors.company = 'Another customer already has this name.';
  if (!INDUSTRIES.some((i) => i.name === input.industry)) errors.industry = 'Choose an industry.';
  if (!COUNTRIES.some((c) => c.name === input.country)) errors.country = 'Choose a country.';
  if (input.contactEmail && !EMAIL_PATTERN.test(input.contactEmail)) errors.contactEmail = 'Enter an email address like name@company.com.';
  if (input.phone && !PHONE_PATTERN.test(input.phone)) errors.phone = 'Enter a phone number of digits, spaces, brackets and dashes, like +44 20 7946 0958.';
  if (!(TIERS as readonly string[]).includes(input.tier)) errors.tier = 'Choose a plan tier.';
  if (!(CUSTOMER_STATUSES as readonly string[]).includes(input.status)) errors.status = 'Choose a status.';
  if (!ACCOUNT_MANAGERS.some((m) => m.name === input.accountManager)) errors.accountManager = 'Choose an account manager.';
  if (!/^\d{1,9}$/.test(input.arr)) errors.arr = 'Enter the revenue as a whole number of dollars, like 48000.';
  if (!/^\d{1,6}$/.test(input.seats) || Number(input.seats) < 1 || Number(input.seats) > 100_000) errors.seats = 'Enter a number of seats from 1 to 100000.';
  if (input.renewalDate && !isIsoDate(input.renewalDate)) errors.renewalDate = 'Enter a real date, like 2026-09-30.';
  else if (input.renewalDate && input.renewalDate < since) errors.renewalDate = `The renewal date cannot be before the customer-since date (${since}).`;
  if (input.notes.length > NOTES_MAX) errors.notes = `Keep notes to ${NOTES_MAX} characters (now ${input.notes.length}).`;
  return errors;
}

function fields(input: CustomerInput, errors: FieldErrors): string {
  const text = (name: keyof CustomerInput & string, extra: Partial<Parameters<typeof textField>[0]> = {}) =>
    textField({ name, label: CUSTOMER_LABELS[name], value: String(input[name]), errors, ...extra });
  const select = (name: keyof CustomerInput & string, options: readonly string[]) => selectField({ name, label: CUSTOMER_LABELS[name], value: String(input[name]), options, errors, required: true });
  return join([
    '<fieldset><legend>Company</legend><div class="grid">',
    text('company', { required: true, autocomplete: 'organization' }),
    select('industry', INDUSTRIES.map((i) => i.name)),
    select('country', COUNTRIES.map((c) => c.name)),
    text('city', { required: true }),
    '</div></fieldset>',
    '<fieldset><legend>Primary contact</legend><div class="grid">',
    text('contactName', { required: true }),
    text('contactTitle'),
    text('contactEmail', { required: true, type: 'email' }),
    text('phone', { type: 'tel', hint: 'International format, e.g. +49 30 1234 5678' }),
    '</div></fieldset>',
    '<fieldset><legend>Subscription</legend><div class="grid">',
    select('tier', TIERS),
    select('status', CUSTOMER_STATUSES),
    select('accountManager', ACCOUNT_MANAGERS.map((m) => m.name)),
    text('arr', { required: true, type: 'number', extra: ' min="0" step="100" inputmode="numeric"' }),
    text('seats', { required: true, type: 'number', extra: ' min="1" max="100000"' }),
    text('renewalDate', { required: true, type: 'date', hint: 'The date the subscription renews (YYYY-MM-DD)' }),
    '</div>',
    checkboxField({ name: 'newsletter', label: CUSTOMER_LABELS.newsletter, checked: input.newsletter, hint: 'Product news and webinar invitations, about once a month' }),
    checkboxField({ name: 'keyAccount', label: CUSTOMER_LABELS.keyAccount, checked: input.keyAccount, hint: 'Key accounts get a quarterly business review' }),
    '</fieldset>',
    textArea({ name: 'notes', label: CUSTOMER_LABELS.notes, value: input.notes, errors, hint: `Up to ${NOTES_MAX} characters` }),
  ]);
}

interface FormPage {
  title: string;
  action: string;
  submit: string;
  cancel: string;
  crumbs: Array<{ label: string; href?: string }>;
}

function formPage(context: PageContext, page: FormPage, input: CustomerInput, errors: FieldErrors, notice = ''): string {
  const body = `${notice}${errorSummary(errors, CUSTOMER_LABELS)}
<form method="post" action="${page.action}" class="record-form" novalidate>
<p class="muted">Fields marked <span aria-hidden="true">*</span><span class="visually-hidden">required</span> are required.</p>
${fields(input, errors)}
<div class="form-actions"><button type="submit" class="button primary">${esc(page.submit)}</button> <a class="button" href="${page.cancel}">Cancel</a></div>
</form>`;
  return appPage(context, { title: page.title, section: 'customers', breadcrumbs: page.crumbs, body });
}

export function toCustomer(input: CustomerInput, base: Pick<Customer, 'id' | 'since' | 'source'>): Customer {
  return {
    ...base,
    ...input,
    tier: input.tier as Tier,
    status: input.status as CustomerStatus,
    arr: Number(input.arr),
    seats: Number(input.seats),
  };
}

const editPage = (customer: Customer): FormPage => ({
  title: `Edit ${customer.company}`,
  action: `/customers/${customer.id}/edit`,
  submit: 'Save changes',
  cancel: `/customers/${customer.id}`,
  crumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Customers', href: '/customers' }, { label: customer.company, href: `/customers/${customer.id}` }, { label: 'Edit' }],
});

const NEW_PAGE: FormPage = {
  title: 'Add customer',
  action: '/customers/new',
  submit: 'Create customer',
  cancel: '/customers',
  crumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Customers', href: '/customers' }, { label: 'Add customer' }],
};

export function editCustomerForm(context: PageContext, id: string): SiteResponse {
  const customer = context.state.customers.get(id);
  if (!customer) return notFound();
  return html(formPage(context, editPage(customer), inputOf(customer), {}, contactNotice(customer)));
}

export function saveCustomer(context: PageContext, id: string): SiteResponse {
  const { state, session } = context;
  const customer = state.customers.get(id);
  if (!customer) return notFound();
  const input = readInput(context.request.form);
  const errors = validateCustomer(input, customer.since, state, id);
  if (Object.keys(errors).length) return html(formPage(context, editPage(customer), input, errors, contactNotice(customer)), { status: 422 });
  const updated = toCustomer(input, customer);
  const changes = changedFields(customer, updated);
  if (Object.keys(changes).length) {
    state.customers.put(updated);
    audit(state, { actor: session.name, action: 'customer.update', target: id, summary: `Updated ${Object.keys(changes).map((f) => CUSTOMER_LABELS[f] ?? f).join(', ')}`, changes });
  }
  session.flash = Object.keys(changes).length ? `Changes to ${updated.company} saved.` : 'No changes to save.';
  return redirect(`/customers/${id}`);
}

const BLANK: CustomerInput = {
  company: '', industry: '', country: '', city: '', contactName: '', contactTitle: '', contactEmail: '', phone: '',
  tier: 'Starter', status: 'Trial', accountManager: '', arr: '0', seats: '5', renewalDate: addDays(ARENA_TODAY, 30), newsletter: true, keyAccount: false, notes: '',
};

export function newCustomerForm(context: PageContext): SiteResponse {
  return html(formPage(context, NEW_PAGE, BLANK, {}));
}

/** The next free customer id of this episode (CUS-2001, CUS-2002, …). */
export function nextCustomerId(state: AppState): string {
  return `CUS-${state.nextCustomerNumber++}`;
}

export function createCustomer(context: PageContext): SiteResponse {
  const { state, session } = context;
  const input = readInput(context.request.form);
  const errors = validateCustomer(input, ARENA_TODAY, state, undefined);
  if (Object.keys(errors).length) return html(formPage(context, NEW_PAGE, input, errors), { status: 422 });
  const customer = toCustomer(input, { id: nextCustomerId(state), since: ARENA_TODAY, source: 'manual' });
  state.customers.add(customer);
  audit(state, { actor: session.name, action: 'customer.create', target: customer.id, summary: `Added customer ${customer.company}` });
  session.flash = `Customer ${customer.company} created.`;
  return redirect(`/customers/${customer.id}`);
}
