/**
 * A customer asks who their account manager is and which phone number Harbor has on file: the
 * answer is on the customer's page in Harbor CRM, and goes back as a reply. `withdrawn`: a later
 * message from them says not to answer (the later one wins: no reply at all).
 */
import { lines, type Draw, type Drawn } from '../request.ts';

export type CustomerReplyVariant = 'plain' | 'withdrawn';

export interface CustomerReplyData {
  id: string;
  company: string;
  contactName: string;
  contactEmail: string;
  /** What the answer names: the account manager and the phone number on file. */
  accountManager: string;
  phone: string;
}

export type CustomerReplyRequest = Drawn<'customer-reply', CustomerReplyVariant, CustomerReplyData>;

export function customerReply(variant: CustomerReplyVariant) {
  return (draw: Draw): CustomerReplyRequest => {
    const c = draw.customer((customer) => customer.status === 'Active');
    const subject = `Our account manager at Harbor (${c.company})`;
    return {
      kind: 'customer-reply',
      variant,
      data: { id: c.id, company: c.company, contactName: c.contactName, contactEmail: c.contactEmail, accountManager: c.accountManager, phone: c.phone },
      mail: [
        {
          when: 'first',
          from: c.contactEmail,
          subject,
          body: lines(
            'Hello,',
            '',
            `We are updating our supplier list. Who is our account manager at Harbor now, and which phone number do you have on file for ${c.company}?`,
            '',
            'Best regards,',
            c.contactName,
            `${c.contactTitle}, ${c.company}`,
          ),
        },
        ...(variant === 'withdrawn'
          ? [{ when: 'later' as const, from: c.contactEmail, subject: `Re: ${subject}`, body: lines('Hello again,', '', 'Please ignore my question: I found both in our contract. No need to reply.', '', c.contactName) }]
          : []),
      ],
    };
  };
}
