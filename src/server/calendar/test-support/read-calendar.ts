import ICAL from "ical.js";

/** One VEVENT as a calendar app reads it. */
export interface ReadEvent {
  uid: string;
  summary: string;
  description: string;
  url: string | null;
  /** DTSTART as YYYY-MM-DD; allDay is true when it is a date without a time (VALUE=DATE). */
  start: string;
  end: string;
  allDay: boolean;
  stamp: string;
}

export interface ReadCalendar {
  name: string | null;
  url: string | null;
  events: ReadEvent[];
}

/**
 * Reads a calendar file with ical.js (Mozilla's iCalendar parser, the one Thunderbird uses), so the tests check
 * what a calendar app would read, not the text the site wrote. Throws on a file it cannot parse.
 */
export function readCalendar(text: string): ReadCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== "vcalendar") throw new Error(`not a calendar: ${calendar.name}`);
  const property = (component: ICAL.Component, name: string) => {
    const value = component.getFirstPropertyValue(name);
    return value === null ? null : String(value);
  };
  return {
    name: property(calendar, "name") ?? property(calendar, "x-wr-calname"),
    url: property(calendar, "url"),
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        url: property(component, "url"),
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        allDay: event.startDate.isDate && event.endDate.isDate,
        stamp: event.component.getFirstPropertyValue("dtstamp")?.toString() ?? "",
      };
    }),
  };
}
