import type { Kysely } from "kysely";
import { identityColumn } from "./dialect-helpers.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  await identityColumn(db, db.schema.createTable("routes"))
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("region", "text", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull())
    .addColumn("distance", "double precision", (column) => column.notNull())
    .addColumn("latitude", "double precision", (column) => column.notNull())
    .addColumn("longitude", "double precision", (column) => column.notNull())
    .addColumn("link", "text", (column) => column.notNull())
    .addColumn("videolink", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();

  await identityColumn(db, db.schema.createTable("events"))
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("date", "text", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull())
    .addColumn("link", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("events_date").on("events").column("date").execute();

  // Facts about the database itself, e.g. when it was first initialised (sample data runs once).
  await db.schema
    .createTable("site_meta")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("value", "text", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("site_meta").execute();
  await db.schema.dropTable("events").execute();
  await db.schema.dropTable("routes").execute();
}
