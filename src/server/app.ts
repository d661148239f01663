import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyEtag from "@fastify/etag";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { adminApi } from "./admin-api.ts";
import { pageViewsApi } from "./analytics/page-views-api.ts";
import { calendarFiles } from "./calendar/calendar-files.ts";
import { type Clock, systemClock } from "./clock.ts";
import { conditionsApi } from "./conditions/conditions-api.ts";
import { DEVELOPMENT_RATE_LIMIT_SECRET, type ServerConfig } from "./config.ts";
import { englishTextsApi } from "./english-texts/english-texts-api.ts";
import { eventsApi } from "./events/events-api.ts";
import { FastReads, fastReadsServer } from "./http/fast-reads.ts";
import { clientKey } from "./identity/client-address.ts";
import { type IdentityOptions, IdentityService } from "./identity/identity-service.ts";
import { passkeyRoutes } from "./identity/passkeys/passkey-routes.ts";
import { signInApi } from "./identity/sign-in-api.ts";
import { photoFiles } from "./photos/photos-api.ts";
import { reportsApi } from "./reports/reports-api.ts";
import { routeDetailsApi } from "./routes/route-details-api.ts";
import { routeFiguresApi } from "./routes/route-figures-api.ts";
import { routesApi } from "./routes/routes-api.ts";
import { registerSecurityHeaders, securityHeaders } from "./security-headers.ts";
import { ownerPublicConfig } from "./site-owner.ts";
import { dailyClientHash, databaseRateLimitStore } from "./store/rate-limit-store.ts";
import type { SiteStore } from "./store/site-store.ts";
import type { AnalyseGpxOptions } from "./tracks/analyse-gpx.ts";
import { gpxDownloads } from "./tracks/tracks-api.ts";
import { ForecastCache, type ForecastCacheOptions } from "./weather/forecast-cache.ts";
import { rideTodayApi } from "./weather/ride-today-api.ts";
import { weatherUserAgent } from "./weather/weather-settings.ts";
import { webPages } from "./web/web.ts";
import { requireRateLimits } from "./write-limits.ts";

export interface AppOptions {
  config: Pick<ServerConfig, "webRoot" | "mapTileUrl" | "mapTileAttribution"> &
    Partial<Pick<ServerConfig, "mapTileOffline" | "gaMeasurementId" | "owner" | "siteUrl" | "trustProxy" | "secureCookies" | "rateLimitSecret">> &
    /** Absent or null: the forecast is off (tests never reach the provider unless they name a fake). */
    Partial<Pick<ServerConfig, "weatherForecastUrl">>;
  store: SiteStore;
  logger?: FastifyServerOptions["logger"];
  /** Session lifetimes and password-hash cost; defaults suit production. */
  identityOptions?: Partial<IdentityOptions>;
  /** The clock everything in the app dates by; the store should be opened with the same one. */
  clock?: Clock;
  /** How uploaded GPX files are analysed; tests that are not about the time limit lift it. */
  gpxAnalysis?: AnalyseGpxOptions;
  /** The forecast's timings (tests shorten them); `waitMs`: how long an answer waits for a point with no forecast yet. */
  weather?: Partial<Pick<ForecastCacheOptions, "timeoutMs" | "defaultLifetimeMs" | "concurrency">> & { waitMs?: number };
}

/**
 * A database that is busy (another process holds the write lock), read-only or
 * full is a passing or operator's problem, not a bug: the client is told to
 * try again (503) and nothing was written. Public reads are unaffected.
 */
function databaseUnavailable(error: { errcode?: number; errstr?: string; message: string; code?: string }): string | null {
  // node:sqlite sets errcode (the primary code is the low byte): 5 busy, 6 locked, 8 read-only, 13 full, 10 I/O.
  const primary = typeof error.errcode === "number" ? error.errcode & 0xff : undefined;
  if (primary === 5 || primary === 6) return "The database is busy. Try again in a moment.";
  if (primary === 8 || primary === 13 || primary === 10) return "The database cannot take changes right now. Try again later.";
  // PostgreSQL: read-only transaction (25006), disk full (53100), too many connections (53300), shutting down (57P01).
  if (error.code === "25006" || error.code === "53100" || error.code === "53300" || error.code === "57P01")
    return "The database cannot take changes right now. Try again later.";
  return null;
}

/**
 * Request log lines name the method, path and host, never the client's address or port: the privacy page
 * promises that visitors' addresses are not recorded (docs/decisions/030).
 */
function withoutAddresses(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: (request: { method: string; url: string; host?: string }) => ({ method: request.method, url: request.url, host: request.host }),
    },
  };
}

