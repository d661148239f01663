import { isIP } from "node:net";
import { resolve } from "node:path";
import { z } from "zod";

/**
 * The server's whole configuration, read once from the environment at start.
 * Every key is documented in README.md; an invalid value stops the server
 * with one line that names the variable.
 */
const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

/**
 * The site owner's own details. Each is optional: unset, the web app
 * shows a placeholder (src/content/site.ts, src/content/advertisement.ts) and
 * main.ts logs one warning naming them (src/server/site-owner.ts).
 */
function httpsUrlOn(hosts: readonly string[], example: string) {
  return z
    .string()
    .max(500)
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          const host = url.hostname.toLowerCase();
          return url.protocol === "https:" && (hosts.length === 0 ? host.includes(".") : hosts.some((h) => host === h || host.endsWith(`.${h}`)));
        } catch {
          return false;
        }
      },
      { error: `must be an https URL such as ${example}` },
    )
    .optional();
}
const siteOwnerSchema = {
  SITE_EMAIL: z.email({ error: "must be an e-mail address" }).max(254).optional(),
  SITE_FACEBOOK_URL: httpsUrlOn(["facebook.com"], "https://www.facebook.com/yourpage"),
  SITE_YOUTUBE_URL: httpsUrlOn(["youtube.com"], "https://www.youtube.com/@yourchannel"),
  AD_URL: httpsUrlOn([], "https://sponsor.example/"),
  AD_TITLE: z.string().trim().min(1).max(80, { error: "must be at most 80 characters" }).optional(),
  AD_TEXT: z.string().trim().min(1).max(300, { error: "must be at most 300 characters" }).optional(),
  AD_LINK_TEXT: z.string().trim().min(1).max(40, { error: "must be at most 40 characters" }).optional(),
};
/** One address or CIDR range, as proxy-addr (Fastify's trustProxy) accepts it. */
function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may say who the client is (X-Forwarded-For, -Proto, -Host).
 * Off by default: a client reaching the app directly must not pick its own
 * address. Only a list of addresses or ranges (proxy-addr's names loopback,
 * linklocal and uniquelocal included): Fastify 5 ignores a bare hop count,
 * and "true" (trust anyone) is what this setting exists to prevent.
 */
const trustProxySchema = z
  .string()
  .transform((value) => value.trim())
  .pipe(
    z.union([
      z.enum(["false", "off"]).transform(() => false as const),
      z
        .string()
        .transform((value) => value.split(",").map((entry) => entry.trim()))
        .refine((entries) => entries.every((entry) => ["loopback", "linklocal", "uniquelocal"].includes(entry) || isAddressOrRange(entry)), {
          error: "must be off or a comma-separated list of the proxies' addresses or CIDR ranges (e.g. 127.0.0.1 or loopback,10.0.0.0/8)",
        }),
    ]),
  );

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .min(1)
    .default("sqlite:data/site.db")
    .refine((value) => value.startsWith("sqlite:") || /^postgres(ql)?:\/\//.test(value), {
      error: "must be sqlite:/path/to/file.db or postgres://…",
    }),
  SAMPLE_DATA: booleanFlag.default(true),
  MAP_TILE_URL: z
    .string()
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png")
    .refine((value) => /^https?:\/\//.test(value) && value.includes("{z}") && value.includes("{x}") && value.includes("{y}"), {
      error: "must be an http(s) URL template with {z}, {x} and {y}",
    }),
  MAP_TILE_ATTRIBUTION: z.string().min(1).default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'),
  /**
   * Whether the tile server's terms allow fetching tiles ahead for offline use. Off by default: OpenStreetMap's
   * public tile servers forbid it. When on, "Save for offline use" on a route page also saves the tiles around
   * the track (docs/decisions/038).
   */
  MAP_TILE_OFFLINE: booleanFlag.default(false),
  /** The weather forecast's endpoint (MET Norway's Locationforecast 2.0 `complete`), or off (docs/decisions/063). */
  WEATHER_FORECAST_URL: z
    .string()
    .trim()
    .default("https://api.met.no/weatherapi/locationforecast/2.0/complete")
    .refine((value) => value === "off" || /^https?:\/\/[^\s?#]+$/.test(value), {
      error: "must be off or an http(s) URL without a query, e.g. https://api.met.no/weatherapi/locationforecast/2.0/complete",
    }),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, { error: "must be a Google Analytics 4 measurement id such as G-ABC123XYZ" })
    .optional(),
  ADMIN_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
  ADMIN_PASSWORD: z.string().min(12, { error: "must be at least 12 characters" }).max(256).optional(),
  SITE_URL: z
    .string()
    .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?\/?$/i, { error: "must be the site's origin, e.g. https://rafhjol.is" })
    .transform((value) => value.replace(/\/$/, ""))
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_ROOT: z.string().min(1).default("dist/web"),
  ...siteOwnerSchema,
  TRUST_PROXY: trustProxySchema.optional(),
  RATE_LIMIT_SECRET: z.string().min(32, { error: "must be at least 32 characters, e.g. the output of `openssl rand -base64 32`" }).max(512).optional(),
  SECURE_COOKIES: booleanFlag.optional(),
  NODE_ENV: z.string().optional(),
});

