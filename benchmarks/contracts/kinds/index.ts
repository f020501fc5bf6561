import { and } from './and.ts';
import { domCount } from './dom-count.ts';
import { domText } from './dom-text.ts';
import { not } from './not.ts';
import { or } from './or.ts';
import { url } from './url.ts';

/** Every contract kind the judge knows, one module each. */
export const CONTRACT_KINDS = [url, domText, domCount, and, or, not] as const;
