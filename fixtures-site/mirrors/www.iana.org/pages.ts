/**
 * IANA's pages: the home page, the sections, the reserved-domains and example-domains pages (their
 * real wording; a task asks which RFCs describe the example domains), help topics and search.
 */
import { esc } from '../../site-kit/html.ts';
import { Prose, TECHNICAL } from '../prose.ts';
import { lazy, rankSearch } from '../mirror-kit.ts';
import { ianaPage, SECTIONS } from './layout.ts';

interface HelpTopic {
  slug: string;
  title: string;
  summary: string;
}

const TOPIC_TITLES = [
  'Example Domains', 'Reserved Domains', 'Root Zone Database', 'Requesting a root zone change', 'Technical requirements for authoritative name servers',
  'Abuse issues and IANA', 'Why was I contacted about my IP address?', 'Private use IP addresses', 'Port numbers', 'Media types', 'Character sets',
  'Time zone database', 'Becoming a top-level domain manager', 'Reverse DNS delegation', 'Protocol parameter assignments', 'DNSSEC trust anchors',
  '.INT registrations', 'The .ARPA domain', 'IDN tables', 'Language subtag registry', 'Special-purpose address registries',
  'Service names and transport protocol port numbers', 'Private enterprise numbers', 'Object identifiers', 'Autonomous system numbers',
  'Returning unused address space', 'Root servers', 'Root zone KSK ceremonies', 'Delegation records for top-level domains', 'Contacting IANA',
  'Special-use domain names', 'Multicast addresses', 'IPv6 address space', 'Email authentication parameters', 'URI schemes',
  'Link relation types', 'HTTP status code registry', 'TLS parameters', 'DNS parameters', 'Internationalized domain names',
];

export const helpTopics = lazy((): HelpTopic[] =>
  TOPIC_TITLES.map((title) => {
    const prose = new Prose(TECHNICAL, 'iana-help', title);
    const slug = title === 'Example Domains' ? 'example-domains' : title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    return { slug, title, summary: `${prose.sentence()} ${prose.sentence()} ${prose.sentence()}` };
  }),
);

const helpSidebar = () => ({ heading: 'Help', links: helpTopics().map((t) => [`/help/${t.slug}`, t.title] as const) });
const domainsSidebar = { heading: 'Domain Names', links: [['/domains', 'Overview'], ...SECTIONS[0][2]] as ReadonlyArray<readonly [string, string]> };

function topicIndex(): string {
  return `<section aria-labelledby="topics"><h2 id="topics">Help topics</h2><dl class="topics">${helpTopics()
    .map((t) => `<dt><a href="/help/${t.slug}">${esc(t.title)}</a></dt><dd>${esc(t.summary)}</dd>`)
    .join('')}</dl></section>`;
}

/** Names set aside by standards, as the reserved-domains overview tabulates them. */
const SPECIAL_NAMES: ReadonlyArray<readonly [string, string, string]> = [
  ['example.com, example.net, example.org', 'Documentation and examples', 'RFC 2606'],
  ['.example', 'Documentation and examples', 'RFC 2606'],
  ['.test', 'Testing', 'RFC 2606'],
  ['.invalid', 'Names that are certain to be invalid', 'RFC 2606'],
  ['.localhost', 'The local host', 'RFC 2606, RFC 6761'],
  ['.local', 'Multicast DNS', 'RFC 6762'],
  ['.onion', 'Tor onion services', 'RFC 7686'],
  ['home.arpa', 'Residential home networks', 'RFC 8375'],
];

export function exampleDomainsPage(): string {
  const main = `<article><h1>Example Domains</h1>
<p>As described in <a href="/go/rfc2606">RFC 2606</a> and <a href="/go/rfc6761">RFC 6761</a>, a number of domains such as example.com and example.org are maintained for documentation purposes. These domains may be used as illustrative examples in documents without prior coordination with us. They are not available for registration or transfer.</p>
<p>We provide a web service on the example domain hosts to provide basic information on the purpose of the domain. These web services are provided as best effort, but are not designed to support production applications. While incidental traffic for incorrectly configured applications is expected, please do not design applications that require the example domains to have operating HTTP service.</p>
<h2>Further Reading</h2><ul><li><a href="/domains/reserved">IANA-managed Reserved Domains</a></li></ul>
<p><i>Last revised 2017-05-13.</i></p></article>
<table class="iana-table"><caption>Special-use names at a glance</caption><thead><tr><th scope="col">Name</th><th scope="col">Purpose</th><th scope="col">Defined in</th></tr></thead><tbody>${SPECIAL_NAMES.map(
    ([name, purpose, rfc]) => `<tr><td>${esc(name)}</td><td>${esc(purpose)}</td><td>${esc(rfc)}</td></tr>`,
  ).join('')}</tbody></table>
${topicIndex()}`;
  return ianaPage({ title: 'Example Domains', main, sidebar: helpSidebar() });
}

/** Test IDN top-level domains: [U-label, A-label, language, script]. */
const TEST_IDNS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['إختبار', 'XN--KGBECHTV', 'Arabic', 'Arabic'],
  ['آزمایشی', 'XN--HGBK6AJ7F53BBA', 'Persian', 'Arabic'],
  ['测试', 'XN--0ZWM56D', 'Chinese', 'Han (Simplified variant)'],
  ['測試', 'XN--G6W251D', 'Chinese', 'Han (Traditional variant)'],
  ['испытание', 'XN--80AKHBYKNJ4F', 'Russian', 'Cyrillic'],
  ['परीक्षा', 'XN--11B5BS3A9AJ6G', 'Hindi', 'Devanagari (Nagari)'],
  ['δοκιμή', 'XN--JXALPDLP', 'Greek, Modern (1453-)', 'Greek'],
  ['테스트', 'XN--9T4B11YI5A', 'Korean', 'Hangul (Hangŭl, Hangeul)'],
  ['טעסט', 'XN--DEBA0AD', 'Yiddish', 'Hebrew'],
  ['テスト', 'XN--ZCKZAH', 'Japanese', 'Katakana'],
  ['பரிட்சை', 'XN--HLCJ6AYA9ESC7A', 'Tamil', 'Tamil'],
];

