import { type Kysely, sql, type Transaction } from "kysely";
import { systemClock } from "../clock.ts";
import type { DatabaseLocation } from "../config.ts";
import type { DatabaseSchema } from "./database-schema.ts";
import { isPostgres } from "./migrations/dialect-helpers.ts";
import { openStore } from "./open-store.ts";

/**
 * Every table, parents before children, so foreign keys hold while rows go in. Not webauthn_challenges:
 * a ceremony under way lasts minutes, and its challenge is no use on another database.
 */
export const copiedTables = [
  "admins",
  "sessions",
  "admin_passkeys",
  "recovery_codes",
  "routes",
  "route_tracks",
  "route_conditions",
  "route_seasons",
  "route_photos",
  "photo_files",
  "condition_reports",
  "condition_report_files",
  "report_challenges_used",
  "events",
  "page_views",
  "login_throttle",
  "audit_log",
  "site_meta",
] as const;
type Table = (typeof copiedTables)[number];
const tablesWithIdentity: Table[] = ["admins", "recovery_codes", "routes", "route_conditions", "route_photos", "condition_reports", "events", "audit_log"];
/** Tables a freshly initialised database has rows in by itself; they are replaced, not refused. */
const replacedTables: Table[] = ["site_meta"];

export class CopyRefusedError extends Error {}

/**
 * Copies a whole site from one database to another (SQLite ↔ PostgreSQL),
 * keeping ids, in one transaction on the target. The target must be new or
 * empty: nothing there is ever overwritten. Returns the rows copied per table.
 */
export async function copyDatabase(from: DatabaseLocation, to: DatabaseLocation): Promise<Record<Table, number>> {
  const source = await openStore(from, { sampleData: false, now: systemClock });
  const target = await openStore(to, { sampleData: false, now: systemClock });
  try {
    for (const table of copiedTables) {
      if (replacedTables.includes(table)) continue;
      const { count } = await target.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      if (Number(count) > 0) throw new CopyRefusedError(`The target database is not empty (${table} has ${count} rows): copy into a new database.`);
    }
    const counts = {} as Record<Table, number>;
    await target.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("site_meta").execute();
      for (const table of copiedTables) {
        if (table === "photo_files") {
          counts[table] = await copyPhotoFiles(source.db, trx);
          continue;
        }
        const rows = (await source.db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
        counts[table] = rows.length;
        for (let start = 0; start < rows.length; start += 200) {
          await trx
            .insertInto(table)
            .values(rows.slice(start, start + 200) as never)
            .execute();
        }
      }
      if (isPostgres(trx)) {
        // Rows came with their ids; move each identity sequence past the largest, so the next insert gets a new one.
        for (const table of tablesWithIdentity) {
          await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), COALESCE(MAX(id), 1), MAX(id) IS NOT NULL) FROM ${sql.table(table)}`.execute(trx);
        }
      }
    });
    return counts;
  } finally {
    await source.close();
    await target.close();
  }
}

/** Photo files a few photos at a time: their bytes are megabytes, so the whole table is never in memory at once. */
async function copyPhotoFiles(source: Kysely<DatabaseSchema>, target: Transaction<DatabaseSchema>): Promise<number> {
  const photoIds = (await source.selectFrom("route_photos").select("id").orderBy("id").execute()).map((row) => row.id);
  let copied = 0;
  for (let start = 0; start < photoIds.length; start += 4) {
    const rows = await source
      .selectFrom("photo_files")
      .selectAll()
      .where("photo_id", "in", photoIds.slice(start, start + 4))
      .execute();
    for (const row of rows) await target.insertInto("photo_files").values(row).execute();
    copied += rows.length;
  }
  return copied;
}
