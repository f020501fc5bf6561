import { declareEpisodeTests } from './episode-tests.ts';
import { test } from './fixtures.ts';

test.use({ trace: 'off' });

await declareEpisodeTests('with-secrets');
