import { esc } from '../../../site-kit/html.ts';
import { hashString, Random } from '../../../site-kit/random.ts';
import { lazy } from '../../../site-kit/lazy.ts';
import { catalog, inStock, type Product } from '../catalog/products.ts';
import { productHref, stars } from '../pages/parts.ts';

/**
 * The community page (/community): customers' stories about what they bought, newest first, in
 * an endless feed. The first batch is in the page; each further batch is fetched by the page's
 * script when the end of the feed scrolls into view (/community/more?cursor=<opaque>), so no
 * link or page number reaches the later stories. New pages: no existing page links here.
 */

const FIRST = ['Marguerite', 'Tobias', 'Ines', 'Rafael', 'Annika', 'Dmitri', 'Saoirse', 'Kwame', 'Lucia', 'Henrik', 'Priya', 'Mateo', 'Ingrid', 'Yusuf', 'Camille', 'Oskar', 'Leila', 'Fergus', 'Noor', 'Emil', 'Beatriz', 'Callum', 'Zofia', 'Arjun'];
const LAST = ['Okafor', 'Lindqvist', 'Moreau', 'Castellano', 'Haugen', 'Petrov', 'Gallagher', 'Mensah', 'Ferraro', 'Dahl', 'Raman', 'Quintero', 'Sorensen', 'Aydin', 'Fontaine', 'Nyberg', 'Haddad', 'MacLeod', 'Rahimi', 'Brandt', 'Azevedo', 'Whitlock', 'Nowak', 'Desai'];
const TOWNS = ['Portland', 'Leeds', 'Cork', 'Utrecht', 'Lyon', 'Hamburg', 'Perth', 'Osaka', 'Austin', 'Calgary', 'Valencia', 'Bristol'];
const OPENERS = [
  'Bought this for our new flat and it has been used every single day since.',
  'Arrived two days early and was packed with care.',
  'I compared three of these before choosing, and I am glad I picked this one.',
  'A gift for my sister, who has not stopped talking about it.',
  'Replaced an old one that lasted ten years; this one feels sturdier.',
  'Exactly as described, and the colour is even nicer in person.',
  'The price was right and the quality surprised me.',
  'We took it on holiday and it held up to everything.',
];

export interface Story {
  /** Position in the feed, from 1. */
  position: number;
  author: string;
  town: string;
  product: Product;
  stars: number;
  text: string;
}

/** The stories in one batch (the first is in the page). */
export const STORY_BATCH = 12;
const STORY_COUNT = 96;

/** Every story of the feed, newest first, the same on every request. */
export const communityStories = lazy((): Story[] => {
  const random = Random.for('shop', 'community');
  const products = catalog().products.filter((p) => inStock(p) && p.rating !== undefined);
  const names = random.sample(FIRST.flatMap((first) => LAST.map((last) => `${first} ${last}`)), STORY_COUNT);
  return names.map((author, i) => ({
    position: i + 1,
    author,
    town: random.pick(TOWNS),
    product: random.pick(products),
    stars: random.int(3, 5),
    text: random.pick(OPENERS),
  }));
});

/** The opaque cursor of the batch starting after `count` stories. */
export function storyCursor(count: number): string {
  return `${(hashString(`community:${count}`) % 46656).toString(36).padStart(3, '0')}${count.toString(36)}`;
}
function cursorCount(cursor: string): number | undefined {
  const count = parseInt(cursor.slice(3), 36);
  return Number.isInteger(count) && storyCursor(count) === cursor ? count : undefined;
}

function storyItem(story: Story): string {
  return `<li class="story"><article aria-label="Story by ${esc(story.author)}">
<h3 class="story-author">${esc(story.author)}</h3><p class="story-town">${esc(story.town)}</p>
<p class="story-product">On the <a href="${productHref(story.product)}">${esc(story.product.title)}</a> ${stars(story.stars)}</p>
<p class="story-text">“${esc(story.text)}”</p></article></li>`;
}

/** A batch of stories as HTML list items, and the cursor of the next (none at the end). */
function batch(from: number): { items: string; next?: string } {
  const stories = communityStories().slice(from, from + STORY_BATCH);
  const end = from + stories.length;
  return { items: stories.map(storyItem).join('\n'), ...(end < communityStories().length && { next: storyCursor(end) }) };
}

/** GET /community/more?cursor=…: the next batch, as HTML, with the cursor after it in a header-free wrapper. */
export function moreStories(cursor: string): string | undefined {
  const from = cursorCount(cursor);
  if (from === undefined) return undefined;
  const { items, next } = batch(from);
  return `<ul data-next="${next ?? ''}">${items}</ul>`;
}

const SCRIPT = `<script>
(() => {
  const list = document.getElementById('story-feed');
  const end = document.getElementById('feed-end');
  const status = document.getElementById('feed-status');
  let loading = false;
  const load = async () => {
    const cursor = list.dataset.next;
    if (loading || !cursor) return;
    loading = true;
    status.textContent = 'Loading more stories…';
    const response = await fetch('/community/more?cursor=' + encodeURIComponent(cursor));
    const box = document.createElement('div');
    box.innerHTML = await response.text();
    const more = box.querySelector('ul');
    list.append(...more.children);
    list.dataset.next = more.dataset.next;
    status.textContent = more.dataset.next ? 'Scroll down for more stories' : 'You have reached the first story.';
    loading = false;
    if (more.dataset.next && end.getBoundingClientRect().top < window.innerHeight + 300) load();
  };
  new IntersectionObserver((entries) => { if (entries.some((e) => e.isIntersecting)) load(); }, { rootMargin: '0px 0px 300px 0px' }).observe(end);
})();
</script>`;

export function communityMain(): string {
  const { items, next } = batch(0);
  return `<h1>From our community</h1>
<p class="intro">What Copperleaf customers tell us about the things they bought, the newest first. Keep scrolling for more.</p>
<ul class="story-feed" id="story-feed" aria-label="Customer stories" data-next="${next ?? ''}">${items}</ul>
<h2 class="feed-end" id="feed-end">Older stories</h2>
<p class="feed-status" id="feed-status" role="status">Scroll down for more stories</p>
${SCRIPT}`;
}
