/** Whose mailbox Arena Mail is: the person every arena task's agent works for, and the domain it receives mail for. */
export const OWNER = { name: 'Jordan Lee', address: 'jordan.lee@mail.arena.test' } as const;
export const MAIL_DOMAIN = 'mail.arena.test';
