import { esc } from '../../../site-kit/html.ts';
import { html, notFound, type SiteResponse } from '../../../site-kit/site.ts';
import type { PageContext } from '../context.ts';
import { APP_NAME, appPage, helpHref, HELP_TOPICS } from '../ui/layout.ts';
import { policyPage } from './policies.ts';

/** The help pages the footer links to: a short article per topic. */
export function helpPage(context: PageContext, path: string): SiteResponse {
  const policy = policyPage(context, path);
  if (policy) return policy;
  const topic = HELP_TOPICS.find((t) => helpHref(t) === path);
  if (!topic) return notFound();
  const others = HELP_TOPICS.filter((t) => t !== topic)
    .map((t) => `<li><a href="${helpHref(t)}">${esc(t)}</a></li>`)
    .join('');
  const body = `<div class="columns wide-left"><article class="panel">
<p>This page describes ${esc(topic.toLowerCase())} for ${APP_NAME}, the customer and support workspace of Harbor CRM Ltd.</p>
<p>For anything not covered here, contact the IT service desk on extension 4000 or open a ticket in the internal portal. Changes to customers and tickets are recorded in the audit log.</p>
</article><aside class="panel" aria-labelledby="more-help"><h2 id="more-help">More help</h2><ul>${others}</ul></aside></div>`;
  return html(appPage(context, { title: topic, section: 'help', breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Help' }, { label: topic }], body }));
}
