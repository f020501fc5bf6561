import { esc } from '../../../site-kit/html.ts';
import { formatDate } from '../data/dates.ts';

/** 123400 → "$123,400". */
export function money(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}

/** A status or priority as a coloured badge; the colour comes from the value's slug. */
export function badge(value: string): string {
  return `<span class="badge badge-${value.toLowerCase().replace(/[^a-z]+/g, '-')}">${esc(value)}</span>`;
}

/** An ISO date as the app shows it, in a <time> element. */
export function date(iso: string): string {
  return `<time datetime="${iso}">${formatDate(iso)}</time>`;
}

/** "2026-06-15T09:04" → "15 Jun 2026, 09:04". */
export function dateTime(at: string): string {
  const [day, time] = at.split('T');
  return `<time datetime="${at}">${formatDate(day)}, ${time}</time>`;
}

export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

/** A summary card of the dashboard or a detail page. */
export function statCard(label: string, value: string, note = ''): string {
  return `<div class="stat"><p class="stat-label">${esc(label)}</p><p class="stat-value">${value}</p>${note ? `<p class="stat-note">${note}</p>` : ''}</div>`;
}

/** A definition list of label → HTML value. */
export function facts(entries: ReadonlyArray<[string, string]>): string {
  return `<dl class="facts">${entries.map(([label, value]) => `<div><dt>${esc(label)}</dt><dd>${value}</dd></div>`).join('')}</dl>`;
}

/** A titled section of a page; `heading` is HTML (callers escape names in it). */
export function panel(id: string, heading: string, content: string, className = ''): string {
  return `<section class="panel${className ? ` ${className}` : ''}" aria-labelledby="${id}"><h2 id="${id}">${heading}</h2>${content}</section>`;
}
