import { z } from "zod";
import type { GridPoint } from "./grid.ts";

/**
 * MET Norway's Locationforecast 2.0 (`complete`), as documented at api.met.no: GeoJSON whose
 * `properties.meta.updated_at` says when the forecast was made and whose `properties.timeseries` holds one
 * entry an hour for the first days, then one every six hours. Only the fields the site uses are read and kept.
 */
const number = z.number().finite();
const period = z.object({ details: z.object({ precipitation_amount: number.optional() }).optional() }).optional();
const answerSchema = z.object({
  properties: z.object({
    meta: z.object({ updated_at: z.iso.datetime({ offset: true }) }),
    timeseries: z
      .array(
        z.object({
          time: z.iso.datetime({ offset: true }),
          data: z.object({
            instant: z.object({
              details: z.object({
                air_temperature: number,
                wind_speed: number.min(0),
                wind_speed_of_gust: number.min(0).optional(),
                wind_from_direction: number.min(0).max(360),
              }),
            }),
            next_1_hours: period,
            next_6_hours: period,
          }),
        }),
      )
      .min(1),
  }),
});

/** One hour of a stored forecast: [time (ms since 1970), °C, mean wind m/s, gust m/s or null, wind from °, mm in the hour or null]. */
export type ForecastHour = [time: number, temperature: number, windSpeed: number, windGust: number | null, windFrom: number, precipitation: number | null];

/** What is kept of one grid point's forecast (the `forecast` column, as JSON). */
export interface StoredForecast {
  /** When the provider made it, ISO 8601. */
  updatedAt: string;
  hours: ForecastHour[];
}

/** The provider's answer read into a StoredForecast; null when it is not in the documented format. */
export function readLocationforecast(body: unknown): StoredForecast | null {
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) return null;
  const { meta, timeseries } = parsed.data.properties;
  const hours = timeseries.map(({ time, data }): ForecastHour => {
    const { air_temperature, wind_speed, wind_speed_of_gust, wind_from_direction } = data.instant.details;
    const oneHour = data.next_1_hours?.details?.precipitation_amount;
    const sixHours = data.next_6_hours?.details?.precipitation_amount;
    // Past the hourly part, the six hours' amount spread evenly is the best an hour can be told.
    const precipitation = oneHour ?? (sixHours === undefined ? null : Math.round((sixHours / 6) * 10) / 10);
    return [Date.parse(time), air_temperature, wind_speed, wind_speed_of_gust ?? null, wind_from_direction, precipitation];
  });
  hours.sort((a, b) => a[0] - b[0]);
  return { updatedAt: new Date(meta.updated_at).toISOString(), hours };
}

const HOUR_MS = 3_600_000;

/**
 * The forecast for a moment: the instant nearest to it (wind, temperature) and the precipitation of the
 * period it falls in. Null before the forecast's first hour (less an hour's grace) or after its last period.
 */
export function forecastAt(forecast: StoredForecast, moment: number): ForecastHour | null {
  const { hours } = forecast;
  const first = hours[0];
  const last = hours[hours.length - 1];
  if (!first || !last || moment < first[0] - HOUR_MS) return null;
  let index = 0;
  while (index + 1 < hours.length && (hours[index + 1] as ForecastHour)[0] <= moment) index += 1;
  const covering = hours[index] as ForecastHour;
  const next = hours[index + 1];
  const span = next ? next[0] - covering[0] : HOUR_MS;
  if (moment >= covering[0] + Math.max(span, HOUR_MS)) return null;
  const nearest = next && next[0] - moment < moment - covering[0] ? next : covering;
  return [moment, nearest[1], nearest[2], nearest[3], nearest[4], covering[5]];
}

/** What asking the provider for one point came to. */
export type FetchOutcome =
  | { kind: "fetched"; forecast: StoredForecast; lastModified: string | null; expires: Date | null }
  | { kind: "not-modified"; expires: Date | null }
  /** 429, 5xx, a timeout, a network failure, another status or a malformed answer; `retryAfterSeconds` from the header. */
  | { kind: "failed"; reason: string; retryAfterSeconds: number | null };

export interface FetchOptions {
  /** The endpoint (WEATHER_FORECAST_URL); `lat` and `lon` are added as query parameters. */
  url: string;
  userAgent: string;
  ifModifiedSince: string | null;
  timeoutMs: number;
  /** Aborts the request (the server is closing). */
  signal?: AbortSignal;
}

function httpDate(value: string | null): Date | null {
  if (value === null) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

/** Asks the provider for one grid point's forecast. Never throws. */
export async function fetchLocationforecast(point: GridPoint, { url, userAgent, ifModifiedSince, timeoutMs, signal }: FetchOptions): Promise<FetchOutcome> {
  const target = new URL(url);
  target.searchParams.set("lat", point.lat);
  target.searchParams.set("lon", point.lon);
  const headers: Record<string, string> = { "user-agent": userAgent, accept: "application/json" };
  if (ifModifiedSince !== null) headers["if-modified-since"] = ifModifiedSince;
  try {
    const response = await fetch(target, {
      headers,
      signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
    const expires = httpDate(response.headers.get("expires"));
    if (response.status === 304) {
      await response.body?.cancel().catch(() => {});
      return { kind: "not-modified", expires };
    }
    if (response.status !== 200 && response.status !== 203) {
      await response.body?.cancel().catch(() => {});
      const retryAfter = Number(response.headers.get("retry-after"));
      return { kind: "failed", reason: `status ${response.status}`, retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null };
    }
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch (error) {
      if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")) throw error;
      return { kind: "failed", reason: "not JSON", retryAfterSeconds: null };
    }
    const forecast = readLocationforecast(body);
    if (forecast === null) return { kind: "failed", reason: "not in the documented format", retryAfterSeconds: null };
    return { kind: "fetched", forecast, lastModified: response.headers.get("last-modified"), expires };
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    return { kind: "failed", reason: name === "TimeoutError" || name === "AbortError" ? "timeout" : "network", retryAfterSeconds: null };
  }
}
