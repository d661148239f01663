import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TEST_ROUTE as route, type TestApp, WRITE_HEADERS } from "../test-support/test-app.ts";
import { testEngines } from "../test-support/test-databases.ts";

const event = { name: "Samhjól", date: "2027-06-26", description: "Hópreið.", link: "https://example.is/samhjol" };

describe.each(testEngines)("English texts of routes and events (%s)", (engine) => {
  let test: TestApp;
  let cookie: string;
  beforeEach(async () => {
    test = await createTestApp({ engine });
    await test.createAdmin();
    cookie = await test.signIn();
    await test.store.addRoute(route);
    await test.store.addRoute({ ...route, name: "Kjölur" });
    await test.store.addEvent(event);
  });
  afterEach(async () => test.close());

  const put = (url: string, payload: unknown, headers: Record<string, string> = { cookie }) =>
    test.app.inject({ method: "PUT", url, payload: payload as object, headers: { ...WRITE_HEADERS, ...headers } });
  const getJson = async (url: string) => (await test.app.inject({ method: "GET", url })).json();

  it("stores, edits and clears a route's English name and description, listed apart from get_routes.php", async () => {
    expect(await getJson("/api/english/routes")).toEqual([]);
    const saved = await put("/api/english/routes/2", { nameEn: "  Kjolur highland road ", descriptionEn: "The old road between the glaciers." });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: "English texts of route 2 saved",
      texts: { nameEn: "Kjolur highland road", descriptionEn: "The old road between the glaciers." },
    });
    expect(await getJson("/api/english/routes")).toEqual([{ id: 2, nameEn: "Kjolur highland road", descriptionEn: "The old road between the glaciers." }]);
    await put("/api/english/routes/2", { nameEn: "Kjölur", descriptionEn: "" });
    expect(await getJson("/api/english/routes")).toEqual([{ id: 2, nameEn: "Kjölur", descriptionEn: null }]);
    await put("/api/english/routes/2", {});
    expect(await getJson("/api/english/routes")).toEqual([]);
  });

  it("keeps exactly the spec's fields in get_routes.php and get_events.php", async () => {
    await put("/api/english/routes/1", { nameEn: "Lake Myvatn loop", descriptionEn: "Around the lake." });
    await put("/api/english/events/1", { nameEn: "Group ride", descriptionEn: "A ride together." });
    const [listed] = await getJson("/backend/get_routes.php");
    expect(Object.keys(listed).sort()).toEqual(["description", "distance", "id", "latitude", "link", "longitude", "name", "region", "videolink"]);
    const [listedEvent] = await getJson("/backend/get_events.php");
    expect(Object.keys(listedEvent).sort()).toEqual(["date", "description", "id", "link", "name"]);
    expect(await getJson("/api/english/events")).toEqual([{ id: 1, nameEn: "Group ride", descriptionEn: "A ride together." }]);
  });

  it("shows a change at once through the cached list (a new data version)", async () => {
    const before = await test.app.inject({ method: "GET", url: "/api/english/routes" });
    await put("/api/english/routes/1", { nameEn: "Lake Myvatn loop" });
    const after = await test.app.inject({ method: "GET", url: "/api/english/routes", headers: { "if-none-match": String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual([{ id: 1, nameEn: "Lake Myvatn loop", descriptionEn: null }]);
  });

  it("refuses bad input with a 4xx naming the field, an unknown id with 404, and anyone but the admin", async () => {
    expect((await put("/api/english/routes/1", { nameEn: "x".repeat(121) })).json()).toEqual({ message: "nameEn must be at most 120 characters" });
    expect((await put("/api/english/routes/1", { nameEn: 5 })).statusCode).toBe(400);
    expect((await put("/api/english/routes/1", { nameEn: "a\u0000b" })).statusCode).toBe(400);
    expect((await put("/api/english/routes/1", { name: "x" })).statusCode).toBe(400);
    expect((await put("/api/english/routes/1", "not json")).statusCode).toBeGreaterThanOrEqual(400);
    expect((await put("/api/english/routes/99", { nameEn: "x" })).statusCode).toBe(404);
    expect((await put("/api/english/events/abc", { nameEn: "x" })).statusCode).toBe(400);
    expect((await put("/api/english/routes/1", { nameEn: "x" }, {})).statusCode).toBe(401);
    const crossSite = await test.app.inject({ method: "PUT", url: "/api/english/routes/1", payload: { nameEn: "x" }, headers: { cookie } });
    expect(crossSite.statusCode).toBe(403);
    expect(await getJson("/api/english/routes")).toEqual([]);
  });

  it("records each change in the audit trail", async () => {
    await put("/api/english/events/1", { nameEn: "Group ride" });
    const record = (await test.store.auditTrail()).at(-1);
    expect(record).toMatchObject({ action: "update-english", entity: "event", entityId: 1 });
  });
});
