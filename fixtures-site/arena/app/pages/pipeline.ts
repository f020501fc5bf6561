import { esc, join } from '../../../site-kit/html.ts';
import { html, json, notFound, redirect, type SiteResponse } from '../../../site-kit/site.ts';
import type { PageContext } from '../context.ts';
import { dealCustomer, PIPELINE_DAYS, seedDeals, STAGES, TERMS, type Deal, type Stage } from '../data/pipeline.ts';
import { audit, tick, type Quote } from '../state.ts';
import { approvalFor, MAX_DISCOUNT } from './approvals.ts';
import { errorSummary, selectField, textField, type FieldErrors } from '../ui/forms.ts';
import { date, money } from '../ui/format.ts';
import { appPage } from '../ui/layout.ts';

/**
 * The renewal pipeline: a board of the renewals due in the next 60 days, one column per stage.
 * A card changes stage only by being dragged (pointer events, /assets/pipeline.js) onto another
 * column; the script posts the move to /pipeline/move. The quote form (/pipeline/quotes/new)
 * makes renewal quotes; when it fails validation it comes back without the discount and the
 * message typed, and the purchase order number (only the customer, seats and term are kept).
 */

const STYLE = `<style>
.pipeline-board { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 12px; align-items: start; }
.pipeline-column { background: #f3f5f8; border: 1px solid #d8dde5; border-radius: 8px; padding: 8px; min-height: 200px; }
.pipeline-column.drop-target { outline: 3px dashed #2f6fde; }
.pipeline-column h2 { font-size: 1rem; margin: 4px 4px 2px; }
.pipeline-column .column-total { margin: 0 4px 8px; font-size: .8rem; color: #566; }
.pipeline-column ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.deal-card { background: #fff; border: 1px solid #cfd6e0; border-radius: 6px; padding: 8px; cursor: grab; user-select: none; touch-action: none; }
.deal-card.dragging { opacity: .6; cursor: grabbing; box-shadow: 0 4px 12px rgba(0,0,0,.2); position: relative; z-index: 5; pointer-events: none; }
.deal-card.picked { outline: 3px solid #2f6fde; }
.deal-card h3 { font-size: .95rem; margin: 0 0 4px; }
.deal-card p { margin: 2px 0; font-size: .8rem; }
.deal-card .next-step { color: #334; }
</style>`;

function stageOf(context: PageContext, deal: Deal): Stage {
  return context.state.stages.get(deal.id) ?? deal.stage;
}

function card(context: PageContext, deal: Deal): string {
  const customer = context.state.customers.get(deal.id) ?? dealCustomer(deal);
  return `<li class="deal-card" data-customer="${deal.id}" data-arr="${customer.arr}">
<h3>${esc(customer.company)}</h3>
<p>Renews ${date(customer.renewalDate)} · ${money(customer.arr)} ARR · ${customer.seats} seats</p>
<p>${esc(customer.accountManager)}</p>
<p class="next-step">Next step: ${esc(deal.nextStep)}</p>
</li>`;
}

