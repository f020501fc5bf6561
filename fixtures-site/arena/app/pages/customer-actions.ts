import { esc } from '../../../site-kit/html.ts';
import { html, notFound, redirect, type SiteResponse } from '../../../site-kit/site.ts';
import type { PageContext } from '../context.ts';
import { invoices, otherContacts } from '../data/account-extras.ts';
import type { Customer } from '../data/customers.ts';
import { audit, recordDeletion, type AppState } from '../state.ts';
import { appPage } from '../ui/layout.ts';

/**
 * What can be done to a customer from its page besides editing: delete it (asked first with the
 * browser's own confirm()), put it on hold or reactivate it, mark it a key account or not.
 */

interface QuickAction {
  value: string;
  label: string;
  applies: (customer: Customer) => boolean;
  change: (customer: Customer) => Customer;
  done: string;
}

const QUICK_ACTIONS: readonly QuickAction[] = [
  { value: 'hold', label: 'Put on hold', applies: (c) => c.status === 'Active', change: (c) => ({ ...c, status: 'On hold' }), done: 'is on hold' },
  { value: 'reactivate', label: 'Reactivate', applies: (c) => c.status === 'On hold', change: (c) => ({ ...c, status: 'Active' }), done: 'is active again' },
  { value: 'key', label: 'Mark as key account', applies: (c) => !c.keyAccount, change: (c) => ({ ...c, keyAccount: true }), done: 'is a key account' },
  { value: 'unkey', label: 'Remove from key accounts', applies: (c) => c.keyAccount, change: (c) => ({ ...c, keyAccount: false }), done: 'is no longer a key account' },
];

/** The question the browser asks before deleting: what goes with the customer. */
function deleteQuestion(context: PageContext, customer: Customer): string {
  const tickets = context.state.tickets.all().filter((t) => t.customerId === customer.id).length;
  return `Delete ${customer.company}? Its ${otherContacts(customer).length + 1} contacts, ${invoices(customer).length} invoices and ${tickets} tickets go with it. This cannot be undone.`;
}

/** The page-head controls of a customer: the action menu and the delete button (both confirm first). */
export function customerActions(context: PageContext, customer: Customer): string {
  const question = esc(deleteQuestion(context, customer));
  const options = QUICK_ACTIONS.filter((a) => a.applies(customer))
    .map((a) => `<option value="${a.value}">${esc(a.label)}</option>`)
    .join('');
  const action = `/customers/${customer.id}/actions`;
  return `<form method="post" action="${action}" class="inline action-menu">
<input type="hidden" name="confirmed" value="">
<label for="customer-action" class="visually-hidden">More actions</label>
<select id="customer-action" name="action" data-action-menu><option value="">More actions…</option>${options}<option value="delete" data-confirm="${question}">Delete customer…</option></select>
<button type="submit" class="button">Apply</button></form>
<a class="button primary" href="/customers/${customer.id}/edit">Edit customer</a>
<form method="post" action="${action}" class="inline" data-confirm="${question}">
<input type="hidden" name="action" value="delete"><input type="hidden" name="confirmed" value="">
<button type="submit" class="button danger-outline">Delete customer</button></form>`;
}

export function deleteCustomers(state: AppState, ids: readonly string[], by: string): void {
  for (const id of ids) {
    const customer = state.customers.get(id)!;
    state.customers.remove(id);
    recordDeletion(state, { type: 'customer', id, label: customer.company, by });
  }
}

/** Without the page's script nothing asked yet: the server asks on a page of its own. */
function deleteConfirmPage(context: PageContext, customer: Customer): SiteResponse {
  const body = `<form method="post" action="/customers/${customer.id}/actions" class="panel">
<input type="hidden" name="action" value="delete"><input type="hidden" name="confirmed" value="1">
<p>${esc(deleteQuestion(context, customer))}</p>
<button type="submit" class="button danger">Delete customer</button> <a class="button" href="/customers/${customer.id}">Cancel</a></form>`;
  return html(
    appPage(context, {
      title: `Delete ${customer.company}?`,
      section: 'customers',
      breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Customers', href: '/customers' }, { label: customer.company, href: `/customers/${customer.id}` }, { label: 'Delete' }],
      body,
    }),
  );
}

export function customerAction(context: PageContext, id: string): SiteResponse {
  const { state, session, request } = context;
  const customer = state.customers.get(id);
  if (!customer) return notFound();
  const chosen = request.form.get('action');
  if (chosen === 'delete') {
    if (request.form.get('confirmed') !== '1') return deleteConfirmPage(context, customer);
    deleteCustomers(state, [id], session.name);
    session.flash = `Customer ${customer.company} was deleted.`;
    return redirect('/customers');
  }
  const quick = QUICK_ACTIONS.find((a) => a.value === chosen && a.applies(customer));
  if (!quick) {
    session.flash = 'Choose an action first.';
    return redirect(`/customers/${id}`);
  }
  const updated = quick.change(customer);
  state.customers.put(updated);
  audit(state, { actor: session.name, action: 'customer.update', target: id, summary: `${quick.label}: ${customer.company}` });
  session.flash = `${customer.company} ${quick.done}.`;
  return redirect(`/customers/${id}`);
}
