// Destination combobox (WAI-ARIA combobox with a listbox popup): suggestions filtered as you
// type, ArrowDown/ArrowUp to move, Enter to choose, Escape to close, click to choose.
(() => {
  const fold = (text) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
  const MAX_SUGGESTIONS = 8;

  for (const input of document.querySelectorAll('input[role="combobox"]')) {
    const listbox = document.getElementById(input.getAttribute('aria-controls'));
    const all = JSON.parse(listbox.dataset.suggestions);
    let active = -1;

    const options = () => [...listbox.querySelectorAll('[role="option"]')];

    const close = () => {
      listbox.hidden = true;
      input.setAttribute('aria-expanded', 'false');
      input.removeAttribute('aria-activedescendant');
      active = -1;
    };

    const highlight = (index) => {
      const list = options();
      list.forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
      active = index;
      if (index >= 0) {
        input.setAttribute('aria-activedescendant', list[index].id);
        list[index].scrollIntoView({ block: 'nearest' });
      } else input.removeAttribute('aria-activedescendant');
    };

    const choose = (option) => {
      input.value = option.textContent;
      close();
      input.focus();
    };

    const open = () => {
      const query = fold(input.value);
      // Names starting with the text come first, then names containing it.
      const starts = all.filter((label) => fold(label).startsWith(query));
      const contains = all.filter((label) => !fold(label).startsWith(query) && fold(label).includes(query));
      const matches = query ? [...starts, ...contains].slice(0, MAX_SUGGESTIONS) : [];
      listbox.replaceChildren(
        ...matches.map((label, i) => {
          const option = document.createElement('li');
          option.id = `${listbox.id}-${i}`;
          option.setAttribute('role', 'option');
          option.setAttribute('aria-selected', 'false');
          option.textContent = label;
          option.addEventListener('mousedown', (event) => event.preventDefault()); // keep focus in the input
          option.addEventListener('click', () => choose(option));
          return option;
        }),
      );
      listbox.hidden = matches.length === 0;
      input.setAttribute('aria-expanded', String(matches.length > 0));
      active = -1;
    };

    input.addEventListener('input', open);
    input.addEventListener('blur', close);
    input.addEventListener('keydown', (event) => {
      const list = options();
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        if (listbox.hidden) open();
        if (options().length) highlight((active + 1) % options().length);
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        if (list.length) highlight(active <= 0 ? list.length - 1 : active - 1);
      } else if (event.key === 'Enter' && !listbox.hidden && active >= 0) {
        event.preventDefault(); // choose the suggestion, do not submit yet
        choose(list[active]);
      } else if (event.key === 'Escape' && !listbox.hidden) {
        event.preventDefault();
        close();
      }
    });
  }
})();
