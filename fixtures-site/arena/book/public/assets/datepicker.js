// Date picker dialog (WAI-ARIA date picker dialog pattern): one month as a grid of day buttons
// named like "Friday, July 10, 2026", month navigation, arrow keys between days, Escape to
// close. Dates are ISO strings handled in UTC; "today" comes from <body data-today>, never the
// real clock, so the calendar is the same on every run.
(() => {
  const DAY_MS = 86_400_000;
  const dayName = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const WEEKDAYS = [['Mo', 'Monday'], ['Tu', 'Tuesday'], ['We', 'Wednesday'], ['Th', 'Thursday'], ['Fr', 'Friday'], ['Sa', 'Saturday'], ['Su', 'Sunday']];

  const toTime = (iso) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  const toIso = (time) => new Date(time).toISOString().slice(0, 10);
  const addDays = (iso, days) => toIso(toTime(iso) + days * DAY_MS);
  const isIso = (text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && toIso(toTime(text)) === text;
  const monthStart = (iso) => `${iso.slice(0, 7)}-01`;
  const addMonths = (iso, months) => {
    const date = new Date(toTime(monthStart(iso)));
    date.setUTCMonth(date.getUTCMonth() + months);
    return toIso(date.getTime());
  };
  /** The same day of the month `months` later, or the month's last day when it is shorter. */
  const shiftMonths = (iso, months) => {
    const start = addMonths(iso, months);
    const lastDay = addDays(addMonths(start, 1), -1);
    const wanted = `${start.slice(0, 8)}${iso.slice(8)}`;
    return isIso(wanted) && wanted <= lastDay ? wanted : lastDay;
  };

  const today = document.body.dataset.today;
  let openPicker = null;

  class Picker {
    constructor(button) {
      this.button = button;
      this.input = document.getElementById(button.dataset.calendarFor);
      this.after = button.dataset.after ? document.getElementById(button.dataset.after) : null;
      this.max = button.dataset.max;
    }

    get min() {
      if (this.after && isIso(this.after.value)) return addDays(this.after.value, 1);
      return this.after ? addDays(today, 1) : this.button.dataset.min || today;
    }

    open() {
      const min = this.min;
      this.focusDate = isIso(this.input.value) && this.input.value >= min ? this.input.value : min;
      this.dialog = document.createElement('div');
      this.dialog.className = 'calendar';
      this.dialog.setAttribute('role', 'dialog');
      this.dialog.setAttribute('aria-modal', 'true');
      this.dialog.setAttribute('aria-label', this.button.getAttribute('aria-label'));
      this.button.parentElement.append(this.dialog);
      this.button.setAttribute('aria-expanded', 'true');
      openPicker = this;
      this.render(true);
    }

    close(returnFocus = true) {
      this.dialog.remove();
      this.button.setAttribute('aria-expanded', 'false');
      openPicker = null;
      if (returnFocus) this.button.focus();
    }

    enabled(iso) {
      return iso >= this.min && iso <= this.max;
    }

    choose(iso) {
      this.input.value = iso;
      this.input.dispatchEvent(new Event('change', { bubbles: true }));
      this.close();
    }

    /** Moves the focused day, changing month when needed, and keeps it within the bookable dates. */
    move(iso) {
      if (iso < this.min || iso > this.max) return;
      this.focusDate = iso;
      this.render(true);
    }

    render(focus) {
      const first = monthStart(this.focusDate);
      const lead = (new Date(toTime(first)).getUTCDay() + 6) % 7; // Monday first
      const title = `${this.input.id}-calendar-title`;
      const cells = [];
      for (let i = 0; i < 42; i++) {
        const iso = addDays(first, i - lead);
        if (iso.slice(0, 7) !== first.slice(0, 7)) {
          cells.push('<td></td>');
          continue;
        }
        const attrs = [
          `aria-label="${dayName.format(toTime(iso))}"`,
          `data-date="${iso}"`,
          `tabindex="${iso === this.focusDate ? 0 : -1}"`,
          iso === this.input.value ? 'aria-pressed="true"' : '',
          iso === today ? 'aria-current="date"' : '',
          this.enabled(iso) ? '' : 'disabled',
        ];
        cells.push(`<td><button type="button" class="day" ${attrs.join(' ')}>${Number(iso.slice(8))}</button></td>`);
      }
      const rows = [];
      for (let r = 0; r < 6; r++) if (cells.slice(r * 7, r * 7 + 7).some((c) => c !== '<td></td>')) rows.push(`<tr>${cells.slice(r * 7, r * 7 + 7).join('')}</tr>`);
      const canGoBack = addMonths(first, -1) >= monthStart(this.min);
      const canGoOn = addMonths(first, 1) <= this.max;
      this.dialog.innerHTML = `
        <div class="calendar-head">
          <button type="button" class="month-nav" data-months="-1" aria-label="Previous month"${canGoBack ? '' : ' disabled'}>‹</button>
          <h2 id="${title}" aria-live="polite">${monthName.format(toTime(first))}</h2>
          <button type="button" class="month-nav" data-months="1" aria-label="Next month"${canGoOn ? '' : ' disabled'}>›</button>
        </div>
        <table role="grid" aria-labelledby="${title}">
          <thead><tr>${WEEKDAYS.map(([short, long]) => `<th scope="col" abbr="${long}">${short}</th>`).join('')}</tr></thead>
          <tbody>${rows.join('')}</tbody>
        </table>
        <div class="calendar-foot"><span>Dates before ${dayName.format(toTime(this.min))} are not available.</span><button type="button" class="calendar-close">Close calendar</button></div>`;
      if (focus) this.dialog.querySelector(`[data-date="${this.focusDate}"]`)?.focus();
    }

    onClick(event) {
      const target = event.target.closest('button');
      if (!target) return;
      if (target.dataset.date) this.choose(target.dataset.date);
      else if (target.dataset.months) {
        const months = Number(target.dataset.months);
        const next = addMonths(this.focusDate, months);
        this.focusDate = next < this.min ? this.min : next > this.max ? this.max : next;
        this.render(false);
        this.dialog.querySelector(`[data-months="${months}"]`)?.focus();
      } else if (target.classList.contains('calendar-close')) this.close();
    }

    onKey(event) {
      const steps = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
      if (event.key === 'Escape') {
        event.preventDefault();
        this.close();
      } else if (event.target.dataset.date && event.key in steps) {
        event.preventDefault();
        this.move(addDays(this.focusDate, steps[event.key]));
      } else if (event.target.dataset.date && (event.key === 'PageUp' || event.key === 'PageDown')) {
        event.preventDefault();
        this.move(shiftMonths(this.focusDate, event.key === 'PageUp' ? -1 : 1));
      }
    }
  }

  for (const button of document.querySelectorAll('.calendar-button[data-calendar-for]')) {
    const picker = new Picker(button);
    button.setAttribute('aria-expanded', 'false');
    button.addEventListener('click', () => {
      if (openPicker === picker) return picker.close();
      openPicker?.close(false);
      picker.open();
      picker.dialog.addEventListener('click', (event) => picker.onClick(event));
      picker.dialog.addEventListener('keydown', (event) => picker.onKey(event));
    });
    // A check-out before the new check-in no longer makes sense: clear it.
    if (picker.after)
      picker.after.addEventListener('change', () => {
        if (isIso(picker.input.value) && picker.input.value <= picker.after.value) picker.input.value = '';
      });
  }

  document.addEventListener('mousedown', (event) => {
    if (openPicker && !openPicker.dialog.contains(event.target) && event.target.closest('.calendar-button') !== openPicker.button) openPicker.close(false);
  });
})();
