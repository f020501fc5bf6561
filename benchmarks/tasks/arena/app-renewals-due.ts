import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'app-renewals-due',
  title: 'App: how many renewals are due in the next 30 days',
  startUrl: 'http://app.arena.test/',
  goal: `${SIGN_IN_GOAL} Then tell me how many customer renewals are due in the next 30 days.`,
  rationale: 'The count is on the dashboard behind the sign-in (23 from the seed), so it cannot be read without signing in. Single task, not a family: the dashboard gives one renewals count (the next 30 days, the app’s setting), so the records offer no other instance.',
  tags: ['smoke', 'login'],
  maxSteps: 12,
  maxDurationMs: 60_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: {
    kind: 'and',
    children: [
      { kind: 'site_state', site: 'app', collection: 'sessions', where: { active: true } },
      { kind: 'answer', field: 'renewals', description: 'how many customer renewals are due in the next 30 days', number: 23 },
    ],
  },
  reference: [...SIGN_IN_STEPS, { do: 'answer', fields: { renewals: 23 }, explanation: '23 renewals are due in the next 30 days.' }],
});
