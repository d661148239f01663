import type { Kysely } from "kysely";
import { identityColumn, isPostgres } from "./dialect-helpers.ts";

/**
 * A route's photos (docs/decisions/041): each photo's texts and place in the route's order, and the
 * files the server made from it (AVIF and WebP in up to three widths, a link-preview JPEG), their bytes
 * in the database with everything else, so every server sees them and a backup or db:copy takes them
 * along. The upload itself is not kept. Files go with their photo, photos with their route.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await identityColumn(db, db.schema.createTable("route_photos"))
    .addColumn("route_id", "integer", (column) => column.notNull().references("routes.id").onDelete("cascade"))
    .addColumn("position", "integer", (column) => column.notNull())
    .addColumn("alt", "text", (column) => column.notNull())
    .addColumn("alt_en", "text")
    .addColumn("caption", "text")
    .addColumn("caption_en", "text")
    .addColumn("width", "integer", (column) => column.notNull())
    .addColumn("height", "integer", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("route_photos_route").on("route_photos").columns(["route_id", "position"]).execute();
  await db.schema
    .createTable("photo_files")
    .addColumn("photo_id", "integer", (column) => column.notNull().references("route_photos.id").onDelete("cascade"))
    // Content-hashed: the same name always means the same bytes.
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("content_type", "text", (column) => column.notNull())
    .addColumn("width", "integer", (column) => column.notNull())
    .addColumn("height", "integer", (column) => column.notNull())
    .addColumn("bytes", isPostgres(db) ? "bytea" : "blob", (column) => column.notNull())
    .addPrimaryKeyConstraint("photo_files_pk", ["photo_id", "name"])
    .execute();
  await db.schema.createIndex("photo_files_name").on("photo_files").column("name").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("photo_files").execute();
  await db.schema.dropTable("route_photos").execute();
}
