/**
 * An encyclopedia article as the mirror keeps it, before the skin renders it. Paragraph HTML marks
 * each citation with CITE; the renderer numbers them and lists as many references.
 */

export const CITE = '{{cite}}';

/** One row of an infobox; `value` is HTML (it may hold links). */
export interface InfoboxRow {
  label: string;
  value: string;
}

export interface Infobox {
  title: string;
  /** The native name or a subtitle under the title. */
  subtitle?: string;
  caption?: string;
  groups: ReadonlyArray<{ heading?: string; rows: readonly InfoboxRow[] }>;
}

/** A data table inside a section; cells are HTML. */
export interface DataTable {
  caption: string;
  head: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
}

export interface Section {
  heading: string;
  /** Paragraphs as HTML. */
  paragraphs: readonly string[];
  table?: DataTable;
  subsections?: readonly Section[];
}

export interface Article {
  title: string;
  /** The one-line description shown under the title and in search results. */
  description: string;
  /** A hatnote above the lead ("This article is about …"), HTML. */
  hatnote?: string;
  infobox?: Infobox;
  /** Lead paragraphs as HTML; the first is the search snippet. */
  lead: readonly string[];
  sections: readonly Section[];
  seeAlso: readonly string[];
  /** Titles of the navigation box at the foot of the article, by group. */
  navbox?: { title: string; groups: ReadonlyArray<{ name: string; titles: readonly string[] }> };
  categories: readonly string[];
  /** How many other-language editions have the article (the language menu). */
  languages: number;
  /** Date of the last edit (ISO), before the arena's today. */
  lastEdited: string;
}
