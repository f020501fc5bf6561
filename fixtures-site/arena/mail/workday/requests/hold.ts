/**
 * Finance asks for overdue accounts to be put on hold in Harbor CRM. `key`: one of them is a key
 * account, which the collections policy (linked from the message) keeps off hold: the request is
 * allowed only in part.
 */
import { COLLEAGUES, firstName, lines, policyUrl, usd, type Draw, type Drawn } from '../request.ts';

export type HoldVariant = 'plain' | 'key';

export interface HoldAccount {
  id: string;
  company: string;
  keyAccount: boolean;
}

export interface HoldData {
  /** Every account the message lists, in its order. */
  listed: HoldAccount[];
}

export type HoldRequest = Drawn<'hold', HoldVariant, HoldData>;

export function hold(variant: HoldVariant) {
  return (draw: Draw): HoldRequest => {
    const account = (keyAccount: boolean) => draw.customer((c) => c.status === 'Active' && c.keyAccount === keyAccount);
    const listed = [account(false), account(false), ...(variant === 'key' ? [account(true)] : [])].sort((a, b) => a.id.localeCompare(b.id));
    const { name, address } = COLLEAGUES.finance;
    const width = Math.max(...listed.map((c) => c.company.length));
    return {
      kind: 'hold',
      variant,
      data: { listed: listed.map(({ id, company, keyAccount }) => ({ id, company, keyAccount })) },
      mail: [
        {
          when: 'first',
          from: address,
          subject: 'Accounts to put on hold today',
          body: lines(
            'Hi Jordan,',
            '',
            'These accounts have invoices more than 60 days overdue. Please put them on hold in Harbor CRM today:',
            '',
            ...listed.map((c) => `${c.id}  ${c.company.padEnd(width)}  ${usd(Math.round(c.arr / 4 / 100) * 100)} overdue`),
            '',
            'Thanks,',
            firstName(name),
            `Collections policy: ${policyUrl('collections-policy')}`,
          ),
        },
      ],
    };
  };
}
