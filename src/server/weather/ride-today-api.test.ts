import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RideTodayAnswer } from "../../shared/ride-today.ts";
import { buildApp } from "../app.ts";
import { rawHead, send } from "../test-support/raw-http.ts";
import { createTestApp, TEST_ROUTE, type TestApp } from "../test-support/test-app.ts";
import { testEngines } from "../test-support/test-databases.ts";
import { analyseGpxForStorage } from "../tracks/analyse-gpx.ts";
import { type FakeProvider, startFakeProvider } from "./fake-locationforecast.ts";

/** A SYNTHETIC track (no real route): about 12 km due north from 64.00° N 21.00° W, then about 10 km due east. */
function syntheticGpx(): Uint8Array {
  const points: string[] = [];
  for (let i = 0; i <= 110; i += 1) points.push(`<trkpt lat="${(64 + i * 0.001).toFixed(4)}" lon="-21.0000"><ele>${100 + i}</ele></trkpt>`);
  for (let i = 1; i <= 100; i += 1) points.push(`<trkpt lat="64.1100" lon="${(-21 + i * 0.002).toFixed(4)}"><ele>${210 - i}</ele></trkpt>`);
  return new TextEncoder().encode(
    `<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="synthetic" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>${points.join("")}</trkseg></trk></gpx>`,
  );
}

const TODAY = "2026-11-28";
const ride = (query = "date=2026-11-29&start=09:00&speed=18", id = 1) => `/api/routes/${id}/ride-today?${query}`;
const MINUTE = 60_000;

