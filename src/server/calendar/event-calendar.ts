import ical, { type ICalEventData } from "ical-generator";
import type { EnglishTextsOf } from "../../shared/english-texts.ts";
import { type Lang, pathInLang } from "../../shared/site-paths.ts";
import type { StoredEvent } from "../store/site-store.ts";

/** The calendar's own name and description, in the language of the page that links to it. */
const calendarTexts: Record<Lang, { name: string; description: string }> = {
  is: { name: "Rafhjól á Íslandi: viðburðir", description: "Viðburðir fyrir rafhjólafólk á Íslandi, af vefnum Rafhjól á Íslandi." },
  en: { name: "Rafhjól á Íslandi: events", description: "Events for e-bike riders in Iceland, from the website Rafhjól á Íslandi." },
};

/** How often a subscribed calendar should look for changes. */
const REFRESH_SECONDS = 6 * 60 * 60;

export interface CalendarContext {
  /** The site's public origin, e.g. https://rafhjol.is: UIDs, the events page's address. */
  origin: string;
  lang: Lang;
  /** This calendar's own address (the feed's, or the single event's download). */
  source: string;
  /** On the English calendar, each event's English texts where it has them. */
  english?: readonly EnglishTextsOf[];
}

/** Each event's UID: the same in every calendar file the site writes, so a calendar never holds an event twice. */
export function eventUid(id: number, origin: string): string {
  return `event-${id}@${new URL(origin).hostname}`;
}

/**
 * An iCalendar file (RFC 5545) of the given events, written by ical-generator (docs/decisions/045). Each is an
 * all-day event on its date as the site shows it, in UTC: DTSTART;VALUE=DATE is the date, DTEND the next day
 * (exclusive). DTSTAMP is when the event was added, so the file is the same at every build and on every server
 * until the events change, and its ETag with it.
 */
export function eventCalendar(events: readonly StoredEvent[], { origin, lang, source, english = [] }: CalendarContext): string {
  const eventsPage = `${origin}${pathInLang("/events", lang)}`;
  const englishById = new Map(english.map((texts) => [texts.id, texts]));
  const calendar = ical({
    name: calendarTexts[lang].name,
    description: calendarTexts[lang].description,
    prodId: { company: new URL(origin).hostname, product: "events", language: lang.toUpperCase() },
    url: eventsPage,
    source,
    ttl: REFRESH_SECONDS,
  });
  for (const event of events) {
    const texts = englishById.get(event.id);
    calendar.createEvent(
      calendarEvent(event, {
        origin,
        eventsPage,
        name: texts?.nameEn ?? event.name,
        description: texts?.descriptionEn ?? event.description,
      }),
    );
  }
  return calendar.toString();
}

function calendarEvent(
  event: StoredEvent,
  { origin, eventsPage, name, description }: { origin: string; eventsPage: string; name: string; description: string },
): ICalEventData {
  const [year, month, day] = event.date.split("-").map(Number) as [number, number, number];
  const link = httpLink(event.link) ?? eventsPage;
  const added = new Date(event.createdAt);
  return {
    id: eventUid(event.id, origin),
    allDay: true,
    start: new Date(Date.UTC(year, month - 1, day)),
    end: new Date(Date.UTC(year, month - 1, day + 1)),
    summary: name,
    // Many calendar apps show the description but not URL: the link goes in both.
    description: `${description}\n\n${link}`,
    url: uriValue(link),
    stamp: added,
    created: added,
  };
}

/** The event's link when it is an absolute http(s) URL (as the admin's form requires), else undefined. */
function httpLink(link: string): string | undefined {
  if (!URL.canParse(link)) return undefined;
  const { protocol } = new URL(link);
  return protocol === "http:" || protocol === "https:" ? link.trim() : undefined;
}

/**
 * ical-generator escapes "," and ";" in URL as it does in text, but RFC 5545 gives a URI value no escapes, so a
 * parser would read the backslashes as part of the address. Percent-encoded, the two characters need no escape,
 * and web servers read them as the characters themselves in nearly every link; the description keeps the link
 * exactly as entered.
 */
export function uriValue(link: string): string {
  return link.replaceAll(",", "%2C").replaceAll(";", "%3B");
}
