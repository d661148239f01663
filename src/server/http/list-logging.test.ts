import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { openStore } from "../store/open-store.ts";
import { createTestClock } from "../test-support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../test-support/test-databases.ts";

/** Request logging of the cached public reads (docs/decisions/016), at the level main.ts would log at. */
describe("request logs of the cached lists", () => {
  let database: TestDatabase;
  afterEach(async () => database.drop());

  async function appLoggingAt(level: string) {
    database = await createTestDatabase("sqlite");
    const webRoot = join(database.directory, "web");
    await mkdir(join(webRoot, "assets"), { recursive: true });
    await writeFile(join(webRoot, "assets", "app-1234.js"), "console.log(1);");
    await writeFile(join(webRoot, "index.html"), '<!doctype html><html lang="is"><head><title>Rafhjól</title></head><body><div id="root"></div></body></html>');
    const clock = createTestClock().now;
    const store = await openStore(database.location, { sampleData: true, now: clock });
    const lines: { msg: string; level: number; req?: { url: string }; reqId?: string }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp({
      config: { webRoot, mapTileUrl: "https://tiles.example/{z}/{x}/{y}.png", mapTileAttribution: "Test" },
      store,
      clock,
      logger: { level, stream },
    });
    return { app, store, lines };
  }

  it("at info, leaves out the lines of list reads but keeps other requests' and every error's", async () => {
    const { app, store, lines } = await appLoggingAt("info");
    for (const url of ["/backend/get_routes.php", "/backend/get_events.php", "/api/routes/1"]) expect((await app.inject({ url })).statusCode).toBe(200);
    expect(lines).toEqual([]);
    expect((await app.inject({ url: "/robots.txt" })).statusCode).toBe(200);
    expect(lines.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
    lines.length = 0;
    await store.close();
    expect((await app.inject({ url: "/backend/get_routes.php" })).statusCode).toBe(500);
    expect(lines.some((line) => line.msg === "request failed" && line.level === 50)).toBe(true);
    await app.close();
  });

  it("never logs the client's address or port", async () => {
    const { app, store, lines } = await appLoggingAt("debug");
    for (const url of ["/backend/get_routes.php", "/robots.txt", "/engin-sida"]) await app.inject({ url, remoteAddress: "198.51.100.73" });
    expect(lines.filter((line) => line.msg === "incoming request").map((line) => line.req)).toEqual(
      ["/backend/get_routes.php", "/robots.txt", "/engin-sida"].map((url) => ({ method: "GET", url, host: "localhost:80" })),
    );
    expect(JSON.stringify(lines)).not.toContain("198.51.100.73");
    expect(JSON.stringify(lines)).not.toMatch(/remoteAddress|remotePort/);
    await app.close();
    await store.close();
  });

  it("at debug, logs list reads like any other request", async () => {
    const { app, store, lines } = await appLoggingAt("debug");
    await app.inject({ url: "/backend/get_routes.php" });
    expect(lines.filter((line) => line.msg === "incoming request").map((line) => line.req?.url)).toEqual(["/backend/get_routes.php"]);
    await app.close();
    await store.close();
  });

  it("logs the requests for static assets at debug only", async () => {
    const atInfo = await appLoggingAt("info");
    expect((await atInfo.app.inject({ url: "/assets/app-1234.js" })).statusCode).toBe(200);
    expect(atInfo.lines).toEqual([]);
    await atInfo.app.close();
    await atInfo.store.close();
    await database.drop();
    const atDebug = await appLoggingAt("debug");
    expect((await atDebug.app.inject({ url: "/assets/app-1234.js" })).statusCode).toBe(200);
    expect(atDebug.lines.filter((line) => line.msg === "incoming request").map((line) => line.req?.url)).toEqual(["/assets/app-1234.js"]);
    await atDebug.app.close();
    await atDebug.store.close();
  });
});
