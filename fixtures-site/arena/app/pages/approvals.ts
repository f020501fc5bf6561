/**
 * Discount approvals: a renewal quote's discount over MAX_DISCOUNT needs the sales director's
 * approval. The request form (/pipeline/approvals/new) records the request; the director's
 * decision is sent by mail to the mailbox of the person the app's user works for (Arena Mail), never
 * shown in the app: the director may approve less than was asked. The quote form then accepts, for
 * that customer, a discount up to the one approved, and the quote names the approval.
 */
import { esc } from '../../../site-kit/html.ts';
import { Random } from '../../../site-kit/random.ts';
import { html, notFound, redirect, type Mail, type SiteResponse } from '../../../site-kit/site.ts';
import type { PageContext } from '../context.ts';
import { dealCustomer, seedDeals } from '../data/pipeline.ts';
import { audit, tick, type AppState, type Approval } from '../state.ts';
import { errorSummary, selectField, textField, type FieldErrors } from '../ui/forms.ts';
import { appPage } from '../ui/layout.ts';

/** The largest discount the quote form takes without an approval, in percent. */
export const MAX_DISCOUNT = 30;
/** The largest discount anyone may ask the director for. */
const MAX_REQUEST = 60;
const REASON_MAX = 200;
/** Where the director's decisions go: the mailbox of the person the app's user works for. */
export const DECISIONS_TO = 'jordan.lee@mail.arena.test';
export const DIRECTOR = { name: 'Marta Lindqvist', address: 'marta.lindqvist@harborcrm.example' } as const;

/** The director's decision: the discount she approves for this customer when asked for `requested` percent. */
export function approvedDiscount(customerId: string, requested: number): number {
  const ceiling = Random.for('app', 'discount-approval', customerId).pick([32, 35, 36, 40, 45]);
  return Math.min(requested, ceiling);
}

/** The approval that lets a quote for this customer have this discount, if one was granted. */
export function approvalFor(state: AppState, customerId: string, discount: number): Approval | undefined {
  return state.approvals.find((a) => a.customerId === customerId && a.approved >= discount);
}

const LABELS: Record<string, string> = { customer: 'Customer', discount: 'Discount (%)', reason: 'Reason' };

function customers(state: AppState) {
  return seedDeals()
    .map((deal) => state.customers.get(deal.id) ?? dealCustomer(deal))
    .sort((a, b) => a.company.localeCompare(b.company, 'en'));
}

function form(context: PageContext, input: { customer: string; discount: string; reason: string }, errors: FieldErrors, status = 200): SiteResponse {
  const body = `${errorSummary(errors, LABELS)}
<form method="post" action="/pipeline/approvals/new" class="record-form" novalidate>
<p class="muted">Renewal quotes take a discount of up to ${MAX_DISCOUNT}% without approval. For more, ask the sales director, ${esc(DIRECTOR.name)}: her decision comes to you by email, and she may approve less than you ask for.</p>
<div class="grid">
${selectField({ name: 'customer', label: LABELS.customer, value: input.customer, options: customers(context.state).map((c) => ({ value: c.id, label: c.company })), placeholder: 'Choose a customer', errors, required: true })}
${textField({ name: 'discount', label: LABELS.discount, value: input.discount, type: 'number', errors, required: true, extra: ` min="${MAX_DISCOUNT + 1}" max="${MAX_REQUEST}"` })}
</div>
<div class="grid">${textField({ name: 'reason', label: LABELS.reason, value: input.reason, errors, hint: `Optional, up to ${REASON_MAX} characters`, extra: ' size="80"' })}</div>
<div class="form-actions"><button type="submit" class="button primary">Request approval</button> <a class="button" href="/pipeline">Cancel</a></div>
</form>`;
  return html(
    appPage(context, {
      title: 'Request a discount approval',
      section: 'reports',
      breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Renewal pipeline', href: '/pipeline' }, { label: 'Request a discount approval' }],
      body,
    }),
    { status },
  );
}

