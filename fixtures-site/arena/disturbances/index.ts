import cookieBanner from './cookie-banner.ts';
import type { Disturbance } from './disturbance.ts';
import domChurn from './dom-churn.ts';
import lazyContent from './lazy-content.ts';
import newsletterModal from './newsletter-modal.ts';
import popupWindow from './popup-window.ts';
import sessionExpiry from './session-expiry.ts';
import slowResponses from './slow-responses.ts';

/** Every disturbance a task can switch on, by name. */
export const DISTURBANCES: readonly Disturbance[] = [cookieBanner, newsletterModal, lazyContent, slowResponses, domChurn, popupWindow, sessionExpiry];
