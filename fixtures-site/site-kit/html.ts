/** Escapes text for HTML element content and attribute values. */
export function esc(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A URL-path segment from a title: "Eiffel Tower" → "Eiffel_Tower". */
export function slug(title: string, separator = '-'): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '');
}

/** Joins the parts of a page, dropping empty ones (false, null, undefined, ''). */
export function join(parts: ReadonlyArray<string | false | null | undefined>, separator = '\n'): string {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join(separator);
}

export interface PageShell {
  title: string;
  lang?: string;
  /** Extra markup for <head> (stylesheets, scripts). */
  head?: string;
  body: string;
  bodyAttributes?: string;
}

/** A whole HTML document. */
export function document({ title, lang = 'en', head = '', body, bodyAttributes = '' }: PageShell): string {
  return `<!doctype html>
<html lang="${esc(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${esc(title)}</title>
${head}
</head>
<body${bodyAttributes ? ` ${bodyAttributes}` : ''}>
${body}
</body>
</html>
`;
}
