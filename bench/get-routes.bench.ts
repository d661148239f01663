/**
 * npm run bench: requests per second and p99 latency of GET
 * /backend/get_routes.php on loopback, with 20 and with 2,000 routes in a
 * fresh SQLite database, with and without compression. Figures go in README.
 */
import autocannon from "autocannon";
import { sampleRoutes } from "../src/server/store/sample-data.ts";
import { createTestApp } from "../src/server/test-support/test-app.ts";

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);

async function measure(routeCount: number, headers: Record<string, string>) {
  const test = await createTestApp();
  const rows = Array.from({ length: routeCount }, (_, index) => {
    const base = sampleRoutes[index % sampleRoutes.length];
    if (!base) throw new Error("no sample routes");
    return { ...base, name: `${base.name} ${index + 1}` };
  });
  for (const row of rows) await test.store.addRoute(row);
  const address = await test.app.listen({ host: "127.0.0.1", port: 0 });
  const result = await autocannon({ url: `${address}/backend/get_routes.php`, connections: 10, duration: durationSeconds, headers });
  await test.close();
  return result;
}

console.log(`GET /backend/get_routes.php, 10 connections, ${durationSeconds} s each, Node ${process.version}`);
console.log("routes | encoding | requests/s | p99 latency | bytes/response");
for (const routeCount of [20, 2000]) {
  for (const [label, headers] of [
    ["identity", {}],
    ["gzip, br", { "accept-encoding": "gzip, br" }],
  ] as const) {
    const result = await measure(routeCount, headers);
    if (result.errors > 0 || result.non2xx > 0) throw new Error(`${result.errors} errors, ${result.non2xx} non-2xx answers`);
    const bytes = Math.round(result.throughput.total / Math.max(result.requests.total, 1));
    console.log(
      `${String(routeCount).padStart(6)} | ${label.padEnd(8)} | ${result.requests.average.toFixed(0).padStart(10)} | ${`${result.latency.p99} ms`.padStart(11)} | ${bytes}`,
    );
  }
}
