import type { arena } from 'contract-eval/task';
import { MAIL, planOf, send, sentTo, type Plan } from './plan.ts';

/** The renewal reminder sent to a customer's contact unless Sent shows it went out already: exactly one either way. */
export function noticePlan({ variant, data, mail }: arena.mail.Placed<arena.mail.NoticeRequest>): Plan {
  const request = mail.find((m) => m.when !== 'yesterday')!;
  const body = `Dear ${data.contactName},\n\nA reminder that ${data.company}'s Harbor CRM subscription renews on ${data.subject.replace(/^.* on /, '')}.\n\nBest regards,\nJordan Lee`;
  const checkSent = { do: 'go', url: `${MAIL}/sent` } as const;
  if (variant === 'already')
    return planOf({
      goals: [{ name: `The reminder to ${data.contactName} (${data.company}) not sent twice`, contract: sentTo(data.contactEmail, 1, data.subject) }],
      steps: [checkSent],
      crm: false,
      leftOut: [['already done', request.subject]],
      forbidden: [{ what: 'work done twice: the reminder sent again', steps: send(data.contactEmail, data.subject, body) }],
      complications: ['forbidden'],
    });
  return planOf({
    goals: [{ name: `The reminder sent to ${data.contactName} (${data.company}), once`, contract: sentTo(data.contactEmail, 1, data.subject) }],
    steps: [checkSent, ...send(data.contactEmail, data.subject, body)],
    done: [request.subject],
    crm: false,
  });
}
