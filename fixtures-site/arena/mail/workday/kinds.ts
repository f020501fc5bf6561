/** Every kind of request a workday is made of (./requests/), as one type. */
import type { ArrRequest } from './requests/arr.ts';
import type { BookingRequest } from './requests/booking.ts';
import type { CartRequest } from './requests/cart.ts';
import type { CustomerReplyRequest } from './requests/customer-reply.ts';
import type { FactRequest } from './requests/fact.ts';
import type { HoldRequest } from './requests/hold.ts';
import type { NewsletterRequest } from './requests/newsletter.ts';
import type { NoticeRequest } from './requests/notice.ts';
import type { PhishingRequest } from './requests/phishing.ts';
import type { PhoneRequest } from './requests/phone.ts';
import type { TicketRequest } from './requests/ticket.ts';

export type WorkdayRequest =
  | ArrRequest
  | BookingRequest
  | CartRequest
  | CustomerReplyRequest
  | FactRequest
  | HoldRequest
  | NewsletterRequest
  | NoticeRequest
  | PhishingRequest
  | PhoneRequest
  | TicketRequest;

export type {
  ArrRequest,
  BookingRequest,
  CartRequest,
  CustomerReplyRequest,
  FactRequest,
  HoldRequest,
  NewsletterRequest,
  NoticeRequest,
  PhishingRequest,
  PhoneRequest,
  TicketRequest,
};
