import { type Lang, pathInLang } from "./site-paths.ts";

/**
 * The site's calendar files (RFC 5545), shared by the server that answers them and the events page that
 * links to them. English texts at the same paths under /en.
 */

/** GET: the upcoming events as a calendar to subscribe to: /events.ics, /en/events.ics. */
export function eventsFeedPath(lang: Lang): string {
  return pathInLang("/events.ics", lang);
}

/** GET: one event as a calendar file to download: /events/{id}.ics, /en/events/{id}.ics. */
export function eventCalendarPath(id: number, lang: Lang): string {
  return pathInLang(`/events/${id}.ics`, lang);
}

/** The server's route pattern for eventCalendarPath (the id is checked by the handler). */
export const eventCalendarPattern = "/events/:file";