function column(context: PageContext, stage: Stage, deals: readonly Deal[]): string {
  const id = `stage-${stage.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  const total = deals.reduce((sum, deal) => sum + (context.state.customers.get(deal.id) ?? dealCustomer(deal)).arr, 0);
  return `<section class="pipeline-column" data-stage="${esc(stage)}" aria-labelledby="${id}">
<h2 id="${id}">${esc(stage)}</h2>
<p class="column-total"><span data-count>${deals.length}</span> deals · <span data-total>${money(total)}</span></p>
<ul>${deals.map((deal) => card(context, deal)).join('\n')}</ul>
</section>`;
}

export function pipeline(context: PageContext): SiteResponse {
  const deals = seedDeals();
  const board = STAGES.map((stage) =>
    column(
      context,
      stage,
      deals.filter((deal) => stageOf(context, deal) === stage),
    ),
  ).join('\n');
  const quotes = context.state.quotes;
  const body = join([
    STYLE,
    `<p class="muted">Active and on-hold customers renewing in the next ${PIPELINE_DAYS} days. Drag a card onto another column to change its stage.</p>`,
    `<div class="pipeline-board" data-pipeline-board>${board}</div>`,
    quotes.length
      ? `<h2>Quotes made today</h2><ul>${quotes.map((q) => `<li><a href="/pipeline/quotes/${q.id}">${q.id}</a> ${esc(q.company)}</li>`).join('')}</ul>`
      : '',
    '<script src="/assets/pipeline.js" defer></script>',
  ]);
  return html(
    appPage(context, {
      title: 'Renewal pipeline',
      section: 'reports',
      breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Renewal pipeline' }],
      body,
      actions: '<a class="button primary" href="/pipeline/quotes/new">New renewal quote</a>',
    }),
  );
}

/** A card dropped on another column (from the board's script): the deal's new stage. */
export function moveDeal(context: PageContext): SiteResponse {
  const { state, session, request } = context;
  const id = request.form.get('customer') ?? '';
  const stage = request.form.get('stage') ?? '';
  const deal = seedDeals().find((d) => d.id === id);
  if (!deal || !(STAGES as readonly string[]).includes(stage)) return json({ ok: false, message: 'That card or column does not exist.' }, { status: 400 });
  const from = stageOf(context, deal);
  const company = (state.customers.get(id) ?? dealCustomer(deal)).company;
  if (from === stage) return json({ ok: true, message: `${company} is already in ${stage}.` });
  state.stages.set(id, stage as Stage);
  audit(state, { actor: session.name, action: 'pipeline.move', target: id, summary: `Moved ${company} from ${from} to ${stage}`, changes: { stage: { from, to: stage } } });
  return json({ ok: true, message: `Moved ${company} to ${stage}.` });
}

const QUOTE_LABELS: Record<string, string> = {
  customer: 'Customer',
  seats: 'Seats',
  term: 'Term',
  discount: 'Discount (%)',
  purchaseOrder: 'Purchase order number',
  message: 'Message to the customer',
};

interface QuoteInput {
  customer: string;
  seats: string;
  term: string;
  discount: string;
  purchaseOrder: string;
  message: string;
}

const BLANK_QUOTE: QuoteInput = { customer: '', seats: '', term: '12', discount: '', purchaseOrder: '', message: '' };
const MESSAGE_MAX = 500;

function quoteForm(context: PageContext, input: QuoteInput, errors: FieldErrors, status = 200): SiteResponse {
  const customers = seedDeals()
    .map((deal) => context.state.customers.get(deal.id) ?? dealCustomer(deal))
    .sort((a, b) => a.company.localeCompare(b.company, 'en'));
  const body = `${errorSummary(errors, QUOTE_LABELS)}
<form method="post" action="/pipeline/quotes/new" class="record-form" novalidate>
<p class="muted">A quote for the renewal of a customer in the pipeline, sent to its primary contact.</p>
<div class="grid">
${selectField({ name: 'customer', label: QUOTE_LABELS.customer, value: input.customer, options: customers.map((c) => ({ value: c.id, label: c.company })), placeholder: 'Choose a customer', errors, required: true })}
${textField({ name: 'seats', label: QUOTE_LABELS.seats, value: input.seats, type: 'number', errors, required: true, extra: ' min="1" max="100000"' })}
${selectField({ name: 'term', label: QUOTE_LABELS.term, value: input.term, options: TERMS.map((t) => ({ value: String(t), label: `${t} months` })), errors, required: true })}
${textField({ name: 'discount', label: QUOTE_LABELS.discount, value: input.discount, type: 'number', errors, extra: ' min="0" max="30" placeholder="0"', hint: `Up to ${MAX_DISCOUNT}% without the sales director's approval; empty for none` })}
${textField({ name: 'purchaseOrder', label: QUOTE_LABELS.purchaseOrder, value: input.purchaseOrder, errors, hint: "If the customer's procurement gave one" })}
</div>
<div class="grid">${textField({ name: 'message', label: QUOTE_LABELS.message, value: input.message, errors, hint: `Up to ${MESSAGE_MAX} characters`, extra: ' size="80"' })}</div>
<div class="form-actions"><button type="submit" class="button primary">Create quote</button> <a class="button" href="/pipeline">Cancel</a></div>
</form>`;
  return html(
    appPage(context, {
      title: 'New renewal quote',
      section: 'reports',
      breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Renewal pipeline', href: '/pipeline' }, { label: 'New renewal quote' }],
      body,
    }),
    { status },
  );
}

export function newQuoteForm(context: PageContext): SiteResponse {
  return quoteForm(context, BLANK_QUOTE, {});
}

export function createQuote(context: PageContext): SiteResponse {
  const { state, session, request } = context;
  const text = (name: string) => (request.form.get(name) ?? '').trim();
  const input: QuoteInput = { customer: text('customer'), seats: text('seats'), term: text('term'), discount: text('discount') || '0', purchaseOrder: text('purchaseOrder'), message: text('message') };
  const errors: FieldErrors = {};
  const deal = seedDeals().find((d) => d.id === input.customer);
  // A discount over the limit needs an approval of at least that much for this customer.
  const approval = Number(input.discount) > MAX_DISCOUNT ? approvalFor(state, input.customer, Number(input.discount)) : undefined;
  if (!deal) errors.customer = 'Choose a customer.';
  if (!/^\d{1,6}$/.test(input.seats) || Number(input.seats) < 1 || Number(input.seats) > 100_000) errors.seats = 'Enter a number of seats from 1 to 100000.';
  if (!(TERMS as readonly number[]).includes(Number(input.term))) errors.term = 'Choose a term.';
  if (!/^\d{1,2}$/.test(input.discount)) errors.discount = 'Enter the discount as a whole percentage, like 10.';
  else if (Number(input.discount) > MAX_DISCOUNT && !approval) errors.discount = `Discounts over ${MAX_DISCOUNT}% need the sales director's approval.`;
  if (input.purchaseOrder && !/^PO-\d{6}$/.test(input.purchaseOrder)) errors.purchaseOrder = 'Enter the purchase order number as PO- and six digits, like PO-123456.';
  if (input.message.length > MESSAGE_MAX) errors.message = `Keep the message to ${MESSAGE_MAX} characters (now ${input.message.length}).`;
  // The form comes back with what it keeps: the customer, seats and term; the purchase order
  // number, the discount and the message are not carried over (a field left empty is no discount).
  if (Object.keys(errors).length) return quoteForm(context, { ...input, discount: '', purchaseOrder: '', message: '' }, errors, 422);
  const customer = state.customers.get(deal!.id) ?? dealCustomer(deal!);
  const quote: Quote = {
    id: `Q-${state.quotes.length + 1}`,
    customerId: customer.id,
    company: customer.company,
    seats: Number(input.seats),
    termMonths: Number(input.term),
    discount: Number(input.discount),
    purchaseOrder: input.purchaseOrder,
    message: input.message,
    createdBy: session.name,
    at: tick(state),
    ...(approval && { approval: approval.id }),
  };
  state.quotes.push(quote);
  audit(state, { actor: session.name, action: 'quote.create', target: quote.id, summary: `Created quote ${quote.id} for ${quote.company}` });
  session.flash = `Quote ${quote.id} for ${quote.company} created.`;
  return redirect(`/pipeline/quotes/${quote.id}`);
}

export function quoteDetail(context: PageContext, id: string): SiteResponse {
  const quote = context.state.quotes.find((q) => q.id === id);
  if (!quote) return notFound();
  const rows: Array<[string, string]> = [
    ['Customer', `<a href="/customers/${quote.customerId}">${esc(quote.company)}</a>`],
    ['Seats', String(quote.seats)],
    ['Term', `${quote.termMonths} months`],
    ['Discount', `${quote.discount}%`],
    ['Purchase order number', quote.purchaseOrder ? esc(quote.purchaseOrder) : '—'],
    ['Message to the customer', quote.message ? esc(quote.message) : '—'],
  ];
  const body = `<dl class="facts">${rows.map(([label, value]) => `<div><dt>${esc(label)}</dt><dd>${value}</dd></div>`).join('')}</dl>
<p><a href="/pipeline">Back to the renewal pipeline</a></p>`;
  return html(
    appPage(context, {
      title: `Quote ${quote.id}`,
      section: 'reports',
      breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Renewal pipeline', href: '/pipeline' }, { label: `Quote ${quote.id}` }],
      body,
    }),
  );
}
