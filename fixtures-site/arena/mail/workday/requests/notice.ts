/**
 * A colleague asks that a customer's contact get the renewal reminder, if it has not gone out yet.
 * `already`: the owner sent it yesterday (it is in Sent): nothing is to be sent twice.
 */
import { ARENA_TODAY } from '../../../../site-kit/random.ts';
import { OWNER } from '../../owner.ts';
import { COLLEAGUES, crmDate, firstName, lines, type Draw, type Drawn } from '../request.ts';

export type NoticeVariant = 'plain' | 'already';

export interface NoticeData {
  id: string;
  company: string;
  contactName: string;
  contactEmail: string;
  renewalDate: string;
  /** The reminder's subject, as the request gives it. */
  subject: string;
}

export type NoticeRequest = Drawn<'notice', NoticeVariant, NoticeData>;

export function notice(variant: NoticeVariant) {
  return (draw: Draw): NoticeRequest => {
    const c = draw.customer((customer) => customer.status === 'Active' && customer.renewalDate > ARENA_TODAY);
    const subject = `Your Harbor CRM renewal on ${crmDate(c.renewalDate)}`;
    const { name, address } = COLLEAGUES.support;
    const reminder = lines(`Dear ${c.contactName},`, '', `A reminder that ${c.company}'s Harbor CRM subscription renews on ${crmDate(c.renewalDate)}. Nothing needs doing on your side; write to me with any question.`, '', 'Best regards,', OWNER.name);
    return {
      kind: 'notice',
      variant,
      data: { id: c.id, company: c.company, contactName: c.contactName, contactEmail: c.contactEmail, renewalDate: c.renewalDate, subject },
      mail: [
        ...(variant === 'already' ? [{ when: 'yesterday' as const, from: OWNER.address, to: c.contactEmail, subject, body: reminder }] : []),
        {
          when: 'first',
          from: address,
          subject: `Renewal reminder for ${c.company}`,
          body: lines(
            'Hi Jordan,',
            '',
            `Could you make sure ${c.contactName} at ${c.company} (${c.contactEmail}) has had our renewal reminder? Its subject is “${subject}”. If it has not gone out yet, please send it: a short note that their subscription renews on that date.`,
            '',
            'Thanks!',
            firstName(name),
          ),
        },
      ],
    };
  };
}
