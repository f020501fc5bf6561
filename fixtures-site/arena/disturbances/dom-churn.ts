import { defineDisturbance } from './disturbance.ts';

export default defineDisturbance({
  name: 'dom-churn',
  description:
    'After every click or key press the links of the main content are re-rendered as identical copies (as client-side frameworks do on a state change), so element references taken from an earlier snapshot go stale while the page looks the same.',
  script: 'dom-churn.js',
});
