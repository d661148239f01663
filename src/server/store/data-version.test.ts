import { DatabaseSync } from "node:sqlite";
import { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sampleRoutes } from "../../content/sample-data.ts";
import { createTestClock } from "../test-support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../test-support/test-databases.ts";
import type { DatabaseSchema } from "./database-schema.ts";
import { KyselySiteStore } from "./kysely-site-store.ts";
import { migrate, openStore } from "./open-store.ts";
import { ImmediateSqliteDialect, openNodeSqlite, sqliteChangeToken } from "./sqlite/node-sqlite-database.ts";

const clock = createTestClock().now;
const route = sampleRoutes[0] as (typeof sampleRoutes)[number];

/**
 * The data version is read from the database only when SQLite says something may have changed
 * (docs/decisions/016). These tests hold the promise that made the per-request query necessary:
 * a write by any connection — this one, another store in this process, another process — is seen by the
 * very next dataVersion call.
 */
describe("data versions on SQLite", () => {
  let database: TestDatabase;
  let file: string;
  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
    file = database.location.engine === "sqlite" ? database.location.file : "";
  });
  afterEach(async () => database.drop());

  it("sees at once a write made through another store on the same file (another server)", async () => {
    const reader = await openStore(database.location, { sampleData: false, now: clock });
    const writer = await openStore(database.location, { sampleData: false, now: clock });
    for (let round = 0; round < 20; round++) {
      const before = await reader.dataVersion("routes");
      expect(await reader.dataVersion("routes")).toBe(before);
      const added = await writer.addRoute(route);
      const afterAdd = await reader.dataVersion("routes");
      expect(afterAdd).not.toBe(before);
      expect(afterAdd).toBe(await writer.dataVersion("routes"));
      await writer.deleteRoute(added.id);
      expect(await reader.dataVersion("routes")).not.toBe(afterAdd);
    }
    await reader.close();
    await writer.close();
  });

  it("sees at once a version changed by hand in another connection, without any write of its own", async () => {
    const store = await openStore(database.location, { sampleData: false, now: clock });
    const before = await store.dataVersion("events");
    const other = new DatabaseSync(file);
    other.prepare("INSERT OR REPLACE INTO site_meta (key, value) VALUES ('events_version', ?)").run("changed-elsewhere");
    other.close();
    expect(before).not.toBe("changed-elsewhere");
    expect(await store.dataVersion("events")).toBe("changed-elsewhere");
    await store.close();
  });

  it("sees its own writes at once, and keeps the version of a write that was rolled back", async () => {
    const store = await openStore(database.location, { sampleData: false, now: clock });
    const before = await store.dataVersion("routes");
    const added = await store.addRoute(route);
    const afterAdd = await store.dataVersion("routes");
    expect(afterAdd).not.toBe(before);
    await expect(
      store.db.transaction().execute(async (trx) => {
        await trx.updateTable("site_meta").set({ value: "never-committed" }).where("key", "=", "routes_version").execute();
        throw new Error("abandon");
      }),
    ).rejects.toThrow("abandon");
    expect(await store.dataVersion("routes")).toBe(afterAdd);
    await store.deleteRoute(added.id);
    expect(await store.dataVersion("routes")).not.toBe(afterAdd);
    await store.close();
  });

  it("asks the database only when the change token moves", async () => {
    const sqlite = openNodeSqlite(file);
    const queries: string[] = [];
    const db = new Kysely<DatabaseSchema>({
      dialect: new ImmediateSqliteDialect(sqlite),
      log: (event) => {
        queries.push(event.query.sql);
      },
    });
    await migrate(db, sqlite.raw);
    queries.length = 0;
    let token = "a";
    const store = new KyselySiteStore(db, clock, () => token);
    await store.dataVersion("routes");
    await store.dataVersion("events");
    expect(queries.filter((query) => query.includes("site_meta"))).toHaveLength(2);
    for (let read = 0; read < 5; read++) await store.dataVersion("routes");
    expect(queries.filter((query) => query.includes("site_meta"))).toHaveLength(2);
    token = "b";
    await store.dataVersion("routes");
    await store.dataVersion("routes");
    expect(queries.filter((query) => query.includes("site_meta"))).toHaveLength(3);
    await store.close();
  });

  it("reads the version every time when the change token fails", async () => {
    const sqlite = openNodeSqlite(file);
    let queries = 0;
    const db = new Kysely<DatabaseSchema>({
      dialect: new ImmediateSqliteDialect(sqlite),
      log: () => {
        queries++;
      },
    });
    await migrate(db, sqlite.raw);
    const store = new KyselySiteStore(db, clock, () => {
      throw new Error("database is locked");
    });
    queries = 0;
    await store.dataVersion("routes");
    await store.dataVersion("routes");
    expect(queries).toBe(2);
    await store.close();
  });

  it("moves the change token on another connection's commit and on this connection's own changes, not on reads", () => {
    const own = new DatabaseSync(file);
    own.exec("PRAGMA journal_mode = WAL; CREATE TABLE t (x INTEGER)");
    const other = new DatabaseSync(file);
    const token = sqliteChangeToken(own);
    const start = token();
    own.prepare("SELECT count(*) FROM t").get();
    other.prepare("SELECT count(*) FROM t").get();
    expect(token()).toBe(start);
    other.exec("INSERT INTO t VALUES (1)");
    const afterOther = token();
    expect(afterOther).not.toBe(start);
    own.exec("INSERT INTO t VALUES (2)");
    const afterOwn = token();
    expect(afterOwn).not.toBe(afterOther);
    own.exec("BEGIN; INSERT INTO t VALUES (3); ROLLBACK");
    expect(token()).not.toBe(afterOwn);
    other.close();
    own.close();
  });
});
