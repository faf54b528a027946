/**
 * Dates in the edit form are days, `YYYY-MM-DD` as a date input sends them. A `Date` stands for
 * midnight UTC of its day, both ways, so a value never moves by a day with the server's time zone.
 */

/** The day of a Date (its UTC calendar date), or the date part of an ISO string. */
export function formatIsoDay(value: Date | string): string {
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? value;
  if (Number.isNaN(value.getTime())) return '';
  return value.toISOString().slice(0, 10);
}

/** Midnight UTC of a `YYYY-MM-DD` day, or null when the text is not a real calendar day. */
export function parseIsoDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}
