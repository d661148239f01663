import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "../../shared/api-paths.ts";
import { MAX_GPX_BYTES, type RouteTrack, type TrackPreview } from "../../shared/track.ts";
import { createTestApp, type TestApp, WRITE_HEADERS } from "../test-support/test-app.ts";
import { testEngines } from "../test-support/test-databases.ts";
import { hills, syntheticGpx } from "./test-support/synthetic-gpx.ts";

/** A route nobody has given a condition or a season (route conditions: src/server/conditions/). */
const noConditions = { current: null, recent: [], season: null };

const route = {
  name: "Þórsmörk – Fimmvörðuháls",
  region: "Suðurland",
  description: "Prófunarleið.",
  distance: 12,
  latitude: 63.6,
  longitude: -19.4,
  link: "https://example.is/leid",
  videolink: null,
};

// A synthetic 12 km track with 3 hills of 150 m and GPS-like noise: 450 m of true climb.
const syntheticHills = syntheticGpx({ points: 1201, stepM: 10, elevation: hills(12_000, 3, 150), noiseM: 3, seed: 3 });
// With a byte-order mark and CRLF line ends, so "byte for byte" means something.
const syntheticBytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(syntheticHills.gpx.replaceAll("\n", "\r\n"))]);
const syntheticFlat = syntheticGpx({ version: "1.0", points: 300, segments: 2, elevation: null }).gpx;

