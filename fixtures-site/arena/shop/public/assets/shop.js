// Copperleaf's script: small enhancements of pages that work without it.
document.documentElement.classList.add('js');

// Listings: a ticked facet or a new sort order applies at once (the form is a plain GET).
for (const control of document.querySelectorAll('[data-autosubmit]')) {
  control.addEventListener('change', () => control.form && control.form.requestSubmit());
}

// Product pages: the variant selects swap SKU, price, stock, picture and the page URL.
const variantData = document.getElementById('variant-data');
if (variantData) {
  const variants = JSON.parse(variantData.textContent);
  const form = document.querySelector('.buy-box');
  const colourSelect = document.getElementById('opt-colour');
  const optionSelect = document.getElementById('opt-option');
  const addButton = document.getElementById('add-to-cart');
  const stockLine = document.getElementById('variant-stock');
  const outOfStockNote = document.getElementById('out-of-stock-note');
  const picture = document.querySelector('#gallery-main svg');
  const title = document.querySelector('h1').textContent;

  const showVariant = () => {
    const chosen = variants.find((v) => v.colour === colourSelect.value && v.option === (optionSelect ? optionSelect.value : ''));
    if (!chosen) return;
    document.getElementById('variant-sku').textContent = chosen.sku;
    document.getElementById('variant-price').innerHTML = chosen.price;
    stockLine.textContent = chosen.stock.text;
    stockLine.className = `variant-stock stock-${chosen.stock.tone}`;
    const soldOut = chosen.stock.tone === 'out';
    addButton.disabled = soldOut;
    outOfStockNote.hidden = !soldOut;
    for (const body of document.querySelectorAll('.gallery .picture-body')) body.setAttribute('fill', chosen.hex);
    const view = picture.getAttribute('data-view');
    picture.setAttribute('aria-label', `${title} in ${chosen.colour}, ${view} view`);
    history.replaceState(null, '', chosen.href);
  };
  for (const select of form.querySelectorAll('[data-variant-select]')) select.addEventListener('change', showVariant);

  // Gallery thumbnails show the picture from another side.
  for (const thumb of document.querySelectorAll('.thumb')) {
    thumb.addEventListener('click', () => {
      const view = thumb.getAttribute('data-view');
      const drawn = thumb.querySelector('svg').cloneNode(true);
      drawn.setAttribute('width', picture.getAttribute('width'));
      drawn.setAttribute('height', picture.getAttribute('height'));
      picture.replaceChildren(...drawn.childNodes);
      picture.setAttribute('data-view', view);
      picture.setAttribute('aria-label', picture.getAttribute('aria-label').replace(/\w+ view$/, `${view} view`));
      for (const other of document.querySelectorAll('.thumb')) other.setAttribute('aria-pressed', String(other === thumb));
    });
  }
}
