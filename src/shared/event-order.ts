import type { SiteEvent } from "./event.ts";

/** Public pages list events by date, soonest first; ties keep server order. */
export function sortEventsByDate<T extends Pick<SiteEvent, "date">>(events: readonly T[]): T[] {
  return events.toSorted((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The events still to come on `today` (YYYY-MM-DD, in UTC): an event is upcoming through the whole of its
 * day, read in UTC as the site shows dates, and past from the next day on. The calendar feed lists these.
 */
export function upcomingEvents<T extends Pick<SiteEvent, "date">>(events: readonly T[], today: string): T[] {
  return events.filter((event) => event.date >= today);
}
