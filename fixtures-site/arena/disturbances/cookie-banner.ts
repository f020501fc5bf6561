import { defineDisturbance } from './disturbance.ts';

export default defineDisturbance({
  name: 'cookie-banner',
  description:
    'A cookie-consent dialog covers every page and makes the rest of it inert until "Accept all" or "Reject all" is clicked; the choice is kept in a cookie for the episode.',
  script: 'cookie-banner.js',
});
