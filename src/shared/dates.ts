const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a YYYY-MM-DD string that names a day that exists (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Shows an event date as DD-MM-YYYY, read in UTC, so a
 * visitor west of Greenwich never sees the day before.
 */
export function formatEventDate(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  const day = String(date.getUTCDate()).padStart(2, "0");
  const month = String(date.getUTCMonth() + 1).padStart(2, "0");
  return `${day}-${month}-${date.getUTCFullYear()}`;
}

/** YYYY-MM-DD of a moment, in UTC. */
export function toIsoDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** Month names as the site writes dates: "3. júní" in Icelandic, "3 June" in English. */
export const monthNames = {
  is: ["janúar", "febrúar", "mars", "apríl", "maí", "júní", "júlí", "ágúst", "september", "október", "nóvember", "desember"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
} as const;

/**
 * A day of the year as the site writes it, from YYYY-MM-DD or MM-DD: "3. júní" in Icelandic, "3 June" in
 * English (the year left out, as campsites' seasons are written). Text that is neither is returned as it is.
 */
export function formatDayMonth(date: string, lang: "is" | "en"): string {
  const match = /^(?:\d{4}-)?(\d{2})-(\d{2})$/.exec(date);
  const month = match ? monthNames[lang][Number(match[1]) - 1] : undefined;
  if (!match || month === undefined) return date;
  const day = Number(match[2]);
  return lang === "is" ? `${day}. ${month}` : `${day} ${month}`;
}
