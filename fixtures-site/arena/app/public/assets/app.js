// Harbor CRM's enhancements of its server-rendered pages: toasts that fade, confirmations (the
// browser's confirm() and in-page dialogs), row selection, auto-submitting selects, canned
// replies, CSV upload.
(() => {
  const TOAST_MS = 5000;

  // A saved-change message stays a few seconds, then leaves the live region.
  for (const toast of document.querySelectorAll('[data-toast]')) {
    setTimeout(() => {
      toast.classList.add('leaving');
      setTimeout(() => toast.remove(), 300);
    }, TOAST_MS);
  }

  const summary = document.querySelector('[data-error-summary]');
  if (summary) summary.focus();

  const rowBoxes = () => [...document.querySelectorAll('[data-row-select]')];
  const updateCount = () => {
    const selected = rowBoxes().filter((box) => box.checked).length;
    for (const count of document.querySelectorAll('[data-selected-count]')) count.textContent = String(selected);
    const all = document.querySelector('[data-select-all]');
    if (all) {
      all.checked = selected > 0 && selected === rowBoxes().length;
      all.indeterminate = selected > 0 && selected < rowBoxes().length;
    }
    return selected;
  };

  document.addEventListener('change', (event) => {
    const target = event.target;
    if (target.matches('[data-select-all]')) for (const box of rowBoxes()) box.checked = target.checked;
    if (target.matches('[data-select-all], [data-row-select]')) updateCount();
    // Choosing in an autosubmitting select (rows per page, a record's action menu) applies it.
    if (target.matches('[data-autosubmit], [data-action-menu]') && target.value) target.form.requestSubmit();
    // A canned reply goes into the note box (after what is typed already).
    if (target.matches('[data-insert-into]') && target.value) {
      const box = document.getElementById(target.dataset.insertInto);
      box.value = box.value ? `${box.value}\n${target.value}` : target.value;
      target.value = '';
      box.focus();
    }
    if (target.matches('[data-csv-into]') && target.files[0]) {
      const file = target.files[0];
      document.getElementById(target.dataset.fileNameInto).value = file.name;
      file.text().then((text) => {
        document.getElementById(target.dataset.csvInto).value = text;
      });
    }
  });
  updateCount();

  // Forms that ask first with the browser's own confirm() (deleting a customer): the question is
  // the form's `data-confirm`, or that of the action chosen in its menu. It is asked from a timer,
  // once the event that submitted has been handled (so the click or choice that caused it has
  // returned before the modal dialog blocks the page); only a yes submits, marked confirmed.
  document.addEventListener('submit', (event) => {
    const form = event.target;
    const menu = form.querySelector('[data-action-menu]');
    const question = menu ? menu.selectedOptions[0]?.dataset.confirm : form.dataset.confirm;
    if (!question) return;
    event.preventDefault();
    setTimeout(() => {
      if (window.confirm(question)) {
        form.elements.confirmed.value = '1';
        form.submit();
      } else if (menu) menu.value = '';
    }, 0);
  });

  // Buttons that ask first in an in-page dialog; its confirm button submits the form.
  document.addEventListener('click', (event) => {
    const opener = event.target.closest('[data-opens-dialog]');
    if (opener) {
      // A bulk action with nothing selected goes to the server, which says so.
      if (opener.form && opener.form.id === 'bulk-form' && updateCount() === 0) return;
      event.preventDefault();
      document.getElementById(opener.dataset.opensDialog).showModal();
      return;
    }
    const closer = event.target.closest('[data-close-dialog]');
    if (closer) closer.closest('dialog').close();
  });
})();
