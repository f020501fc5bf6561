/** MDN's home page: the hero, featured articles, latest news and recent contributions. */
import { esc } from '../../../site-kit/html.ts';
import { Random } from '../../../site-kit/random.ts';
import { catalogue } from '../docs/catalogue.ts';
import { docHref } from '../docs/model.ts';
import { mdnPage } from '../layout.ts';
import { blogPosts } from './site-pages.ts';

const FEATURED = ['Web/API/Canvas_API', 'Web/JavaScript/Reference/Global_Objects/Promise', 'Web/API/Web_Storage_API', 'Web/API/WebGPU_API'];
const CONTRIBUTORS = ['estelle', 'Josh-Cena', 'bsmth', 'wbamberg', 'hamishwillee', 'dipikabh', 'pepelsbey', 'chrisdavidmills', 'sideshowbarker', 'OnkarRuikar'];

export function homePage(): string {
  const { docs } = catalogue();
  const random = Random.fixed('mdn-home');
  const featured = FEATURED.map((slug) => docs.get(slug)!).map((doc) => `<li class="card"><a href="${docHref(doc.slug)}"><h3>${esc(doc.title)}</h3></a><p>${esc(doc.summary)}</p></li>`);
  const news = blogPosts()
    .slice(0, 5)
    .map((post) => `<li><a href="/en-US/blog/${post.slug}/">${esc(post.title)}</a> <span>MDN Blog</span> <time datetime="${post.date}">${post.date}</time></li>`);
  // Reference pages other than the task pages: the start page must not hold a task's fact.
  const contributed = random.sample([...docs.values()].filter((doc) => doc.slug.split('/').length > 3 && !/\/(fetch|map)$/.test(doc.slug)), 16);
  const contributions = contributed.map((doc, i) => {
    const pr = 40000 + random.int(0, 3000);
    return `<li><a href="${docHref(doc.slug)}">${esc(doc.title)}</a> <a href="https://github.com/mdn/content/pull/${pr}">${esc(random.pick(['Fix typo', 'Update compat notes', 'Clarify example', 'Add missing parameter', 'Editorial review']))} (#${pr})</a> by ${esc(random.pick(CONTRIBUTORS))} <span>${i + 1} hours ago</span></li>`;
  });
  const main = `<section class="home-hero"><h1>Resources for <u>Developers</u>, by Developers</h1>
<p>Documenting web technologies, including <a href="/en-US/docs/Web/CSS">CSS</a>, <a href="/en-US/docs/Web/HTML">HTML</a>, and <a href="/en-US/docs/Web/JavaScript">JavaScript</a>, since 2005.</p></section>
<section class="home-section" aria-labelledby="featured-articles"><h2 id="featured-articles">Featured articles</h2><ul class="cards" style="list-style:none;padding:0">${featured.join('')}</ul></section>
<section class="home-section" aria-labelledby="latest-news"><h2 id="latest-news">Latest news</h2><ul>${news.join('')}</ul></section>
<section class="home-section" aria-labelledby="recent-contributions"><h2 id="recent-contributions">Recent contributions</h2><ul>${contributions.join('')}</ul><p><a href="https://github.com/mdn/content/pulls?q=is%3Apr+is%3Amerged">View all contributions</a></p></section>
<section class="home-section" aria-labelledby="contributor-spotlight"><h2 id="contributor-spotlight">Contributor Spotlight</h2><p>"MDN's technical writing community taught me how to explain a web platform feature to people who will use it tomorrow." <a href="/en-US/community">Get involved →</a></p></section>`;
  return mdnPage({ title: 'MDN Web Docs', main });
}
