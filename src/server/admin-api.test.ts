import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, WRITE_HEADERS } from "./test-support/test-app.ts";
import { testEngines } from "./test-support/test-databases.ts";

const route = {
  name: "Mývatnshringurinn",
  region: "Norðurland eystra",
  description: "Hringur um vatnið.",
  distance: 37,
  latitude: "65.645",
  longitude: "-16.915",
  link: "https://example.is/myvatn",
  videolink: null,
};
const event = { name: "Samhjól", date: "2027-06-26", description: "Hópreið.", link: "https://rhubarbfest.is/en/pages/hjolaturar" };

describe.each(testEngines)("admin writes (%s)", (engine) => {
  let test: TestApp;
  let cookie: string;
  beforeEach(async () => {
    test = await createTestApp({ engine });
    await test.createAdmin();
    cookie = await test.signIn();
  });
  afterEach(async () => test.close());

  const addRoute = (payload: unknown, headers: Record<string, string> = { cookie }) =>
    test.app.inject({ method: "POST", url: "/backend/add_route.php", payload: payload as object, headers: { ...WRITE_HEADERS, ...headers } });
  const addEvent = (payload: unknown, headers: Record<string, string> = { cookie }) =>
    test.app.inject({ method: "POST", url: "/backend/add_event.php", payload: payload as object, headers: { ...WRITE_HEADERS, ...headers } });
  const get = (url: string, headers: Record<string, string> = { cookie }) => test.app.inject({ method: "GET", url, headers: { ...WRITE_HEADERS, ...headers } });

  it("adds a route: numbers from text, videolink null, a message, and it is listed", async () => {
    const response = await addRoute(route, { cookie, origin: "http://localhost:80", host: "localhost:80", "sec-fetch-site": "same-origin" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Route "Mývatnshringurinn" added',
      route: { id: 1, ...route, latitude: 65.645, longitude: -16.915 },
    });
    expect((await get("/backend/get_routes.php")).json()).toEqual([{ id: 1, ...route, latitude: 65.645, longitude: -16.915 }]);
  });

  it("adds and deletes an event", async () => {
    expect((await addEvent(event)).json()).toEqual({ message: 'Event "Samhjól" added', event: { id: 1, ...event } });
    expect((await get("/backend/delete_event.php?id=1")).json()).toEqual({ message: "Event 1 deleted" });
    expect((await get("/backend/get_events.php")).json()).toEqual([]);
  });

  it("deletes a route and answers 404 for an id that does not exist", async () => {
    await addRoute(route);
    expect((await get("/backend/delete_route.php?id=1")).json()).toEqual({ message: "Route 1 deleted" });
    const again = await get("/backend/delete_route.php?id=1");
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: "No route with id 1" });
    expect((await get("/backend/delete_event.php?id=99")).statusCode).toBe(404);
  });

  it.each(["", "?id=", "?id=abc", "?id=0", "?id=-1", "?id=1.5", "?id=99999999999", "?id=2147483648", "?id=9999999999"])(
    "refuses delete_route.php%s with 400",
    async (query) => {
      const response = await get(`/backend/delete_route.php${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^id /);
    },
  );

  it("refuses every write without the X-Requested-With: rafhjol header, even with the session and from the same origin", async () => {
    await addRoute(route);
    await addEvent(event);
    for (const value of [undefined, "XMLHttpRequest", ""]) {
      const headers: Record<string, string> = { cookie, "sec-fetch-site": "same-origin", "x-requested-with": value as string };
      if (value === undefined) delete headers["x-requested-with"];
      const send = (method: "GET" | "POST", url: string, payload?: object) => test.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      const answers = [
        await send("POST", "/backend/add_route.php", route),
        await send("POST", "/backend/add_event.php", event),
        await send("GET", "/backend/delete_route.php?id=1"),
        await send("GET", "/backend/delete_event.php?id=1"),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toEqual({ message: "Requests that change data need the header X-Requested-With: rafhjol" });
      }
    }
    expect((await get("/backend/get_routes.php")).json()).toHaveLength(1);
    expect((await get("/backend/get_events.php")).json()).toHaveLength(1);
  });

  it("marks every write answer, success or error, Cache-Control: no-store", async () => {
    const answers = [
      await addRoute(route),
      await addRoute({ ...route, name: "" }),
      await addEvent(event),
      await get("/backend/delete_route.php?id=1"),
      await get("/backend/delete_route.php?id=1"),
      await get("/backend/delete_event.php?id=abc"),
      await get("/backend/delete_event.php?id=1", {}),
      await addRoute(route, { cookie, origin: "https://evil.example" }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 400, 200, 200, 404, 400, 401, 403]);
    for (const answer of answers) expect(answer.headers["cache-control"]).toBe("no-store");
    // Errors on public paths too; the lists themselves stay revalidated, not unstored.
    expect((await get("/backend/nothing-here.php")).headers["cache-control"]).toBe("no-store");
    expect((await get("/backend/get_routes.php")).headers["cache-control"]).toBe("no-cache");
  });

  it("never deletes on a HEAD request", async () => {
    await addRoute(route);
    await addEvent(event);
    for (const url of ["/backend/delete_route.php?id=1", "/backend/delete_event.php?id=1"]) {
      const response = await test.app.inject({ method: "HEAD", url, headers: { cookie } });
      expect(response.statusCode).toBe(404);
    }
    expect((await get("/backend/get_routes.php")).json()).toHaveLength(1);
    expect((await get("/backend/get_events.php")).json()).toHaveLength(1);
  });

  describe("without the admin's session nothing changes", () => {
    it.each([
      ["no cookie", {}],
      ["a forged cookie", { cookie: "rafhjol_session=forged-token" }],
    ])("with %s: 401 for every write", async (_label, headers) => {
      await addRoute(route);
      await addEvent(event);
      const answers = [
        await addRoute(route, headers),
        await addEvent(event, headers),
        await get("/backend/delete_route.php?id=1", headers),
        await get("/backend/delete_event.php?id=1", headers),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual({ message: "Sign in required" });
      }
      expect((await get("/backend/get_routes.php")).json()).toHaveLength(1);
      expect((await get("/backend/get_events.php")).json()).toHaveLength(1);
    });

    it("after sign-out", async () => {
      await test.app.inject({ method: "POST", url: "/api/auth/logout", headers: { ...WRITE_HEADERS, cookie } });
      expect((await addRoute(route)).statusCode).toBe(401);
    });
  });

  describe("requests started by another site are refused, even with the cookie", () => {
    it.each([
      ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
      ["Sec-Fetch-Site same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }],
      ["an Origin of another host", { origin: "https://evil.example" }],
      ["Origin null (sandboxed frame or data: page)", { origin: "null" }],
    ])("%s", async (_label, headers) => {
      await addRoute(route);
      const answers = [
        await addRoute(route, { cookie, ...headers }),
        await addEvent(event, { cookie, ...headers }),
        await get("/backend/delete_route.php?id=1", { cookie, ...headers }),
        await get("/backend/delete_event.php?id=1", { cookie, ...headers }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toEqual({ message: "Cross-site request refused" });
      }
      expect((await get("/backend/get_routes.php")).json()).toHaveLength(1);
    });
  });

  it.each([
    [{ ...route, name: "" }, "name is required"],
    [{ ...route, name: undefined }, "name is required"],
    [{ ...route, region: "  " }, "region is required"],
    [{ ...route, description: "x".repeat(2001) }, "description must be at most 2000 characters"],
    [{ ...route, distance: "langt" }, "distance must be a number"],
    [{ ...route, distance: 0 }, "distance must be a positive number"],
    [{ ...route, latitude: "95" }, "latitude must be between -90 and 90"],
    [{ ...route, longitude: "abc" }, "longitude must be a number"],
    [{ ...route, link: "javascript:alert(1)" }, "link must be an absolute http(s) URL"],
    [{ ...route, link: "data:text/html;base64,PHNjcmlwdD4=" }, "link must be an absolute http(s) URL"],
    [{ ...route, link: "/relative/path" }, "link must be an absolute http(s) URL"],
    [{ ...route, videolink: "ftp://example.is/video" }, "videolink must be an absolute http(s) URL"],
    [{ ...route, id: 5 }, "unknown field: id"],
    // z.coerce.number read these as 0 (a route at 0, 0); none of them is a number.
    [{ ...route, distance: null }, "distance must be a number"],
    [{ ...route, latitude: "" }, "latitude must be a number"],
    [{ ...route, longitude: [] }, "longitude must be a number"],
    [{ ...route, latitude: " " }, "latitude must be a number"],
    [{ ...route, distance: true }, "distance must be a number"],
    [{ ...route, latitude: "0x10" }, "latitude must be a number"],
    // Control characters, NUL above all (PostgreSQL refuses it in text and answered 500).
    [{ ...route, name: "Mývatn\u0000" }, "name must not contain control characters"],
    [{ ...route, region: "Norður\u001bland" }, "region must not contain control characters"],
    [{ ...route, description: "Hringur\u0000um vatnið" }, "description must not contain control characters"],
    [{ ...route, link: "https://example.is/\u0000" }, "link must not contain control characters"],
    [{ ...route, videolink: "https://example.is/\u0007" }, "videolink must not contain control characters"],
    [{ ...route, name: "brotið \ud800 stafapar" }, "name must not contain control characters"],
  ])("refuses a route %# with 400 naming the field", async (payload, message) => {
    const response = await addRoute(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await get("/backend/get_routes.php")).json()).toEqual([]);
  });

  it.each([
    [{ ...event, date: "2027-02-30" }, "date must be a real calendar date YYYY-MM-DD"],
    [{ ...event, date: "26-06-2027" }, "date must be a real calendar date YYYY-MM-DD"],
    [{ ...event, link: "javascript:alert(1)" }, "link must be an absolute http(s) URL"],
    [{ ...event, description: "" }, "description is required"],
    [{ ...event, extra: 1 }, "unknown field: extra"],
    [{ ...event, name: "Samhjól\u0000" }, "name must not contain control characters"],
    [{ ...event, date: "2027-06-26\u0000" }, "date must not contain control characters"],
    [{ ...event, link: "https://rhubarbfest.is/\u0000" }, "link must not contain control characters"],
  ])("refuses an event %# with 400 naming the field", async (payload, message) => {
    const response = await addEvent(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("keeps line breaks and tabs in a description, and stores text as sent", async () => {
    const response = await addRoute({ ...route, description: "Fyrsti hluti.\r\n\tAnnar hluti — með 🚵 og ð." });
    expect(response.statusCode).toBe(200);
    expect(response.json().route.description).toBe("Fyrsti hluti.\r\n\tAnnar hluti — með 🚵 og ð.");
  });

  it("refuses a body that is not a JSON object with 400, and an oversized body with 413", async () => {
    const notJson = await test.app.inject({
      method: "POST",
      url: "/backend/add_route.php",
      payload: "name=x",
      headers: { ...WRITE_HEADERS, cookie, "content-type": "application/json" },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBeTruthy();
    const array = await addRoute([route]);
    expect(array.statusCode).toBe(400);
    const huge = await addRoute({ ...route, description: "x".repeat(70 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/too large/i);
  });

  it("leaves an audit record of who did what, and when", async () => {
    await addRoute(route);
    await get("/backend/delete_route.php?id=1");
    await addEvent(event);
    const trail = await test.store.auditTrail();
    expect(trail.map(({ actor, action, entity, entityId }) => ({ actor, action, entity, entityId }))).toEqual([
      { actor: TEST_ADMIN.email, action: "add", entity: "route", entityId: 1 },
      { actor: TEST_ADMIN.email, action: "delete", entity: "route", entityId: 1 },
      { actor: TEST_ADMIN.email, action: "add", entity: "event", entityId: 1 },
    ]);
    expect(trail[1]?.details).toMatchObject({ name: "Mývatnshringurinn" });
    for (const record of trail) expect(Number.isNaN(Date.parse(record.at))).toBe(false);
  });

  it("rolls a write back whole when part of it fails: no route without its audit record", async () => {
    await test.store.db.schema.dropTable("audit_log").execute();
    const response = await addRoute(route);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Internal server error" });
    expect((await get("/backend/get_routes.php")).json()).toEqual([]);
  });
});

describe("admin writes while another process holds SQLite's write lock", () => {
  let test: TestApp;
  afterEach(async () => test.close());

  it("answers 503 with Retry-After at once instead of freezing, keeps serving the lists, and writes once the lock is gone", async () => {
    test = await createTestApp({ engine: "sqlite" });
    await test.createAdmin();
    const cookie = await test.signIn();
    const other = new DatabaseSync((test.database.location as { file: string }).file);
    other.exec("BEGIN IMMEDIATE");
    try {
      // Answered while the other process still holds the lock: a write that waited for it would never be.
      const busy = await test.app.inject({ method: "POST", url: "/backend/add_route.php", payload: route, headers: { ...WRITE_HEADERS, cookie } });
      expect(busy.statusCode).toBe(503);
      expect(busy.headers["retry-after"]).toBe("2");
      expect(busy.json()).toEqual({ message: "The database is busy. Try again in a moment." });
      expect((await test.app.inject({ method: "GET", url: "/backend/get_routes.php" })).statusCode).toBe(200);
      expect((await test.app.inject({ method: "GET", url: "/" })).statusCode).toBe(200);
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    const added = await test.app.inject({ method: "POST", url: "/backend/add_route.php", payload: route, headers: { ...WRITE_HEADERS, cookie } });
    expect(added.statusCode).toBe(200);
    expect(await test.store.auditTrail()).toHaveLength(1);
  });
});

describe("admin writes when SQLite cannot take changes", () => {
  let test: TestApp;
  afterEach(async () => test.close());

  const add = (cookie: string) => test.app.inject({ method: "POST", url: "/backend/add_route.php", payload: route, headers: { ...WRITE_HEADERS, cookie } });

  it("answers 503 with Retry-After while the database is read-only, and keeps serving the site", async () => {
    test = await createTestApp({ engine: "sqlite" });
    await test.createAdmin();
    const cookie = await test.signIn();
    // What a read-only file or mount looks like to the app: SQLite refuses every write (SQLITE_READONLY).
    await sql`PRAGMA query_only = ON`.execute(test.store.db);
    const refused = await add(cookie);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("2");
    expect(refused.json()).toEqual({ message: "The database cannot take changes right now. Try again later." });
    expect((await test.app.inject({ method: "GET", url: "/backend/get_routes.php" })).statusCode).toBe(200);
    expect((await test.app.inject({ method: "GET", url: "/routes" })).statusCode).toBe(200);
    await sql`PRAGMA query_only = OFF`.execute(test.store.db);
    expect((await add(cookie)).statusCode).toBe(200);
  });

  it("answers 503 when the disk is full, and keeps serving the site", async () => {
    test = await createTestApp({ engine: "sqlite" });
    await test.createAdmin();
    const cookie = await test.signIn();
    // A full disk, as SQLite sees it: the file may not grow past the pages it has now (SQLITE_FULL).
    const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(test.store.db);
    await sql.raw(`PRAGMA max_page_count = ${Number(rows[0]?.page_count)}`).execute(test.store.db);
    let answer = await add(cookie);
    for (let attempt = 0; attempt < 500 && answer.statusCode === 200; attempt += 1) answer = await add(cookie);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ message: "The database cannot take changes right now. Try again later." });
    const listed = await test.app.inject({ method: "GET", url: "/backend/get_routes.php" });
    expect(listed.statusCode).toBe(200);
    // Nothing half-written: every route listed has its audit row.
    expect(listed.json()).toHaveLength((await test.store.auditTrail()).length);
  });
});
