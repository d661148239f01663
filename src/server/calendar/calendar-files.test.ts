import { brotliDecompressSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SiteEventInput } from "../../shared/event.ts";
import { createTestApp, type TestApp, WRITE_HEADERS } from "../test-support/test-app.ts";
import { testEngines } from "../test-support/test-databases.ts";
import { readCalendar } from "./test-support/read-calendar.ts";

// The test clock stands at 2026-06-15T12:00Z (TEST_NOW): "today" is 2026-06-15 in UTC.
const past: SiteEventInput = { name: "Vorhjól", date: "2026-06-14", description: "Var í gær.", link: "https://example.is/vor" };
const today: SiteEventInput = { name: "Jónsmessureið", date: "2026-06-15", description: "Í dag, allan daginn.", link: "https://example.is/jons" };
const later: SiteEventInput = {
  name: "Hjólað um Þingvelli; fjölskylduferð, öll velkomin",
  date: "2026-12-31",
  description: "Lína eitt.\nLína tvö, með kommu; og semíkommu. Æ, ð, þ og ö.",
  link: "https://example.is/vidburdir?ar=2026,2027&flokkur=a;b",
};
const nextYear: SiteEventInput = { name: "Áramótareið", date: "2027-01-01", description: "Fyrsti dagur ársins.", link: "https://example.is/aramot" };

