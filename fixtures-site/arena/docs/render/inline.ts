import { esc } from '../../../site-kit/html.ts';
import type { Major } from '../model/library.ts';

/** The URL of a page of a major version's docs. */
export function versionPath(major: Major, path = '/'): string {
  return `/v${major}${path}`;
}

/** Resolves a link target of the content (`api:name`, `guide:path`, `module:id`, `/path`) for a version. */
function resolveTarget(target: string, major: Major): string {
  const [kind, rest] = target.split(/:(.*)/s);
  if (kind === 'api') return versionPath(major, `/api/${rest}`);
  if (kind === 'guide') return versionPath(major, `/guides/${rest}`);
  if (kind === 'module') return versionPath(major, `/api/modules/${rest}`);
  return versionPath(major, target);
}

/** Inline text to HTML: escaped, with `code` spans, **strong** text and [label](target) links. */
export function inline(text: string, major: Major): string {
  return esc(text)
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, target: string) => `<a href="${esc(resolveTarget(target, major))}">${label.replace(/`([^`]+)`/g, '<code>$1</code>')}</a>`)
    .replace(/`([^`]+)`/g, '<code>$1</code>');
}
