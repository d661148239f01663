import type { SiteEvent } from "./event.ts";

/** Public pages list events by date, soonest first; ties keep server order. */
export function sortEventsByDate<T extends Pick<SiteEvent, "date">>(events: readonly T[]): T[] {
  return events.toSorted((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
