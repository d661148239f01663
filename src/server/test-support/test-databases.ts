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
  const schema = `test_${randomBytes(6).toString("hex")}`;
  await withClient(url, (client) => client.query(`CREATE SCHEMA ${schema}`));
  return {
    location: { engine, url, searchPath: schema, poolSize: 4 },
    directory,
    async drop() {
      await withClient(url, (client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
      await rm(directory, { recursive: true, force: true });
    },
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
