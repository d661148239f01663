import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { sampleEventsEn, sampleRoutesEn } from "../../content/en/sample-data.ts";
import { sampleEvents, sampleRoutes } from "../../content/sample-data.ts";
import type { Clock } from "../clock.ts";
import type { DatabaseLocation } from "../config.ts";
import { bumpVersion } from "./audit.ts";
import type { DatabaseSchema } from "./database-schema.ts";
import { KyselySiteStore } from "./kysely-site-store.ts";
import { migrations } from "./migrations/index.ts";
import { ImmediateSqliteDialect, openNodeSqlite, SERVING_BUSY_TIMEOUT_MS, sqliteChangeToken } from "./sqlite/node-sqlite-database.ts";

export interface OpenStoreOptions {
  /** Fill a newly created database with the sample routes and events. */
  sampleData: boolean;
  /** Dates sample events and audit rows; the app should be built with the same clock. */
  now: Clock;
}

/** Opens the configured database, brings its schema up to date and, the first time only, adds sample data. */
export async function openStore(location: DatabaseLocation, options: OpenStoreOptions): Promise<KyselySiteStore> {
  const { db, sqlite } = createKysely(location);
  const now = options.now;
  const prepare = async () => {
    await migrate(db, sqlite, location.engine === "postgres" ? location.searchPath : undefined);
    await initialiseOnce(db, options.sampleData, now());
  };
  try {
    // node:sqlite waits for locks synchronously, so two opens of one file in the same process would block each other's progress: take turns.
    await (location.engine === "sqlite" ? inTurn(location.file, prepare) : prepare());
    sqlite?.exec(`PRAGMA busy_timeout = ${SERVING_BUSY_TIMEOUT_MS}`);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  // SQLite tells cheaply whether anything changed since the version was last read; PostgreSQL has no
  // such local signal, so each read there asks the server (docs/decisions/016).
  return new KyselySiteStore(db, now, sqlite ? sqliteChangeToken(sqlite) : undefined);
}

const sqliteTurns = new Map<string, Promise<unknown>>();

function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = sqliteTurns.get(key) ?? Promise.resolve();
  const next = previous.catch(() => {}).then(work);
  sqliteTurns.set(key, next);
  void next
    .finally(() => {
      if (sqliteTurns.get(key) === next) sqliteTurns.delete(key);
    })
    .catch(() => {});
  return next;
}

function createKysely(location: DatabaseLocation): { db: Kysely<DatabaseSchema>; sqlite?: DatabaseSync } {
  if (location.engine === "sqlite") {
    if (location.file !== ":memory:") mkdirSync(dirname(location.file), { recursive: true });
    const database = openNodeSqlite(location.file);
    return { db: new Kysely<DatabaseSchema>({ dialect: new ImmediateSqliteDialect(database) }), sqlite: database.raw };
  }
  const pool = new pg.Pool({
    connectionString: location.url,
    max: location.poolSize ?? 10,
    ...(location.searchPath ? { options: `-c search_path=${location.searchPath}` } : {}),
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.error(`PostgreSQL pool: ${error.message}`));
  return { db: new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) }) };
}

/**
 * Brings the schema up to date. Servers starting together must not race: on
 * PostgreSQL, Kysely's migrator holds an advisory lock; on SQLite, whose
 * migrator lock only covers one connection, all migrations run inside one
 * BEGIN IMMEDIATE transaction, which other processes wait for (busy timeout).
 */
export async function migrate(db: Kysely<DatabaseSchema>, sqlite?: DatabaseSync, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    disableTransactions: sqlite !== undefined,
    // With a schema of its own (tests), the migrator must look for its tables there, not in any schema.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  if (sqlite) sqlite.exec("BEGIN IMMEDIATE");
  let outcome: Awaited<ReturnType<Migrator["migrateToLatest"]>> | undefined;
  try {
    outcome = await migrator.migrateToLatest();
  } finally {
    if (sqlite) sqlite.exec(outcome !== undefined && outcome.error === undefined ? "COMMIT" : "ROLLBACK");
  }
  const { error, results } = outcome;
  const failed = results?.find((result) => result.status === "Error");
  if (error) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Marks the database as initialised and, in the same transaction, inserts the
 * sample data. Only the first start does this: a site whose admin deleted
 * every route does not get them back on the next restart, and of several
 * servers starting at once only one inserts.
 */
/** A sample's English words as the name_en and description_en columns. */
const englishOf = (english: { name: string; description: string } | undefined) => ({
  name_en: english?.name ?? null,
  description_en: english?.description ?? null,
});

async function initialiseOnce(db: Kysely<DatabaseSchema>, withSampleData: boolean, today: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("site_meta")
      .values({ key: "initialised_at", value: today.toISOString() })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0 || !withSampleData) return;
    const createdAt = today.toISOString();
    await trx
      .insertInto("routes")
      // With their English names and descriptions (src/content/en/sample-data.ts) for the English pages.
      .values(sampleRoutes.map((route, index) => ({ ...route, ...englishOf(sampleRoutesEn()[index]), created_at: createdAt })))
      .execute();
    await trx
      .insertInto("events")
      .values(sampleEvents(today).map((event, index) => ({ ...event, ...englishOf(sampleEventsEn(today)[index]), created_at: createdAt })))
      .execute();
    await bumpVersion(trx, "routes");
    await bumpVersion(trx, "events");
  });
}
