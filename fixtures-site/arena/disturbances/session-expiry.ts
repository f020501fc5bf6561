import { defineDisturbance } from './disturbance.ts';

export default defineDisturbance({
  name: 'session-expiry',
  description:
    'A signed-in session of the CRM (app) ends after two saved changes: the next change is not saved, and its form sends the agent to the sign-in page ("Your session has expired"); after signing in again the agent is back on the page it came from and must make the change again.',
  script: 'session-expiry.js',
});