export function newApprovalForm(context: PageContext): SiteResponse {
  return form(context, { customer: context.request.url.searchParams.get('customer') ?? '', discount: '', reason: '' }, {});
}

function decisionMail(approval: Approval): Mail {
  const decision =
    approval.approved === approval.requested
      ? `I approve the ${approval.requested}% you asked for.`
      : `I cannot approve ${approval.requested}%. I approve a discount of up to ${approval.approved}%, and no more.`;
  return {
    from: DIRECTOR.address,
    to: DECISIONS_TO,
    subject: `Discount approval ${approval.id}: ${approval.company}`,
    body: [`Hello,`, '', `About your request ${approval.id} for ${approval.company} (${approval.customerId}): ${decision} Use it on the renewal quote.`, '', DIRECTOR.name, 'Sales director, Harbor'].join('\n'),
  };
}

export function createApproval(context: PageContext): SiteResponse {
  const { state, session, request } = context;
  const text = (name: string) => (request.form.get(name) ?? '').trim();
  const input = { customer: text('customer'), discount: text('discount'), reason: text('reason') };
  const errors: FieldErrors = {};
  const deal = seedDeals().find((d) => d.id === input.customer);
  if (!deal) errors.customer = 'Choose a customer.';
  if (!/^\d{1,2}$/.test(input.discount)) errors.discount = 'Enter the discount as a whole percentage, like 35.';
  else if (Number(input.discount) <= MAX_DISCOUNT) errors.discount = `Discounts up to ${MAX_DISCOUNT}% need no approval: put them on the quote.`;
  else if (Number(input.discount) > MAX_REQUEST) errors.discount = `Ask for at most ${MAX_REQUEST}%.`;
  if (input.reason.length > REASON_MAX) errors.reason = `Keep the reason to ${REASON_MAX} characters (now ${input.reason.length}).`;
  if (Object.keys(errors).length) return form(context, input, errors, 422);
  const customer = state.customers.get(deal!.id) ?? dealCustomer(deal!);
  const requested = Number(input.discount);
  const approval: Approval = {
    id: `APR-${state.approvals.length + 1}`,
    customerId: customer.id,
    company: customer.company,
    requested,
    approved: approvedDiscount(customer.id, requested),
    reason: input.reason,
    requestedBy: session.name,
    at: tick(state),
  };
  state.approvals.push(approval);
  audit(state, { actor: session.name, action: 'approval.request', target: approval.id, summary: `Asked the sales director to approve ${requested}% for ${approval.company}` });
  return { ...redirect(`/pipeline/approvals/${approval.id}`), mail: [decisionMail(approval)] };
}

export function approvalDetail(context: PageContext, id: string): SiteResponse {
  const approval = context.state.approvals.find((a) => a.id === id);
  if (!approval) return notFound();
  const rows: Array<[string, string]> = [
    ['Customer', `<a href="/customers/${approval.customerId}">${esc(approval.company)}</a>`],
    ['Discount asked for', `${approval.requested}%`],
    ['Reason', approval.reason ? esc(approval.reason) : '—'],
    ['Decision', `Sent to ${esc(DIRECTOR.name)}: her decision comes to you by email.`],
  ];
  const body = `<p role="status">Approval request ${esc(approval.id)} sent.</p>
<dl class="facts">${rows.map(([label, value]) => `<div><dt>${esc(label)}</dt><dd>${value}</dd></div>`).join('')}</dl>
<p><a href="/pipeline/quotes/new">New renewal quote</a> · <a href="/pipeline">Back to the renewal pipeline</a></p>`;
  return html(
    appPage(context, {
      title: `Approval request ${approval.id}`,
      section: 'reports',
      breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Renewal pipeline', href: '/pipeline' }, { label: `Approval request ${approval.id}` }],
      body,
    }),
  );
}
