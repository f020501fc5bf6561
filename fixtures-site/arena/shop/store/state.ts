import { sessionCookie, type SiteRequest } from '../../../site-kit/site.ts';
import type { Address, ShippingMethodId } from './checkout.ts';

/** What one episode leaves on the shop's server: sessions with their carts, and placed orders. */

export interface CartLine {
  sku: string;
  qty: number;
}

/** A one-time message for the next page the session sees ("Added to your cart"). */
export interface Flash {
  tone: 'success' | 'error';
  text: string;
}

export interface Session {
  id: string;
  cart: CartLine[];
  /** An accepted promo code, upper case. */
  promoCode?: string;
  flash?: Flash;
}

export interface OrderLine {
  sku: string;
  qty: number;
  /** Unit price in cents when the order was placed. */
  unitPrice: number;
}

export interface Order {
  id: string;
  session: string;
  placedOn: string;
  lines: OrderLine[];
  address: Address;
  shippingMethod: ShippingMethodId;
  promoCode?: string;
  /** Cents. */
  subtotal: number;
  discount: number;
  shippingCost: number;
  total: number;
  deliveryBy: string;
}

export interface ShopState {
  sessions: Map<string, Session>;
  orders: Order[];
  /** Ids count up per episode (s1, s2 …; ORD-1001, ORD-1002 …), so they are the same in every run. */
  sessionsStarted: number;
  ordersPlaced: number;
}

const SESSION_COOKIE = 'shop_session';

export function initialState(): ShopState {
  return { sessions: new Map(), orders: [], sessionsStarted: 0, ordersPlaced: 0 };
}

/** The session the request's cookie names, if the shop knows it. */
export function currentSession(request: SiteRequest, state: ShopState): Session | undefined {
  const id = request.cookies[SESSION_COOKIE];
  return id === undefined ? undefined : state.sessions.get(id);
}

/**
 * The request's session, started when it has none; `setCookie` is the header to send when a
 * session was started (only requests that change something start one).
 */
export function ensureSession(request: SiteRequest, state: ShopState): { session: Session; setCookie?: string } {
  const existing = currentSession(request, state);
  if (existing) return { session: existing };
  const session: Session = { id: `s${++state.sessionsStarted}`, cart: [] };
  state.sessions.set(session.id, session);
  return { session, setCookie: sessionCookie(SESSION_COOKIE, session.id) };
}

/** The session's one-time message, removed as it is read. */
export function takeFlash(session: Session | undefined): Flash | undefined {
  const flash = session?.flash;
  if (session) delete session.flash;
  return flash;
}
