/**
 * One server for bench/get-routes.bench.ts, in a process of its own so the load generator does not share
 * its core: `node bench/list-server.ts app 2000` serves the real app on a fresh SQLite database with that
 * many routes; `node bench/list-server.ts bare 2000` serves the same list's bytes (brotli) from a bare
 * node:http server, the ceiling the app is compared with. Prints the address, then serves until killed.
 */

import { createWriteStream } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { sampleRoutes } from "../src/content/sample-data.ts";
import { buildApp } from "../src/server/app.ts";
import { systemClock } from "../src/server/clock.ts";
import { openStore } from "../src/server/store/open-store.ts";
import { insertRoutes } from "./support/insert-routes.ts";

const [mode = "app", countText = "20"] = process.argv.slice(2);
const routeCount = Number(countText);
if (!Number.isInteger(routeCount) || routeCount < 1 || (mode !== "app" && mode !== "bare")) {
  console.error("usage: node bench/list-server.ts app|bare ROUTES");
  process.exit(2);
}

const directory = await mkdtemp(join(tmpdir(), "rafhjol-bench-api-"));
const store = await openStore({ engine: "sqlite", file: join(directory, "site.db") }, { sampleData: false, now: systemClock });
// Copies of the real sample routes with numbered names (bench data only).
const rows = Array.from({ length: routeCount }, (_, index) => {
  const base = sampleRoutes[index % sampleRoutes.length];
  if (!base) throw new Error("no sample routes");
  return { ...base, name: `${base.name} ${index + 1}`, created_at: new Date(0).toISOString() };
});
await insertRoutes(store, rows);

if (mode === "app") {
  const level = process.env.BENCH_LOG;
  const app = await buildApp({
    config: { webRoot: resolve("dist/web"), mapTileUrl: "https://tiles.invalid/{z}/{x}/{y}.png", mapTileAttribution: "bench" },
    store,
    clock: systemClock,
    // As main.ts logs (LOG_LEVEL), into /dev/null: stdout is the bench's pipe.
    ...(level ? { logger: { level, stream: createWriteStream("/dev/null") } } : {}),
  });
  console.log(await app.listen({ host: "127.0.0.1", port: 0 }));
} else {
  const body = brotliCompressSync(Buffer.from(JSON.stringify(await store.listRoutes())), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  await store.close();
  const headers = {
    "content-type": "application/json; charset=utf-8",
    "content-encoding": "br",
    "content-length": String(body.length),
    "cache-control": "no-cache",
  };
  const server = createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address() as { port: number };
  console.log(`http://127.0.0.1:${address.port}`);
}

// A clean exit on SIGTERM, so `node --cpu-prof bench/list-server.ts …` writes its profile.
process.on("SIGTERM", () => process.exit(0));
