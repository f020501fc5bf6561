import { esc } from '../../../site-kit/html.ts';
import { hashString, Random } from '../../../site-kit/random.ts';
import { lazy } from '../../../site-kit/lazy.ts';
import { catalog, inStock, type Product } from '../catalog/products.ts';
import { priceBlock, productHref } from '../pages/parts.ts';

/**
 * Gift guides (/gift-guides): a hub whose menus ("For the cook", …) open only while the pointer
 * is over them; a menu's guides are fetched when it first opens (/gift-guides/menu/<n>), so the
 * hub's HTML holds no link to them. Each guide lives at an opaque address (/gift-guides/g-<hash>)
 * and lists six picks, the first marked "Our top pick". New pages: no existing page links here.
 */

interface GuideSpec {
  title: string;
  /** Departments whose products the picks come from. */
  departments: readonly string[];
}
interface MenuSpec {
  label: string;
  guides: readonly GuideSpec[];
}

const MENUS: readonly MenuSpec[] = [
  { label: 'For the cook', guides: [{ title: 'The home barista', departments: ['kitchen'] }, { title: 'Sunday bakers', departments: ['kitchen'] }, { title: 'First kitchen', departments: ['kitchen', 'home'] }] },
  { label: 'For the home', guides: [{ title: 'Cosy evenings in', departments: ['home'] }, { title: 'The tidy desk', departments: ['office', 'home'] }, { title: 'New neighbours', departments: ['home', 'kitchen'] }] },
  { label: 'For the explorer', guides: [{ title: 'Weekend hikers', departments: ['sports'] }, { title: 'Long-haul travellers', departments: ['sports', 'electronics'] }, { title: 'Early risers', departments: ['sports', 'clothing'] }] },
  { label: 'For the tech lover', guides: [{ title: 'Music on the move', departments: ['electronics'] }, { title: 'The smart home', departments: ['electronics', 'home'] }, { title: 'Remote workers', departments: ['office', 'electronics'] }] },
];

export interface Guide {
  title: string;
  menu: string;
  path: string;
  picks: Product[];
}

const PICKS = 6;

/** Every guide, menu by menu, with its picks drawn from its departments (in-stock products only). */
export const giftGuides = lazy((): Guide[] => {
  const { departments } = catalog();
  return MENUS.flatMap((menu) =>
    menu.guides.map((spec) => {
      const pool = departments.filter((d) => spec.departments.some((s) => d.slug.startsWith(s))).flatMap((d) => d.products).filter(inStock);
      const picks = Random.for('shop', 'gift-guide', spec.title).sample(pool.length ? pool : catalog().products.filter(inStock), PICKS);
      const path = `/gift-guides/g-${hashString(`guide:${spec.title}:${picks.map((p) => p.code).join(',')}`).toString(36)}`;
      return { title: spec.title, menu: menu.label, path, picks };
    }),
  );
});

/** The guide the hub features without any menu: the first one. */
export const featuredGuide = (): Guide => giftGuides()[0];

function pickList(guide: Guide): string {
  return `<ol class="guide-picks">${guide.picks
    .map((p, i) => `<li>${i === 0 ? '<strong class="top-pick">Our top pick:</strong> ' : ''}<a href="${productHref(p)}">${esc(p.title)}</a> <span class="guide-price">${priceBlock(p.price, p.listPrice)}</span></li>`)
    .join('')}</ol>`;
}

const SCRIPT = `<script>
document.querySelectorAll('.guide-menu').forEach((menu) => {
  const label = menu.querySelector('.guide-menu-label');
  menu.addEventListener('mouseleave', () => label.setAttribute('aria-expanded', 'false'));
  menu.addEventListener('mouseenter', async () => {
    label.setAttribute('aria-expanded', 'true');
    const panel = menu.querySelector('.guide-panel');
    if (panel.dataset.loaded) return;
    panel.dataset.loaded = '1';
    const response = await fetch('/gift-guides/menu/' + menu.dataset.menu);
    panel.innerHTML = await response.text();
  });
});
</script>`;

const STYLE = `<style>
.guide-menus{display:flex;gap:1.5rem;list-style:none;padding:0;margin:1rem 0 2rem}
.guide-menu{position:relative;padding:.5rem 1rem;border:1px solid #d8d2c6;border-radius:6px;background:#fbf9f5;cursor:default}
.guide-panel{display:none;position:absolute;left:0;top:100%;z-index:20;min-width:14rem;background:#fff;border:1px solid #d8d2c6;border-radius:6px;padding:.5rem 1rem;box-shadow:0 6px 18px #0002}
.guide-menu:hover .guide-panel{display:block}
.guide-panel ul{list-style:none;padding:0;margin:0}.guide-panel li{padding:.25rem 0}
</style>`;

/** The hub: the menus (hover to open) and the featured guide. */
export function guidesHubMain(): string {
  const featured = featuredGuide();
  const menus = MENUS.map((menu, i) => `<li class="guide-menu" data-menu="${i + 1}"><button type="button" class="guide-menu-label" aria-haspopup="true" aria-expanded="false">${esc(menu.label)}<span aria-hidden="true"> ▾</span></button><div class="guide-panel"></div></li>`).join('');
  return `${STYLE}<h1>Gift guides</h1>
<p class="intro">Our buyers' favourite presents, guide by guide. Point at a theme to see its guides.</p>
<ul class="guide-menus" aria-label="Gift guide themes">${menus}</ul>
<section aria-labelledby="featured-guide"><h2 id="featured-guide">Featured guide: ${esc(featured.title)}</h2>${pickList(featured)}</section>
${SCRIPT}`;
}

/** GET /gift-guides/menu/<n>: a menu's guides, as the panel's HTML. */
export function guideMenuPanel(n: number): string | undefined {
  const menu = MENUS[n - 1];
  if (!menu) return undefined;
  const guides = giftGuides().filter((g) => g.menu === menu.label);
  return `<ul>${guides.map((g) => `<li><a href="${g.path}">${esc(g.title)}</a></li>`).join('')}</ul>`;
}

export function guideByPath(path: string): Guide | undefined {
  return giftGuides().find((g) => g.path === path);
}

export function guideMain(guide: Guide): string {
  return `<h1>Gift guide: ${esc(guide.title)}</h1>
<p class="intro">${esc(guide.menu)}: six presents our buyers chose, the best first.</p>
${pickList(guide)}
<p><a href="/gift-guides">All gift guides</a></p>`;
}
