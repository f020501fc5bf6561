import { defineDisturbance } from './disturbance.ts';

export default defineDisturbance({
  name: 'newsletter-modal',
  description:
    'From the second page the visitor opens, a modal "subscribe to our newsletter" dialog appears once the page has loaded and blocks it until "No thanks", "Close" or Escape; once dismissed it stays away for the episode.',
  script: 'newsletter-modal.js',
});
