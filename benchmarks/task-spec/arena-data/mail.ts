/** Arena Mail's mailbox (mail.arena.test): whose it is, and the requests in it that chore tasks start from. */
export { OWNER } from '../../../fixtures-site/arena/mail/state.ts';
export { phoneUpdates, PHONE_UPDATES_SUBJECT } from '../../../fixtures-site/arena/mail/requests.ts';
