/** Labelled form fields with their error messages wired up as real forms should (aria-invalid, aria-describedby). */
import { esc } from '../../../site-kit/html.ts';

export interface FieldOptions {
  type?: 'text' | 'email' | 'tel';
  autocomplete?: string;
  hint?: string;
  error?: string;
  inputmode?: string;
}

function described(id: string, { hint, error }: FieldOptions): string {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return ids ? ` aria-describedby="${ids}"` : '';
}

function notes(id: string, { hint, error }: FieldOptions): string {
  return `${hint ? `<span class="hint" id="${id}-hint">${esc(hint)}</span>` : ''}${error ? `<span class="field-error" id="${id}-error">${esc(error)}</span>` : ''}`;
}

export function textField(id: string, label: string, value: string, options: FieldOptions = {}): string {
  return `<div class="field${options.error ? ' has-error' : ''}">
  <label for="${id}">${esc(label)}</label>
  ${notes(id, options)}
  <input id="${id}" name="${id}" type="${options.type ?? 'text'}" value="${esc(value)}"${options.autocomplete ? ` autocomplete="${options.autocomplete}"` : ''}${options.inputmode ? ` inputmode="${options.inputmode}"` : ''}${options.error ? ' aria-invalid="true"' : ''}${described(id, options)}>
</div>`;
}

export function selectField(id: string, label: string, value: string, choices: ReadonlyArray<readonly [string, string]>, options: FieldOptions = {}): string {
  return `<div class="field${options.error ? ' has-error' : ''}">
  <label for="${id}">${esc(label)}</label>
  ${notes(id, options)}
  <select id="${id}" name="${id}"${options.error ? ' aria-invalid="true"' : ''}${described(id, options)}>${choices
    .map(([v, text]) => `<option value="${esc(v)}"${v === value ? ' selected' : ''}>${esc(text)}</option>`)
    .join('')}</select>
</div>`;
}

/** The list of problems at the top of a form, each linking to its field. */
export function errorSummary(errors: Record<string, string | undefined>): string {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined);
  if (entries.length === 0) return '';
  return `<div class="error-summary" role="alert" aria-labelledby="error-summary-title">
  <h2 id="error-summary-title">${entries.length === 1 ? 'There is a problem' : `There are ${entries.length} problems`}</h2>
  <ul>${entries.map(([field, message]) => `<li><a href="#${field}">${esc(message)}</a></li>`).join('')}</ul>
</div>`;
}
