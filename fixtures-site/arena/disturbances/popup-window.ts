import { defineDisturbance } from './disturbance.ts';

export default defineDisturbance({
  name: 'popup-window',
  description:
    'The first click on a link of a site does not follow it: it opens an advert in a popup window instead, and the page stays where it was. Later clicks work; the agent must carry on in the original page.',
  script: 'popup-window.js',
});
