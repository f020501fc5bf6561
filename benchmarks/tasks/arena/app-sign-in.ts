import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'app-sign-in',
  title: 'App: sign in to the CRM',
  startUrl: 'http://app.arena.test/',
  goal: SIGN_IN_GOAL,
  rationale: 'The start page redirects to the sign-in form; only a successful sign-in opens a session in the app’s records, which is what is judged. Single task, not a family: only one account can sign in (the operator the site’s credentials name), so there is no other instance to draw.',
  tags: ['smoke', 'login'],
  maxSteps: 10,
  maxDurationMs: 60_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: { kind: 'site_state', site: 'app', collection: 'sessions', where: { email: 'beatriz.weber@harborcrm.example', active: true } },
  reference: [...SIGN_IN_STEPS, { do: 'answer', explanation: 'Signed in to Harbor CRM; the dashboard is open.' }],
});
