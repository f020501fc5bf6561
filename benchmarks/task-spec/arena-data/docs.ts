/** The developer docs' library and API (docs.arena.test). */
export { getApi as api, existsIn, paramsIn, itemsOf } from '../../../fixtures-site/arena/docs/model/api.ts';
export { getLibrary as library, releasesOf, latestOf, firstOf } from '../../../fixtures-site/arena/docs/model/library.ts';
export { releaseNotesOf } from '../../../fixtures-site/arena/docs/model/changelog.ts';
export { rateLimits } from '../../../fixtures-site/arena/docs/model/guides/operations.ts';
export { popularFunctions } from '../../../fixtures-site/arena/docs/render/layout.ts';
