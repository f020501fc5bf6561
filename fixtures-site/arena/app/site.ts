import path from 'node:path';
import { defineSite, notFound, redirect, type SiteRequest, type SiteResponse } from '../../site-kit/site.ts';
import type { PageContext } from './context.ts';
import { auditLog } from './pages/audit-log.ts';
import { customerAction } from './pages/customer-actions.ts';
import { customerDetail } from './pages/customer-detail.ts';
import { createCustomer, editCustomerForm, newCustomerForm, saveCustomer } from './pages/customer-form.ts';
import { confirmImport, importForm, importResult, previewImport } from './pages/customer-import.ts';
import { bulkAction, customerList, exportCustomers } from './pages/customer-list.ts';
import { dashboard } from './pages/dashboard.ts';
import { helpPage } from './pages/help.ts';
import { forgotPassword, showLogin, submitLogin } from './pages/login.ts';
import { createQuote, moveDeal, newQuoteForm, pipeline, quoteDetail } from './pages/pipeline.ts';
import { reports } from './pages/reports.ts';
import { search } from './pages/search.ts';
import { saveSettings, showSettings } from './pages/settings.ts';
import { team } from './pages/team.ts';
import { addNote, deleteTicket, saveTicket, ticketDetail } from './pages/ticket-detail.ts';
import { approvalDetail, createApproval, newApprovalForm } from './pages/approvals.ts';
import { ticketList } from './pages/ticket-list.ts';
import { seedCustomers, TIERS } from './data/customers.ts';
import { STAFF } from './data/staff.ts';
import { seedTickets } from './data/tickets.ts';
import { cameFrom, CREDENTIALS, currentSession, expire, expiresNow, signOut } from './session.ts';
import { initialState, records, type AppState } from './state.ts';


type Handler = (context: PageContext, id: string) => SiteResponse;

/** Pages of the signed-in app: method and path pattern (`:id` is one path segment) → handler. */
const ROUTES: Array<[string, RegExp, Handler]> = [
  ['GET', /^\/$/, dashboard],
  ['GET', /^\/search$/, search],
  ['GET', /^\/customers$/, customerList],
  ['GET', /^\/customers\/export\.csv$/, exportCustomers],
  ['POST', /^\/customers\/bulk$/, bulkAction],
  ['GET', /^\/customers\/new$/, newCustomerForm],
  ['POST', /^\/customers\/new$/, createCustomer],
  ['GET', /^\/customers\/import$/, importForm],
  ['POST', /^\/customers\/import$/, previewImport],
  ['POST', /^\/customers\/import\/confirm$/, confirmImport],
  ['GET', /^\/customers\/import\/(IMP-\d+)$/, importResult],
  ['GET', /^\/customers\/(CUS-\d+)$/, customerDetail],
  ['GET', /^\/customers\/(CUS-\d+)\/edit$/, editCustomerForm],
  ['POST', /^\/customers\/(CUS-\d+)\/edit$/, saveCustomer],
  ['POST', /^\/customers\/(CUS-\d+)\/actions$/, customerAction],
  ['GET', /^\/tickets$/, ticketList],
  ['GET', /^\/tickets\/(TK-\d+)$/, ticketDetail],
  ['POST', /^\/tickets\/(TK-\d+)$/, saveTicket],
  ['POST', /^\/tickets\/(TK-\d+)\/notes$/, addNote],
  ['POST', /^\/tickets\/(TK-\d+)\/delete$/, deleteTicket],
  ['GET', /^\/team$/, team],
  ['GET', /^\/audit$/, auditLog],
  ['GET', /^\/settings$/, showSettings],
  ['POST', /^\/settings$/, saveSettings],
  ['GET', /^\/reports$/, reports],
  ['GET', /^\/pipeline$/, pipeline],
  ['POST', /^\/pipeline\/move$/, moveDeal],
  ['GET', /^\/pipeline\/quotes\/new$/, newQuoteForm],
  ['POST', /^\/pipeline\/quotes\/new$/, createQuote],
  ['GET', /^\/pipeline\/quotes\/(Q-\d+)$/, quoteDetail],
  ['GET', /^\/pipeline\/approvals\/new$/, newApprovalForm],
  ['POST', /^\/pipeline\/approvals\/new$/, createApproval],
  ['GET', /^\/pipeline\/approvals\/(APR-\d+)$/, approvalDetail],
  ['GET', /^\/help\/[a-z-]+$/, (context) => helpPage(context, context.request.url.pathname)],
];

function route(request: SiteRequest, state: AppState): SiteResponse | undefined {
  const { pathname } = request.url;
  // The stylesheet and script are static files, served to everyone.
  if (pathname.startsWith('/assets/')) return undefined;
  if (pathname === '/login') return request.method === 'POST' ? submitLogin(request, state) : showLogin(request);
  if (pathname === '/forgot-password') return forgotPassword();
  const session = currentSession(request, state);
  if (!session) return redirect(`/login?next=${encodeURIComponent(request.method === 'GET' ? `${pathname}${request.url.search}` : '/')}`);
  if (pathname === '/logout' && request.method === 'POST') return redirect('/login?signed_out=1', { 'set-cookie': signOut(state, session) });
  // The session-expiry disturbance: the change is not made; after signing in again the agent is back where it was.
  if (expiresNow(request, state, session)) return redirect(`/login?expired=1&next=${encodeURIComponent(cameFrom(request))}`, { 'set-cookie': expire(state, session) });
  for (const [method, pattern, handler] of ROUTES) {
    const match = pattern.exec(pathname);
    if (match && method === request.method) return handler({ request, state, session }, match[1] ?? '');
  }
  return notFound();
}

/** Harbor CRM: an internal customer and support-ticket app behind a sign-in. */
export default defineSite<AppState>({
  name: 'app',
  hosts: ['app.arena.test'],
  staticDir: path.join(import.meta.dirname, 'public'),
  initialState,
  route,
  records,
  changes: {
    sessions: { incidental: 'signing in and out is how the app is used, not a change to its data' },
    audit: { incidental: 'the audit log mirrors the changes judged on customers, tickets and settings' },
    deleted: { incidental: 'a deletion shows as a customer or ticket gone, judged there' },
    imports: { incidental: 'an import shows as the customers it added, judged there' },
  },
  vocabularies: {
    customers: () => seedCustomers().map((c) => c.company),
    contacts: () => seedCustomers().map((c) => c.contactName),
    staff: () => STAFF.map((s) => s.name),
    phones: () => seedCustomers().map((c) => c.phone),
    emails: () => [...seedCustomers().map((c) => c.contactEmail), ...STAFF.map((s) => s.email)],
    tickets: () => seedTickets().map((t) => t.id),
    tiers: () => [...TIERS],
  },
  // The operator's sign-in, for tasks that take it as inputs (the password as a secret).
  environment: { ARENA_APP_EMAIL: CREDENTIALS.email, ARENA_APP_PASSWORD: CREDENTIALS.password },
});
