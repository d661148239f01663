import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { eventCalendarPattern, eventsFeedPath } from "../../shared/calendar-paths.ts";
import { toIsoDate } from "../../shared/dates.ts";
import { upcomingEvents } from "../../shared/event-order.ts";
import { type Lang, languages, pathInLang } from "../../shared/site-paths.ts";
import { asciiSlug } from "../../shared/slug.ts";
import type { Clock } from "../clock.ts";
import { ClientError } from "../http/validation.ts";
import { type CacheFormat, cachedListRoute, VersionedJsonCache } from "../http/versioned-json-cache.ts";
import type { SiteStore } from "../store/site-store.ts";
import { eventCalendar } from "./event-calendar.ts";

export interface CalendarFilesOptions {
  store: SiteStore;
  /** "Upcoming" is decided by this clock's date, in UTC. */
  clock: Clock;
  /** SITE_URL; unset (development only), each request's own origin. */
  siteUrl?: string | undefined;
}

const CALENDAR_TYPE = "text/calendar; charset=utf-8";
const icsFormat: CacheFormat = { contentType: CALENDAR_TYPE, serialise: (text) => Buffer.from(String(text)) };
/** A file name in the path: the id, then .ics. The id is a 32-bit column, as elsewhere (id-query.ts). */
const CALENDAR_FILE = /^([1-9]\d{0,9})\.ics$/;
const MAX_ID = 2_147_483_647;

const errors: Record<Lang, { malformed: string; unknown: (id: number) => string }> = {
  is: {
    malformed: "Auðkenni viðburðar á að vera jákvæð heiltala, t.d. /events/3.ics",
    unknown: (id) => `Enginn viðburður er með auðkennið ${id}`,
  },
  en: {
    malformed: "The event's id must be a positive whole number, e.g. /en/events/3.ics",
    unknown: (id) => `There is no event with the id ${id}`,
  },
};

/**
 * /events.ics, the upcoming events as a calendar to subscribe to, and /events/{id}.ics, one event as a file to
 * download; both also under /en with the events' English texts (docs/decisions/045).
 *
 * The feed is built once per data version and UTC day (an event leaves it the day after its date) and sent as
 * the lists are: an ETag, no-cache, compressed (VersionedJsonCache).
 */
export const calendarFiles: FastifyPluginAsync<CalendarFilesOptions> = async (app, { store, clock, siteUrl }) => {
  // One entry per language and origin: without SITE_URL each host a request names is one, so they are bounded.
  const feeds = new VersionedJsonCache(8, icsFormat);
  const originOf = (request: FastifyRequest) => siteUrl ?? `${request.protocol}://${request.host}`;
  const englishOf = async (lang: Lang) => (lang === "en" ? store.listEnglishTexts("event") : []);

  for (const lang of languages) {
    const feedPath = eventsFeedPath(lang);
    app.get(feedPath, cachedListRoute(app), async (request, reply) => {
      const origin = originOf(request);
      // Read before the version's date is taken: a feed built just after midnight is never kept under the day before.
      const dataVersion = await store.dataVersion("events");
      const today = toIsoDate(clock());
      return feeds.send(request, reply, `${lang} ${origin}`, `${dataVersion} ${today}`, async () =>
        eventCalendar(upcomingEvents(await store.listStoredEvents(), today), {
          origin,
          lang,
          source: `${origin}${feedPath}`,
          english: await englishOf(lang),
        }),
      );
    });

    app.get(pathInLang(eventCalendarPattern, lang), async (request, reply) => {
      const { file } = request.params as { file: string };
      // /events/anything-else is no calendar: the site's not-found page, as for any unknown path.
      if (!file.endsWith(".ics")) return reply.callNotFound();
      const match = CALENDAR_FILE.exec(file);
      const id = match ? Number(match[1]) : Number.NaN;
      if (!(id <= MAX_ID)) throw new ClientError(400, errors[lang].malformed);
      const event = (await store.listStoredEvents()).find((candidate) => candidate.id === id);
      if (!event) throw new ClientError(404, errors[lang].unknown(id));
      const origin = originOf(request);
      const english = await englishOf(lang);
      const name = english.find((texts) => texts.id === id)?.nameEn ?? event.name;
      return reply
        .header("content-type", CALENDAR_TYPE)
        .header("content-disposition", `attachment; filename="${asciiSlug(name) || `event-${id}`}.ics"`)
        .header("cache-control", "no-cache")
        .send(eventCalendar([event], { origin, lang, source: `${origin}${request.url.split("?")[0]}`, english }));
    });
  }
};
