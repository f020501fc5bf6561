/** Spelling helpers for generated names and prose. */

export const lowerFirst = (text: string) => text[0].toLowerCase() + text.slice(1);
export const upperFirst = (text: string) => text[0].toUpperCase() + text.slice(1);
/** "a bucket", "an alert". */
export const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

/** `pageSize` → `page_size`, as Python and the REST API spell it. */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
