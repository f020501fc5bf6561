import { defineDisturbance } from './disturbance.ts';

export default defineDisturbance({
  name: 'lazy-content',
  description:
    'The main content below the first screen is not there when a page loads: it loads only when the visitor scrolls near its end (or follows a link to an anchor in it), as on lazy-loading and infinite-scroll sites.',
  script: 'lazy-content.js',
});
