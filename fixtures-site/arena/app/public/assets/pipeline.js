// The renewal pipeline's board: a card is dragged with the mouse (pointer events: press on the
// card, move, release over another column) and the move is posted to the server. A card clicked
// (pressed and released without moving) is picked up, and a drag dropped on a column (HTML drag
// and drop events, as tools that drag from outside the page deliver them) moves the picked card.
// There is no other way to change a card's stage.
(() => {
  const board = document.querySelector('[data-pipeline-board]');
  if (!board) return;
  let dragged = null;
  let start = null;
  let picked = null;

  const columnAt = (x, y) => {
    for (const element of document.elementsFromPoint(x, y)) {
      if (dragged && dragged.contains(element)) continue;
      const column = element.closest('[data-stage]');
      if (column) return column;
    }
    return null;
  };
  const clearTargets = () => {
    for (const column of board.querySelectorAll('.drop-target')) column.classList.remove('drop-target');
  };
  const money = (n) => `$${n.toLocaleString('en-US')}`;
  const recount = () => {
    for (const column of board.querySelectorAll('[data-stage]')) {
      const cards = [...column.querySelectorAll('.deal-card')];
      column.querySelector('[data-count]').textContent = String(cards.length);
      column.querySelector('[data-total]').textContent = money(cards.reduce((sum, c) => sum + Number(c.dataset.arr), 0));
    }
  };
  const announce = (message) => {
    const region = document.querySelector('.toast-region');
    if (!region) return;
    region.innerHTML = '';
    const toast = document.createElement('div');
    toast.className = 'toast';
    toast.textContent = message;
    region.append(toast);
    setTimeout(() => toast.remove(), 5000);
  };

  board.addEventListener('pointerdown', (event) => {
    const card = event.target.closest('.deal-card');
    if (!card || event.button !== 0) return;
    event.preventDefault();
    dragged = card;
    start = { x: event.clientX, y: event.clientY };
  });

  document.addEventListener('pointermove', (event) => {
    if (!dragged) return;
    dragged.classList.add('dragging');
    dragged.style.transform = `translate(${event.clientX - start.x}px, ${event.clientY - start.y}px)`;
    clearTargets();
    const column = columnAt(event.clientX, event.clientY);
    if (column) column.classList.add('drop-target');
  });

  const pick = (card) => {
    if (picked) picked.classList.remove('picked');
    picked = card;
    if (card) card.classList.add('picked');
  };

  document.addEventListener('pointerup', (event) => {
    if (!dragged) return;
    const card = dragged;
    const still = Math.abs(event.clientX - start.x) < 4 && Math.abs(event.clientY - start.y) < 4;
    const column = still ? null : columnAt(event.clientX, event.clientY);
    dragged = null;
    card.classList.remove('dragging');
    card.style.transform = '';
    clearTargets();
    if (still) return pick(card);
    move(card, column);
  });

  for (const type of ['dragenter', 'dragover'])
    board.addEventListener(type, (event) => {
      if (picked && event.target.closest('[data-stage]')) event.preventDefault();
    });
  board.addEventListener('drop', (event) => {
    const column = event.target.closest('[data-stage]');
    if (!picked || !column) return;
    event.preventDefault();
    move(picked, column);
  });

  function move(card, column) {
    pick(null);
    const from = card.closest('[data-stage]');
    if (!column || column === from) return;
    const body = new URLSearchParams({ customer: card.dataset.customer, stage: column.dataset.stage });
    fetch('/pipeline/move', { method: 'POST', body, credentials: 'same-origin' })
      .then((response) => response.json())
      .then((result) => {
        if (result.ok) {
          column.querySelector('ul').append(card);
          recount();
        }
        announce(result.message);
      })
      .catch(() => announce('The card could not be moved. Reload the page and try again.'));
  }
})();
