// The session-expiry disturbance: a cookie that tells the arena's sites it is on. Harbor CRM (the
// app) reads it on every change: while it is set, a session ends after two saved changes, and the
// next change a form (or a page script) sends is refused with a redirect to the sign-in page
// (fixtures-site/arena/app/session.ts). Other sites ignore it.
(() => {
  'use strict';
  document.cookie = 'arena_session_expiry=on; path=/; SameSite=Lax';
})();
