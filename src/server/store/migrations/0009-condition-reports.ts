import type { Kysely } from "kysely";
import { identityColumn, isPostgres } from "./dialect-helpers.ts";

/**
 * Riders' condition reports (docs/decisions/066). A report waits until the admin approves it (then it is
 * public) or rejects it (then it is deleted with its files). `client_hash` is the day's keyed hash of the
 * sender's address (decision 030), kept only while the report waits, for the per-client limit; `email`
 * is deleted at the decision or after 30 days. The photo's files are WebP variants without metadata; its
 * position and time are never stored, only the two flags computed from them. Used proof-of-work
 * challenges are kept until they expire, so a replay is refused on every server.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await identityColumn(db, db.schema.createTable("condition_reports"))
    .addColumn("route_id", "integer", (column) => column.notNull().references("routes.id").onDelete("cascade"))
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("condition", "text", (column) => column.notNull())
    .addColumn("ridden_on", "text", (column) => column.notNull())
    .addColumn("note", "text", (column) => column.notNull())
    .addColumn("name", "text")
    .addColumn("email", "text")
    .addColumn("client_hash", "text")
    .addColumn("photo_far", "integer", (column) => column.notNull())
    .addColumn("photo_other_day", "integer", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("approved_at", "text")
    .execute();
  await db.schema.createIndex("condition_reports_by_route").on("condition_reports").columns(["route_id", "status"]).execute();
  await db.schema.createIndex("condition_reports_by_status").on("condition_reports").columns(["status", "id"]).execute();
  await db.schema
    .createTable("condition_report_files")
    .addColumn("report_id", "integer", (column) => column.notNull().references("condition_reports.id").onDelete("cascade"))
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("content_type", "text", (column) => column.notNull())
    .addColumn("width", "integer", (column) => column.notNull())
    .addColumn("height", "integer", (column) => column.notNull())
    .addColumn("bytes", isPostgres(db) ? "bytea" : "blob", (column) => column.notNull())
    .addPrimaryKeyConstraint("condition_report_files_pk", ["report_id", "name"])
    .execute();
  await db.schema.createIndex("condition_report_files_name").on("condition_report_files").column("name").execute();
  await db.schema
    .createTable("report_challenges_used")
    .addColumn("challenge_id", "text", (column) => column.primaryKey())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("report_challenges_used").execute();
  await db.schema.dropTable("condition_report_files").execute();
  await db.schema.dropTable("condition_reports").execute();
}
