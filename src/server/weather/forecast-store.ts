import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";

/** One grid point's row without its forecast: whether it has one, and when it may be asked for again. Times are ISO 8601, UTC. */
export interface ForecastRow {
  key: string;
  hasForecast: boolean;
  updatedAt: string | null;
  lastModified: string | null;
  expiresAt: string | null;
  fetchedAt: string | null;
  retryAfter: string | null;
  fetchingUntil: string | null;
}

/** The stored forecasts, shared by every server on the database (docs/decisions/063). */
export interface WeatherForecastStore {
  readForecasts(keys: readonly string[]): Promise<ForecastRow[]>;
  /** The forecasts themselves (JSON), by key: read only when the copy parsed in memory is older. */
  readForecastBodies(keys: readonly string[]): Promise<Map<string, string>>;
  /**
   * Takes the right to ask the provider for a point until `until`: true only when no other server holds it,
   * the point is not waiting out a failure, and its forecast is missing or has expired at `now`.
   */
  claimFetch(key: string, now: string, until: string): Promise<boolean>;
  saveFetched(key: string, fields: { forecast: string; updatedAt: string; lastModified: string | null; expiresAt: string; fetchedAt: string }): Promise<void>;
  /** A 304: the forecast stays; only when to ask again changes. */
  saveNotModified(key: string, fields: { expiresAt: string; fetchedAt: string }): Promise<void>;
  /** A failure: the forecast (if any) stays; no request before `retryAfter`. */
  saveFailed(key: string, retryAfter: string): Promise<void>;
}

export class KyselyWeatherForecastStore implements WeatherForecastStore {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  async readForecasts(keys: readonly string[]): Promise<ForecastRow[]> {
    if (keys.length === 0) return [];
    const rows = await this.#db
      .selectFrom("weather_forecasts")
      .select((eb) => [
        "grid_key",
        eb("forecast", "is not", null).as("has_forecast"),
        "updated_at",
        "last_modified",
        "expires_at",
        "fetched_at",
        "retry_after",
        "fetching_until",
      ])
      .where("grid_key", "in", [...keys])
      .execute();
    return rows.map((row) => ({
      key: row.grid_key,
      hasForecast: Boolean(row.has_forecast),
      updatedAt: row.updated_at,
      lastModified: row.last_modified,
      expiresAt: row.expires_at,
      fetchedAt: row.fetched_at,
      retryAfter: row.retry_after,
      fetchingUntil: row.fetching_until,
    }));
  }

  async readForecastBodies(keys: readonly string[]): Promise<Map<string, string>> {
    if (keys.length === 0) return new Map();
    const rows = await this.#db
      .selectFrom("weather_forecasts")
      .select(["grid_key", "forecast"])
      .where("grid_key", "in", [...keys])
      .execute();
    return new Map(rows.flatMap((row) => (row.forecast === null ? [] : [[row.grid_key, row.forecast] as const])));
  }

  async claimFetch(key: string, now: string, until: string): Promise<boolean> {
    await this.#db
      .insertInto("weather_forecasts")
      .values({
        grid_key: key,
        forecast: null,
        updated_at: null,
        last_modified: null,
        expires_at: null,
        fetched_at: null,
        retry_after: null,
        fetching_until: null,
      })
      .onConflict((conflict) => conflict.column("grid_key").doNothing())
      .execute();
    const result = await this.#db
      .updateTable("weather_forecasts")
      .set({ fetching_until: until })
      .where("grid_key", "=", key)
      .where((eb) => eb.or([eb("fetching_until", "is", null), eb("fetching_until", "<=", now)]))
      .where((eb) => eb.or([eb("retry_after", "is", null), eb("retry_after", "<=", now)]))
      .where((eb) => eb.or([eb("forecast", "is", null), eb("expires_at", "is", null), eb("expires_at", "<=", now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async saveFetched(key: string, fields: { forecast: string; updatedAt: string; lastModified: string | null; expiresAt: string; fetchedAt: string }) {
    await this.#db
      .updateTable("weather_forecasts")
      .set({
        forecast: fields.forecast,
        updated_at: fields.updatedAt,
        last_modified: fields.lastModified,
        expires_at: fields.expiresAt,
        fetched_at: fields.fetchedAt,
        retry_after: null,
        fetching_until: null,
      })
      .where("grid_key", "=", key)
      .execute();
  }

  async saveNotModified(key: string, fields: { expiresAt: string; fetchedAt: string }) {
    await this.#db
      .updateTable("weather_forecasts")
      .set({ expires_at: fields.expiresAt, fetched_at: fields.fetchedAt, retry_after: null, fetching_until: null })
      .where("grid_key", "=", key)
      .execute();
  }

  async saveFailed(key: string, retryAfter: string) {
    await this.#db.updateTable("weather_forecasts").set({ retry_after: retryAfter, fetching_until: null }).where("grid_key", "=", key).execute();
  }
}
