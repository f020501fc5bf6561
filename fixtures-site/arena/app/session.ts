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
