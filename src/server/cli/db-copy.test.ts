import { execFile } from "node:child_process";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openStore } from "../store/open-store.ts";
import { createTestClock } from "../test-support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../test-support/test-databases.ts";

/** `npm run db:copy` as an operator runs it: what it prints, and whether the copy is there. */
function runCopy(args: string[], environment: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const { DB_COPY_FROM: _from, DB_COPY_TO: _to, ...inherited } = process.env;
    execFile(
      process.execPath,
      ["--disable-warning=ExperimentalWarning", "src/server/cli/db-copy.ts", ...args],
      { env: { ...inherited, ...environment } },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

// Each run starts a Node process: a few seconds on a busy machine.
describe("npm run db:copy", { timeout: 30_000 }, () => {
  let database: TestDatabase;
  let source: string;
  let target: string;
  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
    source = `sqlite:${join(database.directory, "source.db")}`;
    target = `sqlite:${join(database.directory, "target.db")}`;
    const store = await openStore({ engine: "sqlite", file: join(database.directory, "source.db") }, { sampleData: true, now: createTestClock().now });
    await store.close();
  });
  afterEach(async () => database.drop());

  async function routesIn(file: string): Promise<number> {
    const store = await openStore({ engine: "sqlite", file }, { sampleData: false, now: createTestClock().now });
    const routes = await store.listRoutes();
    await store.close();
    return routes.length;
  }

  it("reads the database URLs from DB_COPY_FROM and DB_COPY_TO, and warns of nothing", async () => {
    const run = await runCopy([], { DB_COPY_FROM: source, DB_COPY_TO: target });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^routes\s+\d+ rows$/m);
    expect(run.stdout).toContain("Copy complete.");
    expect(await routesIn(join(database.directory, "target.db"))).toBeGreaterThanOrEqual(15);
  });

  it("still takes the old --from and --to, with a warning on stderr for each", async () => {
    const run = await runCopy(["--from", source, "--to", target], {});
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Copy complete.");
    expect(run.stderr.trim().split("\n")).toEqual([
      "Warning: --from puts the database URL, password included, in ps and shell history; set DB_COPY_FROM instead.",
      "Warning: --to puts the database URL, password included, in ps and shell history; set DB_COPY_TO instead.",
    ]);
    expect(await routesIn(join(database.directory, "target.db"))).toBeGreaterThanOrEqual(15);
  });

  it("refuses without a target, naming the variable and never echoing a URL", async () => {
    const secretUrl = "postgres://eigandi:leyniord-123@db.example/rafhjol";
    const missing = await runCopy([], { DB_COPY_FROM: secretUrl });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("DB_COPY_TO must be sqlite:/path/to/file.db or postgres://…");
    expect(missing.stderr).toContain("Usage: DB_COPY_FROM=");
    const wrong = await runCopy([], { DB_COPY_FROM: source, DB_COPY_TO: "mysql://eigandi:leyniord-123@db.example/x" });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain("DB_COPY_TO must be");
    expect(`${missing.stderr}${wrong.stderr}`).not.toContain("leyniord-123");
    expect(missing.stdout + wrong.stdout).toBe("");
  });
});
