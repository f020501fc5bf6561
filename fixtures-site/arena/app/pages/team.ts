import { esc } from '../../../site-kit/html.ts';
import { html, type SiteResponse } from '../../../site-kit/site.ts';
import type { PageContext } from '../context.ts';
import { STAFF } from '../data/staff.ts';
import { isOpen } from '../data/tickets.ts';
import { money } from '../ui/format.ts';
import { appPage } from '../ui/layout.ts';

export function team(context: PageContext): SiteResponse {
  const customers = context.state.customers.all();
  const open = context.state.tickets.all().filter(isOpen);
  const rows = STAFF.map((member) => {
    const managed = customers.filter((c) => c.accountManager === member.name && c.status !== 'Churned');
    const tickets = open.filter((t) => t.assignee === member.name).length;
    return `<tr><th scope="row">${esc(member.name)}</th><td>${esc(member.role)}</td><td><a href="mailto:${esc(member.email)}">${esc(member.email)}</a></td><td>${esc(member.location)}</td><td>${member.extension}</td>
<td class="numeric">${member.role === 'Account manager' ? `<a href="/customers?manager=${encodeURIComponent(member.name)}" aria-label="${managed.length} customers of ${esc(member.name)}">${managed.length}</a>` : '—'}</td>
<td class="numeric">${member.role === 'Account manager' ? money(managed.reduce((sum, c) => sum + c.arr, 0)) : '—'}</td>
<td class="numeric">${member.role === 'Account manager' ? '—' : `<a href="/tickets?assignee=${encodeURIComponent(member.name)}&amp;status=open" aria-label="${tickets} open tickets of ${esc(member.name)}">${tickets}</a>`}</td></tr>`;
  }).join('\n');
  const body = `<p class="muted">Account managers own customer relationships; support agents work the ticket queue.</p>
<div class="table-wrap"><table class="data-table"><caption>Team members</caption>
<thead><tr><th scope="col">Name</th><th scope="col">Role</th><th scope="col">Email</th><th scope="col">Location</th><th scope="col">Extension</th><th scope="col" class="numeric">Customers (not churned)</th><th scope="col" class="numeric">ARR managed</th><th scope="col" class="numeric">Open tickets</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
  return html(appPage(context, { title: 'Team', section: 'team', breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Team' }], body }));
}