const secretKeys = new Set(["ADMIN_PASSWORD", "DATABASE_URL", "RATE_LIMIT_SECRET"]);

/**
 * The rate-limit secret when RATE_LIMIT_SECRET is unset outside production: the same in every process, so
 * development servers on one database share their counts. It is public, so it hides nothing; production
 * must set its own (docs/decisions/030).
 */
export const DEVELOPMENT_RATE_LIMIT_SECRET = "rafhjol-development-only-rate-limit-secret-not-for-production";

export type DatabaseLocation =
  | { engine: "sqlite"; file: string }
  /** searchPath: a schema to work in (tests give each test its own); poolSize: connections per process. */
  | { engine: "postgres"; url: string; searchPath?: string; poolSize?: number };

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseLocation;
  sampleData: boolean;
  mapTileUrl: string;
  mapTileAttribution: string;
  /** MAP_TILE_OFFLINE: the tile server allows saving tiles ahead for offline use (docs/decisions/038). */
  mapTileOffline: boolean;
  /** WEATHER_FORECAST_URL: where the server asks for forecasts; null = off. */
  weatherForecastUrl: string | null;
  /** Google Analytics 4, loaded in the browser only after consent; undefined = not used. */
  gaMeasurementId: string | undefined;
  /** Creates the admin account at start when none exists (both must be set). */
  initialAdmin: { email: string; password: string } | undefined;
  /** The public origin for canonical and Open Graph URLs and the sitemap; undefined = each request's own host. */
  siteUrl: string | undefined;
  logLevel: z.infer<typeof environmentSchema>["LOG_LEVEL"];
  webRoot: string;
  /** Fastify's trustProxy: false (default) or the proxies' addresses/ranges. */
  trustProxy: TrustProxy;
  /** The session cookie is `__Host-` prefixed and always Secure (SECURE_COOKIES; on by default when NODE_ENV=production). */
  secureCookies: boolean;
  /** The owner's details; undefined = not configured (the web app shows a placeholder). */
  owner: SiteOwnerConfig;
  /**
   * The key rate limits hash client addresses with (a new derived key each UTC day), so no counter stored in
   * the database holds an address (docs/decisions/030). Required in production; never stored.
   */
  rateLimitSecret: string;
}

export interface SiteOwnerConfig {
  email: string | undefined;
  facebookUrl: string | undefined;
  youtubeUrl: string | undefined;
  /** The sponsored banner: url and text come together; title and link text are optional. */
  advertisement: { url: string; text: string; title: string | undefined; linkText: string | undefined } | undefined;
}

export type TrustProxy = false | string[];

export class ConfigError extends Error {}

export function parseDatabaseUrl(url: string): DatabaseLocation {
  if (url.startsWith("sqlite:")) {
    const file = url.slice("sqlite:".length).replace(/^\/\/(?=\/)/, "");
    if (file === "") throw new ConfigError("DATABASE_URL: sqlite: needs a file path, e.g. sqlite:data/site.db");
    return { engine: "sqlite", file: file === ":memory:" ? file : resolve(file) };
  }
  return { engine: "postgres", url };
}

