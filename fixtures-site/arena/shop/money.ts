/** Prices are kept in whole cents, so sums and discounts never drift; records give dollars. */

/** "12,345": digits grouped in thousands, the same on every machine (no locale). */
export function groupDigits(whole: number | string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "$1,234.99" */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  const [whole, fraction] = (Math.abs(cents) / 100).toFixed(2).split('.');
  return `${sign}$${groupDigits(whole)}.${fraction}`;
}

/** Cents as a plain dollar number (2499 → 24.99), for records. */
export function dollars(cents: number): number {
  return Math.round(cents) / 100;
}
