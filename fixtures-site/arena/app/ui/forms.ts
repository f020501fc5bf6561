import { esc } from '../../../site-kit/html.ts';

/** Form fields with labels, hints and server-side validation messages tied to them by ARIA. */

/** Field name → what is wrong with its value. */
export type FieldErrors = Record<string, string>;

interface FieldBase {
  name: string;
  label: string;
  errors: FieldErrors;
  hint?: string;
  required?: boolean;
}

const fieldId = (name: string) => `field-${name}`;

function describedBy(field: FieldBase): { attributes: string; notes: string } {
  const ids: string[] = [];
  let notes = '';
  if (field.hint) {
    ids.push(`${fieldId(field.name)}-hint`);
    notes += `<p class="hint" id="${fieldId(field.name)}-hint">${esc(field.hint)}</p>`;
  }
  const error = field.errors[field.name];
  if (error) {
    ids.push(`${fieldId(field.name)}-error`);
    notes += `<p class="field-error" id="${fieldId(field.name)}-error">${esc(error)}</p>`;
  }
  const attributes = `${ids.length ? ` aria-describedby="${ids.join(' ')}"` : ''}${error ? ' aria-invalid="true"' : ''}${field.required ? ' aria-required="true"' : ''}`;
  return { attributes, notes };
}

function labelOf(field: FieldBase): string {
  return `<label for="${fieldId(field.name)}">${esc(field.label)}${field.required ? ' <span class="required" aria-hidden="true">*</span>' : ''}</label>`;
}

export function textField(field: FieldBase & { value: string; type?: 'text' | 'email' | 'tel' | 'number' | 'date' | 'password'; autocomplete?: string; extra?: string }): string {
  const { attributes, notes } = describedBy(field);
  const autocomplete = field.autocomplete ? ` autocomplete="${field.autocomplete}"` : '';
  return `<div class="field${field.errors[field.name] ? ' has-error' : ''}">${labelOf(field)}
<input type="${field.type ?? 'text'}" id="${fieldId(field.name)}" name="${field.name}" value="${esc(field.value)}"${autocomplete}${attributes}${field.extra ?? ''}>${notes}</div>`;
}

export function textArea(field: FieldBase & { value: string; rows?: number }): string {
  const { attributes, notes } = describedBy(field);
  return `<div class="field wide${field.errors[field.name] ? ' has-error' : ''}">${labelOf(field)}
<textarea id="${fieldId(field.name)}" name="${field.name}" rows="${field.rows ?? 4}"${attributes}>${esc(field.value)}</textarea>${notes}</div>`;
}

export function selectField(field: FieldBase & { value: string; options: ReadonlyArray<string | { value: string; label: string }>; placeholder?: string }): string {
  const { attributes, notes } = describedBy(field);
  const options = field.options.map((option) => {
    const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
    return `<option value="${esc(value)}"${value === field.value ? ' selected' : ''}>${esc(label)}</option>`;
  });
  const placeholder = field.placeholder !== undefined ? `<option value="">${esc(field.placeholder)}</option>` : '';
  return `<div class="field${field.errors[field.name] ? ' has-error' : ''}">${labelOf(field)}
<select id="${fieldId(field.name)}" name="${field.name}"${attributes}>${placeholder}${options.join('')}</select>${notes}</div>`;
}

export function checkboxField(field: Omit<FieldBase, 'errors' | 'required'> & { checked: boolean }): string {
  const hint = field.hint ? `<p class="hint" id="${fieldId(field.name)}-hint">${esc(field.hint)}</p>` : '';
  return `<div class="field checkbox"><input type="checkbox" id="${fieldId(field.name)}" name="${field.name}" value="1"${field.checked ? ' checked' : ''}${field.hint ? ` aria-describedby="${fieldId(field.name)}-hint"` : ''}>
<label for="${fieldId(field.name)}">${esc(field.label)}</label>${hint}</div>`;
}

/** The box above a form that failed validation: how many problems, each linking to its field. */
export function errorSummary(errors: FieldErrors, labels: Record<string, string>): string {
  const entries = Object.entries(errors);
  if (entries.length === 0) return '';
  const items = entries.map(([name, message]) => `<li><a href="#${fieldId(name)}">${esc(labels[name] ?? name)}: ${esc(message)}</a></li>`).join('');
  return `<div class="error-summary" role="alert" tabindex="-1" data-error-summary>
<h2>${entries.length === 1 ? 'There is 1 problem' : `There are ${entries.length} problems`} with this form</h2>
<ul>${items}</ul></div>`;
}
