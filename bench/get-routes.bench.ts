/**
 * npm run bench: GET /backend/get_routes.php under load, beside the ceiling.
 *
 * For 20 and 2,000 routes, the app (bench/list-server.ts app) and a bare node:http server sending the
 * same brotli bytes (bench/list-server.ts bare) each run in a process of their own; autocannon loads them
 * from this process with 50 connections (BENCH_SECONDS each, 5 by default), asking for brotli like a
 * browser. Printed: requests/s, p99 latency, the server's peak resident memory, its CPU time per request,
 * and the app's share of the bare server's rate (the figure to watch; issue 11's target is at least 0.4
 * at 20 routes) and of its CPU time per request. The last barely moves with other load on the machine,
 * which the rates and latencies do a lot.
 *
 * The server runs on CPU 0 and autocannon on CPU 1 where taskset and two cores exist (BENCH_PIN=0: shared).
 * BENCH_RUNS=3 repeats each pair (bare, then app) and adds a line of medians. BENCH_LOG=info runs the
 * app with the production logger (LOG_LEVEL's default), into /dev/null, to show what request logging costs.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import autocannon from "autocannon";

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const runs = Number(process.env.BENCH_RUNS ?? 1);
const connections = 50;

interface Figures {
  rate: number;
  p99: number;
  memory: number;
  cpuPerRequest: number;
}

/**
 * Each server on a core of its own and the load generator (this process) on another, as the issue measures
 * "on one core": otherwise autocannon and the server take turns on the same cores and the wait shows up in
 * the server's p99. Needs taskset (util-linux) and two cores; BENCH_PIN=0 turns it off.
 */
const pinned =
  process.env.BENCH_PIN !== "0" && availableParallelism() >= 2 && spawnSync("taskset", ["-pc", "1", String(process.pid)], { stdio: "ignore" }).status === 0;

function start(mode: "app" | "bare", routes: number): Promise<{ child: ChildProcess; url: string }> {
  // The same V8 flag as `npm run serve` (package.json): a young generation of at most 4 MB per semi-space.
  const command = [process.execPath, "--disable-warning=ExperimentalWarning", "--max-semi-space-size=4", "bench/list-server.ts", mode, String(routes)];
  const [file, ...args] = pinned ? ["taskset", "-c", "0", ...command] : command;
  const child = spawn(file as string, args, { stdio: ["ignore", "pipe", "inherit"] });
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

/** The process's CPU time so far (user + system), in microseconds. */
async function cpuMicroseconds(pid: number): Promise<number> {
  // After the command's name in parentheses: utime and stime are the 12th and 13th fields, in clock ticks of 10 ms.
  const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).replace(/^.*\) /s, "").split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function measure(mode: "app" | "bare", routes: number): Promise<Figures> {
  const { child, url } = await start(mode, routes);
  const pid = child.pid as number;
  try {
    const target = `${url}/backend/get_routes.php`;
    // A short warm-up so the list is cached and the JIT has seen the path.
    await autocannon({ url: target, connections: 10, duration: 1, headers: { "accept-encoding": "br, gzip" } });
    const cpuBefore = await cpuMicroseconds(pid);
    const result = await autocannon({ url: target, connections, duration: durationSeconds, headers: { "accept-encoding": "br, gzip" } });
    const cpu = (await cpuMicroseconds(pid)) - cpuBefore;
    if (result.errors > 0 || result.non2xx > 0) throw new Error(`${mode}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
    return { rate: result.requests.average, p99: result.latency.p99, memory: await peakResidentMb(pid), cpuPerRequest: cpu / result.requests.total };
  } finally {
    child.removeAllListeners("exit");
    child.kill("SIGKILL");
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function print(routes: number, label: string, figures: Figures, ratios?: { rate: number; cpu: number }): void {
  console.log(
    [
      String(routes).padStart(6),
      label.padEnd(11),
      figures.rate.toFixed(0).padStart(10),
      `${figures.p99} ms`.padStart(11),
      `${figures.memory.toFixed(0)} MB`.padStart(11),
      `${figures.cpuPerRequest.toFixed(0)} µs`.padStart(9),
      (ratios ? ratios.rate.toFixed(2) : "").padStart(10),
      ratios ? ratios.cpu.toFixed(2) : "",
    ].join(" | "),
  );
}

const logging = process.env.BENCH_LOG ? `, app logging at ${process.env.BENCH_LOG}` : "";
const placement = pinned ? ", server on CPU 0 and load generator on CPU 1" : ", server and load generator sharing the CPUs";
console.log(
  `GET /backend/get_routes.php (brotli), ${connections} connections, ${durationSeconds} s each, ${runs} run(s), Node ${process.version}${logging}${placement}`,
);
console.log("routes | server      | requests/s | p99 latency | peak memory |   CPU/req | app ÷ bare | CPU/req bare ÷ app");
for (const routes of [20, 2000]) {
  const pairs: { bare: Figures; app: Figures }[] = [];
  for (let run = 0; run < runs; run++) {
    const bare = await measure("bare", routes);
    const app = await measure("app", routes);
    pairs.push({ bare, app });
    print(routes, "bare", bare);
    print(routes, "app", app, { rate: app.rate / bare.rate, cpu: bare.cpuPerRequest / app.cpuPerRequest });
  }
  if (runs > 1) {
    const medianOf = (pick: (pair: { bare: Figures; app: Figures }) => Figures): Figures => ({
      rate: median(pairs.map((pair) => pick(pair).rate)),
      p99: median(pairs.map((pair) => pick(pair).p99)),
      memory: median(pairs.map((pair) => pick(pair).memory)),
      cpuPerRequest: median(pairs.map((pair) => pick(pair).cpuPerRequest)),
    });
    print(
      routes,
      "bare median",
      medianOf((pair) => pair.bare),
    );
    // Medians of each pair's ratios: the two servers of a pair ran back to back, under much the same load.
    print(
      routes,
      "app median",
      medianOf((pair) => pair.app),
      {
        rate: median(pairs.map(({ bare, app }) => app.rate / bare.rate)),
        cpu: median(pairs.map(({ bare, app }) => bare.cpuPerRequest / app.cpuPerRequest)),
      },
    );
  }
}
