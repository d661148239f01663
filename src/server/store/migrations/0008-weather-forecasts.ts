import type { Kysely } from "kysely";

/**
 * Forecasts fetched from the weather provider, one row per grid point (docs/decisions/063), shared by every
 * server on the database: the forecast itself (only the fields the site uses), when the provider updated it,
 * its Last-Modified and Expires, when it was fetched, and until when the point must not be asked for again
 * (after a failure) or is being asked for by a server.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("weather_forecasts")
    .addColumn("grid_key", "text", (column) => column.primaryKey())
    .addColumn("forecast", "text")
    .addColumn("updated_at", "text")
    .addColumn("last_modified", "text")
    .addColumn("expires_at", "text")
    .addColumn("fetched_at", "text")
    .addColumn("retry_after", "text")
    .addColumn("fetching_until", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("weather_forecasts").execute();
}
