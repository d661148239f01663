import type { Kysely } from "kysely";
import { isPostgres } from "./dialect-helpers.ts";

/**
 * A route's GPX track: the file exactly as uploaded (for the download) and
 * what the server computed from it (line, profile, figures) as JSON, so a
 * route page never parses GPX. One track per route; it goes with its route.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("route_tracks")
    .addColumn("route_id", "integer", (column) => column.primaryKey().references("routes.id").onDelete("cascade"))
    // bytea and blob keep the bytes as they came, byte-order mark and all.
    .addColumn("gpx", isPostgres(db) ? "bytea" : "blob", (column) => column.notNull())
    .addColumn("file_name", "text", (column) => column.notNull())
    .addColumn("line", "text", (column) => column.notNull())
    .addColumn("endpoints", "text", (column) => column.notNull())
    .addColumn("profile", "text")
    .addColumn("stats", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("route_tracks").execute();
}
