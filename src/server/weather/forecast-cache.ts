import type { Clock } from "../clock.ts";
import type { ForecastRow, WeatherForecastStore } from "./forecast-store.ts";
import type { GridPoint } from "./grid.ts";
import { type FetchOutcome, fetchLocationforecast, type StoredForecast } from "./locationforecast.ts";

export interface ForecastCacheOptions {
  /** WEATHER_FORECAST_URL. */
  url: string;
  /** Names the site and a contact, as MET Norway's terms require. */
  userAgent: string;
  clock: Clock;
  /** How long one request may take before it counts as failed. */
  timeoutMs?: number;
  /** How long a point is left alone after a failure (MET Norway: at least 10 minutes). */
  backoffMs?: number;
  /** When the provider sends no usable Expires: the forecast is kept this long before it is asked for again. */
  defaultLifetimeMs?: number;
  /** Requests to the provider at once, from this server. */
  concurrency?: number;
  /** Told of each failure (the server's log). */
  onFailure?: (key: string, reason: string) => void;
  /** Replaces the request to the provider (tests of the rules without a server). */
  fetchForecast?: (point: GridPoint, options: { ifModifiedSince: string | null; signal: AbortSignal }) => Promise<FetchOutcome>;
}

export const MIN_BACKOFF_MS = 10 * 60_000;

/** One grid point's forecast as the ride-today answer uses it. */
export interface ForecastSnapshot {
  forecast: StoredForecast;
  updatedAt: string;
  fetchedAt: string;
}

export interface ForecastLookup {
  snapshots: Map<string, ForecastSnapshot>;
  /** Points without any forecast that a server is fetching now: ask again in a moment. */
  pending: number;
  /** Points without any forecast that are waiting out a failure. */
  failing: number;
}

/** What tells a stored forecast from the one before it: when it was fetched and when the provider made it. */
const stampOf = (row: ForecastRow) => `${row.fetchedAt}|${row.updatedAt}`;

/** Parsed forecasts kept in memory by grid point and fetch time, so a stored snapshot is parsed once per process. */
const PARSED_KEPT = 2000;

/**
 * The forecasts of grid points: from the database when there is one, fetched from the provider when there is
 * none or it has expired, following MET Norway's terms (docs/decisions/063): never before Expires, with
 * If-Modified-Since after, never sooner than 10 minutes after a failure, and one server at a time per point.
 */
export class ForecastCache {
  readonly #store: WeatherForecastStore;
  readonly #options: Required<Omit<ForecastCacheOptions, "onFailure" | "fetchForecast">> & Pick<ForecastCacheOptions, "onFailure">;
  readonly #fetch: NonNullable<ForecastCacheOptions["fetchForecast"]>;
  readonly #inFlight = new Map<string, Promise<void>>();
  readonly #parsed = new Map<string, { stamp: string; forecast: StoredForecast }>();
  /** The rows read last, by key (at most PARSED_KEPT). */
  readonly #rows = new Map<string, ForecastRow>();
  readonly #closing = new AbortController();
  /** The last answer for a list of points (a route's), while it cannot have changed. */
  readonly #lookups = new WeakMap<readonly GridPoint[], { lookup: ForecastLookup; reads: number; until: number }>();
  /** Counts the reads of rows: a read may bring a newer forecast. */
  #reads = 0;
  #running = 0;
  readonly #queue: (() => void)[] = [];

