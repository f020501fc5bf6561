import { resolveChromium } from './browser/chromium.ts';

// Fail once, before any task runs, with how to get a browser — not once per worker.
export default function globalSetup(): void {
  resolveChromium();
}
