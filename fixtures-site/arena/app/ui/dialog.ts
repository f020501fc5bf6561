import { esc } from '../../../site-kit/html.ts';

/**
 * An in-page confirmation (a modal <dialog>, role dialog): the trigger button carries
 * `data-opens-dialog`, the script opens the dialog instead of submitting, and the dialog's confirm
 * button submits the form with its own name and value. Without the script, the form's plain submit
 * reaches the server unconfirmed and it answers with a confirmation page.
 */
export function confirmDialog(options: { id: string; title: string; message: string; form: string; confirm: { label: string; name: string; value: string } }): string {
  return `<dialog id="${options.id}" class="modal" aria-labelledby="${options.id}-title" aria-describedby="${options.id}-message">
<h2 id="${options.id}-title">${esc(options.title)}</h2>
<p id="${options.id}-message">${options.message}</p>
<div class="modal-actions">
<button type="button" class="button" data-close-dialog>Cancel</button>
<button type="submit" class="button danger" form="${options.form}" name="${options.confirm.name}" value="${esc(options.confirm.value)}">${esc(options.confirm.label)}</button>
</div>
</dialog>`;
}