/** Parses the environment; throws ConfigError with one line per invalid variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): ServerConfig {
  const keys = Object.keys(environmentSchema.shape) as (keyof typeof environmentSchema.shape)[];
  // Empty strings count as unset, as they do in most shells' `VAR= command`.
  const relevant = Object.fromEntries(keys.filter((key) => environment[key] !== undefined && environment[key] !== "").map((key) => [key, environment[key]]));
  const parsed = environmentSchema.safeParse(relevant);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0]);
      // Never echo a secret into a log.
      const shown = secretKeys.has(key) ? "a hidden value" : JSON.stringify(relevant[key]);
      return `${issue.path.join(".")}: ${issue.message} (got ${shown})`;
    });
    throw new ConfigError(`Invalid configuration: ${lines.join("; ")}`);
  }
  const env = parsed.data;
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      `Invalid configuration: ${env.ADMIN_EMAIL === undefined ? "ADMIN_EMAIL" : "ADMIN_PASSWORD"}: must be set together with ${env.ADMIN_EMAIL === undefined ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"}`,
    );
  }
  // In production the links in pages, previews and the sitemap must not name whatever host a request gave,
  // and the rate-limit secret must be the site's own, not the public development one.
  if (env.NODE_ENV === "production") {
    const missing = [
      env.SITE_URL === undefined && "SITE_URL: must be set when NODE_ENV=production (the site's origin, e.g. https://rafhjol.is)",
      env.RATE_LIMIT_SECRET === undefined && "RATE_LIMIT_SECRET: must be set when NODE_ENV=production (e.g. the output of `openssl rand -base64 32`)",
    ].filter((line) => line !== false);
    if (missing.length > 0) throw new ConfigError(`Invalid configuration: ${missing.join("; ")}`);
  }
  // A sponsor's link with the default wind-service text (or the reverse) would mislead, so the banner is all or nothing.
  const adKeys = ["AD_URL", "AD_TEXT", "AD_TITLE", "AD_LINK_TEXT"] as const;
  if (adKeys.some((key) => env[key] !== undefined) && (env.AD_URL === undefined || env.AD_TEXT === undefined)) {
    throw new ConfigError(
      `Invalid configuration: ${env.AD_URL === undefined ? "AD_URL" : "AD_TEXT"}: must be set together with the other AD_ variables (AD_URL and AD_TEXT at least)`,
    );
  }
  return {
    port: env.PORT,
    host: env.HOST,
    database: parseDatabaseUrl(env.DATABASE_URL),
    sampleData: env.SAMPLE_DATA,
    mapTileUrl: env.MAP_TILE_URL,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION,
    mapTileOffline: env.MAP_TILE_OFFLINE,
    weatherForecastUrl: env.WEATHER_FORECAST_URL === "off" ? null : env.WEATHER_FORECAST_URL,
    gaMeasurementId: env.GA_MEASUREMENT_ID,
    initialAdmin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    siteUrl: env.SITE_URL,
    logLevel: env.LOG_LEVEL,
    webRoot: resolve(env.WEB_ROOT),
    owner: {
      email: env.SITE_EMAIL,
      facebookUrl: env.SITE_FACEBOOK_URL,
      youtubeUrl: env.SITE_YOUTUBE_URL,
      advertisement:
        env.AD_URL !== undefined && env.AD_TEXT !== undefined
          ? { url: env.AD_URL, text: env.AD_TEXT, title: env.AD_TITLE, linkText: env.AD_LINK_TEXT }
          : undefined,
    },
    trustProxy: env.TRUST_PROXY ?? false,
    secureCookies: env.SECURE_COOKIES ?? env.NODE_ENV === "production",
    rateLimitSecret: env.RATE_LIMIT_SECRET ?? DEVELOPMENT_RATE_LIMIT_SECRET,
  };
}
