import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sampleEvents, sampleRoutes } from "../../content/sample-data.ts";
import { createTestClock } from "../test-support/test-app.ts";
import { createTestDatabase, type TestDatabase, testEngines } from "../test-support/test-databases.ts";
import { openStore } from "./open-store.ts";

const testClock = createTestClock().now;

describe.each(testEngines)("openStore (%s)", (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => database.drop());

  it("fills a new database with sample data whose events all lie ahead", async () => {
    const today = new Date("2026-11-22T12:00:00Z");
    const store = await openStore(database.location, { sampleData: true, now: () => today });
    const routes = await store.listRoutes();
    const events = await store.listEvents();
    await store.close();
    expect(routes).toHaveLength(sampleRoutes.length);
    expect(routes.length).toBeGreaterThanOrEqual(15);
    expect(routes.map((route) => route.id)).toEqual(routes.map((_, index) => index + 1));
    expect(events).toHaveLength(sampleEvents(today).length);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.date > "2026-11-22").toBe(true);
  });

  it("adds sample data only on the first start: deleted routes stay deleted", async () => {
    const first = await openStore(database.location, { sampleData: true, now: testClock });
    for (const route of await first.listRoutes()) await first.deleteRoute(route.id);
    await first.close();
    const second = await openStore(database.location, { sampleData: true, now: testClock });
    expect(await second.listRoutes()).toEqual([]);
    await second.close();
  });

  it("leaves a new database empty when sample data is off", async () => {
    const store = await openStore(database.location, { sampleData: false, now: testClock });
    expect(await store.listRoutes()).toEqual([]);
    expect(await store.listEvents()).toEqual([]);
    await store.close();
  });

  it("keeps what was written across a restart", async () => {
    const store = await openStore(database.location, { sampleData: false, now: testClock });
    const added = await store.addEvent({ name: "Hópreið", date: "2027-05-04", description: "Lýsing.", link: "https://fjallahjolaklubburinn.is" });
    await store.close();
    const reopened = await openStore(database.location, { sampleData: false, now: testClock });
    expect(await reopened.listEvents()).toEqual([added]);
    expect(await reopened.deleteEvent(added.id)).toBe(true);
    expect(await reopened.deleteEvent(added.id)).toBe(false);
    await reopened.close();
  });

  it("lets several servers start together: migrations run once and sample data is added once", async () => {
    const stores = await Promise.all([1, 2, 3, 4].map(() => openStore(database.location, { sampleData: true, now: testClock })));
    for (const store of stores) expect(await store.listRoutes()).toHaveLength(sampleRoutes.length);
    const versions = new Set(await Promise.all(stores.map((store) => store.dataVersion("routes"))));
    expect(versions.size).toBe(1);
    await Promise.all(stores.map((store) => store.close()));
  });

  it("gives each data set a new version in the same transaction as each change", async () => {
    const store = await openStore(database.location, { sampleData: false, now: testClock });
    const before = await store.dataVersion("routes");
    const eventsBefore = await store.dataVersion("events");
    const route = await store.addRoute({ ...(sampleRoutes[0] as (typeof sampleRoutes)[number]) });
    const afterAdd = await store.dataVersion("routes");
    expect(afterAdd).not.toBe(before);
    expect(await store.dataVersion("events")).toBe(eventsBefore);
    await store.deleteRoute(route.id + 100);
    expect(await store.dataVersion("routes")).toBe(afterAdd);
    await store.deleteRoute(route.id);
    expect(await store.dataVersion("routes")).not.toBe(afterAdd);
    await store.close();
  });
});

describe("openStore on SQLite", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterEach(async () => database.drop());

  it("creates the file and its folder, in WAL mode", async () => {
    const file = `${database.directory}/nested/deeper/site.db`;
    const store = await openStore({ engine: "sqlite", file }, { sampleData: false, now: testClock });
    await store.close();
    const raw = new DatabaseSync(file);
    expect(raw.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    raw.close();
  });

  it("commits with synchronous=FULL: an acknowledged write is on disk", async () => {
    const store = await openStore(database.location, { sampleData: false, now: testClock });
    const { synchronous } = (await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(store.db)).rows[0] as { synchronous: number };
    await store.close();
    expect(synchronous).toBe(2);
  });
});
