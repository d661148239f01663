/**
 * One server for bench/get-routes.bench.ts, in a process of its own so the load generator does not share
 * its core: `node bench/list-server.ts app 2000` serves the real app on a fresh SQLite database with that
 * many routes; `node bench/list-server.ts bare 2000` serves the same list's bytes (brotli) from a bare
 * node:http server, the ceiling the app is compared with. Prints the address, then serves until killed.
 */

import { createWriteStream } from "node:fs";
import { createServer } from "node:http";
import { brotliCompressSync, constants } from "node:zlib";
import { sampleRoutes } from "../src/content/sample-data.ts";
import { openSiteDatabase, startSite } from "../tests/support/site-server.ts";

const [mode = "app", countText = "20"] = process.argv.slice(2);
const routeCount = Number(countText);
if (!Number.isInteger(routeCount) || routeCount < 1 || (mode !== "app" && mode !== "bare")) {
  console.error("usage: node bench/list-server.ts app|bare ROUTES");
  process.exit(2);
}

// Copies of the real sample routes with numbered names (bench data only).
const routes = Array.from({ length: routeCount }, (_, index) => {
  const base = sampleRoutes[index % sampleRoutes.length];
  if (!base) throw new Error("no sample routes");
  return { ...base, name: `${base.name} ${index + 1}`, created_at: new Date(0).toISOString() };
});

if (mode === "app") {
  const level = process.env.BENCH_LOG;
  const site = await startSite({
    routes,
    prefix: "rafhjol-bench-api-",
    // As main.ts logs (LOG_LEVEL), into /dev/null: stdout is the bench's pipe.
    ...(level ? { logger: { level, stream: createWriteStream("/dev/null") } } : {}),
  });
  console.log(site.address);
} else {
  const database = await openSiteDatabase({ routes, prefix: "rafhjol-bench-api-" });
  const body = brotliCompressSync(Buffer.from(JSON.stringify(await database.store.listRoutes())), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  await database.close();
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
