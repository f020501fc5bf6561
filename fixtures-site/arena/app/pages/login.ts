import { esc, join } from '../../../site-kit/html.ts';
import { html, redirect, type SiteRequest, type SiteResponse } from '../../../site-kit/site.ts';
import { COMPANY_DOMAIN } from '../data/staff.ts';
import { safeNext, signIn } from '../session.ts';
import type { AppState } from '../state.ts';
import { APP_NAME, footerLinks, shell } from '../ui/layout.ts';

const RELEASE_NOTES = [
  'Bulk reassignment of account managers from the customer list',
  'CSV import with a preview of every row before anything is saved',
  'Ticket due dates now follow each priority’s service level',
  'Audit log filters by person and by kind of change',
] as const;

function loginPage(options: { email: string; next: string; error?: string; notice?: string }): string {
  const alert = options.error ? `<div class="form-alert" role="alert">${esc(options.error)}</div>` : '';
  const notice = options.notice ? `<div class="form-notice" role="status">${esc(options.notice)}</div>` : '';
  const body = join([
    '<div class="login-layout">',
    '<main class="login-card">',
    `<p class="brand"><span class="brand-mark" aria-hidden="true">H</span>${APP_NAME}</p>`,
    '<h1>Sign in to your workspace</h1>',
    `<p class="muted">Use your ${esc(COMPANY_DOMAIN)} work account.</p>`,
    notice,
    alert,
    `<form method="post" action="/login" class="login-form" novalidate>
  <input type="hidden" name="next" value="${esc(options.next)}">
  <div class="field"><label for="login-email">Email</label>
  <input type="email" id="login-email" name="email" value="${esc(options.email)}" autocomplete="username" required${options.error ? ' aria-invalid="true"' : ''}></div>
  <div class="field"><label for="login-password">Password</label>
  <input type="password" id="login-password" name="password" autocomplete="current-password" required${options.error ? ' aria-invalid="true"' : ''}></div>
  <div class="field checkbox"><input type="checkbox" id="login-keep" name="keep" value="1"><label for="login-keep">Keep me signed in</label></div>
  <button type="submit" class="button primary">Sign in</button>
</form>`,
    '<p class="login-links"><a href="/forgot-password">Forgot password?</a></p>',
    '</main>',
    `<aside class="login-aside" aria-labelledby="whats-new"><h2 id="whats-new">What’s new in ${APP_NAME} 4.12</h2><ul>${RELEASE_NOTES.map((note) => `<li>${esc(note)}</li>`).join('')}</ul></aside>`,
    '</div>',
    `<footer class="footer login-footer"><div class="footer-groups">${footerLinks()}</div><p>© 2026 Harbor CRM Ltd · Internal use only</p></footer>`,
  ]);
  return shell('Sign in', body, 'login');
}

export function showLogin(request: SiteRequest): SiteResponse {
  const signedOut = request.url.searchParams.get('signed_out') === '1';
  const expired = request.url.searchParams.get('expired') === '1';
  const notice = expired ? 'Your session has expired. Sign in again to continue.' : signedOut ? 'You have been signed out.' : undefined;
  return html(loginPage({ email: '', next: safeNext(request.url.searchParams.get('next')), ...(notice && { notice }) }));
}

export function submitLogin(request: SiteRequest, state: AppState): SiteResponse {
  const email = request.form.get('email') ?? '';
  const next = safeNext(request.form.get('next'));
  const cookie = signIn(state, email, request.form.get('password') ?? '', request.form.get('keep') === '1');
  if (!cookie) return html(loginPage({ email, next, error: 'Incorrect email or password. Check both and try again.' }), { status: 401 });
  return redirect(next, { 'set-cookie': cookie });
}

export function forgotPassword(): SiteResponse {
  const body = `<main class="login-card single">
<p class="brand"><span class="brand-mark" aria-hidden="true">H</span>${APP_NAME}</p>
<h1>Reset your password</h1>
<p>Passwords of ${esc(APP_NAME)} accounts are managed by IT. Ask the IT service desk (extension 4000) to reset yours; it cannot be reset from this page.</p>
<p><a href="/login">Back to sign in</a></p>
</main>`;
  return html(shell('Reset your password', body, 'login'));
}
