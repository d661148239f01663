/**
 * npm run bench:ride-today: GET /api/routes/{id}/ride-today from stored forecasts, and what it costs MET Norway.
 *
 * The real app on a fresh SQLite database with 20 routes of SYNTHETIC tracks (about 100 km each, 21 samples,
 * starting a few kilometres apart so their grid points overlap), its forecast from the fake provider on this
 * machine (src/server/weather/fake-locationforecast.ts).
 * 1. The 20 routes' answers are asked for in a row, as 20 route pages opened one after another: the provider
 *    must have had at most one request per grid point.
 * 2. autocannon (a process of its own) holds 50 connections on one route's answer, now answered from the
 *    stored forecasts, for BENCH_SECONDS (5) after BENCH_WARMUP (5) unmeasured: the p99 must be at most 10 ms.
 * Exits non-zero when either budget is missed.
 */
import { spawn } from "node:child_process";
import { analyseGpxForStorage } from "../src/server/tracks/analyse-gpx.ts";
import { startFakeProvider } from "../src/server/weather/fake-locationforecast.ts";
import { gridPoint } from "../src/server/weather/grid.ts";
import { apiPaths } from "../src/shared/api-paths.ts";
import { startSite } from "../tests/support/site-server.ts";

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 5);
const P99_BUDGET_MS = 10;
const ROUTES = 20;

/** About 50 km north, then about 50 km east, from (lat, lon): a SYNTHETIC track. */
function syntheticGpx(lat: number, lon: number): Uint8Array {
  const points: string[] = [];
  for (let i = 0; i <= 200; i += 1) points.push(`<trkpt lat="${(lat + i * 0.00225).toFixed(5)}" lon="${lon.toFixed(5)}"><ele>${100 + i}</ele></trkpt>`);
  for (let i = 1; i <= 200; i += 1) points.push(`<trkpt lat="${(lat + 0.45).toFixed(5)}" lon="${(lon + i * 0.0052).toFixed(5)}"><ele>${300 - i}</ele></trkpt>`);
  return new TextEncoder().encode(
    `<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="bench (synthetic)" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>${points.join("")}</trkseg></trk></gpx>`,
  );
}

function autocannon(url: string, seconds: number): Promise<{ p99: number; rate: number; total: number; non2xx: number; errors: number }> {
  return new Promise((resolve, reject) => {
    // As a browser asks: compressed, so the answer's compressed form is what is measured.
    const child = spawn("node_modules/.bin/autocannon", ["-c", "50", "-d", String(seconds), "-H", "accept-encoding=br, gzip", "-j", url], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(output) as { latency: { p99: number }; requests: { average: number; total: number }; non2xx: number; errors: number };
      resolve({ p99: result.latency.p99, rate: result.requests.average, total: result.requests.total, non2xx: result.non2xx, errors: result.errors });
    });
  });
}

const provider = await startFakeProvider();
const site = await startSite({ weatherForecastUrl: provider.url, prefix: "rafhjol-bench-weather-" });
try {
  const gpxBase = { region: "Suðurland", description: "Tilbúinn ferill.", distance: 100, link: "https://example.is", videolink: null };
  const ids: number[] = [];
  for (let index = 0; index < ROUTES; index += 1) {
    const lat = 63.9 + (index % 5) * 0.03;
    const lon = -21 + Math.floor(index / 5) * 0.06;
    const route = await site.store.addRoute({ ...gpxBase, name: `Prufuleið ${index + 1}`, latitude: lat, longitude: lon });
    const { analysis, packed } = await analyseGpxForStorage(syntheticGpx(lat, lon));
    await site.store.setRouteTrack(route.id, { file: packed, fileName: "synthetic.gpx", analysis });
    ids.push(route.id);
  }
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const query = `?date=${tomorrow}&start=09:00&speed=18`;
  const points = new Set<string>();
  for (const id of ids) {
    let answer: { forecast: string; samples: { lat: number; lon: number }[] };
    // A page asks again while the answer says the forecast is on its way, as the panel does.
    do answer = await (await fetch(`${site.address}${apiPaths.rideToday(id)}${query}`)).json();
    while (answer.forecast === "pending");
    if (answer.forecast !== "ready") throw new Error(`route ${id}: forecast ${answer.forecast}, expected ready`);
    for (const sample of answer.samples) points.add(gridPoint(sample.lat, sample.lon).key);
  }
  const requests = provider.requests.length;
  console.log(`${ROUTES} route pages in a row: ${requests} provider requests for ${points.size} grid points`);

  const url = `${site.address}${apiPaths.rideToday(ids[0] as number)}${query}`;
  await autocannon(url, warmupSeconds);
  // The server runs in this process: its CPU time per request does not depend on what else the machine is doing.
  const cpuBefore = process.cpuUsage();
  const load = await autocannon(url, durationSeconds);
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPerRequest = (cpu.user + cpu.system) / 1000 / Math.max(1, load.total);
  console.log(
    `ride-today from stored forecasts, 50 connections: ${Math.round(load.rate)} requests/s, p99 ${load.p99} ms (budget ${P99_BUDGET_MS} ms), server CPU ${cpuPerRequest.toFixed(2)} ms a request`,
  );
  const failures = [
    requests > points.size && `the provider had ${requests} requests for ${points.size} grid points`,
    provider.requests.length > requests && "the load asked the provider again",
    load.p99 > P99_BUDGET_MS && `p99 ${load.p99} ms is over ${P99_BUDGET_MS} ms`,
    load.non2xx + load.errors > 0 && `${load.non2xx} non-2xx answers and ${load.errors} errors`,
  ].filter((failure) => failure !== false);
  if (failures.length > 0) {
    console.error(`FAILED: ${failures.join("; ")}`);
    process.exitCode = 1;
  }
} finally {
  await site.close();
  await provider.close();
}
