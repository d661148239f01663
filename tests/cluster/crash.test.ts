import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WRITE_HEADER } from "../../src/shared/api-paths.ts";
import { startServerProcess } from "./support/server-process.ts";

/**
 * Kills the server with SIGKILL at random moments during a stream of writes,
 * restarts it, and repeats: every write answered 200 must be in the database
 * with its audit row, and SQLite's integrity check must pass. CRASH_RUNS sets
 * the number of kills (`npm run test:stress` runs 50).
 */
const RUNS = Number(process.env.CRASH_RUNS ?? 5);
const admin = { email: "admin@rafhjol.test", password: "hrun-lykilord-12345" };

describe("a server killed in the middle of writes (SQLite)", () => {
  let directory: string;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "rafhjol-crash-"));
  });
  afterAll(async () => {
    child?.kill("SIGKILL");
    await rm(directory, { recursive: true, force: true });
  });

  async function start(): Promise<string> {
    const server = await startServerProcess({
      DATABASE_URL: `sqlite:${join(directory, "site.db")}`,
      SAMPLE_DATA: "false",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // Each write says it comes from its own address, so the per-client write limit does not end the stream.
      TRUST_PROXY: "127.0.0.1",
    });
    child = server.child;
    return server.url;
  }

  let address = 0;
  const headers = () => {
    address += 1;
    return {
      "content-type": "application/json",
      [WRITE_HEADER.name]: WRITE_HEADER.value,
      "x-forwarded-for": `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    };
  };

  it(`keeps every acknowledged write and its audit row through ${RUNS} kills`, async () => {
    const acknowledged: string[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const url = await start();
      const login = await fetch(`${url}/api/auth/login`, { method: "POST", headers: headers(), body: JSON.stringify(admin) });
      expect(login.status).toBe(200);
      const cookie = (login.headers.getSetCookie()[0] ?? "").split(";")[0] as string;

      let killed = false;
      const stream = (async () => {
        for (let index = 0; !killed; index += 1) {
          const name = `Hrun ${run}-${index}`;
          try {
            const response = await fetch(`${url}/backend/add_route.php`, {
              method: "POST",
              headers: { ...headers(), cookie },
              body: JSON.stringify({
                name,
                region: "Prófun",
                description: "Skrifað fyrir hrun.",
                distance: 1,
                latitude: 64,
                longitude: -20,
                link: "https://example.is",
              }),
            });
            if (response.status === 200) acknowledged.push(name);
            else expect(response.status, await response.text()).toBe(200);
          } catch {
            // The connection died with the server: this write was never acknowledged.
            return;
          }
        }
      })();
      // Kill at a random moment, mid-stream.
      await new Promise((done) => setTimeout(done, 30 + Math.random() * 300));
      killed = true;
      const exited = new Promise((done) => child?.once("exit", done));
      child?.kill("SIGKILL");
      await exited;
      await stream;
    }

    const database = new DatabaseSync(join(directory, "site.db"));
    try {
      expect(database.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
      const routes = database.prepare("SELECT id, name FROM routes").all() as { id: number; name: string }[];
      const audited = new Set(
        (database.prepare("SELECT entity_id FROM audit_log WHERE entity = 'route' AND action = 'add'").all() as { entity_id: number }[]).map(
          (row) => row.entity_id,
        ),
      );
      const stored = new Map(routes.map((route) => [route.name, route.id]));
      expect(acknowledged.length).toBeGreaterThan(RUNS);
      for (const name of acknowledged) {
        expect(stored.has(name), `${name} was acknowledged but is missing`).toBe(true);
        expect(audited.has(stored.get(name) as number), `${name} has no audit row`).toBe(true);
      }
    } finally {
      database.close();
    }
  }, 600_000);
});
