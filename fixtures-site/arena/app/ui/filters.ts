import { esc } from '../../../site-kit/html.ts';
import { PAGE_SIZES } from './table.ts';

/** Controls of the lists' filter forms (GET forms: the URL keeps the filter). */

/** An option's value, or [value, label] when they differ. */
export type Choice = string | readonly [value: string, label: string];

function options(choices: readonly Choice[], current: string): string {
  return choices
    .map((choice) => {
      const [value, label] = typeof choice === 'string' ? [choice, choice] : choice;
      return `<option value="${esc(value)}"${value === current ? ' selected' : ''}>${esc(label)}</option>`;
    })
    .join('');
}

export function filterSelect(name: string, label: string, choices: readonly Choice[], current: string): string {
  return `<div class="filter"><label for="filter-${name}">${esc(label)}</label>
<select id="filter-${name}" name="${name}">${options(choices, current)}</select></div>`;
}

/** Rows per page; changing it applies the form at once. */
export function perPageSelect(per: number): string {
  return `<div class="filter"><label for="filter-per">Rows per page</label>
<select id="filter-per" name="per" data-autosubmit>${options(PAGE_SIZES.map(String), String(per))}</select></div>`;
}
