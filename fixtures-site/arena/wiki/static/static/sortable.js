// Sortable tables: the button in a column heading sorts the rows by that column, ascending on the
// first click and descending on the next; the heading's aria-sort says which.
for (const table of document.querySelectorAll('table.sortable')) {
  const headings = [...table.tHead.rows[0].cells];
  const body = table.tBodies[0];
  headings.forEach((heading, column) => {
    const button = heading.querySelector('button');
    if (!button) return;
    const numeric = heading.hasAttribute('data-numeric');
    const key = (row) => {
      const text = (row.cells[column]?.textContent ?? '').trim();
      if (!numeric) return text.toLowerCase();
      const value = parseFloat(text.replace(/,/g, '').replace(/^[^\d-]+/, ''));
      return Number.isNaN(value) ? -Infinity : value; // "—" (no value) sorts first
    };
    button.addEventListener('click', () => {
      const ascending = heading.getAttribute('aria-sort') !== 'ascending';
      const rows = [...body.rows].map((row) => ({ row, key: key(row) }));
      rows.sort((a, b) => {
        const order = numeric ? a.key - b.key : String(a.key).localeCompare(String(b.key));
        return ascending ? order : -order;
      });
      body.append(...rows.map((r) => r.row));
      for (const other of headings) if (other.hasAttribute('aria-sort')) other.setAttribute('aria-sort', 'none');
      heading.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
    });
  });
}
