import type { FastifyPluginAsync } from "fastify";
import { getTimes } from "suncalc";
import { apiPaths } from "../../shared/api-paths.ts";
import { toIsoDate } from "../../shared/dates.ts";
import { passageTime, type SamplePoint, samplePoints, windComponents } from "../../shared/ride-plan.ts";
import {
  isClockTime,
  isRideSpeed,
  MAX_RIDE_SPEED_KMH,
  MIN_RIDE_SPEED_KMH,
  type RideDaylight,
  type RideForecastSource,
  type RideForecastStatus,
  type RideSample,
  type RideTodayAnswer,
  rideDays,
} from "../../shared/ride-today.ts";
import { rideVerdict } from "../../shared/ride-verdict.ts";
import { conditionStatus, type RouteCondition, type RouteSeason } from "../../shared/route-condition.ts";
import type { Lang } from "../../shared/site-paths.ts";
import type { Clock } from "../clock.ts";
import type { FastList, FastReads } from "../http/fast-reads.ts";
import { parseIdQuery } from "../http/id-query.ts";
import { ClientError } from "../http/validation.ts";
import { cachedListRoute, VersionedJsonCache } from "../http/versioned-json-cache.ts";
import type { SiteStore } from "../store/site-store.ts";
import type { ForecastCache, ForecastLookup, ForecastSnapshot } from "./forecast-cache.ts";
import { type GridPoint, gridPoint } from "./grid.ts";
import { forecastAt } from "./locationforecast.ts";
import { attribution, PROVIDER_NAME, reasonText } from "./ride-today-texts.ts";

export interface RideTodayApiOptions {
  store: SiteStore;
  clock: Clock;
  /** Null when the forecast is switched off (WEATHER_FORECAST_URL=off). */
  forecasts: ForecastCache | null;
  /** How long an answer waits for a point that has no forecast yet (at most 3 s). */
  waitMs?: number;
  /** Where answers already built are also sent before Fastify (http/fast-reads.ts); absent in apps driven by inject() alone. */
  fastReads?: FastReads;
}

/** What the answer needs of a route, kept per route and data version: its samples' places, its condition and season. */
interface RoutePlan {
  points: SamplePoint[];
  condition: RouteCondition | null;
  season: RouteSeason | null;
  start: [number, number];
  /** The samples' grid points, in the samples' order. */
  grid: GridPoint[];
}

