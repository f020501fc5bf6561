/**
 * An article as the encyclopedia stores it, before rendering. Running text ("inline") is a small
 * wiki markup: `[[Title]]` or `[[Title|label]]` links to another article; everything else is text.
 */

export type Inline = string;

export type ArticleKind = 'country' | 'city' | 'river' | 'mountain' | 'person' | 'university' | 'company' | 'invention' | 'event' | 'list';

export interface Paragraph {
  kind: 'paragraph';
  text: Inline;
  /** Reference numbers (1-based) cited at the end of the paragraph. */
  cites: number[];
}

export interface TableColumn {
  label: string;
  /** Right-aligned, and sorted as numbers. */
  numeric?: boolean;
}

export interface Table {
  kind: 'table';
  caption: string;
  columns: TableColumn[];
  rows: Inline[][];
  /** Columns sort when their header is clicked. */
  sortable?: boolean;
}

export interface BulletList {
  kind: 'list';
  items: Inline[];
}

export type Block = Paragraph | Table | BulletList;

export interface Section {
  title: string;
  blocks: Block[];
  subsections?: Section[];
}

export type InfoboxRow = { heading: string } | { label: string; value: Inline };

export interface Infobox {
  title: string;
  /** What the subject is, under the title ("City", "River"). */
  subtitle: string;
  /** A line where the picture would be ("Skyline of Rananhold from the Delar River"). */
  caption?: string;
  rows: InfoboxRow[];
}

export interface Navbox {
  title: string;
  groups: Array<{ label: string; titles: string[] }>;
}

/** A category the article belongs to, and where that category sits in the tree. */
export interface CategoryRef {
  name: string;
  parents: string[];
}

export interface Article {
  title: string;
  kind: ArticleKind;
  /** One line under the title and in search suggestions ("City in Branenia"). */
  description: string;
  infobox?: Infobox;
  lead: Paragraph[];
  sections: Section[];
  seeAlso: string[];
  /** Books on the subject, listed after "See also". */
  furtherReading: Inline[];
  /** Citations; a paragraph's `cites` index into this (from 1). */
  references: Inline[];
  categories: CategoryRef[];
  navboxes: Navbox[];
  /** ISO date of the last edit, shown in the footer. */
  lastEdited: string;
}
