import type { ExtraChange } from '../../../benchmarks/judge-check/extra-change.ts';

/**
 * A message sent from Arena Mail that nobody asked for, for a task that judges the mail it sends
 * (a reply): to an address outside the arena, so it is kept in Sent only and no clause's `where`
 * (a reply's inReplyTo and recipient) describes it.
 */
export function extraChanges(): ExtraChange[] {
  return [
    {
      what: 'mail messages: a message nobody asked for, to someone@example.com',
      steps: [
        { do: 'go', url: 'http://mail.arena.test/compose' },
        { do: 'fill', on: { role: 'textbox', name: 'To' }, text: 'someone@example.com' },
        { do: 'fill', on: { role: 'textbox', name: 'Subject' }, text: 'Quick question' },
        { do: 'fill', on: { role: 'textbox', name: 'Message' }, text: 'Are you free on Friday?' },
        { do: 'click', on: { role: 'button', name: 'Send' } },
      ],
    },
  ];
}
