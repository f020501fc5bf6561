import type { Step } from 'contract-eval/task';

/** The encyclopedia's reference steps that several wiki-* tasks share. */

const searchBox = () => ({ role: 'searchbox', name: 'Search Arenapedia' }) as const;

/** Searches Arenapedia (the search box on every page) for `text`. */
export const searchWiki = (text: string): Step[] => [
  { do: 'fill', on: searchBox(), text },
  { do: 'press', key: 'Enter', on: searchBox() },
];
