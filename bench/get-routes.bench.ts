/**
 * npm run bench: GET /backend/get_routes.php under load, beside two ceilings.
 *
 * For 20 and 2,000 routes, three servers each run in a process of their own on CPU 0:
 * - bare: a bare node:http server sending the list's brotli bytes (bench/list-server.ts bare);
 * - nginx: nginx (when installed) serving the same bytes from a file, one worker (the reference the budget is set against);
 * - app: the real app on a fresh SQLite database (bench/list-server.ts app).
 * A load generator on CPU 1 holds 50 connections open against each, asking for brotli like a browser.
 * Printed: requests/s, p99 latency, the server's peak resident memory, its CPU time per request, and the
 * app's share of nginx's and of the bare server's rate (the budgets in docs/performance.md: at least 0.4 of nginx, p99 at
 * most 5 ms, at most 200 MB).
 *
 * The load generator is wrk (Debian's package) when it is on the PATH, else autocannon (BENCH_LOADER picks
 * one). autocannon is JavaScript: alone on a core it tops out near the bare server's rate, so with it the
 * p99 measures the load generator's own delay as much as the server's (README, Performance). wrk, in C,
 * answers nginx's 45,000+ requests/s with room to spare.
 *
 * Each server first takes BENCH_WARMUP seconds (10) of the same load, unmeasured: a fresh Node process spends
 * its first seconds compiling its hot path and growing its heap on the same core, and its p99 then is two to
 * three times its steady one. A server runs for days; the bench measures it as it then is. BENCH_SECONDS (5) per measurement, BENCH_RUNS=3
 * repeats each trio and adds a line of medians, BENCH_PIN=0 lets the processes share both CPUs, and
 * BENCH_LOG=info runs the app with the production logger (LOG_LEVEL's default), into /dev/null.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { createServer } from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 10);
const runs = Number(process.env.BENCH_RUNS ?? 1);
const connections = 50;
const path = "/backend/get_routes.php";
const requestHeaders = { "accept-encoding": "br, gzip" };

const onPath = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
const loader = process.env.BENCH_LOADER ?? (onPath("wrk") ? "wrk" : "autocannon");
if (loader !== "wrk" && loader !== "autocannon") throw new Error(`BENCH_LOADER must be wrk or autocannon, not ${loader}`);
const nginxBinary = ["/usr/sbin/nginx", "nginx"].find((candidate) =>
  candidate.includes("/") ? spawnSync(candidate, ["-v"], { stdio: "ignore" }).status === 0 : onPath(candidate),
);

type ServerKind = "bare" | "nginx" | "app";

interface Figures {
  rate: number;
  p99: number;
  memory: number;
  cpuPerRequest: number;
}

interface Load {
  rate: number;
  p99: number;
  total: number;
}

/**
 * Each server on a core of its own and the load generator on another, as the issue measures "on one core":
 * otherwise the two take turns on the same cores and the wait shows up in the server's p99. Needs taskset
 * (util-linux) and two cores; BENCH_PIN=0 turns it off.
 */
const pinned =
  process.env.BENCH_PIN !== "0" && availableParallelism() >= 2 && spawnSync("taskset", ["-pc", "1", String(process.pid)], { stdio: "ignore" }).status === 0;
const onServerCore = (command: string[]) => (pinned ? ["taskset", "-c", "0", ...command] : command);
const onLoaderCore = (command: string[]) => (pinned ? ["taskset", "-c", "1", ...command] : command);

function spawnUntilReady(command: string[], ready: (child: ChildProcess) => Promise<string>): Promise<{ child: ChildProcess; url: string }> {
  const [file, ...args] = command;
  const child = spawn(file as string, args, { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${command.join(" ")} exited with ${code}`)));
    ready(child).then((url) => resolve({ child, url }), reject);
  });
}

/** bench/list-server.ts prints its address once it listens. */
function startNode(mode: "app" | "bare", routes: number) {
  // The same V8 flag as `npm run serve` (package.json): a young generation of at most 4 MB per semi-space.
  const command = [process.execPath, "--disable-warning=ExperimentalWarning", "--max-semi-space-size=4", "bench/list-server.ts", mode, String(routes)];
  return spawnUntilReady(
    onServerCore(command),
    (child) => new Promise((resolve) => child.stdout?.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()))),
  );
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** GET of url as sent, not decoded. */
function rawGet(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    request(url, { headers: requestHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve(Buffer.concat(chunks)));
    })
      .on("error", reject)
      .end();
  });
}

/** nginx in the foreground, one process (no master), serving body from a file as the list's headers say. */
async function startNginx(body: Buffer) {
  const directory = await mkdtemp(join(tmpdir(), "rafhjol-bench-nginx-"));
  await writeFile(join(directory, "list.br"), body);
  const port = await freePort();
  const config = `
daemon off;
master_process off;
worker_processes 1;
pid ${directory}/nginx.pid;
error_log stderr error;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${directory};
  proxy_temp_path ${directory};
  fastcgi_temp_path ${directory};
  uwsgi_temp_path ${directory};
  scgi_temp_path ${directory};
  server {
    listen 127.0.0.1:${port};
    location = ${path} {
      root ${directory};
      try_files /list.br =404;
      types { }
      default_type "application/json; charset=utf-8";
      add_header content-encoding br;
      add_header cache-control no-cache;
    }
  }
}
`;
  await writeFile(join(directory, "nginx.conf"), config);
  const url = `http://127.0.0.1:${port}`;
  return spawnUntilReady(onServerCore([nginxBinary as string, "-p", directory, "-c", join(directory, "nginx.conf")]), async () => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const answer = await rawGet(`${url}${path}`).catch(() => undefined);
      if (answer?.equals(body)) return url;
      await new Promise((done) => setTimeout(done, 50));
    }
    throw new Error("nginx did not serve the list");
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

/** wrk's latency figure ("812.00us", "4.09ms", "1.02s") in ms. */
function wrkMilliseconds(text: string): number {
  const match = text.match(/^([\d.]+)(us|ms|s)$/);
  if (!match) throw new Error(`wrk: unreadable latency ${text}`);
  return Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2] as "us" | "ms" | "s"];
}

