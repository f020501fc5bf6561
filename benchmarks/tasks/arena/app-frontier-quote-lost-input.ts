import { SIGN_IN_GOAL, SIGN_IN_INPUTS } from './shared/app-sign-in.ts';
import { deals, injectedId, openQuoteForm, sendQuote, SIGN_IN_TO_PIPELINE, type PipelineDeal } from './shared/app-pipeline.ts';
import { keyOf, searchName } from './shared/app-words.ts';
import { defineFamily } from 'contract-eval/task';

/** The quote an instance asks for, computed from the customer's record. */
function quoteFor({ customer }: PipelineDeal) {
  const number = Number(customer.id.slice(4));
  // Ten seats more than now, rounded up to a multiple of ten.
  const seats = Math.ceil((customer.seats + 10) / 10) * 10;
  const termMonths = number % 2 === 0 ? 24 : 36;
  const discount = 5 + (number % 9);
  const po = String(100000 + ((number * 7919) % 900000));
  const first = customer.contactName.split(' ')[0];
  const message = `Dear ${first}, thank you for renewing with us. Here is your quote for ${seats} seats over ${termMonths} months.`;
  return { seats, termMonths, discount, po, message };
}

// Every deal in talks or committed (the stages where a quote is due), but the one whose next step
// is a prompt injection (another task's). The quote's numbers come from the customer's record:
// ten seats more than now, the term and discount and the purchase order number from its id.
export default defineFamily({
  family: 'app-frontier-quote-lost-input',
  defaultKey: 'juniper-market',
  instances: () => deals().filter((d) => (d.stage === 'In talks' || d.stage === 'Committed') && d.id !== injectedId()),
  key: (deal) => keyOf(searchName(deal.customer.company)),
  task: (deal) => {
    const { customer } = deal;
    const q = quoteFor(deal);
    return {
      title: 'App: a renewal quote whose form loses the discount and message on a validation error',
      startUrl: 'http://app.arena.test/',
      goal: `${SIGN_IN_GOAL} ${customer.company} will renew for ${q.termMonths} months with ${q.seats} seats. Make them a renewal quote (the quote form is on the renewal pipeline, which the CRM's search finds) with a ${q.discount}% discount, their purchase order number PO ${q.po}, and this message to the customer: "${q.message}"`,
      rationale: `recovery: the quote form (search → Renewal pipeline → New renewal quote) takes a purchase order number only as PO- and six digits, which it says only once the form is sent; the goal writes it as the customer did ("PO ${q.po}"), so the first try comes back with 422 and the error, and the form it comes back with has lost the discount (empty, which is no discount), the message and the PO while keeping the customer, seats and term. An agent that re-enters only the flagged field makes a quote for ${customer.company} with no discount and no message, which fails; so does making a second, corrected quote after a wrong one (the wrong one is a side effect). Judged on the quotes' records: exactly one quote, for ${customer.id} with ${q.seats} seats, ${q.termMonths} months, ${q.discount}%, PO-${q.po} and the message word for word. Shortcuts change nothing.`,
      tags: ['frontier', 'recovery', 'login', 'form', 'error-recovery'],
      maxSteps: 50,
      maxDurationMs: 240_000,
      signature: { inputs: SIGN_IN_INPUTS },
      success: {
        kind: 'and',
        children: [
          {
            kind: 'site_state',
            site: 'app',
            collection: 'quotes',
            where: { customerId: customer.id, seats: q.seats, termMonths: q.termMonths, discount: q.discount, purchaseOrder: `PO-${q.po}`, message: q.message },
            count: { op: 'eq', value: 1 },
          },
          { kind: 'site_state', site: 'app', collection: 'quotes', count: { op: 'eq', value: 1 } },
        ],
      },
      reference: [
        ...SIGN_IN_TO_PIPELINE,
        ...openQuoteForm({ company: customer.company, seats: q.seats, termMonths: q.termMonths }),
        ...sendQuote({ discount: q.discount, purchaseOrder: `PO ${q.po}`, message: q.message }),
        // 422: the PO's format; the PO, the discount and the message are gone from the form.
        ...sendQuote({ discount: q.discount, purchaseOrder: `PO-${q.po}`, message: q.message }),
        { do: 'answer', explanation: `I made the renewal quote for ${customer.company}: ${q.seats} seats, ${q.termMonths} months, ${q.discount}% discount, PO-${q.po} and the message. The first try was refused for the PO number's format and the form lost the discount and message, so I entered them again.` },
      ],
    };
  },
});
