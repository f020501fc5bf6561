// Search suggestions: as the reader types into the header search box, a listbox of matching
// article titles opens under it (from /api/suggest). Arrow keys move through the options, Enter
// opens the chosen one (or submits the search), Escape closes the list.
(() => {
  const input = document.getElementById('searchInput');
  const list = document.getElementById('searchSuggestions');
  if (!input || !list) return;
  let options = [];
  let active = -1;
  let latest = 0;

  const close = () => {
    list.hidden = true;
    list.replaceChildren();
    input.removeAttribute('aria-activedescendant');
    options = [];
    active = -1;
  };

  const highlight = (index) => {
    active = index;
    options.forEach((option, i) => option.element.setAttribute('aria-selected', String(i === index)));
    if (index >= 0) input.setAttribute('aria-activedescendant', options[index].element.id);
    else input.removeAttribute('aria-activedescendant');
  };

  const option = (index, label, url, description) => {
    const element = document.createElement('li');
    element.id = `suggestion-${index}`;
    element.className = description ? 'suggestion' : 'suggestion suggestion-fulltext';
    element.setAttribute('role', 'option');
    element.setAttribute('aria-selected', 'false');
    const title = document.createElement('span');
    title.className = 'suggestion-title';
    title.textContent = label;
    element.append(title);
    if (description) {
      // The option is named by its title; the description is a visual hint.
      element.setAttribute('aria-label', label);
      const hint = document.createElement('span');
      hint.className = 'suggestion-description';
      hint.textContent = description;
      element.append(hint);
    }
    // Pressing the mouse on an option must not take focus from the box (which would close the list).
    element.addEventListener('mousedown', (event) => event.preventDefault());
    element.addEventListener('click', () => location.assign(url));
    return { element, url };
  };

  const show = (query, pages) => {
    options = pages.map((page, i) => option(i, page.title, page.url, page.description));
    options.push(option(pages.length, `Search for pages containing ${query}`, `/search?q=${encodeURIComponent(query)}&fulltext=1`));
    list.replaceChildren(...options.map((o) => o.element));
    list.hidden = false;
    highlight(-1);
  };

  input.addEventListener('input', async () => {
    const query = input.value.trim();
    const mine = ++latest;
    if (!query) return close();
    const response = await fetch(`/api/suggest?q=${encodeURIComponent(query)}`);
    const data = await response.json();
    if (mine === latest) show(query, data.pages); // an answer to an older keystroke is dropped
  });

  input.addEventListener('keydown', (event) => {
    if (list.hidden || options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      highlight(active < 0 ? (step > 0 ? 0 : options.length - 1) : (active + step + options.length) % options.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      location.assign(options[active].url);
    } else if (event.key === 'Escape') {
      close();
    }
  });

  input.addEventListener('blur', close);
})();
