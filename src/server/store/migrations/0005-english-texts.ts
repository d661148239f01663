import type { Kysely } from "kysely";

/**
 * The optional English name and description of routes and events, for the
 * English pages (docs/decisions/034). Null is none: the English pages then show
 * the Icelandic text. The public lists (get_routes.php, get_events.php) never
 * include them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["routes", "events"]) {
    await db.schema.alterTable(table).addColumn("name_en", "text").execute();
    await db.schema.alterTable(table).addColumn("description_en", "text").execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["routes", "events"]) {
    await db.schema.alterTable(table).dropColumn("description_en").execute();
    await db.schema.alterTable(table).dropColumn("name_en").execute();
  }
}
