/** MDN's pages outside the reference: the blog and the pages its header and footer link to. */
import { esc } from '../../../site-kit/html.ts';
import { Prose, TECHNICAL } from '../../prose.ts';
import { lazy } from '../../mirror-kit.ts';
import { mdnPage } from '../layout.ts';

export interface BlogPost {
  slug: string;
  title: string;
  date: string;
  summary: string;
}

const TOPICS = ['CSS anchor positioning', 'the Popover API', 'View Transitions', 'WebGPU compute shaders', 'the Temporal API', 'baseline features', 'container queries', 'HTTP caching', 'web components', 'the Navigation API', 'CSS nesting', 'streams'];
const OPENERS = ['Getting started with', 'A practical guide to', 'What is new in', 'Deep dive:', 'Understanding', 'Debugging'];

export const blogPosts = lazy((): BlogPost[] => {
  const prose = new Prose(TECHNICAL, 'mdn-blog');
  return TOPICS.map((topic, i) => {
    const title = `${prose.pick(OPENERS)} ${topic}`;
    return {
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
      title,
      date: `2026-${String(6 - Math.floor(i / 3)).padStart(2, '0')}-${String(12 - (i % 3) * 4).padStart(2, '0')}`,
      summary: prose.paragraph(2, 2),
    };
  });
});

export function blogIndex(): string {
  const posts = blogPosts().map((post) => `<li class="card"><h2 style="font-size:20px"><a href="/en-US/blog/${post.slug}/">${esc(post.title)}</a></h2><time datetime="${post.date}">${post.date}</time><p>${esc(post.summary)}</p></li>`);
  return mdnPage({ title: 'MDN Blog', main: `<div class="home-section"><h1>MDN Blog</h1><ul class="cards" style="list-style:none;padding:0">${posts.join('')}</ul></div>` });
}

export function blogPost(slug: string): string | undefined {
  const post = blogPosts().find((p) => p.slug === slug);
  if (!post) return undefined;
  const prose = new Prose(TECHNICAL, 'mdn-blog', slug);
  const body = ['Introduction', 'How it works', 'Browser support', 'Summary'].map((h) => `<h2>${h}</h2>${prose.paragraphs(3).map((p) => `<p>${esc(p)}</p>`).join('')}`);
  return mdnPage({ title: `${post.title} | MDN Blog`, main: `<article class="home-section"><h1>${esc(post.title)}</h1><p><time datetime="${post.date}">${post.date}</time></p>${body.join('')}<p><a href="/en-US/blog/">Back to the blog</a></p></article>` });
}

/** The pages the header and footer link to, by path, with their titles. */
export const SITE_PAGES: ReadonlyMap<string, string> = new Map([
  ['/en-US/about', 'About MDN'],
  ['/en-US/advertising', 'Advertise with us'],
  ['/en-US/community', 'Contribute to MDN'],
  ['/en-US/plus', 'MDN Plus'],
  ['/en-US/play', 'Playground'],
  ['/en-US/observatory', 'HTTP Observatory'],
  ['/en-US/docs/MDN/Community/Issues', 'Issues'],
]);

export function sitePage(path: string): string | undefined {
  const title = SITE_PAGES.get(path);
  if (!title) return undefined;
  const prose = new Prose(TECHNICAL, 'mdn-site', path);
  const body = prose.paragraphs(6).map((p) => `<p>${esc(p)}</p>`);
  return mdnPage({ title: `${title} | MDN`, main: `<div class="home-section"><h1>${esc(title)}</h1>${body.join('')}</div>` });
}
