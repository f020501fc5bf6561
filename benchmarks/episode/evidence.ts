import type { Page } from '@playwright/test';
import { readPage } from '../contracts/page-read.ts';
import type { DialogWatch } from './dialog-watch.ts';

/** What the final page looked like, beside the verdict: for report rows and for spotting blocked runs. */
export interface PageEvidence {
  finalTitle: string;
  /** UTF-8 bytes of the final page's HTML and of its rendered text. */
  htmlBytes: number;
  textBytes: number;
  /** Signs that the site, not the agent, stopped the task: a blocked episode fails whatever its contract says. */
  blocked: { captcha: boolean; loginWall: boolean; browserErrorPage: boolean };
}

/** Runs in the page: no closures, plain data out. */
function inspect(): PageEvidence {
  const text = document.body?.innerText ?? '';
  const html = document.documentElement.outerHTML;
  const bytes = (s: string) => new TextEncoder().encode(s).length;
  const haystack = `${document.title}\n${text}`;
  const frames = [...document.querySelectorAll('iframe')].map((f) => f.src).join(' ');
  return {
    finalTitle: document.title,
    htmlBytes: bytes(html),
    textBytes: bytes(text),
    blocked: {
      captcha:
        /captcha|are you a robot|verify you are (a )?human|unusual traffic|just a moment\.\.\.|attention required/i.test(haystack) ||
        /recaptcha|hcaptcha|turnstile|challenges\.cloudflare\.com/i.test(frames),
      loginWall: document.querySelector('input[type="password"]') !== null && /\b(sign|log) ?in\b/i.test(haystack),
      browserErrorPage: location.protocol === 'chrome-error:' || document.getElementById('main-frame-error') !== null,
    },
  };
}

/** The block signals the evidence shows (`captcha`, `loginWall`, `browserErrorPage`), none when it could not be read. */
export function blockSignals(evidence: PageEvidence | { unavailable: string } | undefined): string[] {
  if (!evidence || !('blocked' in evidence)) return [];
  return Object.entries(evidence.blocked).flatMap(([signal, on]) => (on ? [signal] : []));
}

/** Reads the evidence, or says why it could not (a dialog blocks the page, the page died). */
export async function pageEvidence(page: Page, dialogs: DialogWatch): Promise<PageEvidence | { unavailable: string }> {
  const dialog = await dialogs.openOn(page);
  if (dialog) return { unavailable: `a ${dialog.type} dialog is open` };
  try {
    return await readPage(page, inspect, '');
  } catch (error) {
    return { unavailable: (error as Error).message.split('\n')[0] };
  }
}
