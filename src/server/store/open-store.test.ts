import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openStore } from "./open-store.ts";
import { sampleRoutes } from "./sample-data.ts";

describe("openStore on SQLite", () => {
  let directory: string;
  let file: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), "rafhjol-store-"));
    file = join(directory, "nested", "site.db");
  });
  afterEach(async () => rm(directory, { recursive: true, force: true }));

  it("creates the file and its folder, in WAL mode, and fills a new database with sample data", async () => {
    const today = new Date("2026-11-22T12:00:00Z");
    const store = await openStore({ engine: "sqlite", file }, { sampleData: true, now: () => today });
    const routes = await store.listRoutes();
    const events = await store.listEvents();
    await store.close();
    expect(routes).toHaveLength(sampleRoutes.length);
    expect(routes.length).toBeGreaterThanOrEqual(15);
    expect(events.length).toBeGreaterThanOrEqual(5);
    for (const event of events) expect(event.date > "2026-11-22").toBe(true);
    const raw = new DatabaseSync(file);
    expect(raw.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    raw.close();
  });

  it("adds sample data only on the first start: deleted routes stay deleted", async () => {
    const first = await openStore({ engine: "sqlite", file }, { sampleData: true });
    for (const route of await first.listRoutes()) await first.deleteRoute(route.id);
    await first.close();
    const second = await openStore({ engine: "sqlite", file }, { sampleData: true });
    expect(await second.listRoutes()).toEqual([]);
    await second.close();
  });

  it("leaves a new database empty when sample data is off", async () => {
    const store = await openStore({ engine: "sqlite", file }, { sampleData: false });
    expect(await store.listRoutes()).toEqual([]);
    expect(await store.listEvents()).toEqual([]);
    await store.close();
  });

  it("keeps what was written across a restart", async () => {
    const store = await openStore({ engine: "sqlite", file }, { sampleData: false });
    const added = await store.addEvent({ name: "Hópreið", date: "2027-05-04", description: "Lýsing.", link: "https://fjallahjolaklubburinn.is" });
    await store.close();
    const reopened = await openStore({ engine: "sqlite", file }, { sampleData: false });
    expect(await reopened.listEvents()).toEqual([added]);
    expect(await reopened.deleteEvent(added.id)).toBe(true);
    expect(await reopened.deleteEvent(added.id)).toBe(false);
    await reopened.close();
  });
});