export function reservedDomainsPage(): string {
  const main = `<h1>IANA-managed Reserved Domains</h1><p>Certain domains are set aside, and nominally registered to “IANA”, for specific policy or technical purposes.</p>
<h2>Example domains</h2><p>As described in <a href="/go/rfc2606">RFC 2606</a> and <a href="/go/rfc6761">RFC 6761</a>, a number of domains such as example.com and example.org are maintained for documentation purposes. These domains may be used as illustrative examples in documents without prior coordination with us. They are not available for registration or transfer.</p>
<h2>Test IDN top-level domains</h2><p>These domains were temporarily delegated by IANA for the IDN Evaluation being conducted by ICANN.</p>
<table class="iana-table"><thead><tr><th scope="col">Domain</th><th scope="col">Domain (A-label)</th><th scope="col">Language</th><th scope="col">Script</th></tr></thead><tbody>${TEST_IDNS.map((row) => `<tr>${row.map((cell) => `<td>${esc(cell)}</td>`).join('')}</tr>`).join('')}</tbody></table>
<h2>Policy-reserved domains</h2><p>We act as both the registrant and registrar for a select number of domains which have been reserved under policy grounds. These exclusions are typically indicated in either technical standards (RFC documents), or contractual limitations.</p>
<h2>Other Special-Use Domains</h2><p>There is additionally a Special-Use Domain Names registry documenting special-use domains designated by technical standards.</p>`;
  return ianaPage({ title: 'IANA-managed Reserved Domains', main, sidebar: domainsSidebar });
}

export function helpPage(slug: string): string | undefined {
  if (slug === 'example-domains') return exampleDomainsPage();
  const topic = helpTopics().find((t) => t.slug === slug);
  if (!topic) return undefined;
  const prose = new Prose(TECHNICAL, 'iana-help-page', slug);
  return ianaPage({ title: topic.title, main: `<h1>${esc(topic.title)}</h1><p>${esc(topic.summary)}</p>${prose.paragraphs(4).map((p) => `<p>${esc(p)}</p>`).join('')}${topicIndex()}`, sidebar: helpSidebar() });
}

export function helpIndex(): string {
  return ianaPage({ title: 'Help', main: `<h1>Help</h1><p>Answers to common questions about the IANA functions.</p>${topicIndex()}`, sidebar: helpSidebar() });
}

/** Every section page, by path, with its title (the header menus and footer list them). */
const SECTION_PAGES: ReadonlyMap<string, { title: string; section: number }> = new Map(
  SECTIONS.flatMap(([name, href, pages], section) => [[href, { title: name === 'Domains' ? 'Domain Names' : name, section }] as const, ...pages.map(([path, title]) => [path, { title, section }] as const)]),
);

export function sectionPage(path: string): string | undefined {
  const page = SECTION_PAGES.get(path);
  if (!page) return undefined;
  const [name, href, pages] = SECTIONS[page.section];
  const prose = new Prose(TECHNICAL, 'iana-section', path);
  const main = `<h1>${esc(page.title)}</h1>${prose.paragraphs(3).map((p) => `<p>${esc(p)}</p>`).join('')}<ul>${pages.map(([p, text]) => `<li><a href="${p}">${esc(text)}</a> — ${esc(prose.sentence())}</li>`).join('')}</ul>`;
  return ianaPage({ title: page.title, main, sidebar: { heading: name, links: [[href, 'Overview'], ...pages] } });
}

export function homePage(): string {
  const prose = new Prose(TECHNICAL, 'iana-home');
  const panels = SECTIONS.slice(0, 3).map(
    ([name, href, pages]) => `<section aria-label="${name}"><h2><a href="${href}">${name === 'Domains' ? 'Domain Names' : name === 'Numbers' ? 'Number Resources' : 'Protocol Assignments'}</a></h2><p>${esc(prose.paragraph(2, 3))}</p><ul>${pages.map(([p, text]) => `<li><a href="${p}">${esc(text)}</a></li>`).join('')}</ul></section>`,
  );
  const news = Array.from({ length: 6 }, (_, i) => `<li><a href="/news">${esc(prose.phrase(4))}</a> <time>2026-0${6 - Math.floor(i / 2)}-1${i}</time></li>`);
  const main = `<h1>Internet Assigned Numbers Authority</h1><p>${esc(prose.paragraph(2, 3))}</p>${panels.join('')}<h2>News</h2><ul>${news.join('')}</ul>`;
  return ianaPage({ title: 'Internet Assigned Numbers Authority', main, sidebar: { heading: 'About us', links: SECTIONS[3][2] } });
}

/** The site search over help topics and section pages. */
export function searchPage(query: string): string {
  const documents = [
    ...helpTopics().map((t) => ({ title: t.title, text: t.summary, href: `/help/${t.slug}` })),
    ...[...SECTION_PAGES].map(([href, page]) => ({ title: page.title, text: '', href })),
  ];
  const found = query.trim() ? rankSearch(documents, query) : [];
  const main = `<h1>Search results</h1><p>${found.length} result${found.length === 1 ? '' : 's'} for “${esc(query)}”.</p><ol>${found.map((d) => `<li><a href="${d.href}">${esc(d.title)}</a><p>${esc(d.text)}</p></li>`).join('')}</ol>`;
  return ianaPage({ title: 'Search', main, sidebar: helpSidebar(), query });
}
