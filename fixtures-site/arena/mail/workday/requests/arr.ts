/**
 * A customer's new ARR, a change the account changes policy lets nobody enter without the sales
 * director's approval. The message says to ask her by mail; she answers only once asked (the
 * mailbox's approval rule), `approved` with a lower figure than asked, `declined` with none.
 */
import { DIRECTOR } from '../../../app/pages/approvals.ts';
import { ARR_CHANGE_LIMIT } from '../../../app/pages/policies.ts';
import { COLLEAGUES, firstName, hundreds, lines, policyUrl, usd, type Draw, type Drawn } from '../request.ts';

export type ArrVariant = 'approved' | 'declined';

export interface ArrData {
  id: string;
  company: string;
  /** The ARR on record, the figure asked for, and the one the director approves (none when she declines). */
  from: number;
  asked: number;
  approved?: number;
  approver: { name: string; address: string };
}

export type ArrRequest = Drawn<'arr', ArrVariant, ArrData>;

export function arr(variant: ArrVariant) {
  return (draw: Draw): ArrRequest => {
    const { random } = draw;
    const customer = draw.customer((c) => c.status === 'Active' && c.arr >= 20_000);
    const limit = ARR_CHANGE_LIMIT * 100;
    const rise = random.int(limit + 12, limit + 40);
    const asked = hundreds(customer.arr * (1 + rise / 100));
    // Above the limit too (she approves what the policy sends to her), well below what was asked.
    const approved = hundreds(customer.arr * (1 + random.int(limit + 3, rise - 6) / 100));
    const { name, address } = COLLEAGUES.salesOps;
    const director = firstName(DIRECTOR.name);
    return {
      kind: 'arr',
      variant,
      data: { id: customer.id, company: customer.company, from: customer.arr, asked, ...(variant === 'approved' && { approved }), approver: DIRECTOR },
      mail: [
        {
          when: 'first',
          from: address,
          subject: `New ARR for ${customer.company}`,
          body: lines(
            'Hi Jordan,',
            '',
            `${customer.company} (${customer.id}) signed a new order form: their annual recurring revenue goes from ${usd(customer.arr)} to ${usd(asked)}. Could you enter it in Harbor CRM?`,
            '',
            `That is more than the account changes policy (${policyUrl('account-changes-policy')}) lets us enter without approval, so please ask ${director} (${DIRECTOR.name}, our sales director: ${DIRECTOR.address}) by email first, and enter what she approves.`,
            '',
            'Thanks,',
            firstName(name),
          ),
        },
      ],
      approvals: [
        {
          approver: DIRECTOR.address,
          answer:
            variant === 'approved'
              ? lines('Hi Jordan,', '', `Approved, but at ${usd(approved)}, not ${usd(asked)}: the first year of their new order form is billed at the old price. Please enter ${usd(approved)}.`, '', director)
              : lines('Hi Jordan,', '', `I do not approve this one yet: ${customer.company}'s new order form is not countersigned. Please leave their ARR as it is for now.`, '', director),
        },
      ],
    };
  };
}
