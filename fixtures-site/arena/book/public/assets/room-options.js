// <room-options>: the room chooser on a property page. Its controls live in an open shadow root
// (as design-system widgets do), and it takes part in the surrounding form as a form-associated
// custom element, submitting room, bed and breakfast like native fields would.
(() => {
  const money = (amount) => `$${amount.toLocaleString('en-US')}`;
  const STATUS_TEXT = { 'sold-out': 'Sold out for your dates', 'too-small': 'Too small for your group' };
  const STYLE = `
    :host { display: block; }
    fieldset { border: 1px solid #d5dbe3; border-radius: 8px; margin: 0 0 12px; padding: 10px 14px; }
    legend { font-weight: 600; padding: 0 4px; }
    .option { display: flex; align-items: baseline; gap: 8px; padding: 5px 0; }
    .option label { font-weight: 500; }
    .meta { color: #5b6675; font-size: 0.9em; margin-left: auto; }
    .unavailable label, .unavailable .meta { color: #9aa3ad; }
    .total { font-size: 1.1em; margin: 4px 0 12px; }
  `;

  class RoomOptions extends HTMLElement {
    static formAssociated = true;

    constructor() {
      super();
      this.internals = this.attachInternals();
      this.attachShadow({ mode: 'open' });
    }

    connectedCallback() {
      this.rooms = JSON.parse(this.dataset.rooms);
      this.nights = Number(this.dataset.nights);
      this.guests = Number(this.dataset.guests);
      this.breakfastPrice = Number(this.dataset.breakfastPrice);
      const bookable = this.rooms.filter((room) => room.status === 'available');
      const cheapest = bookable.reduce((best, room) => (room.nightly < best.nightly ? room : best), bookable[0]);
      this.shadowRoot.innerHTML = `<style>${STYLE}</style>
        <fieldset><legend>Room type</legend>
          ${this.rooms
            .map((room) => {
              const off = room.status !== 'available';
              const meta = off ? STATUS_TEXT[room.status] : `${money(room.nightly)} per night · sleeps ${room.sleeps}${room.left <= 3 ? ` · only ${room.left} left` : ''}`;
              return `<div class="option${off ? ' unavailable' : ''}">
                <input type="radio" name="room" id="room-${room.id}" value="${room.id}"${off ? ' disabled' : ''}${room === cheapest ? ' checked' : ''}>
                <label for="room-${room.id}">${room.name}</label><span class="meta">${meta}</span></div>`;
            })
            .join('')}
        </fieldset>
        <fieldset><legend>Bed preference</legend>
          <div class="option"><input type="radio" name="bed" id="bed-double" value="double" checked><label for="bed-double">Double bed</label></div>
          <div class="option"><input type="radio" name="bed" id="bed-twin" value="twin"><label for="bed-twin">Twin beds</label></div>
        </fieldset>
        <fieldset><legend>Meals</legend>
          <div class="option"><input type="checkbox" id="breakfast" name="breakfast" value="1"><label for="breakfast">Add breakfast</label><span class="meta">${money(this.breakfastPrice)} per guest per night</span></div>
        </fieldset>
        <p class="total" role="status" aria-live="polite"></p>`;
      this.shadowRoot.addEventListener('change', () => this.update());
      this.update();
    }

    value(name) {
      return this.shadowRoot.querySelector(`input[name="${name}"]:checked`)?.value;
    }

    update() {
      const room = this.rooms.find((r) => r.id === this.value('room'));
      const breakfast = this.value('breakfast') === '1';
      const total = room.nightly * this.nights + (breakfast ? this.breakfastPrice * this.guests * this.nights : 0);
      this.shadowRoot.querySelector('.total').innerHTML = `${room.name}${breakfast ? ' with breakfast' : ''}: total for ${this.nights} ${this.nights === 1 ? 'night' : 'nights'} <strong>${money(total)}</strong>`;
      const data = new FormData();
      data.set('room', room.id);
      data.set('bed', this.value('bed'));
      if (breakfast) data.set('breakfast', '1');
      this.internals.setFormValue(data);
    }
  }

  customElements.define('room-options', RoomOptions);
})();
