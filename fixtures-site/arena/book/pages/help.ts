/** The help centre: an index of articles and one page per article. */
import { esc } from '../../../site-kit/html.ts';
import { HELP_TOPICS, type HelpTopic } from './help-topics.ts';
import { page } from './layout.ts';

const GROUP_TITLES: Record<HelpTopic['group'], string> = { support: 'Bookings and payments', policies: 'Policies', company: 'About us' };

export function helpIndexPage(): string {
  return page({
    title: 'Help centre',
    crumbs: [{ label: 'Home', href: '/' }, { label: 'Help' }],
    main: `<h1>Help centre</h1>
<p>Answers to the questions guests ask most. Can't find yours? <a href="/help/contact">Contact us</a>.</p>
${(Object.keys(GROUP_TITLES) as Array<HelpTopic['group']>)
  .map(
    (group) => `<section aria-labelledby="help-${group}">
  <h2 id="help-${group}">${GROUP_TITLES[group]}</h2>
  <ul class="help-list">${HELP_TOPICS.filter((t) => t.group === group)
    .map((t) => `<li><a href="/help/${t.slug}">${esc(t.title)}</a><p class="muted">${esc(t.summary)}</p></li>`)
    .join('')}</ul>
</section>`,
  )
  .join('\n')}`,
  });
}

export function helpArticlePage(topic: HelpTopic): string {
  return page({
    title: topic.title,
    crumbs: [{ label: 'Home', href: '/' }, { label: 'Help', href: '/help' }, { label: topic.title }],
    main: `<div class="help-layout">
  <article aria-labelledby="article-heading">
    <h1 id="article-heading">${esc(topic.title)}</h1>
    <p class="lead">${esc(topic.summary)}</p>
    ${topic.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('\n    ')}
  </article>
  <nav class="help-nav" aria-label="Help topics"><ul>${HELP_TOPICS.filter((t) => t.group === topic.group && t.slug !== topic.slug)
    .map((t) => `<li><a href="/help/${t.slug}">${esc(t.title)}</a></li>`)
    .join('')}</ul></nav>
</div>`,
  });
}
