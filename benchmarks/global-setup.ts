import { resolveChromium } from './browser/chromium.ts';

// Fail once, before any task runs, with how to get a browser: one line, not a stack per worker.
export default function globalSetup(): void {
  try {
    resolveChromium();
  } catch (error) {
    const clean = new Error((error as Error).message);
    clean.stack = `${(error as Error).name}: ${clean.message}`;
    throw clean;
  }
}
