/**
 * The sidebar's tree for one major version (Getting started, Guides, API reference, Resources),
 * and what follows from it: the reading order for previous/next links and the trail of
 * sections above a page.
 */
import { slug } from '../../../site-kit/html.ts';
import { getApi, itemsOf } from '../model/api.ts';
import { guideTree, type GuideFolder } from '../model/guides.ts';
import type { Major } from '../model/library.ts';

export interface NavLink {
  kind: 'link';
  title: string;
  /** Path below the version (`/api/createBucket`). */
  path: string;
  deprecated?: boolean;
}

export interface NavSection {
  kind: 'section';
  title: string;
  id: string;
  children: NavNode[];
}

export type NavNode = NavLink | NavSection;

function section(title: string, parent: string, children: NavNode[]): NavSection {
  return { kind: 'section', title, id: `nav-${slug(`${parent} ${title}`).toLowerCase()}`, children };
}

function fromFolder(folder: GuideFolder, major: Major, prefix: string, parent: string): NavSection {
  const here = folder.slug ? `${prefix}/${folder.slug}` : prefix;
  const children: NavNode[] = [];
  for (const child of folder.children) {
    if (child.kind === 'folder') children.push(fromFolder(child, major, here, `${parent} ${folder.title}`));
    else if (child.majors.includes(major)) children.push({ kind: 'link', title: child.title, path: `/guides${here}/${child.slug}` });
  }
  return section(folder.title, parent, children);
}

function apiReference(major: Major): NavSection {
  const groups = getApi().groups.map((group) =>
    section(group.title, 'api', [
      { kind: 'link', title: `${group.title} overview`, path: `/api/modules/${group.id}` },
      ...itemsOf(group, major).map((item): NavLink => ({ kind: 'link', title: item.name, path: `/api/${item.name}`, deprecated: item.deprecated !== undefined })),
    ]),
  );
  return section('API reference', '', [{ kind: 'link', title: 'Reference overview', path: '/api/' }, ...groups]);
}

const trees = new Map<Major, NavSection[]>();

export function navTree(major: Major): NavSection[] {
  let tree = trees.get(major);
  if (tree) return tree;
  const [gettingStarted, guides, resources] = guideTree().map((folder) => fromFolder(folder, major, '', ''));
  resources.children.unshift({ kind: 'link', title: 'Changelog', path: '/changelog' });
  tree = [gettingStarted, guides, apiReference(major), resources];
  trees.set(major, tree);
  return tree;
}

/** Every page of the tree in reading order. */
export function readingOrder(major: Major): NavLink[] {
  const out: NavLink[] = [];
  const walk = (node: NavNode) => (node.kind === 'link' ? out.push(node) : node.children.forEach(walk));
  navTree(major).forEach(walk);
  return out;
}

/** The sections that lead to a page, outermost first (empty when the page is not in the tree). */
export function trailTo(major: Major, path: string): NavSection[] {
  const find = (nodes: NavNode[], trail: NavSection[]): NavSection[] | undefined => {
    for (const node of nodes) {
      if (node.kind === 'link') {
        if (node.path === path) return trail;
      } else {
        const found = find(node.children, [...trail, node]);
        if (found) return found;
      }
    }
    return undefined;
  };
  return find(navTree(major), []) ?? [];
}
