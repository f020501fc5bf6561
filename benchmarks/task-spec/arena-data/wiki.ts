/** The encyclopedia's world and pages (wiki.arena.test). */
export { theWorld as world } from '../../../fixtures-site/arena/wiki/world/world.ts';
export { mainPage } from '../../../fixtures-site/arena/wiki/render/main-page.ts';