describe.each(testEngines)("route tracks API (%s)", (engine) => {
  let test: TestApp;
  let cookie: string;
  beforeEach(async () => {
    test = await createTestApp({ engine });
    await test.createAdmin();
    cookie = await test.signIn();
    await test.app.inject({ method: "POST", url: "/backend/add_route.php", payload: route, headers: { ...WRITE_HEADERS, cookie } });
  });
  afterEach(async () => test.close());

  const put = (id: number | string, body: string | Buffer, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: "PUT",
      url: apiPaths.track(id),
      payload: body,
      headers: { ...WRITE_HEADERS, cookie, "content-type": "application/gpx+xml", ...headers },
    });
  const details = (id: number | string, headers: Record<string, string> = {}) => test.app.inject({ method: "GET", url: apiPaths.routeDetails(id), headers });
  const snapshot = async () => ({
    tracks: await test.store.db.selectFrom("route_tracks").selectAll().execute(),
    audit: await test.store.auditTrail(),
    version: await test.store.dataVersion("routes"),
  });

  it("answers a route without a track with track null, and 404/400 for unknown and malformed ids", async () => {
    const response = await details(1);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ route: { id: 1, ...route }, track: null, conditions: noConditions, photos: [] });
    expect((await details(2)).statusCode).toBe(404);
    expect((await details(2)).json()).toEqual({ message: "No route with id 2" });
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999"]) {
      const answer = await details(bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().message).toMatch(/^id /);
    }
  });

  it("uploads a track: figures, line, profile and energy come back and on the route page's call", async () => {
    const response = await put(1, syntheticBytes, { "x-file-name": encodeURIComponent("Fimmvörðuháls 2026.gpx") });
    expect(response.statusCode).toBe(200);
    const { message, track } = response.json() as { message: string; track: RouteTrack };
    expect(message).toBe('Track added to route "Þórsmörk – Fimmvörðuháls"');
    expect(track.routeId).toBe(1);
    expect(track.fileName).toBe("thorsmork-fimmvorduhals.gpx");
    expect(track.stats.lengthKm).toBeCloseTo(12, 2);
    expect(Math.abs((track.stats.climbM ?? 0) - 450) / 450).toBeLessThan(0.05);
    expect(track.start).toEqual([64.5, -20.5]);
    expect(track.line.length).toBeGreaterThanOrEqual(2);
    expect(track.line.length).toBeLessThanOrEqual(2000);
    expect(track.profile?.length).toBeGreaterThan(100);
    expect(track.energy?.map((estimate) => estimate.assist)).toEqual(["low", "medium", "high"]);

    const page = await details(1);
    expect(page.json()).toEqual({ route: { id: 1, ...route }, track, conditions: noConditions, photos: [] });
    const audit = (await test.store.auditTrail()).at(-1);
    expect(audit).toMatchObject({ actor: "test@rafhjol.is", action: "add", entity: "route_track", entityId: 1 });
    expect(audit?.details).toMatchObject({ fileName: "Fimmvörðuháls 2026.gpx", bytes: syntheticBytes.length });
  });

  it("leaves the route's own distance and start as they were, says so, and suggests the track's", async () => {
    const response = await put(1, syntheticFlat);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as { routeUpdated: unknown; suggested: unknown; track: RouteTrack };
    expect(answer.routeUpdated).toBe(false);
    const { stats, start } = answer.track;
    expect(answer.suggested).toEqual({ distance: Number(stats.lengthKm.toFixed(1)), lat: Number(start[0].toFixed(5)), lng: Number(start[1].toFixed(5)) });
    expect(answer.suggested).not.toMatchObject({ distance: route.distance });
    // The route itself is as the admin saved it, on the route page's call and in the list.
    expect((await details(1)).json().route).toEqual({ id: 1, ...route });
    const list = await test.app.inject({ method: "GET", url: "/backend/get_routes.php" });
    expect(list.json()).toEqual([{ id: 1, ...route }]);
  });

  it("downloads the uploaded file byte for byte, named after the route", async () => {
    await put(1, syntheticBytes);
    const response = await test.app.inject({ method: "GET", url: apiPaths.gpx(1) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/gpx+xml");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="thorsmork-fimmvorduhals.gpx"');
    expect(Buffer.compare(response.rawPayload, syntheticBytes)).toBe(0);
    expect((await test.app.inject({ method: "GET", url: apiPaths.gpx(2) })).statusCode).toBe(404);
  });

  it("replaces a track, and removes it", async () => {
    await put(1, syntheticBytes);
    const replaced = await put(1, syntheticFlat, { "content-type": "text/xml" });
    expect(replaced.json().message).toBe('Track of route "Þórsmörk – Fimmvörðuháls" replaced');
    const track = replaced.json().track as RouteTrack;
    // No elevations in the file: nothing is invented.
    expect(track.profile).toBeNull();
    expect(track.energy).toBeNull();
    expect(track.stats.climbM).toBeNull();
    const download = await test.app.inject({ method: "GET", url: apiPaths.gpx(1) });
    expect(download.body).toBe(syntheticFlat);

    const removed = await test.app.inject({ method: "DELETE", url: apiPaths.track(1), headers: { ...WRITE_HEADERS, cookie } });
    expect(removed.json()).toEqual({ message: 'Track of route "Þórsmörk – Fimmvörðuháls" removed' });
    expect((await details(1)).json().track).toBeNull();
    expect((await test.app.inject({ method: "GET", url: apiPaths.gpx(1) })).statusCode).toBe(404);
    const again = await test.app.inject({ method: "DELETE", url: apiPaths.track(1), headers: { ...WRITE_HEADERS, cookie } });
    expect(again.statusCode).toBe(404);
    expect((await test.store.auditTrail()).slice(-3).map((record) => record.action)).toEqual(["add", "replace", "delete"]);
  });

  it("sends the route page's data with an ETag, compressed, and a new ETag after a track changes", async () => {
    await put(1, syntheticBytes);
    const first = await details(1, { "accept-encoding": "br" });
    expect(first.headers["content-encoding"]).toBe("br");
    const etag = String(first.headers.etag);
    expect((await details(1, { "if-none-match": etag })).statusCode).toBe(304);
    await put(1, syntheticFlat);
    const after = await details(1, { "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().track.profile).toBeNull();
  });

  it("drops the track with its route", async () => {
    await put(1, syntheticBytes);
    await test.app.inject({ method: "GET", url: "/backend/delete_route.php?id=1", headers: { ...WRITE_HEADERS, cookie } });
    expect(await test.store.db.selectFrom("route_tracks").selectAll().execute()).toEqual([]);
    expect((await test.store.auditTrail()).slice(-2)).toMatchObject([
      { action: "delete", entity: "route", entityId: 1 },
      { action: "delete", entity: "route_track", entityId: 1, details: { fileName: "track.gpx" } },
    ]);
  });

  it("keeps get_routes.php exactly as it always was, track or not", async () => {
    await put(1, syntheticBytes);
    const list = (await test.app.inject({ method: "GET", url: "/backend/get_routes.php" })).json();
    expect(list).toEqual([{ id: 1, ...route }]);
  });

  it("previews a file without storing anything", async () => {
    const before = await snapshot();
    const response = await test.app.inject({
      method: "POST",
      url: apiPaths.trackPreview,
      payload: syntheticBytes,
      headers: { ...WRITE_HEADERS, cookie, "content-type": "application/octet-stream" },
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json() as TrackPreview;
    expect(Object.keys(preview).sort()).toEqual(["end", "line", "start", "stats"]);
    expect(preview.stats.lengthKm).toBeCloseTo(12, 2);
    expect(await snapshot()).toEqual(before);
  });

  const wrap = (body: string) => `<?xml version="1.0"?><gpx version="1.1" creator="synthetic" xmlns="http://www.topografix.com/GPX/1/1">${body}</gpx>`;
  it.each([
    ["not GPX", "just some text", 400],
    ["malformed XML", wrap("<trk><trkseg><trkpt lat='64' lon='-20'></trk>"), 400],
    ["a DOCTYPE", `<!DOCTYPE gpx>${wrap("")}`, 400],
    ["an external entity", `<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY x SYSTEM "file:///etc/passwd">]>${wrap("<trk><name>&x;</name></trk>")}`, 400],
    ["entity expansion", `<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>${wrap("<trk><name>&b;</name></trk>")}`, 400],
    ["no points", wrap("<trk><trkseg/></trk>"), 400],
    ["a coordinate out of range", wrap('<trk><trkseg><trkpt lat="64" lon="200"/></trkseg></trk>'), 400],
    ["a non-numeric value", wrap('<trk><trkseg><trkpt lat="64" lon="-20"><ele>x</ele></trkpt></trkseg></trk>'), 400],
    ["too many points", wrap(`<trk><trkseg>${'<trkpt lat="64" lon="-20"/>'.repeat(200_001)}</trkseg></trk>`), 400],
    ["a file over 10 MB", wrap(`<desc>${"x".repeat(MAX_GPX_BYTES)}</desc>`), 413],
  ])(
    "refuses %s with a 4xx message and stores nothing",
    async (_label, file, status) => {
      await put(1, syntheticBytes);
      const before = await snapshot();
      const response = await put(1, file);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toEqual(expect.any(String));
      const preview = await test.app.inject({
        method: "POST",
        url: apiPaths.trackPreview,
        payload: file,
        headers: { ...WRITE_HEADERS, cookie, "content-type": "application/gpx+xml" },
      });
      expect(preview.statusCode).toBe(status);
      expect(await snapshot()).toEqual(before);
    },
    30_000,
  );

  it("takes a GPX file in UTF-16 with its byte-order mark, and gives the same bytes back", async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(syntheticFlat.replace('encoding="UTF-8"', 'encoding="UTF-16"'), "utf16le")]);
    const response = await put(1, utf16);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { track: RouteTrack }).track.stats.lengthKm).toBeGreaterThan(0);
    const download = await test.app.inject({ method: "GET", url: apiPaths.gpx(1) });
    expect(download.rawPayload.equals(utf16)).toBe(true);
  });

  it("measures a Garmin route along its shape points, not straight between its via-points", async () => {
    // SYNTHETIC: via-points 0.01° of latitude apart (1.11 km); the shape goes 0.01° east and back.
    const garmin = `<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="synthetic" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3"><rte><rtept lat="64" lon="-20"><extensions><gpxx:RoutePointExtension><gpxx:rpt lat="64" lon="-20"/><gpxx:rpt lat="64" lon="-19.99"/><gpxx:rpt lat="64.01" lon="-19.99"/><gpxx:rpt lat="64.01" lon="-20"/></gpxx:RoutePointExtension></extensions></rtept><rtept lat="64.01" lon="-20"/></rte></gpx>`;
    const preview = await test.app.inject({
      method: "POST",
      url: apiPaths.trackPreview,
      payload: garmin,
      headers: { ...WRITE_HEADERS, cookie, "content-type": "application/gpx+xml" },
    });
    expect(preview.statusCode).toBe(200);
    // 0.49 km east, 1.11 km north, 0.49 km back west.
    expect((preview.json() as TrackPreview).stats.lengthKm).toBeCloseTo(2.087, 2);
  });

  it("counts each track write once, by its own route's limit only", async () => {
    const rateCounters = async () =>
      Object.fromEntries(
        (await test.store.db.selectFrom("login_throttle").select(["key", "failures"]).where("key", "like", "rate:%").execute()).map((row) => [
          row.key.replace(/\|.*$/, ""),
          Number(row.failures),
        ]),
      );
    const calls = [
      () => put(1, syntheticFlat),
      () =>
        test.app.inject({
          method: "POST",
          url: apiPaths.trackPreview,
          payload: syntheticFlat,
          headers: { ...WRITE_HEADERS, cookie, "content-type": "application/gpx+xml" },
        }),
      () => test.app.inject({ method: "DELETE", url: apiPaths.track(1), headers: { ...WRITE_HEADERS, cookie } }),
    ];
    // The sign-in and the route added before this test hold counters of their own.
    const expected: Record<string, number> = await rateCounters();
    for (const [call, key] of [
      [calls[0], "rate:PUT /api/routes/:id/track"],
      [calls[1], `rate:POST ${apiPaths.trackPreview}`],
      [calls[2], "rate:DELETE /api/routes/:id/track"],
    ] as const) {
      const answer = await call?.();
      expect(answer?.statusCode).toBe(200);
      // One limiter ran: one count on this route's own counter, and its headers set once.
      expected[key] = 1;
      expect(await rateCounters()).toEqual(expected);
      expect(answer?.headers["x-ratelimit-limit"]).toBe("60");
      expect(answer?.headers["x-ratelimit-remaining"]).toBe("59");
    }
  });

  it("refuses a body that is not a file (415) and an upload to an unknown route (404)", async () => {
    const json = await test.app.inject({ method: "PUT", url: apiPaths.track(1), payload: { gpx: "x" }, headers: { ...WRITE_HEADERS, cookie } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toEqual(expect.any(String));
    const unknown = await put(2, syntheticFlat);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "No route with id 2" });
  });

  it.each([
    ["no session", {}, 401],
    ["a forged session", { cookie: "rafhjol_session=forged" }, 401],
    ["another site", { "sec-fetch-site": "cross-site" }, 403],
    ["another origin", { origin: "https://evil.example" }, 403],
  ])("refuses every track write with %s and changes nothing", async (_label, headers, status) => {
    await put(1, syntheticBytes);
    const before = await snapshot();
    const base: Record<string, string> = "cookie" in headers || status === 401 ? { ...WRITE_HEADERS } : { ...WRITE_HEADERS, cookie };
    const all = { "content-type": "application/gpx+xml", ...base, ...headers };
    const answers = [
      await test.app.inject({ method: "PUT", url: apiPaths.track(1), payload: syntheticFlat, headers: all }),
      await test.app.inject({ method: "DELETE", url: apiPaths.track(1), headers: all }),
      await test.app.inject({ method: "POST", url: apiPaths.trackPreview, payload: syntheticFlat, headers: all }),
      await test.app.inject({ method: "POST", url: `${apiPaths.updateRoute}?id=1`, payload: route, headers: { ...base, ...headers } }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(status);
      expect(answer.json().message).toEqual(expect.any(String));
    }
    expect(await snapshot()).toEqual(before);
  });

  describe("update_route.php", () => {
    const update = (query: string, payload: unknown) =>
      test.app.inject({ method: "POST", url: `${apiPaths.updateRoute}${query}`, payload: payload as object, headers: { ...WRITE_HEADERS, cookie } });

    it("changes every field, keeps the id and the track, and audits before and after", async () => {
      await put(1, syntheticBytes);
      const changed = { ...route, name: "Fimmvörðuháls", distance: "24.5", videolink: "https://video.example/v" };
      const response = await update("?id=1", changed);
      expect(response.statusCode).toBe(200);
      const expected = { id: 1, ...changed, distance: 24.5 };
      expect(response.json()).toEqual({ message: 'Route "Fimmvörðuháls" updated', route: expected });
      expect((await test.app.inject({ method: "GET", url: "/backend/get_routes.php" })).json()).toEqual([expected]);
      const page = (await details(1)).json();
      expect(page.route).toEqual(expected);
      expect(page.track.fileName).toBe("fimmvorduhals.gpx");
      expect((await test.store.auditTrail()).at(-1)).toMatchObject({
        action: "update",
        entity: "route",
        entityId: 1,
        details: { before: { id: 1, ...route }, after: expected },
      });
    });

    it("answers 404 for an unknown id and 400 for bad input, changing nothing", async () => {
      const before = await snapshot();
      expect((await update("?id=9", route)).statusCode).toBe(404);
      expect((await update("?id=9", route)).json()).toEqual({ message: "No route with id 9" });
      const bad = await update("?id=1", { ...route, distance: "langt" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: "distance must be a number" });
      expect((await update("?id=x", route)).statusCode).toBe(400);
      expect((await update("?id=1", { ...route, extra: 1 })).statusCode).toBe(400);
      expect(await snapshot()).toEqual(before);
    });
  });
});
