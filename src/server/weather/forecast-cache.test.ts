import { describe, expect, it, vi } from "vitest";
import { ForecastCache } from "./forecast-cache.ts";
import type { ForecastRow, WeatherForecastStore } from "./forecast-store.ts";
import { type GridPoint, gridPoint } from "./grid.ts";
import type { FetchOutcome, StoredForecast } from "./locationforecast.ts";

const MINUTE = 60_000;
const START = Date.parse("2026-11-28T08:00:00Z");

/** The store's rules (docs/decisions/063) in memory: the cache is tested here, the SQL with the API. */
class MemoryStore implements WeatherForecastStore {
  readonly rows = new Map<string, ForecastRow & { forecast: string | null }>();
  async readForecasts(keys: readonly string[]): Promise<ForecastRow[]> {
    return keys.flatMap((key) => {
      const row = this.rows.get(key);
      if (!row) return [];
      const { forecast, ...rest } = row;
      return [{ ...rest, hasForecast: forecast !== null }];
    });
  }
  async readForecastBodies(keys: readonly string[]) {
    return new Map(keys.flatMap((key) => (this.rows.get(key)?.forecast ? [[key, this.rows.get(key)?.forecast as string] as const] : [])));
  }
  async claimFetch(key: string, now: string, until: string) {
    const row = this.rows.get(key) ?? {
      key,
      forecast: null,
      hasForecast: false,
      updatedAt: null,
      lastModified: null,
      expiresAt: null,
      fetchedAt: null,
      retryAfter: null,
      fetchingUntil: null,
    };
    this.rows.set(key, row);
    if (row.fetchingUntil !== null && row.fetchingUntil > now) return false;
    if (row.retryAfter !== null && row.retryAfter > now) return false;
    if (row.forecast !== null && row.expiresAt !== null && row.expiresAt > now) return false;
    row.fetchingUntil = until;
    return true;
  }
  async saveFetched(key: string, fields: { forecast: string; updatedAt: string; lastModified: string | null; expiresAt: string; fetchedAt: string }) {
    Object.assign(this.rows.get(key) as object, { ...fields, retryAfter: null, fetchingUntil: null });
  }
  async saveNotModified(key: string, fields: { expiresAt: string; fetchedAt: string }) {
    Object.assign(this.rows.get(key) as object, { ...fields, retryAfter: null, fetchingUntil: null });
  }
  async saveFailed(key: string, retryAfter: string) {
    Object.assign(this.rows.get(key) as object, { retryAfter, fetchingUntil: null });
  }
}

const forecastOf = (temperature: number): StoredForecast => ({
  updatedAt: new Date(START - 30 * MINUTE).toISOString(),
  hours: [[START, temperature, 3, 5, 225, 0]],
});

function setup(initial: FetchOutcome[] = []) {
  let now = START;
  const outcomes = [...initial];
  const calls: { key: string; ifModifiedSince: string | null; at: number }[] = [];
  const store = new MemoryStore();
  const cache = new ForecastCache(store, {
    url: "http://127.0.0.1:9/unused",
    userAgent: "test",
    clock: () => new Date(now),
    fetchForecast: async (point: GridPoint, { ifModifiedSince }) => {
      calls.push({ key: point.key, ifModifiedSince, at: now });
      return outcomes.shift() ?? { kind: "failed", reason: "no answer planned", retryAfterSeconds: null };
    },
  });
  return {
    store,
    cache,
    calls,
    next: (outcome: FetchOutcome) => outcomes.push(outcome),
    at: (minutes: number) => {
      now = START + minutes * MINUTE;
    },
  };
}

const point = gridPoint(64.1, -21.9);
const fetched = (temperature: number, expiresInMinutes: number, lastModified = "Sat, 28 Nov 2026 07:59:00 GMT"): FetchOutcome => ({
  kind: "fetched",
  forecast: forecastOf(temperature),
  lastModified,
  expires: new Date(START + expiresInMinutes * MINUTE),
});
const temperatureOf = async (cache: ForecastCache) => (await cache.lookup([point], 10_000)).snapshots.get(point.key)?.forecast.hours[0]?.[1];

