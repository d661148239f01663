import { resolve } from "node:path";
import { z } from "zod";

/**
 * The server's whole configuration, read once from the environment at start.
 * Every key is documented in README.md; an invalid value stops the server
 * with one line that names the variable.
 */
const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

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
});

const secretKeys = new Set(["ADMIN_PASSWORD", "DATABASE_URL"]);

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
  /** Google Analytics 4, loaded in the browser only after consent; undefined = not used. */
  gaMeasurementId: string | undefined;
  /** Creates the admin account at start when none exists (both must be set). */
  initialAdmin: { email: string; password: string } | undefined;
  /** The public origin for canonical and Open Graph URLs and the sitemap; undefined = each request's own host. */
  siteUrl: string | undefined;
  logLevel: z.infer<typeof environmentSchema>["LOG_LEVEL"];
  webRoot: string;
}

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
  return {
    port: env.PORT,
    host: env.HOST,
    database: parseDatabaseUrl(env.DATABASE_URL),
    sampleData: env.SAMPLE_DATA,
    mapTileUrl: env.MAP_TILE_URL,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION,
    gaMeasurementId: env.GA_MEASUREMENT_ID,
    initialAdmin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    siteUrl: env.SITE_URL,
    logLevel: env.LOG_LEVEL,
    webRoot: resolve(env.WEB_ROOT),
  };
}
