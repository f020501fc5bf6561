import { esc, join } from '../../../site-kit/html.ts';
import { html, type SiteResponse } from '../../../site-kit/site.ts';
import type { PageContext } from '../context.ts';
import { ASSIGNEES, ON_CALL, OPERATOR, UNASSIGNED } from '../data/staff.ts';
import { isOpen, isOverdue, PRIORITIES } from '../data/tickets.ts';
import { customerName } from '../lookup.ts';
import { renewalsDue } from '../queries.ts';
import { badge, date, dateTime, money, panel, statCard } from '../ui/format.ts';
import { appPage } from '../ui/layout.ts';
import { staticTable } from '../ui/table.ts';

/** Rows of the dashboard's overdue-ticket widget; the rest are a link away. */
const OVERDUE_SHOWN = 30;

export function dashboard(context: PageContext): SiteResponse {
  const { state } = context;
  const customers = state.customers.all();
  const tickets = state.tickets.all();
  const open = tickets.filter(isOpen);
  const overdue = open.filter((t) => isOverdue(t));
  const paying = customers.filter((c) => c.status === 'Active' || c.status === 'On hold');
  const reminderDays = state.settings.renewalReminderDays;
  const renewals = renewalsDue(customers, reminderDays);
  const mine = open.filter((t) => t.assignee === OPERATOR.name);

  const stats = `<div class="stats">${[
    statCard('Active customers', String(customers.filter((c) => c.status === 'Active').length), `${customers.filter((c) => c.status === 'Trial').length} on trial`),
    statCard('Annual recurring revenue', money(paying.reduce((sum, c) => sum + c.arr, 0)), 'Active and on-hold accounts'),
    statCard('Open tickets', String(open.length), `${open.filter((t) => t.assignee === UNASSIGNED).length} unassigned`),
    statCard('Overdue tickets', String(overdue.length), 'Past their due date'),
    statCard(`Renewals in the next ${reminderDays} days`, String(renewals.length), money(renewals.reduce((sum, c) => sum + c.arr, 0))),
  ].join('')}</div>`;

  const renewalTable = staticTable(
    'Upcoming renewals',
    ['Customer', 'Renews on', 'ARR', 'Account manager'],
    renewals.map((c) => [`<a href="/customers/${c.id}">${esc(c.company)}</a>`, date(c.renewalDate), money(c.arr), esc(c.accountManager)]),
    'No renewals due.',
  );
  const trials = customers.filter((c) => c.status === 'Trial').sort((a, b) => a.renewalDate.localeCompare(b.renewalDate));
  const trialTable = staticTable(
    'Trials by end date',
    ['Customer', 'Trial ends', 'Seats', 'Account manager'],
    trials.map((c) => [`<a href="/customers/${c.id}">${esc(c.company)}</a>`, date(c.renewalDate), String(c.seats), esc(c.accountManager)]),
    'No trials running.',
  );
  const mostOverdue = [...overdue].sort((a, b) => a.due.localeCompare(b.due) || a.id.localeCompare(b.id)).slice(0, OVERDUE_SHOWN);
  const overdueTable = staticTable(
    `The ${OVERDUE_SHOWN} most overdue tickets`,
    ['Ticket', 'Subject', 'Customer', 'Priority', 'Assignee', 'Due'],
    mostOverdue.map((t) => [`<a href="/tickets/${t.id}">${t.id}</a>`, esc(t.subject), esc(customerName(state, t.customerId)), badge(t.priority), esc(t.assignee), date(t.due)]),
    'Nothing is overdue.',
  );
  const keyAccounts = staticTable(
    'Key accounts by ARR',
    ['Customer', 'ARR', 'Renewal date', 'Open tickets', 'Account manager'],
    customers
      .filter((c) => c.keyAccount)
      .sort((a, b) => b.arr - a.arr)
      .map((c) => [`<a href="/customers/${c.id}">${esc(c.company)}</a>`, money(c.arr), date(c.renewalDate), String(open.filter((t) => t.customerId === c.id).length), esc(c.accountManager)]),
    'No key accounts.',
  );
  const workload = staticTable(
    'Open tickets per person',
    ['Person', 'Open', 'Urgent', 'Overdue'],
    ASSIGNEES.map((a) => {
      const theirs = open.filter((t) => t.assignee === a.name);
      return [esc(a.name), String(theirs.length), String(theirs.filter((t) => t.priority === 'Urgent').length), String(theirs.filter((t) => isOverdue(t)).length)];
    }),
    'No support agents.',
  );

  const byPriority = PRIORITIES.map((p) => {
    const count = open.filter((t) => t.priority === p).length;
    return `<li><span class="bar-label">${badge(p)}</span><span class="bar" style="--share:${Math.round((count / Math.max(1, open.length)) * 100)}%" aria-hidden="true"></span><span class="bar-value">${count}</span></li>`;
  }).join('');

  const myTickets = mine.length
    ? `<ul class="plain-list">${mine.map((t) => `<li><a href="/tickets/${t.id}">${t.id}</a> ${esc(t.subject)} — ${esc(customerName(state, t.customerId))} ${badge(t.priority)}</li>`).join('')}</ul>`
    : '<p class="muted">Nothing assigned to you. Nice.</p>';

  const recent = [...state.audit].reverse().slice(0, 8);
  const activity = recent.length
    ? `<ol class="timeline">${recent.map((e) => `<li>${dateTime(e.at)} — <strong>${esc(e.actor)}</strong>: ${esc(e.summary)}</li>`).join('')}</ol>`
    : '<p class="muted">No changes today yet.</p>';

  const body = join([
    `<p class="welcome">Welcome back, ${esc(state.settings.displayName.split(' ')[0])}. Here is where things stand today.</p>`,
    stats,
    '<div class="columns">',
    '<div>',
    panel('renewals-heading', `Renewals due in the next ${reminderDays} days`, renewalTable),
    panel('trials-heading', 'Trials', trialTable),
    panel('workload-heading', 'Support workload', workload),
    '</div>',
    '<div>',
    panel('priority-heading', 'Open tickets by priority', `<ul class="bars">${byPriority}</ul>`),
    panel('oncall-heading', 'Support on call this week', `<p class="on-call"><strong>${esc(ON_CALL.name)}</strong> · extension ${ON_CALL.extension} · ${esc(ON_CALL.location)}</p>`),
    panel('mine-heading', 'My open tickets', myTickets),
    panel('activity-heading', 'Today’s activity', activity),
    '</div>',
    '</div>',
    panel('key-heading', 'Key accounts', keyAccounts),
    panel('overdue-heading', 'Overdue tickets', `${overdueTable}<p><a href="/tickets?overdue=1">All ${overdue.length} overdue tickets</a></p>`),
  ]);
  return html(appPage(context, { title: 'Dashboard', section: 'dashboard', breadcrumbs: [{ label: 'Dashboard' }], body }));
}
