import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'app-on-call-agent',
  title: 'App: who is on call for support this week',
  startUrl: 'http://app.arena.test/',
  goal: `${SIGN_IN_GOAL} Who is the support agent on call this week?`,
  rationale: 'The on-call agent is named only on the dashboard behind the sign-in; the name is one of six support agents, none shown on the sign-in page. Single task, not a family: the app has one on-call agent a week, so the records offer no other instance.',
  tags: ['smoke', 'login'],
  maxSteps: 12,
  maxDurationMs: 60_000,
  signature: { inputs: SIGN_IN_INPUTS },
  success: {
    kind: 'and',
    children: [
      { kind: 'site_state', site: 'app', collection: 'sessions', where: { active: true } },
      { kind: 'answer', field: 'agent', description: 'the name of the support agent on call this week', value: 'Felix Dubois', of: 'app.staff' },
    ],
  },
  reference: [...SIGN_IN_STEPS, { do: 'answer', fields: { agent: 'Felix Dubois' }, explanation: 'Felix Dubois is on call this week.' }],
});
