import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Insertable } from "kysely";
import { buildApp } from "../../src/server/app.ts";
import { type Clock, systemClock } from "../../src/server/clock.ts";
import type { SiteOwnerConfig } from "../../src/server/config.ts";
import { IdentityService } from "../../src/server/identity/identity-service.ts";
import type { DatabaseSchema } from "../../src/server/store/database-schema.ts";
import type { KyselySiteStore } from "../../src/server/store/kysely-site-store.ts";
import { openStore } from "../../src/server/store/open-store.ts";
import { insertRoutes } from "./insert-routes.ts";

/** A tile host that does not exist: a browser under test answers every tile request itself (outside-requests.ts). */
export const NO_TILE_HOST = "https://tiles.invalid/{z}/{x}/{y}.png";

export interface SiteDatabaseOptions {
  /** The sample routes and events of a new site. */
  sampleData?: boolean;
  /** Generated routes to add (bench data), in one transaction. */
  routes?: readonly Insertable<DatabaseSchema["routes"]>[];
  /** Folder names start with this, in the system's temporary folder. */
  prefix?: string;
}

export interface SiteDatabase {
  store: KyselySiteStore;
  /** Closes the store and removes its folder. */
  close(): Promise<void>;
}

/** A fresh SQLite database in a temporary folder of its own. */
export async function openSiteDatabase({ sampleData = false, routes = [], prefix = "rafhjol-site-" }: SiteDatabaseOptions = {}): Promise<SiteDatabase> {
  const directory = await mkdtemp(join(tmpdir(), prefix));
  const store = await openStore({ engine: "sqlite", file: join(directory, "site.db") }, { sampleData, now: systemClock });
  if (routes.length > 0) await insertRoutes(store, routes);
  return {
    store,
    async close() {
      await store.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export interface SiteServerOptions extends SiteDatabaseOptions {
  /** The built site; dist/web unless told. */
  webRoot?: string;
  mapTileUrl?: string;
  mapTileAttribution?: string;
  /** MAP_TILE_OFFLINE: the tile server allows saving tiles for offline use. */
  mapTileOffline?: boolean;
  /** The owner's details (SITE_* and AD_*); the placeholders when left out. */
  owner?: SiteOwnerConfig;
  /** An admin account to create. */
  admin?: { email: string; password: string };
  /** Fastify's logger options; none unless given. */
  logger?: Parameters<typeof buildApp>[0]["logger"];
  /** WEATHER_FORECAST_URL (a fake provider on loopback); the forecast is off unless given. */
  weatherForecastUrl?: string;
  /** The app's clock; the system's unless given. */
  clock?: Clock;
}

export interface SiteServer {
  /** http://127.0.0.1:PORT */
  address: string;
  store: KyselySiteStore;
  close(): Promise<void>;
}

/**
 * The real app on the built site and a fresh SQLite database, listening on a free port of 127.0.0.1:
 * the one way end-to-end tests and benches start a site.
 */
export async function startSite({
  webRoot = "dist/web",
  mapTileUrl = NO_TILE_HOST,
  mapTileAttribution = "&copy; OpenStreetMap",
  mapTileOffline = false,
  owner,
  admin,
  logger,
  weatherForecastUrl,
  clock,
  ...database
}: SiteServerOptions = {}): Promise<SiteServer> {
  const { store, close } = await openSiteDatabase(database);
  // A low scrypt cost keeps sign-in fast in tests; production uses the default.
  const identityOptions = { scryptLogN: 10 };
  const app = await buildApp({
    config: {
      webRoot: resolve(webRoot),
      mapTileUrl,
      mapTileAttribution,
      mapTileOffline,
      ...(owner ? { owner } : {}),
      ...(weatherForecastUrl ? { weatherForecastUrl } : {}),
    },
    store,
    identityOptions,
    ...(clock ? { clock } : {}),
    ...(logger ? { logger } : {}),
  });
  if (admin) await new IdentityService(store.identity, identityOptions).setAdminPassword(admin.email, admin.password);
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  return {
    address,
    store,
    async close() {
      await app.close();
      await close();
    },
  };
}
