// node trace.ts URL [throttle] — long main-thread tasks of a page load and where their time went (sampled).
import { chromium } from "playwright-core";

const url = process.argv[2]!;
const rate = Number(process.argv[3] ?? 4);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
await page.route(/^(?!http:\/\/(127\.0\.0\.1|localhost))/, (r) => r.fulfill({ status: 204, body: "" }));
const cdp = await ctx.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate });
await browser.startTracing(page, {
  categories: [
    "devtools.timeline",
    "disabled-by-default-devtools.timeline",
    "v8.execute",
    "disabled-by-default-v8.cpu_profiler",
    "blink.user_timing",
    "loading",
  ],
});
await page.goto(url);
await page.waitForTimeout(6000);
const buf = await browser.stopTracing();
await browser.close();
const events = JSON.parse(buf.toString()).traceEvents as any[];
const main = events.find(
  (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && events.some((x) => x.pid === e.pid && x.name === "ProfileChunk"),
);
const pid = main.pid,
  tid = main.tid;
const nav = events.find((e) => e.name === "navigationStart" && e.pid === pid) ?? events.find((e) => e.pid === pid);
const t0 = nav.ts;
const tasks = events.filter(
  (e) => e.pid === pid && e.tid === tid && e.name === "RunTask" && e.dur > ((((50000 / 4) * (rate / 4) * 4) / rate) * rate) / 4 && e.ts >= t0,
);
// samples
const nodes = new Map<number, any>();
const samples: { ts: number; node: number }[] = [];
let ts = 0;
for (const e of events.filter((e) => e.pid === pid && (e.name === "ProfileChunk" || e.name === "Profile"))) {
  if (e.name === "Profile") {
    ts = e.args.data.startTime;
    continue;
  }
  const d = e.args.data.cpuProfile ?? {};
  for (const n of d.nodes ?? []) nodes.set(n.id, n);
  const deltas = e.args.data.timeDeltas ?? [];
  (d.samples ?? []).forEach((s: number, i: number) => {
    ts += deltas[i];
    samples.push({ ts, node: s });
  });
}
const parentOf = new Map<number, number>();
for (const n of nodes.values()) if (n.parent) parentOf.set(n.id, n.parent);
const label = (n: any) => `${n.callFrame.functionName || "(anon)"} ${String(n.callFrame.url).split("/").pop()}:${n.callFrame.lineNumber}`;
for (const task of tasks) {
  const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur);
  const self = new Map<string, number>();
  const incl = new Map<string, number>();
  for (const s of inTask) {
    const n = nodes.get(s.node);
    if (!n) continue;
    self.set(label(n), (self.get(label(n)) ?? 0) + 1);
    const seen = new Set<string>();
    let id: number | undefined = s.node;
    while (id) {
      const m = nodes.get(id);
      if (!m) break;
      const l = label(m);
      if (!seen.has(l)) {
        seen.add(l);
        incl.set(l, (incl.get(l) ?? 0) + 1);
      }
      id = parentOf.get(id);
    }
  }
  const children = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur > task.dur * 0.15 && e.name !== "RunTask")
    .map((e) => `${e.name}(${Math.round(e.dur / 1000)})`)
    .slice(0, 8);
  console.log(`\nTASK at ${Math.round((task.ts - t0) / 1000)} ms, ${Math.round(task.dur / 1000)} ms [${inTask.length} samples] ${children.join(" ")}`);
  console.log(
    "  self: " +
      [...self]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([k, v]) => `${k} ${v}`)
        .join(" | "),
  );
  console.log(
    "  incl: " +
      [...incl]
        .sort((a, b) => b[1] - a[1])
        .filter(([k]) => !k.startsWith("(root)") && !k.startsWith("(program)"))
        .slice(0, 14)
        .map(([k, v]) => `${k} ${v}`)
        .join(" | "),
  );
}