describe.each(testEngines)("calendar files of events (%s)", (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await createTestApp({ engine, siteUrl: "https://rafhjol.is" });
    // Added out of date order: the feed's order does not matter to a calendar, its contents do.
    for (const event of [later, past, nextYear, today]) await test.store.addEvent(event);
  });
  afterEach(async () => test.close());

  const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: "GET", url, headers });

  it("GET /events.ics is a calendar of the upcoming events, each all-day on its date with its name, text, link and a stable UID", async () => {
    const response = await get("/events.ics");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.body).toMatch(/^BEGIN:VCALENDAR\r\n/);

    const calendar = readCalendar(response.body);
    expect(calendar.name).toBe("Rafhjól á Íslandi: viðburðir");
    expect(calendar.url).toBe("https://rafhjol.is/events");
    const events = await test.store.listEvents();
    const byName = new Map(events.map((event) => [event.name, event]));
    expect(calendar.events.map((event) => event.summary).sort()).toEqual([today.name, later.name, nextYear.name].sort());
    for (const read of calendar.events) {
      const stored = byName.get(read.summary);
      if (!stored) throw new Error(`unexpected ${read.summary}`);
      expect(read.uid).toBe(`event-${stored.id}@rafhjol.is`);
      expect(read.allDay).toBe(true);
      expect(read.start).toBe(stored.date);
      expect(read.description).toBe(`${stored.description}\n\n${stored.link}`);
    }
    const [todayRead, laterRead, nextYearRead] = [today, later, nextYear].map((input) => calendar.events.find((event) => event.summary === input.name));
    // DTEND is exclusive: the day after, across a year's end too.
    expect(todayRead?.end).toBe("2026-06-16");
    expect(laterRead?.end).toBe("2027-01-01");
    expect(nextYearRead?.end).toBe("2027-01-02");
    expect(todayRead?.url).toBe(today.link);
    // A URI value has no escapes in RFC 5545: "," and ";" travel percent-encoded, the description has the link as entered.
    expect(laterRead?.url).toBe("https://example.is/vidburdir?ar=2026%2C2027&flokkur=a%3Bb");
  });

  it("answers 304 to its ETag until the events change, by the admin's write or the date", async () => {
    const first = await get("/events.ics");
    const etag = String(first.headers.etag);
    const again = await get("/events.ics", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    // Compressed as the lists are, the same ETag for every encoding.
    const compressed = await get("/events.ics", { "accept-encoding": "br" });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers.etag).toBe(etag);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(first.body);

    await test.createAdmin();
    const cookie = await test.signIn();
    const added = await test.app.inject({
      method: "POST",
      url: "/backend/add_event.php",
      payload: { name: "Nýr viðburður", date: "2026-07-01", description: "Bætt við.", link: "https://example.is/nyr" },
      headers: { ...WRITE_HEADERS, cookie },
    });
    expect(added.statusCode).toBe(200);
    const changed = await get("/events.ics", { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(readCalendar(changed.body).events.map((event) => event.summary)).toContain("Nýr viðburður");
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("leaves an event out from the day after its date, by the app's clock in UTC", async () => {
    test.clock.set("2026-06-15T23:59:59.999Z");
    const lastMoment = await get("/events.ics");
    expect(readCalendar(lastMoment.body).events.map((event) => event.summary)).toContain(today.name);

    test.clock.set("2026-06-16T00:00:00.000Z");
    const nextDay = await get("/events.ics", { "if-none-match": String(lastMoment.headers.etag) });
    expect(nextDay.statusCode).toBe(200);
    expect(
      readCalendar(nextDay.body)
        .events.map((event) => event.summary)
        .sort(),
    ).toEqual([later.name, nextYear.name].sort());

    test.clock.set("2027-01-02T00:00:00.000Z");
    const afterAll = readCalendar((await get("/events.ics")).body);
    expect(afterAll.events).toEqual([]);
  });

  it("is the same file at every build until something changes: no timestamp of its own", async () => {
    const first = await get("/events.ics");
    await test.app.close();
    const rebuilt = await (await import("../app.ts")).buildApp({
      config: {
        webRoot: `${test.directory}/web`,
        mapTileUrl: "https://tiles.example/{z}/{x}/{y}.png",
        mapTileAttribution: "Test tiles",
        siteUrl: "https://rafhjol.is",
      },
      store: test.store,
      clock: test.clock.now,
    });
    test.clock.advance(60 * 60 * 1000);
    const second = await rebuilt.inject({ method: "GET", url: "/events.ics" });
    await rebuilt.close();
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    // DTSTAMP is when the event was added.
    expect(readCalendar(first.body).events[0]?.stamp).toBe("2026-06-15T12:00:00Z");
  });

  it("GET /en/events.ics has the events' English texts where they have them, and the English events page", async () => {
    const events = await test.store.listEvents();
    const todayId = events.find((event) => event.name === today.name)?.id ?? 0;
    await test.store.setEnglishTexts("event", todayId, { nameEn: "Midsummer ride", descriptionEn: "All day today." });
    const calendar = readCalendar((await get("/en/events.ics")).body);
    expect(calendar.name).toBe("Rafhjól á Íslandi: events");
    expect(calendar.url).toBe("https://rafhjol.is/en/events");
    const midsummer = calendar.events.find((event) => event.uid === `event-${todayId}@rafhjol.is`);
    expect(midsummer).toMatchObject({ summary: "Midsummer ride", description: `All day today.\n\n${today.link}`, start: "2026-06-15" });
    // Without English texts, the Icelandic ones.
    expect(calendar.events.map((event) => event.summary)).toContain(nextYear.name);
  });

  it("GET /events/{id}.ics downloads that one event, past or upcoming, with the feed's UID", async () => {
    const events = await test.store.listEvents();
    for (const event of events) {
      const response = await get(`/events/${event.id}.ics`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      const calendar = readCalendar(response.body);
      expect(calendar.events).toHaveLength(1);
      expect(calendar.events[0]).toMatchObject({ uid: `event-${event.id}@rafhjol.is`, summary: event.name, start: event.date, allDay: true });
    }
    const pastId = events.find((event) => event.name === past.name)?.id;
    const download = await get(`/events/${pastId}.ics`);
    expect(download.headers["content-disposition"]).toBe('attachment; filename="vorhjol.ics"');
    expect(download.headers.etag).toBeTruthy();
    expect((await get(`/en/events/${pastId}.ics`)).headers["content-disposition"]).toBe('attachment; filename="vorhjol.ics"');
  });

  it("answers 404 with a message for an id no event has, in the path's language", async () => {
    const unknown = await get("/events/999.ics");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Enginn viðburður er með auðkennið 999" });
    expect(unknown.headers["cache-control"]).toBe("no-store");
    expect((await get("/en/events/999.ics")).json()).toEqual({ message: "There is no event with the id 999" });
  });

  it.each(["abc.ics", "0.ics", "01.ics", "-1.ics", "1.5.ics", "2147483648.ics", "99999999999.ics", "%20.ics", ".ics"])(
    "answers 400 with a message for the malformed id in /events/%s",
    async (file) => {
      const response = await get(`/events/${file}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "Auðkenni viðburðar á að vera jákvæð heiltala, t.d. /events/3.ics" });
    },
  );

  it("leaves other paths under /events to the site's not-found page", async () => {
    const response = await get("/events/1");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
  });
});

describe("calendar files without SITE_URL (development)", () => {
  it("name the request's own host", async () => {
    const test = await createTestApp();
    try {
      await test.store.addEvent(today);
      const response = await test.app.inject({ method: "GET", url: "/events.ics", headers: { host: "localhost:3000" } });
      const calendar = readCalendar(response.body);
      expect(calendar.url).toBe("http://localhost:3000/events");
      expect(calendar.events[0]?.uid).toBe("event-1@localhost");
    } finally {
      await test.close();
    }
  });
});