/** Builds the whole HTTP app: API, then the web app. main.ts listens; tests call inject(). */
export async function buildApp({
  config,
  store,
  logger = false,
  identityOptions = {},
  clock = systemClock,
  gpxAnalysis,
  weather = {},
}: AppOptions): Promise<FastifyInstance> {
  const identity = new IdentityService(store.identity, { now: clock, secureCookies: config.secureCookies ?? false, ...identityOptions });
  // The cached public lists are answered before Fastify where they can be (http/fast-reads.ts).
  const fastReads = new FastReads(securityHeaders({ mapTileUrl: config.mapTileUrl, gaMeasurementId: config.gaMeasurementId }));
  const app = Fastify({
    logger: withoutAddresses(logger),
    serverFactory: fastReadsServer(fastReads),
    // Admin forms send small JSON; anything larger is refused with 413 before it is read.
    bodyLimit: 64 * 1024,
    // Only the configured proxy may name the client (X-Forwarded-For/-Proto/-Host); by default nobody can,
    // so a client cannot choose its own address and escape the per-address limits (docs/decisions/011).
    trustProxy: config.trustProxy ?? false,
  });
  // Every write, present and future, has a rate limit or the app does not start.
  requireRateLimits(app);

  app.setErrorHandler((error: Error & { statusCode?: number; errcode?: number; errstr?: string }, request, reply) => {
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      request.log.warn({ err: error }, "database unavailable");
      return reply.code(503).header("retry-after", "2").send({ message: unavailable });
    }
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      // Details of a server fault stay in the log; the client gets a plain message.
      return reply.code(status).send({ message: "Internal server error" });
    }
    return reply.code(status).send({ message: error.message });
  });

  // Never stored by a browser or a shared cache: any error, any write (POST, and the GET deletes set it in
  // requireSameOrigin), and anything about the admin's session.
  // A callback rather than an async hook: no promise on every answer (docs/decisions/016).
  app.addHook("onSend", (request, reply, payload, done) => {
    if (reply.statusCode >= 400 || request.method === "POST" || request.url.startsWith("/api/auth/")) reply.header("cache-control", "no-store");
    done(null, payload);
  });

  app.addHook("preClose", (done) => {
    fastReads.close();
    done();
  });
  await registerSecurityHeaders(app, { mapTileUrl: config.mapTileUrl, gaMeasurementId: config.gaMeasurementId });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyEtag);
  // Limits are set per route (config.rateLimit): sign-in, writes and analytics; public reads are not limited.
  // Clients are counted by a keyed hash of their address that changes every UTC day, never the address itself.
  const clientHash = dailyClientHash(config.rateLimitSecret ?? DEVELOPMENT_RATE_LIMIT_SECRET, clock);
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request) => clientHash(clientKey(request.ip)),
    // Counted in the database, so every server shares the limit.
    store: databaseRateLimitStore(store.identity, clock),
  });
  await app.register(fastifyCookie);
  await app.register(signInApi, { identity });
  await app.register(passkeyRoutes, { identity, store, siteUrl: config.siteUrl, clock });
  await app.register(routesApi, { store, fastReads });
  await app.register(routeFiguresApi, { store });
  await app.register(routeDetailsApi, { store });
  await app.register(gpxDownloads, { store });
  await app.register(photoFiles, { store });
  await app.register(eventsApi, { store, fastReads });
  await app.register(englishTextsApi, { store });
  await app.register(calendarFiles, { store, clock, siteUrl: config.siteUrl });
  await app.register(conditionsApi, { store });
  const forecastUrl = config.weatherForecastUrl ?? null;
  const forecasts =
    forecastUrl === null
      ? null
      : new ForecastCache(store.weather, {
          url: forecastUrl,
          userAgent: weatherUserAgent(config.siteUrl, config.owner?.email),
          clock,
          ...weather,
          onFailure: (key, reason) => app.log.warn(`weather forecast for ${key} not fetched: ${reason}`),
        });
  await app.register(rideTodayApi, { store, clock, forecasts, waitMs: weather.waitMs, fastReads });
  await app.register(adminApi, { store, identity, gpxAnalysis, clock });
  await app.register(pageViewsApi, { store, now: clock });
  await app.register(reportsApi, { store, identity, clock, secret: config.rateLimitSecret ?? DEVELOPMENT_RATE_LIMIT_SECRET, siteUrl: config.siteUrl });
  await app.register(webPages, {
    webRoot: config.webRoot,
    store,
    siteUrl: config.siteUrl,
    publicConfig: {
      "map-tile-url": config.mapTileUrl,
      "map-tile-attribution": config.mapTileAttribution,
      ...(config.mapTileOffline ? { "map-tile-offline": "true" } : {}),
      ...(config.gaMeasurementId ? { "ga-measurement-id": config.gaMeasurementId } : {}),
      ...(config.owner ? ownerPublicConfig(config.owner) : {}),
    },
  });
  return app;
}
