import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { apiPaths, WRITE_HEADER } from "../../shared/api-paths.ts";
import { type AppOptions, buildApp } from "../app.ts";
import type { Clock } from "../clock.ts";
import type { TrustProxy } from "../config.ts";
import { type IdentityOptions, IdentityService } from "../identity/identity-service.ts";
import type { KyselySiteStore } from "../store/kysely-site-store.ts";
import { openStore } from "../store/open-store.ts";
import { createTestDatabase, type Engine, type TestDatabase } from "./test-databases.ts";

export interface TestApp {
  app: FastifyInstance;
  store: KyselySiteStore;
  identity: IdentityService;
  engine: Engine;
  database: TestDatabase;
  directory: string;
  /** The one clock of the app and its store: a fixed instant unless the test says otherwise. */
  clock: TestClock;
  /** Creates the admin account test@rafhjol.is with a known password. */
  createAdmin(): Promise<void>;
  /** Signs in through the API and returns the Cookie header to send with later requests. */
  signIn(): Promise<string>;
  close(): Promise<void>;
}

/** A clock a test sets and moves; every part of the app under test reads it. */
export interface TestClock {
  now: Clock;
  set(instant: Date | string): void;
  advance(milliseconds: number): void;
}

/** Tests run on this instant unless they set another, so no test depends on the day it runs. */
export const TEST_NOW = "2026-06-15T12:00:00.000Z";

export function createTestClock(start: Date | string = TEST_NOW): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant).getTime();
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}

/** A route as the admin's form sends it, for tests that need one in the store. */
export const TEST_ROUTE = {
  name: "Mývatnshringurinn",
  region: "Norðurland eystra",
  description: "Hringur um vatnið.",
  distance: 37,
  latitude: 65.645,
  longitude: -16.915,
  link: "https://example.is/myvatn",
  videolink: null,
};

/** A highland route, for tests whose texts name it (Kjölur). */
export const HIGHLAND_ROUTE = {
  name: "Kjölur",
  region: "Hálendið",
  description: "Hálendisleið.",
  distance: 165,
  latitude: 64.8,
  longitude: -19.5,
  link: "https://example.is",
  videolink: null,
};

export const TEST_ADMIN = { email: "test@rafhjol.is", password: "langt-og-gott-lykilord" };
/** The header every write, sign-in and sign-out needs (WRITE_HEADER), as inject() takes it. */
export const WRITE_HEADERS = { [WRITE_HEADER.name.toLowerCase()]: WRITE_HEADER.value };
/** A low scrypt cost keeps tests fast; production uses the default (N = 2^17). */
const testIdentityOptions: Partial<IdentityOptions> = { scryptLogN: 10 };

/**
 * A complete app on a fresh database of the given engine, with a stand-in
 * web build in a temporary folder, for API tests driven through app.inject().
 */
export async function createTestApp({
  engine = "sqlite",
  sampleData = false,
  now,
  identityOptions = {},
  siteUrl,
  trustProxy = false,
  rateLimitSecret,
  logger,
  gpxAnalysis,
  weatherForecastUrl,
  weather,
  owner,
}: {
  engine?: Engine;
  /** SITE_URL; unset, pages use the request's host. */
  siteUrl?: string;
  sampleData?: boolean;
  /** The clock's starting instant (TEST_NOW unless given). */
  now?: Date | string;
  identityOptions?: Partial<IdentityOptions>;
  /** TRUST_PROXY as parsed by config.ts; off by default, as in production. */
  trustProxy?: TrustProxy;
  /** RATE_LIMIT_SECRET; unset, the public development one. */
  rateLimitSecret?: string;
  /** Fastify's logger options; no logging unless given. */
  logger?: AppOptions["logger"];
  gpxAnalysis?: AppOptions["gpxAnalysis"];
  /** WEATHER_FORECAST_URL (a fake provider on loopback); the forecast is off unless given. */
  weatherForecastUrl?: string;
  weather?: AppOptions["weather"];
  /** The owner's details (SITE_EMAIL …). */
  owner?: AppOptions["config"]["owner"];
} = {}): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  const directory = database.directory;
  const webRoot = join(directory, "web");
  await mkdir(join(webRoot, "assets"), { recursive: true });
  await writeFile(
    join(webRoot, "index.html"),
    '<!doctype html><html lang="is"><head><meta charset="UTF-8"><title>Rafhjól</title><meta name="description" content="Almenn lýsing."><script type="module" src="/assets/app-1234.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(webRoot, "assets", "app-1234.js"), `console.log(${JSON.stringify("x".repeat(4096))});`);
  const clock = createTestClock(now);
  const store = await openStore(database.location, { sampleData, now: clock.now });
  const app = await buildApp({
    config: {
      webRoot,
      mapTileUrl: "https://tiles.example/{z}/{x}/{y}.png",
      mapTileAttribution: "Test tiles",
      siteUrl,
      trustProxy,
      rateLimitSecret,
      ...(weatherForecastUrl === undefined ? {} : { weatherForecastUrl }),
      ...(owner === undefined ? {} : { owner }),
    },
    store,
    clock: clock.now,
    identityOptions: { ...testIdentityOptions, ...identityOptions },
    ...(logger === undefined ? {} : { logger }),
    ...(gpxAnalysis === undefined ? {} : { gpxAnalysis }),
    ...(weather === undefined ? {} : { weather }),
  });
  const identity = new IdentityService(store.identity, { now: clock.now, ...testIdentityOptions, ...identityOptions });
  return {
    app,
    store,
    identity,
    engine,
    database,
    directory,
    clock,
    async createAdmin() {
      await identity.setAdminPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    },
    async signIn() {
      const response = await app.inject({ method: "POST", url: apiPaths.login, payload: TEST_ADMIN, headers: WRITE_HEADERS });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
      const cookie = response.cookies.find((entry) => entry.name === "rafhjol_session");
      if (!cookie) throw new Error("no session cookie");
      return `rafhjol_session=${cookie.value}`;
    },
    async close() {
      await app.close();
      await store.close();
      await database.drop();
    },
  };
}
