import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "../../shared/api-paths.ts";
import type { RouteFiguresRow, RouteTrack } from "../../shared/track.ts";
import { createTestApp, type TestApp, WRITE_HEADERS } from "../test-support/test-app.ts";
import { testEngines } from "../test-support/test-databases.ts";
import { hills, syntheticGpx } from "../tracks/test-support/synthetic-gpx.ts";

const route = (name: string) => ({
  name,
  region: "Suðurland",
  description: "Prófunarleið.",
  distance: 12,
  latitude: 63.6,
  longitude: -19.4,
  link: "https://example.is/leid",
  videolink: null,
});

const withClimb = syntheticGpx({ points: 1201, stepM: 10, elevation: hills(12_000, 3, 150), noiseM: 3, seed: 3 }).gpx;
const longer = syntheticGpx({ points: 2401, stepM: 25, elevation: hills(60_000, 5, 300), noiseM: 2, seed: 8 }).gpx;
const flat = syntheticGpx({ version: "1.0", points: 300, segments: 2, elevation: null }).gpx;

describe.each(testEngines)("route figures API (%s)", (engine) => {
  let test: TestApp;
  let cookie: string;
  beforeEach(async () => {
    test = await createTestApp({ engine });
    await test.createAdmin();
    cookie = await test.signIn();
    for (const name of ["Fyrsta", "Önnur", "Þriðja", "Fjórða"])
      await test.app.inject({ method: "POST", url: apiPaths.addRoute, payload: route(name), headers: { ...WRITE_HEADERS, cookie } });
  });
  afterEach(async () => test.close());

  const put = (id: number, body: string) =>
    test.app.inject({ method: "PUT", url: apiPaths.track(id), payload: body, headers: { ...WRITE_HEADERS, cookie, "content-type": "application/gpx+xml" } });
  const figures = (headers: Record<string, string> = {}) => test.app.inject({ method: "GET", url: apiPaths.routeFigures, headers });

  it("gives every route with a track the figures of its own track and energy estimate, and nothing for the others", async () => {
    expect((await figures()).json()).toEqual([]);
    for (const [id, gpx] of [
      [1, withClimb],
      [2, flat],
      [4, longer],
    ] as const)
      expect((await put(id, gpx)).statusCode).toBe(200);
    const rows = (await figures()).json() as RouteFiguresRow[];
    expect(rows.map((row) => row[0])).toEqual([1, 2, 4]);
    for (const [id, lengthKm, climbM, mediumWh] of rows) {
      const { track } = (await test.app.inject({ method: "GET", url: apiPaths.routeDetails(id) })).json() as { track: RouteTrack };
      expect(lengthKm, `route ${id}`).toBe(Math.round(track.stats.lengthKm * 10) / 10);
      expect(climbM, `route ${id}`).toBe(track.stats.climbM === null ? null : Math.round(track.stats.climbM));
      expect(mediumWh, `route ${id}`).toBe(track.energy?.find((estimate) => estimate.assist === "medium")?.wattHours ?? null);
    }
    // The flat file has no elevations: no climb and no energy, as on the route's page.
    expect(rows[1]?.slice(2)).toEqual([null, null]);
    expect(rows[2]?.[3]).toBeGreaterThan(rows[0]?.[3] ?? 0);
  });

  it("is cached with an ETag that changes when a track is added or removed, and leaves get_routes.php's fields as they were", async () => {
    await put(1, withClimb);
    const first = await figures();
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = String(first.headers.etag);
    expect((await figures({ "if-none-match": etag })).statusCode).toBe(304);
    await put(3, flat);
    const second = await figures({ "if-none-match": etag });
    expect(second.statusCode).toBe(200);
    expect((second.json() as RouteFiguresRow[]).map((row) => row[0])).toEqual([1, 3]);
    await test.app.inject({ method: "DELETE", url: apiPaths.track(1), headers: { ...WRITE_HEADERS, cookie } });
    expect(((await figures()).json() as RouteFiguresRow[]).map((row) => row[0])).toEqual([3]);
    const list = (await test.app.inject({ method: "GET", url: apiPaths.routes })).json() as Record<string, unknown>[];
    for (const listed of list)
      expect(Object.keys(listed).sort()).toEqual(["description", "distance", "id", "latitude", "link", "longitude", "name", "region", "videolink"]);
  });
});