async function runWrk(url: string, seconds: number): Promise<Load> {
  const headers = Object.entries(requestHeaders).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const [file, ...args] = onLoaderCore(["wrk", "-t1", `-c${connections}`, `-d${seconds}s`, "--latency", ...headers, url]);
  const result = spawnSync(file as string, args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr}`);
  const output = result.stdout;
  const bad = output.match(/Non-2xx or 3xx responses: (\d+)|Socket errors: .*/);
  if (bad) throw new Error(`wrk: ${bad[0]}`);
  const p99 = output.match(/^\s+99%\s+(\S+)$/m)?.[1];
  const total = output.match(/^\s+(\d+) requests in/m)?.[1];
  const rate = output.match(/^Requests\/sec:\s+([\d.]+)/m)?.[1];
  if (!p99 || !total || !rate) throw new Error(`wrk: unreadable output\n${output}`);
  return { rate: Number(rate), p99: wrkMilliseconds(p99), total: Number(total) };
}

async function runAutocannon(url: string, seconds: number): Promise<Load> {
  const result = await autocannon({ url, connections, duration: seconds, headers: requestHeaders });
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`autocannon: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return { rate: result.requests.average, p99: result.latency.p99, total: result.requests.total };
}

const load = loader === "wrk" ? runWrk : runAutocannon;

async function measure(kind: ServerKind, routes: number, listBytes: Buffer): Promise<Figures> {
  const { child, url } = kind === "nginx" ? await startNginx(listBytes) : await startNode(kind, routes);
  const pid = child.pid as number;
  try {
    const target = `${url}${path}`;
    if (warmupSeconds > 0) await load(target, warmupSeconds);
    const cpuBefore = await cpuMicroseconds(pid);
    const result = await load(target, durationSeconds);
    const cpu = (await cpuMicroseconds(pid)) - cpuBefore;
    return { rate: result.rate, p99: result.p99, memory: await peakResidentMb(pid), cpuPerRequest: cpu / result.total };
  } finally {
    child.removeAllListeners("exit");
    child.kill("SIGKILL");
  }
}

/** The bytes the servers send: the bare server's answer, which nginx then serves from a file. */
async function listBytes(routes: number): Promise<Buffer> {
  const { child, url } = await startNode("bare", routes);
  try {
    return await rawGet(`${url}${path}`);
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

type Trio = Partial<Record<ServerKind, Figures>>;

function print(routes: number, label: string, figures: Figures, trio?: Trio): void {
  const share = (reference: Figures | undefined) => (reference ? (figures.rate / reference.rate).toFixed(2) : "");
  console.log(
    [
      String(routes).padStart(6),
      label.padEnd(12),
      figures.rate.toFixed(0).padStart(10),
      `${figures.p99.toFixed(2)} ms`.padStart(11),
      `${figures.memory.toFixed(0)} MB`.padStart(11),
      `${figures.cpuPerRequest.toFixed(1)} µs`.padStart(9),
      share(trio?.nginx).padStart(11),
      share(trio?.bare).padStart(10),
    ].join(" | "),
  );
}

const kinds: ServerKind[] = nginxBinary ? ["nginx", "bare", "app"] : ["bare", "app"];
const logging = process.env.BENCH_LOG ? `, app logging at ${process.env.BENCH_LOG}` : "";
const placement = pinned ? ", each server on CPU 0 and the load generator on CPU 1" : ", servers and load generator sharing the CPUs";
console.log(
  `GET ${path} (brotli), ${loader} with ${connections} connections, ${warmupSeconds} s warm-up then ${durationSeconds} s, ${runs} run(s), Node ${process.version}${logging}${placement}`,
);
if (!nginxBinary) console.log("(nginx is not installed: the app is compared with the bare node:http server only)");
console.log("routes | server       | requests/s | p99 latency | peak memory |   CPU/req | app ÷ nginx | app ÷ bare");
for (const routes of [20, 2000]) {
  const bytes = await listBytes(routes);
  const trios: Trio[] = [];
  for (let run = 0; run < runs; run++) {
    const trio: Trio = {};
    for (const kind of kinds) trio[kind] = await measure(kind, routes, bytes);
    trios.push(trio);
    for (const kind of kinds) print(routes, kind, trio[kind] as Figures, kind === "app" ? trio : undefined);
  }
  if (runs > 1) {
    const medianOf = (kind: ServerKind): Figures => {
      const all = trios.map((trio) => trio[kind] as Figures);
      return {
        rate: median(all.map((figures) => figures.rate)),
        p99: median(all.map((figures) => figures.p99)),
        memory: median(all.map((figures) => figures.memory)),
        cpuPerRequest: median(all.map((figures) => figures.cpuPerRequest)),
      };
    };
    const medians: Trio = Object.fromEntries(kinds.map((kind) => [kind, medianOf(kind)]));
    for (const kind of kinds) print(routes, `${kind} median`, medians[kind] as Figures, kind === "app" ? medians : undefined);
  }
}
