/** The encyclopedia's world and pages (wiki.arena.test). */
export { theWorld as world } from '../../../fixtures-site/arena/wiki/world/world.ts';
export { mainPage } from '../../../fixtures-site/arena/wiki/render/main-page.ts';
export { theEncyclopedia as encyclopedia, articlePath } from '../../../fixtures-site/arena/wiki/articles/encyclopedia.ts';
export { theSearchIndex as searchIndex } from '../../../fixtures-site/arena/wiki/search.ts';
export { occupationOf } from '../../../fixtures-site/arena/wiki/articles/people.ts';
export type { City, Company, Country, HistoricEvent, Invention, Mountain, Person, River, University } from '../../../fixtures-site/arena/wiki/world/model.ts';
export { longDate, yearOf } from '../../../fixtures-site/arena/wiki/world/dates.ts';