describe("ForecastCache with a stand-in provider and the test clock", () => {
  it("asks once for a point without a forecast, then not again before its Expires", async () => {
    const test = setup([fetched(8, 30)]);
    expect(await temperatureOf(test.cache)).toBe(8);
    expect(test.calls).toEqual([{ key: point.key, ifModifiedSince: null, at: START }]);
    test.at(29);
    expect(await temperatureOf(test.cache)).toBe(8);
    expect(test.calls).toHaveLength(1);
  });

  it("after Expires, sends If-Modified-Since with the stored Last-Modified; a 304 keeps the forecast and moves its fetch time", async () => {
    const test = setup([fetched(8, 30, "Sat, 28 Nov 2026 07:59:00 GMT")]);
    await temperatureOf(test.cache);
    test.at(31);
    test.next({ kind: "not-modified", expires: new Date(START + 61 * MINUTE) });
    // The expired forecast answers at once; the new request runs meanwhile.
    expect(await temperatureOf(test.cache)).toBe(8);
    await vi.waitFor(() => expect(test.store.rows.get(point.key)?.fetchedAt).toBe(new Date(START + 31 * MINUTE).toISOString()));
    expect(test.calls[1]).toEqual({ key: point.key, ifModifiedSince: "Sat, 28 Nov 2026 07:59:00 GMT", at: START + 31 * MINUTE });
    const lookup = await test.cache.lookup([point], 10_000);
    expect(lookup.snapshots.get(point.key)).toMatchObject({ fetchedAt: new Date(START + 31 * MINUTE).toISOString(), forecast: forecastOf(8) });
    test.at(60);
    await test.cache.lookup([point], 10_000);
    expect(test.calls).toHaveLength(2);
  });

  it("a new forecast after Expires replaces the one kept in memory", async () => {
    const test = setup([fetched(8, 30)]);
    await temperatureOf(test.cache);
    test.at(31);
    test.next(fetched(-2, 61, "Sat, 28 Nov 2026 08:30:00 GMT"));
    await temperatureOf(test.cache);
    await vi.waitFor(() => expect(test.store.rows.get(point.key)?.lastModified).toBe("Sat, 28 Nov 2026 08:30:00 GMT"));
    expect(await temperatureOf(test.cache)).toBe(-2);
  });

  it.each([
    ["429", { kind: "failed", reason: "status 429", retryAfterSeconds: null }],
    ["a 5xx", { kind: "failed", reason: "status 503", retryAfterSeconds: null }],
    ["a timeout", { kind: "failed", reason: "timeout", retryAfterSeconds: null }],
    ["a malformed answer", { kind: "failed", reason: "not in the documented format", retryAfterSeconds: null }],
  ] as [string, FetchOutcome][])("after %s, leaves the point alone for at least 10 minutes", async (_name, failure) => {
    const test = setup([failure]);
    const lookup = await test.cache.lookup([point], 10_000);
    expect(lookup).toMatchObject({ pending: 0, failing: 1 });
    expect(lookup.snapshots.size).toBe(0);
    test.at(9.99);
    expect((await test.cache.lookup([point], 10_000)).failing).toBe(1);
    expect(test.calls).toHaveLength(1);
    test.at(10);
    test.next(fetched(8, 40));
    expect(await temperatureOf(test.cache)).toBe(8);
    expect(test.calls).toHaveLength(2);
  });

  it("honours a Retry-After longer than 10 minutes", async () => {
    const test = setup([{ kind: "failed", reason: "status 429", retryAfterSeconds: 3600 }]);
    await test.cache.lookup([point], 10_000);
    test.at(59);
    await test.cache.lookup([point], 10_000);
    expect(test.calls).toHaveLength(1);
    test.at(60);
    test.next(fetched(8, 90));
    expect(await temperatureOf(test.cache)).toBe(8);
    expect(test.calls).toHaveLength(2);
  });

  it("after a failure, an expired forecast is still given while the point waits", async () => {
    const test = setup([fetched(8, 30)]);
    await temperatureOf(test.cache);
    test.at(31);
    test.next({ kind: "failed", reason: "status 500", retryAfterSeconds: null });
    await temperatureOf(test.cache);
    await vi.waitFor(() => expect(test.store.rows.get(point.key)?.retryAfter).toBe(new Date(START + 41 * MINUTE).toISOString()));
    test.at(40);
    expect(await temperatureOf(test.cache)).toBe(8);
    expect(test.calls).toHaveLength(2);
  });
});
