import { defineDisturbance } from './disturbance.ts';

export default defineDisturbance({
  name: 'slow-responses',
  description: 'Every response of every arena site (pages, scripts, styles, form posts) arrives 1.5 seconds late, as on an overloaded server.',
  delayMs: 1500,
});
