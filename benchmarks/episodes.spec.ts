import { declareEpisodeTests } from './episode-tests.ts';

await declareEpisodeTests('without-secrets');
