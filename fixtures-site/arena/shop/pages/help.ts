import { esc } from '../../../site-kit/html.ts';
import { HELP_TOPICS, type HelpTopic } from './help-topics.ts';
import type { PageFrame } from './layout.ts';

/** A help or company page, with every other topic in a side menu. */
export function helpFrame(topic: HelpTopic): Omit<PageFrame, 'session' | 'flash'> {
  const menu = HELP_TOPICS.map((t) =>
    t === topic ? `<li><strong aria-current="page">${esc(t.title)}</strong></li>` : `<li><a href="/help/${t.slug}">${esc(t.title)}</a></li>`,
  );
  const main = `<div class="help-layout"><nav class="help-menu" aria-label="Help topics"><ul>${menu.join('')}</ul></nav>
<article class="help-article"><h1>${esc(topic.title)}</h1>${topic.body()}</article></div>`;
  return { title: topic.title, main, kind: 'help', breadcrumbs: [{ label: 'Help', href: '/help/contact-us' }, { label: topic.title }] };
}
