/**
 * A `playwright test -g` pattern that selects the episode tests of exactly these tasks: a test's
 * title is its task id, so one id must not select another that begins with it.
 */
export function taskGrep(ids: readonly string[]): string {
  const escape = (id: string) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `(${ids.map(escape).join('|')})( |$)`;
}
