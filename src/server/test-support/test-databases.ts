import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { DatabaseLocation } from "../config.ts";

export type Engine = "sqlite" | "postgres";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server (see README, Tests). */
export const testEngines: Engine[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestDatabase {
  location: DatabaseLocation;
  /** A folder for the test's other files, removed at drop(). */
  directory: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test: a SQLite file in a temporary folder,
 * or a schema of its own on the PostgreSQL server of TEST_DATABASE_URL, so
 * tests never see each other's rows and may run in parallel.
 */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  const directory = await mkdtemp(join(tmpdir(), "rafhjol-test-"));
  if (engine === "sqlite") {
    return { location: { engine, file: join(directory, "site.db") }, directory, drop: () => rm(directory, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  // Within a test run (see postgresSchemaTeardown) the run's schemas are dropped together at its end.
  const runPrefix = process.env[RUN_PREFIX_VARIABLE];
  const schema = `${runPrefix ?? "test_"}${randomBytes(6).toString("hex")}`;
  await withClient(url, (client) => client.query(`CREATE SCHEMA ${schema}`));
  return {
    location: { engine, url, searchPath: schema, poolSize: 4 },
    directory,
    async drop() {
      if (runPrefix === undefined) await withClient(url, (client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
      await rm(directory, { recursive: true, force: true });
    },
  };
}

const RUN_PREFIX_VARIABLE = "RAFHJOL_TEST_SCHEMA_PREFIX";

/**
 * For a test run's global setup: gives the run's schemas a prefix of their own and returns the teardown
 * that drops them all when the run ends. Dropping a schema while another test's migration runs would break
 * that migration: Kysely's migrator lists every schema's tables (has_schema_privilege by name), and a schema
 * dropped between the listing and the check fails it with 'schema "…" does not exist'.
 */
export function postgresSchemaTeardown(): (() => Promise<void>) | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const prefix = `test_${randomBytes(3).toString("hex")}_`;
  // Set before the workers start, so every worker of the run inherits it.
  process.env[RUN_PREFIX_VARIABLE] = prefix;
  return async () => {
    await withClient(url, async (client) => {
      const { rows } = await client.query<{ nspname: string }>("SELECT nspname FROM pg_namespace WHERE starts_with(nspname, $1)", [prefix]);
      for (const { nspname } of rows) await client.query(`DROP SCHEMA IF EXISTS "${nspname}" CASCADE`);
    });
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
