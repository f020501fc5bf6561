/**
 * The arena sites' own data, for task families (`import { arena } from 'contract-eval/task'`):
 * the same generators the sites serve their pages from, so a family's instances and expected
 * answers follow the seed in force (the `seed` option). One module per site; read them, never change
 * what they return.
 */
export { arenaSeed, DEFAULT_SEED } from '../../../fixtures-site/site-kit/random.ts';
export { slug } from '../../../fixtures-site/site-kit/html.ts';
export * as app from './app.ts';
export * as book from './book.ts';
export * as docs from './docs.ts';
export * as look from './look.ts';
export * as mail from './mail.ts';
export * as shop from './shop.ts';
export * as wiki from './wiki.ts';
