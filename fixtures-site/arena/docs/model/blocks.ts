/**
 * Content of guide pages as data. Inline text may hold `code` and links written
 * [label](target), where the target is `api:<name>`, `guide:<path>` or a site path; the renderer
 * resolves them for the version being read.
 */
export interface CodeSample {
  /** The tab's name (JavaScript, Python, cURL, npm…). */
  label: string;
  language: string;
  code: string;
}

export type Block =
  | { type: 'p'; text: string }
  | { type: 'list'; items: string[]; ordered?: boolean }
  | { type: 'table'; caption: string; head: string[]; rows: string[][] }
  /** One sample is a plain code block; several are tabs. */
  | { type: 'code'; samples: CodeSample[] }
  | { type: 'note'; tone: 'note' | 'tip' | 'warning'; text: string };

export interface Section {
  id: string;
  title: string;
  blocks: Block[];
}
