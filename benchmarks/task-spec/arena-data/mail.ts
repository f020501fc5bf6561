/** Arena Mail's mailbox (mail.arena.test): whose it is, and the requests in it that chore tasks start from. */
export { OWNER } from '../../../fixtures-site/arena/mail/state.ts';
export { phoneUpdates, PHONE_UPDATES_SUBJECT } from '../../../fixtures-site/arena/mail/requests.ts';
export { guestQuestions, ticketQuestions, accountQuestions, stayRequest, discountRequests, GUEST_QUESTION_SUBJECT, STAY_REQUEST_SUBJECT } from '../../../fixtures-site/arena/mail/verify.ts';
export {
  ticketHandover,
  ticketHandoverSubject,
  TICKET_HANDOVER_SENDER,
  suppliesOrder,
  SUPPLIES_ORDER_SUBJECT,
  SUPPLIES_ORDER_SENDER,
  accountHandover,
  accountHandoverSubject,
  ACCOUNT_HANDOVER_FILE,
  ACCOUNT_HANDOVER_SENDER,
} from '../../../fixtures-site/arena/mail/bulk-requests.ts';
export { seatChanges, SEAT_CHANGES_SUBJECT, SEAT_CHANGES_SENDER } from '../../../fixtures-site/arena/mail/bulk-requests.ts';
/** The requests a team policy allows only in part (the rules chore tasks), and what each policy leaves to do. */
export {
  renewalNotice,
  RENEWAL_NOTICE_REQUEST,
  RENEWAL_NOTICE_SUBJECT,
  collectionsHold,
  COLLECTIONS_HOLD_SUBJECT,
  newsletterSignups,
  NEWSLETTER_SIGNUPS_SUBJECT,
  teamRoomOrder,
  TEAM_ROOM_SUBJECT,
  arrReview,
  ARR_REVIEW_SUBJECT,
} from '../../../fixtures-site/arena/mail/rules-requests.ts';
export { unsubscribes, UNSUBSCRIBES_SUBJECT, UNSUBSCRIBES_SENDER } from '../../../fixtures-site/arena/mail/bulk-requests.ts';
/** The workdays' mailboxes: each workday's requests as drawn for an instance, their messages and the approvals they wait for. */
export { WORKDAYS, WORKDAY_NAMES, type WorkdayName } from '../../../fixtures-site/arena/mail/workday/days.ts';
export { MAILBOX_KEYS, workdayMailbox, type Placed, type PlacedMail, type WorkdayMailbox } from '../../../fixtures-site/arena/mail/workday/mailbox.ts';
export type * from '../../../fixtures-site/arena/mail/workday/kinds.ts';
export { initialState as mailboxState } from '../../../fixtures-site/arena/mail/state.ts';
