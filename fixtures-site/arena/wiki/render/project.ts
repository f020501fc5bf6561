import { esc } from '../../../site-kit/html.ts';
import { theEncyclopedia } from '../articles/encyclopedia.ts';
import { num } from '../articles/writer.ts';
import { page, SITE_NAME } from './layout.ts';
import { PROJECT_LINKS, projectPath } from './project-links.ts';

/** The few pages about the encyclopedia itself that every footer and sidebar links to. */
const PAGES: Record<string, () => string[]> = {
  [PROJECT_LINKS.about]: () => [
    `${SITE_NAME} is a free encyclopedia of a generated world: its countries, cities, rivers, mountains, people, companies, inventions and events.`,
    `It has ${num(theEncyclopedia().articles.length)} articles. Every fact in them is consistent with every other, but none describes the real world.`,
  ],
  [PROJECT_LINKS.contact]: () => [`${SITE_NAME} has no staff to contact. Questions about an article are best asked on its talk page.`],
  [PROJECT_LINKS.portal]: () => ['The community portal collects announcements, tasks and help for editors.', 'There are no open tasks at the moment.'],
  [PROJECT_LINKS.help]: () => [
    'To find an article, type its name into the search box at the top of every page: suggestions appear as you type.',
    'Press Enter to go straight to an article whose title matches exactly, or to see every article containing your words.',
    'Lists and categories, linked from the sidebar, group articles by subject.',
  ],
  [PROJECT_LINKS.privacy]: () => [`${SITE_NAME} keeps no personal data about readers and sets no cookies.`],
  [PROJECT_LINKS.disclaimer]: () => [`${SITE_NAME} makes no guarantee of validity. Its world is fictional.`],
  [PROJECT_LINKS.conduct]: () => ['Be civil, assume good faith, and discuss content rather than contributors.'],
  [PROJECT_LINKS.cookies]: () => [`${SITE_NAME} uses no cookies.`],
};

/** The project page with this title, if there is one. */
export function projectPage(title: string): string | undefined {
  const paragraphs = PAGES[title];
  if (!paragraphs) return undefined;
  const main = `<header class="page-heading"><h1 id="firstHeading">${esc(title)}</h1></header>\n<div class="content">${paragraphs().map((p) => `<p>${esc(p)}</p>`).join('\n')}</div>`;
  return page({ title, main });
}

/** The project page at a URL path ("/wiki/Help:Contents"), any letter case. */
export function projectTitleAt(path: string): string | undefined {
  return Object.keys(PAGES).find((title) => projectPath(title).toLowerCase() === path.toLowerCase());
}