describe.each(testEngines)("GET /api/routes/:id/ride-today (%s)", (engine) => {
  let provider: FakeProvider;
  let test: TestApp;
  beforeEach(async () => {
    let now = () => new Date(`${TODAY}T08:00:00Z`);
    provider = await startFakeProvider({ now: () => now() });
    test = await createTestApp({
      engine,
      now: `${TODAY}T08:00:00Z`,
      siteUrl: "https://rafhjol.example",
      owner: { email: "vefur@rafhjol.example", facebookUrl: undefined, youtubeUrl: undefined, advertisement: undefined },
      weatherForecastUrl: provider.url,
      // The wait is only a cap: the fake answers at once, and a busy machine must not turn that into "no forecast yet".
      weather: { timeoutMs: 5000, waitMs: 15_000 },
    });
    now = test.clock.now;
    await test.store.addRoute({ ...TEST_ROUTE, latitude: 64, longitude: -21 });
    const { analysis, packed } = await analyseGpxForStorage(syntheticGpx());
    await test.store.setRouteTrack(1, { file: packed, fileName: "synthetic.gpx", analysis });
    await test.store.addRoute({ ...TEST_ROUTE, name: "Án ferils", latitude: 65.645, longitude: -16.915 });
  });
  afterEach(async () => {
    await test.close();
    await provider.close();
  });

  const get = async (url: string) => {
    const response = await test.app.inject({ method: "GET", url });
    return { status: response.statusCode, body: response.json() as RideTodayAnswer & { message?: string } };
  };
  const gridPoints = () => new Set(provider.requests.map((request) => `${request.lat},${request.lon}`)).size;

  it("calm: samples every 5 km and at the end at their times of passage, a good verdict, the source, MET Norway asked politely", async () => {
    const { status, body } = await get(ride());
    expect(status).toBe(200);
    expect(body.forecast).toBe("ready");
    expect(body.verdict).toEqual({ level: "good", reasons: [] });
    expect(body.samples.map((sample) => sample.km)).toEqual([0, 5, 10, 15, 20, body.samples.at(-1)?.km]);
    expect(body.samples.at(-1)?.km).toBeGreaterThan(21);
    expect(body.samples.slice(0, 4).map((sample) => sample.time)).toEqual([
      "2026-11-29T09:00:00Z",
      "2026-11-29T09:17:00Z",
      "2026-11-29T09:33:00Z",
      "2026-11-29T09:50:00Z",
    ]);
    expect(body.samples[1]).toMatchObject({ windSpeed: 3, windGust: 5, windFrom: 225, temperature: 8, precipitation: 0 });
    expect(body.source).toEqual({
      name: "MET Norway",
      attribution: "Veðurspá: MET Norway (CC BY 4.0)",
      updatedAt: "2026-11-28T07:30:00.000Z",
      fetchedAt: "2026-11-28T08:00:00.000Z",
    });
    expect(body.daylight.sunrise).toMatch(/^2026-11-29T1[01]:\d\d/);
    expect(body.daylight.civilDusk).toMatch(/^2026-11-29T16:\d\d/);
    // One request per grid point, each naming the site and a contact, with at most 4 decimals.
    expect(provider.requests.length).toBe(gridPoints());
    for (const request of provider.requests) {
      expect(request.headers["user-agent"]).toBe("rafhjol-a-islandi/1.0 (https://rafhjol.example; vefur@rafhjol.example)");
      expect(request.lat).toMatch(/^-?\d+(\.\d{1,4})?$/);
      expect(request.lon).toMatch(/^-?\d+(\.\d{1,4})?$/);
      expect(request.headers["if-modified-since"]).toBeUndefined();
    }
    const english = await get(ride("date=2026-11-29&start=09:00&speed=18&lang=en"));
    expect(english.body.source?.attribution).toBe("Forecast: MET Norway (CC BY 4.0)");
  });

  it("a northerly gale: all headwind riding north, all crosswind riding east, not advised with its reasons", async () => {
    provider.answer("gale");
    const { body } = await get(ride());
    const north = body.samples[1];
    const east = body.samples[4];
    expect(north).toMatchObject({ heading: 0, windSpeed: 18, windFrom: 0, headwind: 18, crosswind: 0 });
    expect(east?.heading).toBeGreaterThan(85);
    expect(east?.headwind).toBeCloseTo(0, 0);
    // From the north on a rider riding east: from the left.
    expect(east?.crosswind).toBeCloseTo(-18, 0);
    expect(body.verdict.level).toBe("not-advised");
    expect(body.verdict.reasons).toEqual([
      { code: "wind", text: "Meðalvindur 18 m/s við 0 km (kl. 09:00)" },
      { code: "gust", text: "Vindhviður 26 m/s við 0 km (kl. 09:00)" },
    ]);
    const english = await get(ride("date=2026-11-29&start=09:00&speed=18&lang=en"));
    expect(english.body.verdict.reasons.map((reason) => reason.text)).toEqual(["Mean wind 18 m/s at km 0 (09:00)", "Gusts of 26 m/s at km 0 (09:00)"]);
  });

  it("frost: take care, with the coldest sample named", async () => {
    provider.answer("frost");
    const { body } = await get(ride());
    expect(body.verdict).toEqual({
      level: "caution",
      reasons: [{ code: "cold", text: "-4 °C við 0 km (kl. 09:00): hálka möguleg á möl og rafhlaðan dregur skemur" }],
    });
  });

  it("honours Expires, then asks with If-Modified-Since and keeps the snapshot on a 304", async () => {
    await get(ride());
    const first = provider.requests.length;
    test.clock.advance(29 * MINUTE);
    expect((await get(ride())).body.forecast).toBe("ready");
    expect(provider.requests.length).toBe(first);
    test.clock.advance(2 * MINUTE);
    const stale = await get(ride());
    // The expired forecast is answered at once; the refresh runs beside it.
    expect(stale.body.source?.updatedAt).toBe("2026-11-28T07:30:00.000Z");
    await expect.poll(() => provider.requests.length).toBe(first * 2);
    for (const request of provider.requests.slice(first)) expect(request.headers["if-modified-since"]).toMatch(/GMT$/);
    await expect.poll(async () => (await get(ride())).body.source?.fetchedAt).toBe("2026-11-28T08:31:00.000Z");
    const kept = await get(ride());
    expect(kept.body.source?.updatedAt).toBe("2026-11-28T07:30:00.000Z");
    expect(kept.body.samples[1]?.windSpeed).toBe(3);
  });

  it("sends the finished answer again while nothing changes, and never after a new forecast or a change to the route", async () => {
    const first = await test.app.inject({ method: "GET", url: ride(), headers: { "accept-encoding": "br" } });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = first.headers.etag as string;
    expect((await test.app.inject({ method: "GET", url: ride(), headers: { "if-none-match": etag } })).statusCode).toBe(304);
    expect((await get(ride())).body.verdict).toEqual({ level: "good", reasons: [] });
    // Another day, start, pace or language is another answer.
    expect((await get(ride("date=2026-11-29&start=12:00&speed=18"))).body.samples[0]?.time).toBe("2026-11-29T12:00:00Z");

    await test.store.setRouteCondition(1, { condition: "snow", note: null, checkedOn: TODAY });
    const changed = await test.app.inject({ method: "GET", url: ride(), headers: { "if-none-match": etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().verdict).toEqual({ level: "caution", reasons: [{ code: "condition", text: "Ástand leiðarinnar: Snjór" }] });

    provider.answer("gale");
    test.clock.advance(31 * MINUTE);
    await expect.poll(async () => (await get(ride())).body.samples[1]?.windSpeed).toBe(18);
    expect((await get(ride())).body.verdict.level).toBe("not-advised");
  });

  it("over a socket, an answer already built is sent before Fastify, the same bytes and headers, and never after a change", async () => {
    const base = await test.app.listen({ host: "127.0.0.1", port: 0 });
    // As the page asks: ':' percent-encoded, and the day left to the server's date in the second URL.
    const urls = [ride("date=2026-11-29&start=09%3A00&speed=18&lang=en"), ride("start=09:00&speed=18")];
    for (const url of urls) {
      const built = await send(base, url, "GET", { "accept-encoding": "br" });
      expect(built.status).toBe(200);
      const etag = built.headers.etag as string;
      // The first answer read the forecasts' rows; the second finds them kept, and keeps its lookup for the next.
      expect((await send(base, url, "GET", { "accept-encoding": "br" })).body.equals(built.body)).toBe(true);
      // Fastify writes "content-length: 0" on a 304 and the path before it writes none: the second request took it.
      expect((await rawHead(base, url, { "if-none-match": etag })).filter((line) => /^content-length/i.test(line))).toEqual([]);
      const again = await send(base, url, "GET", { "accept-encoding": "br" });
      expect(again.body.equals(built.body)).toBe(true);
      const { date: _date, ...headers } = again.headers;
      const routed = await test.app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
      const { date: _routedDate, connection: _connection, ...routedHeaders } = routed.headers;
      expect(headers).toMatchObject(routedHeaders);
      expect(routed.rawPayload.equals(again.body)).toBe(true);
    }
    const json = async (url: string) => (await fetch(`${base}${url}`)).json() as Promise<RideTodayAnswer & { message?: string }>;
    expect((await json(urls[1] as string)).date).toBe("2026-11-28");
    // A change to the route is seen at once.
    await test.store.setRouteCondition(1, { condition: "closed", note: null, checkedOn: TODAY });
    expect((await json(urls[0] as string)).verdict.level).toBe("not-advised");
    // Past midnight, the URL without a day asks for the new day.
    test.clock.advance(24 * 60 * MINUTE);
    await expect.poll(async () => (await json(urls[1] as string)).date).toBe("2026-11-29");
    // A query Fastify refuses is refused the same way.
    expect((await fetch(`${base}${ride("start=09:00&start=10:00")}`)).status).toBe(400);
    expect((await fetch(`${base}${ride("date=2026-11-29&start=25:00&speed=18")}`)).status).toBe(400);
  });

  it.each(["status-500", "status-429", "html"] as const)("a provider answering %s: no forecast, never a 5xx, and 10 minutes' rest", async (failure) => {
    provider.answer(failure);
    const { status, body } = await get(ride());
    expect(status).toBe(200);
    expect(body.forecast).toBe("unavailable");
    expect(body.verdict).toEqual({ level: "unknown", reasons: [{ code: "no-forecast", text: "Ekki náðist í veðurspána; hún verður sótt aftur síðar." }] });
    expect(body.source).toBeNull();
    expect(body.samples[0]).toMatchObject({ km: 0, time: "2026-11-29T09:00:00Z", windSpeed: null, headwind: null, temperature: null });
    const asked = provider.requests.length;
    provider.answer("calm");
    test.clock.advance(9 * MINUTE);
    expect((await get(ride())).body.forecast).toBe("unavailable");
    expect(provider.requests.length).toBe(asked);
    test.clock.advance(MINUTE + 1000);
    expect((await get(ride())).body.forecast).toBe("ready");
    expect(provider.requests.length).toBe(asked * 2);
  });

  it("a provider that never answers: no forecast yet, and the fetch goes on after the answer", async () => {
    await test.close();
    test = await createTestApp({ engine, now: `${TODAY}T08:00:00Z`, weatherForecastUrl: provider.url, weather: { timeoutMs: 1500, waitMs: 100 } });
    await test.store.addRoute({ ...TEST_ROUTE, latitude: 64, longitude: -21 });
    provider.answer("silent");
    const { status, body } = await get(ride());
    expect(status).toBe(200);
    expect(body.forecast).toBe("pending");
    expect(body.verdict.reasons).toEqual([{ code: "no-forecast", text: "Spáin er á leiðinni: reyndu aftur eftir smástund." }]);
    // The request times out in the background; then the point rests.
    await expect.poll(async () => (await get(ride())).body.forecast, { timeout: 10_000 }).toBe("unavailable");
    expect(provider.requests.length).toBe(1);
  });

  it("a route without a track has its start point at the start time", async () => {
    const { body } = await get(ride("date=2026-11-30&start=07:45&speed=25", 2));
    expect(body.samples).toEqual([
      {
        km: 0,
        time: "2026-11-30T07:45:00Z",
        lat: 65.645,
        lon: -16.915,
        heading: null,
        windSpeed: 3,
        windGust: 5,
        windFrom: 225,
        headwind: null,
        crosswind: null,
        temperature: 8,
        precipitation: 0,
      },
    ]);
  });

  it("the route's condition and season count, and a closed route is not advised even without a forecast", async () => {
    await test.store.setRouteSeason(1, { from: "06-15", to: "09-15" });
    await test.store.setRouteCondition(1, { condition: "snow", note: null, checkedOn: TODAY });
    const { body } = await get(ride());
    expect(body.verdict).toEqual({
      level: "caution",
      reasons: [
        { code: "season", text: "Utan venjulegs tímabils leiðarinnar (15. júní – 15. september)" },
        { code: "condition", text: "Ástand leiðarinnar: Snjór" },
      ],
    });
    await test.store.setRouteCondition(1, { condition: "closed", note: null, checkedOn: TODAY });
    provider.answer("status-500");
    const closed = await get(ride("date=2026-11-30&start=09:00&speed=18&lang=en"));
    expect(closed.body.verdict.level).toBe("not-advised");
    expect(closed.body.verdict.reasons.map((reason) => reason.code)).toEqual(["closed", "season"]);
  });

  it("arriving after civil dusk calls for care", async () => {
    const { body } = await get(ride("date=2026-11-29&start=16:00&speed=10"));
    expect(body.verdict.level).toBe("caution");
    expect(body.verdict.reasons.map((reason) => reason.code)).toEqual(["dark"]);
    expect(body.verdict.reasons[0]?.text).toMatch(/^Komið í mark kl\. 18:1\d, eftir að birtu þrýtur \(kl\. 16:\d\d\)$/);
  });

  it.each([
    ["date=2026-11-27", "date"],
    ["date=2026-12-01", "date"],
    ["date=2026-02-30", "date"],
    ["date=29.11.2026", "date"],
    ["start=9:00", "start"],
    ["start=24:00", "start"],
    ["speed=4.9", "speed"],
    ["speed=40.5", "speed"],
    ["speed=abc", "speed"],
    ["speed=18.25", "speed"],
    ["lang=de", "lang"],
    ["date=2026-11-28&date=2026-11-29", "date"],
  ])("refuses %s with a 400 naming %s", async (query, name) => {
    const { status, body } = await get(ride(query));
    expect(status).toBe(400);
    expect(body.message).toMatch(new RegExp(`^${name} `));
  });

  it("today is Iceland's date by the server's clock; an unknown route is a 404", async () => {
    test.clock.set("2026-11-28T23:59:00Z");
    expect((await get(ride("date=2026-11-28"))).status).toBe(200);
    expect((await get(ride("date=2026-11-30"))).status).toBe(200);
    test.clock.set("2026-11-29T00:00:00Z");
    expect((await get(ride("date=2026-11-28"))).status).toBe(400);
    expect((await get(ride("date=2026-12-01"))).status).toBe(200);
    expect((await get(ride(undefined, 99))).status).toBe(404);
    expect((await get("/api/routes/abc/ride-today")).status).toBe(400);
  });

  it("another server on the same database answers from the stored snapshot without asking the provider", async () => {
    await get(ride());
    const asked = provider.requests.length;
    const other = await buildApp({
      config: {
        webRoot: join(test.directory, "web"),
        mapTileUrl: "https://tiles.example/{z}/{x}/{y}.png",
        mapTileAttribution: "Test",
        weatherForecastUrl: provider.url,
      },
      store: test.store,
      clock: test.clock.now,
    });
    try {
      const answer = (await other.inject({ method: "GET", url: ride() })).json() as RideTodayAnswer;
      expect(answer.forecast).toBe("ready");
      expect(provider.requests.length).toBe(asked);
    } finally {
      await other.close();
    }
  });

  it("with the forecast off, the page's answer says so and still gives the route's own reasons", async () => {
    await test.close();
    test = await createTestApp({ engine, now: `${TODAY}T08:00:00Z` });
    await test.store.addRoute({ ...TEST_ROUTE, latitude: 64, longitude: -21 });
    await test.store.setRouteCondition(1, { condition: "mud", note: null, checkedOn: TODAY });
    const { status, body } = await get(ride("date=2026-11-29&start=09:00&speed=18&lang=en"));
    expect(status).toBe(200);
    expect(body.forecast).toBe("off");
    expect(body.verdict).toEqual({
      level: "unknown",
      reasons: [
        { code: "no-forecast", text: "This site does not fetch forecasts." },
        { code: "condition", text: "Route condition: Mud" },
      ],
    });
    expect(provider.requests).toEqual([]);
  });
});
