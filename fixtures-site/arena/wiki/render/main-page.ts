import { esc } from '../../../site-kit/html.ts';
import { ARENA_TODAY, Random } from '../../../site-kit/random.ts';
import { articlePath, categoryPath, theEncyclopedia } from '../articles/encyclopedia.ts';
import type { Inline } from '../articles/model.ts';
import { LIST_TITLES } from '../articles/taxonomy.ts';
import { link, num } from '../articles/writer.ts';
import { dayAndMonth, yearOf } from '../world/dates.ts';
import { theWorld } from '../world/world.ts';
import { inline } from './inline.ts';
import { page, SITE_NAME } from './layout.ts';
import { PROJECT_LINKS, projectPath } from './project-links.ts';

/** Today's picks, the same all day (ARENA_TODAY never changes). */
const picks = () => Random.for('wiki', 'main page', ARENA_TODAY);

function box(id: string, heading: string, body: string): string {
  return `<section class="mp-box" aria-labelledby="${id}"><h2 id="${id}">${esc(heading)}</h2>\n${body}\n</section>`;
}

function featured(): string {
  const encyclopedia = theEncyclopedia();
  const world = theWorld();
  const random = picks();
  const subject = random.pick(world.people.filter((p) => world.inventionsBy(p).length > 0 && world.companiesFoundedBy(p).length > 0));
  const article = encyclopedia.get(subject.name)!;
  const lead = article.lead.map((p) => `<p>${inline(p.text)}</p>`).join('');
  return box('mp-tfa', "From today's featured article", `${lead}<p><a href="${articlePath(article.title)}">Full article about ${esc(article.title)}</a></p>`);
}

/** "Did you know…" hooks: one striking fact each, from different kinds of article. */
function didYouKnow(): string {
  const world = theWorld();
  const random = picks();
  const hooks: Inline[] = [
    ...random.sample(world.universities, 2).map((u) => `… that the motto of the ${link(u.name)} is ''${u.motto}''?`),
    ...random.sample(world.companies.filter((c) => c.defunct), 2).map((c) => `… that ${link(c.name)}, founded in ${c.founded}, closed in ${c.defunct}?`),
    ...random.sample(world.events.filter((e) => e.type === 'exposition'), 1).map((e) => `… that the ${link(e.name)} drew ${num(e.figure)} visitors?`),
    ...random.sample(world.mountains.filter((m) => !m.firstAscent), 1).map((m) => `… that ${link(m.name)} in the ${m.range} has never been climbed?`),
  ];
  return box('mp-dyk', 'Did you know ...', `<ul>${hooks.map((h) => `<li>${inline(h)}</li>`).join('')}</ul>`);
}

function onThisDay(): string {
  const world = theWorld();
  const day = ARENA_TODAY.slice(5);
  const events = world.events.filter((e) => e.date.slice(5) === day);
  const births = world.people.filter((p) => p.born.slice(5) === day);
  const items: Inline[] = [
    ...events.map((e) => `${yearOf(e.date)} – The ${link(e.name)} takes place in ${link(e.city.name)}.`),
    ...births.map((p) => `${yearOf(p.born)} – Birth of ${link(p.name)}.`),
  ];
  return box('mp-otd', `On this day: ${dayAndMonth(ARENA_TODAY)}`, items.length ? `<ul>${items.map((i) => `<li>${inline(i)}</li>`).join('')}</ul>` : '<p>No anniversaries today.</p>');
}

function featuredList(): string {
  const world = theWorld();
  const capitals = world.countries.map((c) => c.capital).sort((a, b) => a.name.localeCompare(b.name));
  return box(
    'mp-tfl',
    "Today's featured list",
    `<p>The <a href="${articlePath(LIST_TITLES[0])}">${LIST_TITLES[0]}</a> ranks all ${world.cities.length} cities of the region. Its capitals are ${capitals
      .map((c) => `<a href="${articlePath(c.name)}">${esc(c.name)}</a>`)
      .join(', ')}.</p>`,
  );
}

function browse(): string {
  const world = theWorld();
  const countries = world.countries
    .map(
      (country) => `<div class="mp-country"><h3><a href="${articlePath(country.name)}">${esc(country.name)}</a></h3>
<p>Cities: ${world.citiesOf(country).map((c) => `<a href="${articlePath(c.name)}">${esc(c.name)}</a>`).join(' · ')}</p>
<p>Rivers: ${world.riversOf(country).map((r) => `<a href="${articlePath(r.name)}">${esc(r.name)}</a>`).join(' · ')}</p>
<p>See also: <a href="${categoryPath(`Cities in ${country.name}`)}">Cities in ${esc(country.name)}</a> · <a href="${categoryPath(`Rivers of ${country.name}`)}">Rivers of ${esc(country.name)}</a> · <a href="${categoryPath(`Mountains of ${country.name}`)}">Mountains of ${esc(country.name)}</a></p></div>`,
    )
    .join('\n');
  return box('mp-browse', 'Browse by country', countries);
}

function otherAreas(): string {
  const areas: Array<[string, string, string]> = [
    ['Community portal', PROJECT_LINKS.portal, 'The central hub for editors, with resources, links, tasks and announcements.'],
    ['Help desk', PROJECT_LINKS.help, 'Ask questions about using or editing Arenapedia.'],
    ['About', PROJECT_LINKS.about, 'What this encyclopedia is and how it came to be.'],
  ];
  return box('mp-other', `Other areas of ${SITE_NAME}`, `<ul>${areas.map(([label, title, text]) => `<li><a href="${projectPath(title)}">${label}</a> – ${esc(text)}</li>`).join('')}</ul>`);
}

export function mainPage(): string {
  const count = theEncyclopedia().articles.length;
  const main = `<header class="page-heading"><h1 id="firstHeading" class="visually-hidden">Main Page</h1></header>
<div class="content main-page">
<div class="mp-welcome"><p class="mp-welcome-title">Welcome to ${SITE_NAME},</p><p>the free encyclopedia that anyone can read. <a href="/wiki/Special:AllPages">${num(count)} articles</a> in English.</p></div>
<div class="mp-columns">
<div class="mp-left">${featured()}${didYouKnow()}</div>
<div class="mp-right">${onThisDay()}${featuredList()}</div>
</div>
${browse()}
${otherAreas()}
</div>`;
  return page({ title: 'Main Page', main });
}
