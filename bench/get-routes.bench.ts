/**
 * npm run bench: GET /backend/get_routes.php under load, beside the ceiling.
 *
 * For 20 and 2,000 routes, the app (bench/list-server.ts app) and a bare node:http server sending the
 * same brotli bytes (bench/list-server.ts bare) each run in a process of their own; autocannon loads them
 * from this process with 50 connections (BENCH_SECONDS each, 5 by default), asking for brotli like a
 * browser. Printed: requests/s, p99 latency, the server's peak resident memory, and the app's share of
 * the bare server's rate (the figure to watch; issue 11's target is at least 0.4 at 20 routes).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import autocannon from "autocannon";

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 50;

function start(mode: "app" | "bare", routes: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", "bench/list-server.ts", mode, String(routes)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${mode} server exited with ${code}`)));
    child.stdout?.once("data", (chunk: Buffer) => resolve({ child, url: chunk.toString().trim() }));
  });
}

/** The process's peak resident set (VmHWM), in MB. */
async function peakResidentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(/VmHWM:\s+(\d+) kB/)?.[1] ?? Number.NaN);
  return kb / 1024;
}

async function measure(mode: "app" | "bare", routes: number) {
  const { child, url } = await start(mode, routes);
  try {
    const target = `${url}/backend/get_routes.php`;
    // A short warm-up so the list is cached and the JIT has seen the path.
    await autocannon({ url: target, connections: 10, duration: 1, headers: { "accept-encoding": "br, gzip" } });
    const result = await autocannon({ url: target, connections, duration: durationSeconds, headers: { "accept-encoding": "br, gzip" } });
    if (result.errors > 0 || result.non2xx > 0) throw new Error(`${mode}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
    return { rate: result.requests.average, p99: result.latency.p99, memory: await peakResidentMb(child.pid as number) };
  } finally {
    child.removeAllListeners("exit");
    child.kill("SIGKILL");
  }
}

console.log(`GET /backend/get_routes.php (brotli), ${connections} connections, ${durationSeconds} s each, Node ${process.version}`);
console.log("routes | server | requests/s | p99 latency | peak memory | app ÷ bare");
for (const routes of [20, 2000]) {
  const bare = await measure("bare", routes);
  const app = await measure("app", routes);
  for (const [label, figures] of [
    ["bare", bare],
    ["app", app],
  ] as const) {
    console.log(
      `${String(routes).padStart(6)} | ${label.padEnd(6)} | ${figures.rate.toFixed(0).padStart(10)} | ${`${figures.p99} ms`.padStart(11)} | ${`${figures.memory.toFixed(0)} MB`.padStart(11)} | ${label === "app" ? (app.rate / bare.rate).toFixed(2) : ""}`,
    );
  }
}
