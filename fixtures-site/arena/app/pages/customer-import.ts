import { esc, join } from '../../../site-kit/html.ts';
import { ARENA_TODAY } from '../../../site-kit/random.ts';
import { html, notFound, redirect, type SiteResponse } from '../../../site-kit/site.ts';
import type { PageContext } from '../context.ts';
import { parseCsv } from '../csv.ts';
import type { Customer } from '../data/customers.ts';
import { addDays } from '../data/dates.ts';
import { audit, tick, type AppState } from '../state.ts';
import { money } from '../ui/format.ts';
import { errorSummary, textArea } from '../ui/forms.ts';
import { appPage, helpHref } from '../ui/layout.ts';
import { CUSTOMER_LABELS, nextCustomerId, toCustomer, validateCustomer, type CustomerInput } from './customer-form.ts';

/** CSV columns: the header names the app understands, mapped to the customer's fields. */
const COLUMNS = {
  company: 'company',
  contact_name: 'contactName',
  contact_email: 'contactEmail',
  phone: 'phone',
  country: 'country',
  city: 'city',
  industry: 'industry',
  tier: 'tier',
  account_manager: 'accountManager',
  arr: 'arr',
  seats: 'seats',
} as const;
const REQUIRED = ['company', 'contact_name', 'contact_email', 'country', 'city', 'industry', 'tier', 'account_manager'] as const;
const MAX_ROWS = 500;

interface ImportRow {
  line: number;
  input: CustomerInput;
  problems: string[];
}

type Parsed = { rows: ImportRow[] } | { error: string };

function parseImport(text: string, fileName: string, state: AppState): Parsed {
  const [header, ...lines] = parseCsv(text);
  if (!header) return { error: 'The file is empty. Choose a CSV file with a header row and one customer per row.' };
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = REQUIRED.filter((column) => !names.includes(column));
  if (missing.length) return { error: `The header row lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.` };
  if (lines.length > MAX_ROWS) return { error: `Import at most ${MAX_ROWS} rows at a time (the file has ${lines.length}).` };
  const seen = new Set<string>();
  const rows = lines.map((cells, index) => {
    const value = (column: string) => (cells[names.indexOf(column)] ?? '').trim();
    const input: CustomerInput = {
      company: '', contactName: '', contactEmail: '', phone: '', country: '', city: '', industry: '', tier: '', accountManager: '', arr: '0', seats: '1',
      contactTitle: '', status: 'Active', renewalDate: addDays(ARENA_TODAY, 365), newsletter: false, keyAccount: false, notes: `Imported from ${fileName}`.slice(0, 500),
    };
    for (const [column, field] of Object.entries(COLUMNS)) if (names.includes(column) && value(column)) input[field] = value(column);
    const errors = validateCustomer(input, ARENA_TODAY, state, undefined);
    const problems = Object.entries(errors).map(([field, message]) => `${CUSTOMER_LABELS[field]}: ${message}`);
    if (seen.has(input.company.toLowerCase())) problems.push('Company name: the file has this company twice.');
    seen.add(input.company.toLowerCase());
    return { line: index + 2, input, problems };
  });
  return { rows };
}

