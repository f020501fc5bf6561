/**
 * The guides of the docs: a tree of folders and pages (what the sidebar shows), each page's
 * content written from the library's data and numbers drawn from the seed, per major version.
 */
import { getApi } from './api.ts';
import { authentication, clients, errorHandling, idempotency, installation, introduction, pagination, quickStart, retries, workingWith } from './guides/basics.ts';
import { guide, type Guide } from './guides/kit.ts';
import { batching, caching, concurrency, logging, proxies, rateLimits, receivingEvents, retrySchedule, testing, verifyingSignatures } from './guides/operations.ts';
import { faq, glossary, migration } from './guides/resources.ts';
import type { Major } from './library.ts';

export interface GuideFolder {
  kind: 'folder';
  title: string;
  /** Part of the URL of the pages inside; absent for folders that only group. */
  slug?: string;
  children: Array<Guide | GuideFolder>;
}

/** A guide with where it sits: its URL path below /v<major>/guides/ and its folders. */
export interface PlacedGuide {
  guide: Guide;
  path: string;
  folders: GuideFolder[];
}

let tree: GuideFolder[] | undefined;

/** The guides, folder by folder, as the sidebar shows them (the API reference goes between). */
export function guideTree(): GuideFolder[] {
  if (tree) return tree;
  const modules = getApi().groups.filter((g) => g.kind === 'module');
  const said = (text: string) => () => text;
  tree = [
    {
      kind: 'folder',
      title: 'Getting started',
      slug: 'getting-started',
      children: [
        guide('introduction', 'Introduction', said('What the SDK is and what it can do.'), introduction),
        guide('installation', 'Installation', (m) => `Installing version ${m} of the SDK.`, installation),
        guide('quick-start', 'Quick start', said('Your first calls in five minutes.'), quickStart),
        guide('authentication', 'Authentication', said('API keys, their kinds and how to pass them.'), authentication),
      ],
    },
    {
      kind: 'folder',
      title: 'Guides',
      children: [
        {
          kind: 'folder',
          title: 'Core concepts',
          slug: 'core-concepts',
          children: [
            guide('clients', 'Clients and configuration', said('Creating and configuring the client.'), clients),
            guide('pagination', 'Pagination', said('Pages, cursors and iterating over lists.'), pagination),
            guide('error-handling', 'Error handling', said('Error codes and how to handle them.'), errorHandling),
            guide('retries-and-timeouts', 'Retries and timeouts', said('What the SDK retries, and when it gives up.'), retries),
            guide('idempotency', 'Idempotency', said('Making writes safe to repeat.'), idempotency),
          ],
        },
        {
          kind: 'folder',
          title: 'Working with resources',
          slug: 'resources',
          children: modules.map((g) => guide(g.id, `Working with ${g.plural}`, said(`Common tasks with ${g.plural}.`), workingWith(g))),
        },
        {
          kind: 'folder',
          title: 'Operations',
          slug: 'operations',
          children: [
            guide('rate-limits', 'Rate limits', said('How many requests each plan allows.'), rateLimits),
            guide('logging', 'Logging', said('What the client logs and how to control it.'), logging),
            guide('testing', 'Testing', said('The sandbox and mocking the client.'), testing),
            guide('proxies', 'Proxies and networking', said('Proxies, firewalls and hosts to allow.'), proxies),
          ],
        },
        {
          kind: 'folder',
          title: 'Advanced',
          slug: 'advanced',
          children: [
            {
              kind: 'folder',
              title: 'Webhooks',
              slug: 'webhooks',
              children: [
                guide('receiving-events', 'Receiving events', said('Endpoints and event types.'), receivingEvents),
                guide('verifying-signatures', 'Verifying signatures', said('Checking that a webhook request is genuine.'), verifyingSignatures),
                guide('retry-schedule', 'Retry schedule', said('When failed deliveries are sent again.'), retrySchedule),
              ],
            },
            {
              kind: 'folder',
              title: 'Performance',
              slug: 'performance',
              children: [
                guide('batching', 'Batching', said('Fewer requests for many writes.'), batching),
                guide('caching', 'Caching', said('The client’s read cache.'), caching),
                guide('concurrency', 'Concurrency', said('Connections and parallel requests.'), concurrency),
              ],
            },
          ],
        },
      ],
    },
    {
      kind: 'folder',
      title: 'Resources',
      children: [
        {
          kind: 'folder',
          title: 'Migration guides',
          slug: 'migration',
          children: [
            guide('to-v3', 'Migrating to v3', said('Breaking changes between v2 and v3.'), migration(3), [3]),
            guide('to-v2', 'Migrating to v2', said('Breaking changes between v1 and v2.'), migration(2), [2, 3]),
          ],
        },
        guide('faq', 'FAQ', said('Answers to common questions.'), faq),
        guide('glossary', 'Glossary', said('Terms used in these docs.'), glossary),
      ],
    },
  ];
  return tree;
}

let placed: PlacedGuide[] | undefined;

/** Every guide with its path, in sidebar order. */
export function allGuides(): PlacedGuide[] {
  if (placed) return placed;
  const out: PlacedGuide[] = [];
  const walk = (folder: GuideFolder, folders: GuideFolder[], prefix: string[]) => {
    const here = [...folders, folder];
    const slugs = folder.slug ? [...prefix, folder.slug] : prefix;
    for (const child of folder.children) {
      if (child.kind === 'folder') walk(child, here, slugs);
      else out.push({ guide: child, path: [...slugs, child.slug].join('/'), folders: here });
    }
  };
  for (const folder of guideTree()) walk(folder, [], []);
  placed = out;
  return out;
}

export function findGuide(path: string, major: Major): PlacedGuide | undefined {
  return allGuides().find((g) => g.path === path && g.guide.majors.includes(major));
}
