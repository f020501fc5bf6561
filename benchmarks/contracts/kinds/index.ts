import { and } from './and.ts';
import { answer } from './answer.ts';
import { domCount } from './dom-count.ts';
import { domText } from './dom-text.ts';
import { network } from './network.ts';
import { noDialog } from './no-dialog.ts';
import { not } from './not.ts';
import { or } from './or.ts';
import { screenshotClass } from './screenshot-class.ts';
import { siteState } from './site-state.ts';
import { subGoals } from './sub-goals.ts';
import { url } from './url.ts';

/** Every contract kind the judge knows, one module each. */
export const CONTRACT_KINDS = [url, domText, domCount, network, screenshotClass, noDialog, answer, siteState, and, or, not, subGoals] as const;
