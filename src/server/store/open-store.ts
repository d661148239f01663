import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { Kysely, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import type { DatabaseLocation } from "../config.ts";
import type { DatabaseSchema } from "./database-schema.ts";
import { bumpVersion, KyselySiteStore } from "./kysely-site-store.ts";
import { migrations } from "./migrations/index.ts";
import { sampleEvents, sampleRoutes } from "./sample-data.ts";
import { openNodeSqlite } from "./sqlite/node-sqlite-database.ts";

export interface OpenStoreOptions {
  /** Fill a newly created database with the sample routes and events. */
  sampleData: boolean;
  now?: () => Date;
}

/** Opens the configured database, brings its schema up to date and, the first time only, adds sample data. */
export async function openStore(location: DatabaseLocation, options: OpenStoreOptions): Promise<KyselySiteStore> {
  const db = createKysely(location);
  const now = options.now ?? (() => new Date());
  try {
    await migrate(db);
    await initialiseOnce(db, options.sampleData, now());
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return new KyselySiteStore(db, now);
}

function createKysely(location: DatabaseLocation): Kysely<DatabaseSchema> {
  if (location.engine === "sqlite") {
    if (location.file !== ":memory:") mkdirSync(dirname(location.file), { recursive: true });
    return new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: openNodeSqlite(location.file) }) });
  }
  throw new Error("PostgreSQL support is not built yet: use DATABASE_URL=sqlite:…");
}

export async function migrate(db: Kysely<DatabaseSchema>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
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
      .values(sampleRoutes.map((route) => ({ ...route, created_at: createdAt })))
      .execute();
    await trx
      .insertInto("events")
      .values(sampleEvents(today).map((event) => ({ ...event, created_at: createdAt })))
      .execute();
    await bumpVersion(trx, "routes");
    await bumpVersion(trx, "events");
  });
}
