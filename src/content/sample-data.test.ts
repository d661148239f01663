import { describe, expect, it } from "vitest";
import { eventInputSchema } from "../shared/event.ts";
import { routeInputSchema } from "../shared/route.ts";
import { DATE_UNCONFIRMED, sampleEvents, sampleRoutes } from "./sample-data.ts";

/** Iceland's bounding box, with a little sea around it. */
const ICELAND = { minLat: 63.3, maxLat: 66.6, minLon: -24.6, maxLon: -13.4 };

describe("sampleRoutes", () => {
  it("has at least 15 routes", () => {
    expect(sampleRoutes.length).toBeGreaterThanOrEqual(15);
  });

  it.each(sampleRoutes.map((route) => [route.name, route] as const))("%s passes the route schema", (_name, route) => {
    expect(routeInputSchema.parse(route)).toEqual(route);
  });

  it.each(sampleRoutes.map((route) => [route.name, route] as const))("%s starts inside Iceland", (_name, route) => {
    expect(route.latitude).toBeGreaterThanOrEqual(ICELAND.minLat);
    expect(route.latitude).toBeLessThanOrEqual(ICELAND.maxLat);
    expect(route.longitude).toBeGreaterThanOrEqual(ICELAND.minLon);
    expect(route.longitude).toBeLessThanOrEqual(ICELAND.maxLon);
  });

  it("has unique names", () => {
    const names = sampleRoutes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("uses well-formed https links, never a paginated list", () => {
    for (const route of sampleRoutes) {
      const url = new URL(route.link);
      expect(url.protocol, route.name).toBe("https:");
      expect(url.hostname, route.name).toContain(".");
      expect(url.search, route.name).not.toMatch(/start=/);
    }
  });

  it("writes the Reykjanes peninsula's region as Suðurnes, as the official maps do", () => {
    expect(sampleRoutes.map((route) => route.region)).not.toContain("Reykjanes");
  });

  it("addresses the reader in the singular (þú), never the plural", () => {
    const plural = /(?<!\p{L})(þið|ykkur|ykkar|farið hægt|sýnið|leggið|skipuleggið|gerið ráð|hugið|kynnið|staðfestið)(?!\p{L})/iu;
    expect("Kynnið ykkur leiðina").toMatch(plural);
    for (const route of sampleRoutes) expect(route.description, route.name).not.toMatch(plural);
    for (const event of sampleEvents(new Date("2026-03-14T08:00:00Z"))) expect(event.description, event.name).not.toMatch(plural);
  });
});

describe("sampleEvents", () => {
  const todays = ["2026-01-01", "2026-04-30", "2026-05-05", "2026-06-27", "2026-06-30", "2026-11-22", "2026-12-31", "2027-12-31", "2028-02-29"];

  it.each(todays)("from %s: valid, in the future, sorted, unique names", (todayIso) => {
    const today = new Date(`${todayIso}T00:00:00Z`);
    const events = sampleEvents(today);

    expect(events.length).toBe(3);
    for (const event of events) {
      expect(eventInputSchema.parse(event)).toEqual(event);
      expect(event.date > todayIso).toBe(true);
    }
    const dates = events.map((event) => event.date);
    expect(dates).toEqual([...dates].sort());
    const names = events.map((event) => event.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("reads only the UTC calendar day of today, even late in the evening", () => {
    const lateEvening = new Date("2026-06-27T23:59:59Z");
    for (const event of sampleEvents(lateEvening)) {
      expect(event.date > "2026-06-27").toBe(true);
    }
  });

  it("moves an event whose day is today to next year", () => {
    // Last Saturday of June 2026 is the 27th; in 2027 it is the 26th.
    const samhjol = sampleEvents(new Date("2026-06-27T12:00:00Z")).find((event) => event.name.startsWith("Samhjól"));
    expect(samhjol?.date).toBe("2027-06-26");
  });

  it("keeps a seasonal event in the current year when it is still ahead", () => {
    const samhjol = sampleEvents(new Date("2026-06-01T00:00:00Z")).find((event) => event.name.startsWith("Samhjól"));
    expect(samhjol?.date).toBe("2026-06-27");
  });

  it("puts the open house on the next first or third Thursday", () => {
    const openHouse = (todayIso: string): string | undefined =>
      sampleEvents(new Date(`${todayIso}T00:00:00Z`)).find((event) => event.name.startsWith("Opið hús"))?.date;
    // November 2026: Thursdays are 5, 12, 19, 26.
    expect(openHouse("2026-11-01")).toBe("2026-11-05");
    expect(openHouse("2026-11-05")).toBe("2026-11-19");
    expect(openHouse("2026-11-22")).toBe("2026-12-03");
    // 1 January 2026 is a Thursday and is skipped; the third Thursday is the 15th.
    expect(openHouse("2025-12-20")).toBe("2026-01-15");
  });

  it("lists only recurring events, and says on each card whose day is estimated that it is unconfirmed", () => {
    const events = sampleEvents(new Date("2026-03-14T08:00:00Z"));
    expect(events.map((event) => event.name).sort()).toEqual([
      "Fyrsta þriðjudagskvöldferð Fjallahjólaklúbbsins",
      "Opið hús og viðgerðakvöld Fjallahjólaklúbbsins",
      "Samhjól á Rabarbarahátíð á Blönduósi",
    ]);
    // All three days are worked out from rules, none announced: the open house's rule predates the club's move.
    for (const event of events) expect(event.description.startsWith(DATE_UNCONFIRMED), event.name).toBe(true);
    expect(DATE_UNCONFIRMED.toLowerCase()).toContain("dagsetning óstaðfest");
    // The open house follows the rule the club itself publishes (first and third Thursday).
    const openHouse = events.find((event) => event.name.startsWith("Opið hús"));
    expect(openHouse?.description).toContain("fyrsta og þriðja fimmtudag");
    expect(openHouse?.description).toContain("Sævarhöfða 31");
  });

  it("is pure: the same today gives the same events", () => {
    const today = new Date("2026-03-14T08:00:00Z");
    expect(sampleEvents(today)).toEqual(sampleEvents(new Date(today.getTime())));
  });
});
