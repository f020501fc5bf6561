/** The developer docs' library and API (docs.arena.test). */
export { getApi as api, existsIn } from '../../../fixtures-site/arena/docs/model/api.ts';
export { getLibrary as library, releasesOf } from '../../../fixtures-site/arena/docs/model/library.ts';
