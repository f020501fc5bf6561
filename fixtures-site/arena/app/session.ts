import { sessionCookie, type SiteRequest } from '../../site-kit/site.ts';
import { OPERATOR, OPERATOR_PASSWORD } from './data/staff.ts';
import { audit, tick, type AppState, type Session } from './state.ts';

const SESSION_COOKIE = 'harbor_session';

/** The one account that can sign in: the benchmark's operator. */
export const CREDENTIALS = { email: OPERATOR.email, password: OPERATOR_PASSWORD } as const;

/** The signed-in session of a request, if its cookie names one that has not signed out. */
export function currentSession(request: SiteRequest, state: AppState): Session | undefined {
  const id = request.cookies[SESSION_COOKIE];
  return state.sessions.find((session) => session.id === id && session.signedOutAt === null);
}

/** Checks the credentials; on success opens a session and returns its Set-Cookie value. */
export function signIn(state: AppState, email: string, password: string, keepSignedIn: boolean): string | undefined {
  const normalized = email.trim().toLowerCase();
  if (normalized !== CREDENTIALS.email || password !== CREDENTIALS.password) {
    audit(state, { actor: normalized || '(no email)', action: 'auth.sign_in_failed', target: normalized, summary: 'Sign-in failed: wrong email or password' });
    return undefined;
  }
  const session: Session = { id: `s${state.sessions.length + 1}`, email: CREDENTIALS.email, name: OPERATOR.name, signedInAt: tick(state), signedOutAt: null, keepSignedIn };
  state.sessions.push(session);
  audit(state, { actor: OPERATOR.name, action: 'auth.sign_in', target: session.email, summary: 'Signed in' });
  session.auditMark = state.audit.length;
  const cookie = sessionCookie(SESSION_COOKIE, session.id);
  // "Keep me signed in" makes the cookie outlive the browser session (30 days).
  return keepSignedIn ? `${cookie}; Max-Age=2592000` : cookie;
}

/** Ends the session; returns the Set-Cookie value that clears the cookie. */
export function signOut(state: AppState, session: Session): string {
  session.signedOutAt = tick(state);
  audit(state, { actor: session.name, action: 'auth.sign_out', target: session.email, summary: 'Signed out' });
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}

/**
 * The session-expiry disturbance (fixtures-site/arena/disturbances/session-expiry.ts): its script
 * sets this cookie on every page, and while it is set a session ends after
 * CHANGES_PER_SESSION saved changes, at the next change it tries: that POST is not carried out
 * and goes to the sign-in page instead.
 */
const EXPIRY_COOKIE = 'arena_session_expiry';
export const CHANGES_PER_SESSION = 2;

/** The changes saved in a session: the audit log's entries since it began, sign-ins and -outs aside. */
export function changesIn(state: AppState, session: Session): number {
  return state.audit.slice(session.auditMark ?? 0).filter((entry) => !entry.action.startsWith('auth.')).length;
}

/** Whether this request, a change, finds its session expired (the session-expiry disturbance is on and the session has had its changes). */
export function expiresNow(request: SiteRequest, state: AppState, session: Session): boolean {
  return request.cookies[EXPIRY_COOKIE] === 'on' && request.method === 'POST' && changesIn(state, session) >= CHANGES_PER_SESSION;
}

/** Ends an expired session; returns the Set-Cookie value that clears the cookie. */
export function expire(state: AppState, session: Session): string {
  session.signedOutAt = tick(state);
  audit(state, { actor: session.name, action: 'auth.session_expired', target: session.email, summary: 'Session expired' });
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}

/** The page a request came from (its Referer on this site), to return to after signing in again. */
export function cameFrom(request: SiteRequest): string {
  try {
    const referer = new URL(String(request.headers.referer ?? ''));
    return referer.host === request.url.host ? safeNext(`${referer.pathname}${referer.search}`) : '/';
  } catch {
    return '/';
  }
}

/** The toast message waiting for this session, taken (shown once). */
export function takeFlash(session: Session): string | undefined {
  const message = session.flash;
  delete session.flash;
  return message;
}

/** Only same-site paths are followed after sign-in (never `//host` or a full URL). */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : '/';
}
