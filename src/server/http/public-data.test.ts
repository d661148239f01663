import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TEST_ROUTE as route, type TestApp } from "../test-support/test-app.ts";
import { testEngines } from "../test-support/test-databases.ts";

describe.each(testEngines)("GET /backend/get_routes.php (%s)", (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await createTestApp({ engine });
  });
  afterEach(async () => test.close());

  it("answers an empty JSON array for an empty database", async () => {
    const response = await test.app.inject({ method: "GET", url: "/backend/get_routes.php" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual([]);
  });

  it("answers routes in the order they were added, with exactly the fields of the spec and numbers as numbers", async () => {
    await test.store.addRoute(route);
    await test.store.addRoute({ ...route, name: "Annar hringur", distance: 12.5, videolink: "https://video.example/x" });
    const body = (await test.app.inject({ method: "GET", url: "/backend/get_routes.php" })).json();
    expect(body).toHaveLength(2);
    expect(Object.keys(body[0]).sort()).toEqual(["description", "distance", "id", "latitude", "link", "longitude", "name", "region", "videolink"]);
    expect(body[0]).toEqual({ id: 1, ...route });
    expect(body[1]).toMatchObject({ id: 2, name: "Annar hringur", distance: 12.5, videolink: "https://video.example/x" });
    expect(Number.isInteger(body[0].id)).toBe(true);
  });

  it("gives an ETag so a repeated request costs a 304, and a change gives a new ETag", async () => {
    await test.store.addRoute(route);
    const first = await test.app.inject({ method: "GET", url: "/backend/get_routes.php" });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await test.app.inject({ method: "GET", url: "/backend/get_routes.php", headers: { "if-none-match": String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    await test.store.addRoute({ ...route, name: "Nýr" });
    const changed = await test.app.inject({ method: "GET", url: "/backend/get_routes.php", headers: { "if-none-match": String(etag) } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("shows a write made by another process on the same database at the next read", async () => {
    const { openStore } = await import("../store/open-store.ts");
    await test.app.inject({ method: "GET", url: "/backend/get_routes.php" });
    const otherProcess = await openStore(test.database.location, { sampleData: false, now: test.clock.now });
    await otherProcess.addRoute({ ...route, name: "Frá öðrum þjóni" });
    await otherProcess.close();
    const body = (await test.app.inject({ method: "GET", url: "/backend/get_routes.php" })).json();
    expect(body.map((r: { name: string }) => r.name)).toEqual(["Frá öðrum þjóni"]);
  });

  it("serves brotli to browsers that accept it, and the same list uncompressed to those that do not", async () => {
    for (let index = 0; index < 20; index += 1) await test.store.addRoute({ ...route, name: `Leið ${index}` });
    const { brotliDecompressSync } = await import("node:zlib");
    const br = await test.app.inject({ method: "GET", url: "/backend/get_routes.php", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const plain = await test.app.inject({ method: "GET", url: "/backend/get_routes.php" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(plain.json()).toHaveLength(20);
  });

  it("compresses a large answer for clients that accept gzip", async () => {
    for (let index = 0; index < 20; index += 1) await test.store.addRoute({ ...route, name: `Leið ${index}` });
    const response = await test.app.inject({ method: "GET", url: "/backend/get_routes.php", headers: { "accept-encoding": "gzip" } });
    expect(response.headers["content-encoding"]).toBe("gzip");
  });
});

describe.each(testEngines)("GET /backend/get_events.php (%s)", (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await createTestApp({ engine });
  });
  afterEach(async () => test.close());

  it("answers events with the date as YYYY-MM-DD", async () => {
    await test.store.addEvent({ name: "Samhjól", date: "2027-06-26", description: "Hópreið.", link: "https://rhubarbfest.is/en/pages/hjolaturar" });
    const response = await test.app.inject({ method: "GET", url: "/backend/get_events.php" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 1, name: "Samhjól", date: "2027-06-26", description: "Hópreið.", link: "https://rhubarbfest.is/en/pages/hjolaturar" },
    ]);
    expect(response.headers.etag).toBeTruthy();
  });
});

describe.each(testEngines)("errors are JSON, never HTML or a stack trace (%s)", (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await createTestApp({ engine });
  });
  afterEach(async () => test.close());

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await test.app.inject({ method: "GET", url: "/backend/nope.php" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found" });
  });

  it("answers a database failure with a JSON 500 that hides the details", async () => {
    // The tables that refer to routes go first, as PostgreSQL requires.
    for (const table of [
      "route_tracks",
      "route_conditions",
      "route_seasons",
      "photo_files",
      "route_photos",
      "condition_report_files",
      "condition_reports",
      "routes",
    ] as const)
      await test.store.db.schema.dropTable(table).execute();
    const response = await test.app.inject({ method: "GET", url: "/backend/get_routes.php" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Internal server error" });
    expect(response.body).not.toMatch(/no such table|at /);
  });
});
