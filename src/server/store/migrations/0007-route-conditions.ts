import type { Kysely } from "kysely";
import { identityColumn } from "./dialect-helpers.ts";

/**
 * Route conditions: every change the admin makes (condition, note, the day it was checked) is a row of its
 * own, so the history is kept; the latest row is the current condition. A route's usual season (month-days)
 * is one row per route. Both go with their route.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await identityColumn(db, db.schema.createTable("route_conditions"))
    .addColumn("route_id", "integer", (column) => column.notNull().references("routes.id").onDelete("cascade"))
    .addColumn("condition", "text", (column) => column.notNull())
    .addColumn("note", "text")
    .addColumn("checked_on", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("route_conditions_by_route").on("route_conditions").columns(["route_id", "id"]).execute();
  await db.schema
    .createTable("route_seasons")
    .addColumn("route_id", "integer", (column) => column.primaryKey().references("routes.id").onDelete("cascade"))
    .addColumn("season_from", "text", (column) => column.notNull())
    .addColumn("season_to", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("route_seasons").execute();
  await db.schema.dropTable("route_conditions").execute();
}