function uploadPage(context: PageContext, error?: string, csv = ''): string {
  const body = join([
    error ? errorSummary({ csv: error }, { csv: 'CSV data' }) : '',
    `<section class="panel" aria-labelledby="how-heading"><h2 id="how-heading">Before you import</h2>
<p>The first row must name the columns: <code>${Object.keys(COLUMNS).join(',')}</code>. <code>phone</code>, <code>arr</code> and <code>seats</code> are optional. Imported customers start as <strong>Active</strong> and renew in one year.</p>
<p>You will see every row before anything is saved. Rows with problems are skipped. <a href="${helpHref('Data import guide')}">Read the data import guide</a></p></section>`,
    `<form method="post" action="/customers/import" class="record-form" novalidate>
<input type="hidden" name="fileName" id="import-file-name" value="pasted.csv">
<div class="field wide"><label for="import-file">CSV file</label><input type="file" id="import-file" accept=".csv,text/csv" data-csv-into="field-csv" data-file-name-into="import-file-name" aria-describedby="import-file-hint"><p class="hint" id="import-file-hint">Choosing a file puts its contents into the box below.</p></div>
${textArea({ name: 'csv', label: 'CSV data', value: csv, errors: error ? { csv: error } : {}, rows: 10, hint: 'Or paste the rows here' })}
<div class="form-actions"><button type="submit" class="button primary">Preview import</button> <a class="button" href="/customers">Cancel</a></div>
</form>`,
  ]);
  return appPage(context, { title: 'Import customers', section: 'customers', breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Customers', href: '/customers' }, { label: 'Import' }], body });
}

export function importForm(context: PageContext): SiteResponse {
  return html(uploadPage(context));
}

function fileNameOf(form: URLSearchParams): string {
  return (form.get('fileName') ?? '').replace(/[^\w .-]/g, '').slice(0, 100) || 'pasted.csv';
}

export function previewImport(context: PageContext): SiteResponse {
  const csv = context.request.form.get('csv') ?? '';
  const fileName = fileNameOf(context.request.form);
  const parsed = parseImport(csv, fileName, context.state);
  if ('error' in parsed) return html(uploadPage(context, parsed.error, csv), { status: 422 });
  const ready = parsed.rows.filter((r) => r.problems.length === 0).length;
  const rows = parsed.rows
    .map((r) => `<tr><th scope="row">${r.line}</th><td>${esc(r.input.company)}</td><td>${esc(r.input.contactName)}<br><span class="muted">${esc(r.input.contactEmail)}</span></td><td>${esc(r.input.city)}, ${esc(r.input.country)}</td><td>${esc(r.input.tier)}</td><td>${esc(r.input.accountManager)}</td><td class="numeric">${/^\d+$/.test(r.input.arr) ? money(Number(r.input.arr)) : esc(r.input.arr)}</td>
<td>${r.problems.length ? `<span class="badge badge-error">Will be skipped</span><ul class="problems">${r.problems.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>` : '<span class="badge badge-ready">Ready</span>'}</td></tr>`)
    .join('\n');
  const body = `<p class="list-summary">${esc(fileName)}: ${parsed.rows.length} rows, ${ready} ready to import, ${parsed.rows.length - ready} with problems.</p>
<div class="table-wrap"><table class="data-table"><caption>Rows in ${esc(fileName)}</caption>
<thead><tr><th scope="col">Line</th><th scope="col">Company</th><th scope="col">Contact</th><th scope="col">Location</th><th scope="col">Tier</th><th scope="col">Account manager</th><th scope="col" class="numeric">ARR</th><th scope="col">Result</th></tr></thead>
<tbody>${rows}</tbody></table></div>
<form method="post" action="/customers/import/confirm" class="form-actions">
<input type="hidden" name="fileName" value="${esc(fileName)}"><input type="hidden" name="csv" value="${esc(csv)}">
${ready ? `<button type="submit" class="button primary">Import ${ready} customer${ready === 1 ? '' : 's'}</button>` : '<p>Nothing can be imported: fix the file and try again.</p>'}
<a class="button" href="/customers/import">Choose another file</a></form>`;
  return html(appPage(context, { title: 'Check the import', section: 'customers', breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Customers', href: '/customers' }, { label: 'Import', href: '/customers/import' }, { label: 'Preview' }], body }));
}

export function confirmImport(context: PageContext): SiteResponse {
  const { state, session, request } = context;
  const fileName = fileNameOf(request.form);
  const parsed = parseImport(request.form.get('csv') ?? '', fileName, state);
  if ('error' in parsed) return html(uploadPage(context, parsed.error), { status: 422 });
  const imported: Customer[] = parsed.rows
    .filter((r) => r.problems.length === 0)
    .map((r) => toCustomer(r.input, { id: nextCustomerId(state), since: ARENA_TODAY, source: 'import' }));
  for (const customer of imported) state.customers.add(customer);
  const batch = { id: `IMP-${state.imports.length + 1}`, fileName, at: tick(state), imported: imported.map((c) => c.id), skipped: parsed.rows.length - imported.length };
  state.imports.push(batch);
  audit(state, { actor: session.name, action: 'customer.import', target: batch.id, summary: `Imported ${imported.length} customers from ${fileName} (${batch.skipped} skipped)` });
  session.flash = `Imported ${imported.length} customer${imported.length === 1 ? '' : 's'}${batch.skipped ? `; skipped ${batch.skipped} row${batch.skipped === 1 ? '' : 's'} with problems` : ''}.`;
  return redirect(`/customers/import/${batch.id}`);
}

export function importResult(context: PageContext, id: string): SiteResponse {
  const batch = context.state.imports.find((b) => b.id === id);
  if (!batch) return notFound();
  const items = batch.imported
    .map((cid) => context.state.customers.get(cid))
    .map((c, i) => (c ? `<li><a href="/customers/${c.id}">${esc(c.company)}</a> (${c.id}, ${esc(c.accountManager)})</li>` : `<li>${batch.imported[i]} (deleted since)</li>`))
    .join('');
  const body = `<section class="panel"><p>${batch.imported.length} customers imported from ${esc(batch.fileName)}; ${batch.skipped} rows skipped.</p><ul>${items}</ul>
<p><a href="/customers">Back to all customers</a></p></section>`;
  return html(appPage(context, { title: `Import ${batch.id}`, section: 'customers', breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Customers', href: '/customers' }, { label: 'Import', href: '/customers/import' }, { label: batch.id }], body }));
}
