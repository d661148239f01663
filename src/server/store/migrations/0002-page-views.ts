import { type Kysely, sql } from "kysely";

/**
 * Anonymous page-view counts (issue: privacy-respecting analytics). One row
 * per day, path, referrer host and device class; never an address, cookie or
 * identifier.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("page_views")
    .addColumn("day", "text", (column) => column.notNull())
    .addColumn("path", "text", (column) => column.notNull())
    .addColumn("referrer_host", "text", (column) => column.notNull())
    .addColumn("device_class", "text", (column) => column.notNull())
    .addColumn("views", "integer", (column) => column.notNull().defaultTo(sql`0`))
    .addPrimaryKeyConstraint("page_views_pk", ["day", "path", "referrer_host", "device_class"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("page_views").execute();
}
