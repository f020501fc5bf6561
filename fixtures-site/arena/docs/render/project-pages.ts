/** Pages about the project itself (about, support, licence…), linked from every footer. */
import { Random } from '../../../site-kit/random.ts';
import { getLibrary } from '../model/library.ts';
import { TEAMS } from '../model/words.ts';
import { downtimeChart } from './status-chart.ts';

export interface ProjectPage {
  slug: string;
  title: string;
  paragraphs(): string[];
  /** Sentences that end in a link, after the paragraphs: [text, link label, href]. */
  links?: ReadonlyArray<readonly [string, string, string]>;
  /** More of the page after the links (HTML): the status page's downtime chart. */
  extra?: () => string;
}

function page(slug: string, title: string, topic: string, links?: ProjectPage['links'], extra?: ProjectPage['extra']): ProjectPage {
  return {
    slug,
    title,
    ...(links && { links }),
    ...(extra && { extra }),
    paragraphs() {
      const lib = getLibrary().name;
      const r = Random.for('docs', 'project', slug);
      return [
        `${lib} is built by a small team in ${r.pick(['Lisbon', 'Utrecht', 'Montréal', 'Tallinn', 'Wellington'])} and by ${r.int(40, 300)} contributors. This page is about ${topic}.`,
        `If you have a question about ${topic} that is not answered here, write to the ${r.pick(TEAMS)} team through the support form; we answer within ${r.int(1, 3)} working days.`,
        `Everything about ${topic} applies to all versions of the SDK unless a version's docs say otherwise.`,
      ];
    },
  };
}

export const PROJECT_PAGES: readonly ProjectPage[] = [
  page('about', 'About', 'who makes the SDK and why'),
  page('community', 'Community', 'the forum, meet-ups and how to get help from other users'),
  page('support', 'Support', 'support plans and how to open a ticket', [['Answers to common questions, and how our support team works, are in the', 'knowledge base', '/kb']]),
  page('security', 'Security', 'reporting vulnerabilities'),
  page('license', 'Licence', 'the Apache 2.0 licence of the SDK'),
  page('status', 'Service status', 'incidents and maintenance windows', undefined, downtimeChart),
  page('contributing', 'Contributing', 'sending fixes and improvements'),
  page('privacy', 'Privacy', 'what data the docs site and the SDK collect'),
  page('terms', 'Terms of use', 'the terms of the API and these docs'),
  page('brand', 'Brand assets', 'the logo and how to use it'),
];