const PLANS_KEPT = 500;
/** URLs the path before Fastify has answered, each with its list (so one version read serves a turn's requests for it). */
const FAST_URLS_KEPT = 2000;
const FAST_URL = /^\/api\/routes\/([1-9]\d{0,8})\/ride-today(?:\?([^#]*))?$/;
/** A refusal of the path before Fastify: the request goes on to Fastify, which builds or refuses the answer. */
const notBuilt = new Error("ride-today answer not built");
/** Finished answers kept (serialised, with their compressed forms): one per route, day, start, pace and language. */
const ANSWERS_KEPT = 2000;
const round1 = (value: number) => Math.round(value * 10) / 10;

function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw new ClientError(400, `${name} must be given once`);
  return value;
}

/** The query read and checked against today (Iceland's date from the server's clock); a 400 names the parameter. */
/** The days that may be asked for, made once per date. */
let knownDays: { today: string; days: string[] } = { today: "", days: [] };

function parseRideQuery(raw: unknown, today: string): { date: string; start: string; speed: number; lang: Lang } {
  const query = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  if (knownDays.today !== today) knownDays = { today, days: rideDays(today) };
  const { days } = knownDays;
  const date = single(query, "date") ?? today;
  if (!days.includes(date)) throw new ClientError(400, `date must be today, tomorrow or the day after as YYYY-MM-DD (${days.join(", ")})`);
  const start = single(query, "start") ?? "10:00";
  if (!isClockTime(start)) throw new ClientError(400, "start must be a time of day as HH:MM (00:00–23:59)");
  const speedText = single(query, "speed") ?? "18";
  const speed = Number(speedText);
  if (!/^\d{1,2}(\.\d)?$/.test(speedText) || !isRideSpeed(speed))
    throw new ClientError(400, `speed must be a pace in km/h from ${MIN_RIDE_SPEED_KMH} to ${MAX_RIDE_SPEED_KMH}, at most one decimal`);
  const lang = single(query, "lang") ?? "is";
  if (lang !== "is" && lang !== "en") throw new ClientError(400, "lang must be is or en");
  return { date, start, speed, lang };
}

function daylightAt(date: string, [lat, lon]: [number, number]): RideDaylight {
  // suncalc gives the times of the solar day containing the moment; Iceland's solar noon is about 13:30 UTC.
  const times = getTimes(new Date(`${date}T12:00:00Z`), lat, lon);
  const iso = (moment: Date | null) => (moment && !Number.isNaN(moment.getTime()) ? moment.toISOString() : null);
  return { sunrise: iso(times.sunrise), sunset: iso(times.sunset), civilDusk: iso(times.dusk) };
}

/** GET /api/routes/:id/ride-today: the forecast along a route at the time of passage, with a verdict and its reasons. */
export const rideTodayApi: FastifyPluginAsync<RideTodayApiOptions> = async (app, { store, clock, forecasts, waitMs = 2500, fastReads }) => {
  const plans = new Map<number, { version: string; plan: RoutePlan }>();

  const answers = new VersionedJsonCache(ANSWERS_KEPT);
  /** A lookup the forecast cache gives again (nothing changed) has the same version. */
  const lookupVersions = new WeakMap<ForecastLookup, string>();

  async function planOf(id: number): Promise<{ version: string; plan: RoutePlan } | null> {
    const version = await store.dataVersion("routes");
    const kept = plans.get(id);
    if (kept?.version === version) return kept;
    const route = await store.getRoute(id);
    if (!route) return null;
    const [track, conditions] = await Promise.all([store.getRouteTrack(id), store.getRouteConditions(id, 1)]);
    const line = track?.analysis.line ?? [];
    const points =
      line.length > 0 ? samplePoints(line, track?.analysis.stats.lengthKm ?? 0) : [{ km: 0, lat: route.latitude, lon: route.longitude, heading: null }];
    const first = points[0] as SamplePoint;
    const plan: RoutePlan = {
      points,
      condition: conditions.current?.condition ?? null,
      season: conditions.season,
      start: [first.lat, first.lon],
      grid: points.map((point) => gridPoint(point.lat, point.lon)),
    };
    const entry = { version, plan };
    plans.delete(id);
    plans.set(id, entry);
    if (plans.size > PLANS_KEPT) plans.delete(plans.keys().next().value as number);
    return entry;
  }

  if (forecasts) app.addHook("preClose", async () => forecasts.close());

  app.get(apiPaths.rideToday(":id"), cachedListRoute(app), async (request, reply) => {
    const id = parseIdQuery(request.params);
    const today = toIsoDate(clock());
    const { date, start, speed, lang } = parseRideQuery(request.query, today);
    const planned = await planOf(id);
    if (!planned) throw new ClientError(404, `No route with id ${id}`);
    const { plan } = planned;
    const grid = plan.grid;
    const lookup = forecasts ? await forecasts.lookup(grid, waitMs) : null;
    const version = `${planned.version}|${forecastVersion(grid, lookup)}`;
    const key = answerKey(id, date, start, speed, lang);
    // The forecast changes by the hour: the answer is sent with no-cache and an ETag, so a browser asks again each time.
    return answers.send(request, reply, key, version, async () => answerOf(id, plan, lookup, date, start, speed, lang));
  });

  /**
   * The answer follows from the route's data, the forecasts used (each told by when it was fetched and made)
   * and whether the missing ones are on their way: while these stay the same, the finished answer is sent again.
   */
  function forecastVersion(grid: GridPoint[], lookup: ForecastLookup | null): string {
    if (!lookup) return "off";
    let version = lookupVersions.get(lookup);
    if (version === undefined) {
      version = `${lookup.pending > 0}|${lookup.failing > 0}|${grid.map(({ key }) => {
        const snapshot = lookup.snapshots.get(key);
        return snapshot ? `${snapshot.fetchedAt}|${snapshot.updatedAt}` : "-";
      })}`;
      lookupVersions.set(lookup, version);
    }
    return version;
  }

  /**
   * Before Fastify (http/fast-reads.ts), an answer already built is sent again for the plainest requests:
   * with the query checked as above, the route's plan kept at the current data version and its forecasts'
   * last lookup still holding. Anything else (a first request, a query to refuse, a forecast to look up
   * again) goes to Fastify, which builds, refuses or waits as above.
   */
  const fastLists = new Map<string, FastList>();
  function fastList(url: string): FastList | undefined {
    if (!url.startsWith("/api/routes/")) return undefined;
    const known = fastLists.get(url);
    if (known) return known;
    const match = FAST_URL.exec(url);
    if (!match) return undefined;
    const id = Number(match[1]);
    const query: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(match[2] ?? "")) {
      // A name given twice is refused by Fastify's parser, with its own message.
      if (Object.hasOwn(query, name)) return undefined;
      query[name] = value;
    }
    const list: FastList = {
      version: async () => {
        // The day asked for may follow from today's date: the key is found afresh for each turn's requests.
        const { date, start, speed, lang } = parseRideQuery(query, toIsoDate(clock()));
        const routesVersion = await store.dataVersion("routes");
        const kept = plans.get(id);
        if (kept?.version !== routesVersion) throw notBuilt;
        const lookup = forecasts ? forecasts.keptLookup(kept.plan.grid) : null;
        if (lookup === undefined) throw notBuilt;
        // The answer's key, then its version: what the cache holds for that key must be of that version.
        return `${answerKey(id, date, start, speed, lang)}\n${routesVersion}|${forecastVersion(kept.plan.grid, lookup)}`;
      },
      answer: (keyAndVersion, ifNoneMatch, acceptEncoding) => {
        const split = keyAndVersion.indexOf("\n");
        const answer = answers.ready(keyAndVersion.slice(0, split), keyAndVersion.slice(split + 1), ifNoneMatch, acceptEncoding);
        if (!answer) throw notBuilt;
        // Kept only once it has answered: a URL made up or refused is read again each time, and churns nothing.
        if (!fastLists.has(url)) {
          fastLists.set(url, list);
          if (fastLists.size > FAST_URLS_KEPT) fastLists.delete(fastLists.keys().next().value as string);
        }
        return answer;
      },
    };
    return list;
  }
  if (fastReads && app.log.level !== "debug" && app.log.level !== "trace") fastReads.match(fastList);

  function answerKey(id: number, date: string, start: string, speed: number, lang: Lang): string {
    return `${id}|${date}|${start}|${speed}|${lang}`;
  }

  function answerOf(id: number, plan: RoutePlan, lookup: ForecastLookup | null, date: string, start: string, speed: number, lang: Lang): RideTodayAnswer {
    const grid = plan.grid;
    const used = new Set<ForecastSnapshot>();
    const samples = plan.points.map((point, index): RideSample => {
      const time = passageTime(date, start, speed, point.km);
      const snapshot = lookup?.snapshots.get((grid[index] as { key: string }).key);
      const hour = snapshot ? forecastAt(snapshot.forecast, time.getTime()) : null;
      if (snapshot && hour) used.add(snapshot);
      const wind = hour && point.heading !== null ? windComponents(hour[2], hour[4], point.heading) : null;
      return {
        km: point.km,
        time: time.toISOString().replace(".000Z", "Z"),
        lat: Math.round(point.lat * 1e5) / 1e5,
        lon: Math.round(point.lon * 1e5) / 1e5,
        heading: point.heading === null ? null : Math.round(point.heading),
        windSpeed: hour ? round1(hour[2]) : null,
        windGust: hour && hour[3] !== null ? round1(hour[3]) : null,
        windFrom: hour ? Math.round(hour[4]) : null,
        headwind: wind ? round1(wind.headwind) : null,
        crosswind: wind ? round1(wind.crosswind) : null,
        temperature: hour ? round1(hour[1]) : null,
        precipitation: hour && hour[5] !== null ? round1(hour[5]) : null,
      };
    });

    const withForecast = samples.filter((sample) => sample.windSpeed !== null).length;
    const status: RideForecastStatus = !lookup
      ? "off"
      : withForecast === samples.length
        ? "ready"
        : lookup.pending > 0
          ? "pending"
          : withForecast > 0
            ? "partial"
            : lookup.failing > 0
              ? "unavailable"
              : "partial";
    const daylight = daylightAt(date, plan.start);
    const { outOfSeason } = conditionStatus(null, plan.season, date);
    const verdict = rideVerdict({ samples, civilDusk: daylight.civilDusk, outOfSeason, condition: plan.condition });
    // The oldest of the route's forecasts is the one the answer is as fresh as.
    const snapshots = [...used];
    const oldest = (field: "updatedAt" | "fetchedAt") => snapshots.map((snapshot) => snapshot[field]).reduce((a, b) => (a < b ? a : b));
    const source: RideForecastSource | null =
      snapshots.length === 0 ? null : { name: PROVIDER_NAME, attribution: attribution[lang], updatedAt: oldest("updatedAt"), fetchedAt: oldest("fetchedAt") };
    const answer: RideTodayAnswer = {
      routeId: id,
      date,
      start,
      speed,
      forecast: status,
      verdict: { level: verdict.level, reasons: verdict.findings.map((finding) => reasonText(finding, status, lang)) },
      samples,
      daylight,
      source,
    };
    return answer;
  }
};