  constructor(store: WeatherForecastStore, options: ForecastCacheOptions) {
    this.#store = store;
    this.#options = {
      timeoutMs: 10_000,
      backoffMs: MIN_BACKOFF_MS,
      defaultLifetimeMs: 30 * 60_000,
      concurrency: 4,
      ...options,
      onFailure: options.onFailure,
    };
    this.#fetch =
      options.fetchForecast ??
      ((point, { ifModifiedSince, signal }) =>
        fetchLocationforecast(point, { url: options.url, userAgent: options.userAgent, ifModifiedSince, timeoutMs: this.#options.timeoutMs, signal }));
  }

  /**
   * The forecasts of the points. Points whose forecast is missing or expired are fetched; the answer waits at
   * most `waitMs` for points that have none yet (an expired one is used meanwhile), and a fetch that takes
   * longer completes in the background.
   */
  async lookup(points: readonly GridPoint[], waitMs: number): Promise<ForecastLookup> {
    const kept = this.keptLookup(points);
    if (kept) return kept;
    const reads = this.#reads;
    const lookup = await this.#lookup(points, waitMs);
    const expiries = points.map((point) => this.#rows.get(point.key)?.expiresAt ?? null);
    if (lookup.pending === 0 && lookup.failing === 0 && lookup.snapshots.size > 0 && expiries.every((expiry) => expiry !== null) && reads === this.#reads)
      this.#lookups.set(points, { lookup, reads, until: Math.min(...expiries.map((expiry) => Date.parse(expiry as string))) });
    return lookup;
  }

  /**
   * The last lookup of these very points (the same array) while it still holds, with no I/O: until the first
   * of its forecasts expires, and while no row was read again, the same points have the same answer. Undefined
   * when lookup() must look again.
   */
  keptLookup(points: readonly GridPoint[]): ForecastLookup | undefined {
    const kept = this.#lookups.get(points);
    return kept && kept.reads === this.#reads && this.#options.clock().getTime() < kept.until ? kept.lookup : undefined;
  }

  async #lookup(points: readonly GridPoint[], waitMs: number): Promise<ForecastLookup> {
    const unique = [...new Map(points.map((point) => [point.key, point])).values()];
    const now = this.#options.clock().toISOString();
    let rows = await this.#rowsOf(unique, now);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const waitFor: Promise<void>[] = [];
    for (const point of unique) {
      const row = byKey.get(point.key);
      if (this.#due(row, now)) {
        const fetching = this.#refresh(point, row ?? null);
        if (!row?.hasForecast) waitFor.push(fetching);
      } else if (!row?.hasForecast && this.#inFlight.has(point.key)) {
        waitFor.push(this.#inFlight.get(point.key) as Promise<void>);
      }
    }
    if (waitFor.length > 0) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([Promise.all(waitFor), new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
      clearTimeout(timer);
      rows = await this.#read(unique.map((point) => point.key));
    }
    const after = this.#options.clock().toISOString();
    const snapshots = new Map<string, ForecastSnapshot>();
    let pending = 0;
    let failing = 0;
    // Only forecasts newer than the copies parsed in memory are read and parsed again.
    const stale = rows.filter((row) => row.hasForecast && this.#parsed.get(row.key)?.stamp !== stampOf(row)).map((row) => row.key);
    const bodies = await this.#store.readForecastBodies(stale);
    for (const row of rows) {
      const snapshot = this.#snapshot(row, bodies.get(row.key));
      if (snapshot) snapshots.set(row.key, snapshot);
    }
    for (const point of unique) {
      if (snapshots.has(point.key)) continue;
      const row = rows.find((candidate) => candidate.key === point.key);
      if (this.#inFlight.has(point.key) || (row?.fetchingUntil != null && row.fetchingUntil > after)) pending += 1;
      else failing += 1;
    }
    return { snapshots, pending, failing };
  }

  /**
   * The points' rows. A forecast before its Expires cannot change (no server asks for it before then), so
   * when every point has one the rows read last are used without asking the database.
   */
  async #rowsOf(points: readonly GridPoint[], now: string): Promise<ForecastRow[]> {
    const known = points.map((point) => this.#rows.get(point.key));
    if (known.every((row) => row?.hasForecast && row.expiresAt !== null && row.expiresAt > now)) return known as ForecastRow[];
    return this.#read(points.map((point) => point.key));
  }

  async #read(keys: string[]): Promise<ForecastRow[]> {
    const rows = await this.#store.readForecasts(keys);
    this.#reads += 1;
    for (const row of rows) {
      this.#rows.delete(row.key);
      this.#rows.set(row.key, row);
    }
    while (this.#rows.size > PARSED_KEPT) this.#rows.delete(this.#rows.keys().next().value as string);
    return rows;
  }

  /** Stops every request to the provider and waits for the ones running to end (the server is closing). */
  async close(): Promise<void> {
    this.#closing.abort();
    await Promise.allSettled([...this.#inFlight.values()]);
  }

  /** Whether a point may be asked for now: no forecast or an expired one, no back-off, no other server on it. */
  #due(row: ForecastRow | undefined, now: string): boolean {
    if (this.#inFlight.has(row?.key ?? "")) return false;
    if (!row) return true;
    if (row.retryAfter !== null && row.retryAfter > now) return false;
    if (row.fetchingUntil !== null && row.fetchingUntil > now) return false;
    return !row.hasForecast || row.expiresAt === null || row.expiresAt <= now;
  }

  #snapshot(row: ForecastRow, body: string | undefined): ForecastSnapshot | null {
    if (!row.hasForecast || row.fetchedAt === null || row.updatedAt === null) return null;
    const stamp = stampOf(row);
    let kept = this.#parsed.get(row.key);
    if (kept?.stamp !== stamp) {
      if (body === undefined) return null;
      try {
        kept = { stamp, forecast: JSON.parse(body) as StoredForecast };
      } catch {
        return null;
      }
      this.#parsed.delete(row.key);
      this.#parsed.set(row.key, kept);
      if (this.#parsed.size > PARSED_KEPT) this.#parsed.delete(this.#parsed.keys().next().value as string);
    }
    return { forecast: kept.forecast, updatedAt: row.updatedAt, fetchedAt: row.fetchedAt };
  }

  #refresh(point: GridPoint, row: ForecastRow | null): Promise<void> {
    const running = this.#inFlight.get(point.key);
    if (running) return running;
    const task = this.#limited(() => this.#fetchAndStore(point, row))
      .catch((error: unknown) => this.#options.onFailure?.(point.key, error instanceof Error ? error.message : String(error)))
      .finally(() => this.#inFlight.delete(point.key));
    this.#inFlight.set(point.key, task);
    return task;
  }

  async #limited(work: () => Promise<void>): Promise<void> {
    if (this.#running >= this.#options.concurrency) await new Promise<void>((resolve) => this.#queue.push(resolve));
    this.#running += 1;
    try {
      await work();
    } finally {
      this.#running -= 1;
      this.#queue.shift()?.();
    }
  }

  async #fetchAndStore(point: GridPoint, row: ForecastRow | null): Promise<void> {
    const { clock, timeoutMs, backoffMs, defaultLifetimeMs } = this.#options;
    if (this.#closing.signal.aborted) return;
    const started = clock();
    // Held a little past the request's own time limit, so a server that died mid-request does not hold the point for long.
    if (!(await this.#store.claimFetch(point.key, started.toISOString(), new Date(started.getTime() + timeoutMs + 5000).toISOString()))) return;
    const ifModifiedSince = row?.hasForecast ? row.lastModified : null;
    const outcome = await this.#fetch(point, { ifModifiedSince, signal: this.#closing.signal });
    if (this.#closing.signal.aborted) return;
    const now = clock();
    const expiresAt = (expires: Date | null) =>
      new Date(expires && expires.getTime() > now.getTime() ? expires.getTime() : now.getTime() + defaultLifetimeMs).toISOString();
    if (outcome.kind === "fetched") {
      await this.#store.saveFetched(point.key, {
        forecast: JSON.stringify(outcome.forecast),
        updatedAt: outcome.forecast.updatedAt,
        lastModified: outcome.lastModified,
        expiresAt: expiresAt(outcome.expires),
        fetchedAt: now.toISOString(),
      });
    } else if (outcome.kind === "not-modified") {
      await this.#store.saveNotModified(point.key, { expiresAt: expiresAt(outcome.expires), fetchedAt: now.toISOString() });
    } else {
      const wait = Math.max(backoffMs, MIN_BACKOFF_MS, (outcome.retryAfterSeconds ?? 0) * 1000);
      await this.#store.saveFailed(point.key, new Date(now.getTime() + wait).toISOString());
      this.#options.onFailure?.(point.key, outcome.reason);
    }
  }
}
