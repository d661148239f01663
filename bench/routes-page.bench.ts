/**
 * npm run bench:browser — how /routes behaves with many routes, in the system's headless Chromium.
 *
 * For each route count (200, 2,000, 10,000; BENCH_ROUTE_COUNTS overrides) a fresh SQLite database is
 * filled with generated routes (synthetic bench data, never shown to anyone), the real build (dist/web)
 * is served, and /routes is opened at desktop size without CPU slow-down. Printed per count:
 * - first markers: ms from navigation start until the first map marker (or cluster) is in the page;
 * - blocking: total blocking time (the part of each long task over 50 ms) from navigation until 1.5 s after the
 *   first markers;
 * - longest task in ms; DOM nodes once settled, and the most the page held during the keystrokes and changes;
 * - keystroke: time from one search keystroke's event until a task after the next frame; it
 *   includes the wait for the display's next frame and drawing the page, map included;
 * - first key: "keystroke" for the first key typed after the page has settled, before the browser has run the
 *   search, the list and the panel's code even once: what a visitor's first letter costs;
 * - handler: the keystroke's own synchronous work (keydown, keypress and input listeners, React's render of
 *   the field and the cards), what delays the typed letter on screen;
 * - work: all the main-thread work a keystroke causes, from the browser's trace: every task from
 *   the one handling the key to the end of the first frame painted after the cards changed (the handlers,
 *   any deferred render, style, layout and paint), without the idle wait for the display's next frame.
 * BENCH_TRACE=/tmp/load writes each page load's trace to /tmp/load-ROUTES.json (bench/support/trace-summary.ts
 * lists its long tasks); tracing slows the page, so the figures of such a run are not comparable.
 * BENCH_CPU_PROFILE=/tmp/load writes each page load's JavaScript profile to /tmp/load-ROUTES.cpuprofile.
 * BENCH_CPU_SLOWDOWN=2 runs the page's CPU twice as slow (Chromium's throttling), to see the margin left on a slower
 * machine or a phone; the budgets hold without it.
 * BENCH_TIMELINE=1 also lists what came before the first marker: paints, scripts, the list's fetch, long tasks.
 * The last three are means over BENCH_KEY_ROUNDS (3) rounds of typing "rof" into the empty field: 9 keystrokes.
 * - filter: all the main-thread work one change of a filter or the sort causes, measured as "work" is, from the
 *   change event (not the test driver's work before it in the same task) to the end of the first frame painted
 *   after the cards and the map last changed: the mean over
 *   BENCH_KEY_ROUNDS rounds of four changes (sort shortest, region Suðurland, every region, sort newest).
 * - filter frame: the part of it until the first frame painted after the change, what delays the visitor's answer
 *   on screen (the cards, the panel and the map change in the same frame, so it is "filter" unless something
 *   changes later).
 * Budgets at 10,000 routes (docs/performance.md): first markers ≤ 1,500 ms, blocking ≤ 200 ms, keystroke ≤ 16 ms (held
 * by "work": a keystroke's work fits in one frame), a filter change ≤ 16 ms (held by "filter"), DOM nodes ≤ 5,000.
 */
import { writeFile } from "node:fs/promises";
import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "../tests/e2e/support/chromium-path.ts";
import { answerOutsideRequests } from "../tests/support/outside-requests.ts";
import { startSite } from "../tests/support/site-server.ts";
import type { TraceEvent } from "./support/trace-event.ts";

/**
 * Each keystroke's main-thread work, from its trace: the time of every task on the page's
 * main thread from the one that handles the key until the end of the first frame painted after the cards last
 * changed. Time the thread spends idle, waiting for the display's next frame, is not counted.
 */
function keystrokeWork(events: TraceEvent[], eventType = "keydown", until: "last change" | "first change" = "last change"): number[] {
  const keys = events.filter((event) => event.name === "EventDispatch" && event.args?.data?.type === eventType).sort((a, b) => a.ts - b.ts);
  const first = keys[0];
  if (!first) throw new Error("the trace holds no keystroke");
  const onMain = (event: TraceEvent) => event.pid === first.pid && event.tid === first.tid;
  const tasks = events.filter((event) => onMain(event) && event.name === "RunTask" && event.ph === "X").sort((a, b) => a.ts - b.ts);
  const paints = events.filter((event) => onMain(event) && event.name === "Paint").map((event) => event.ts);
  const changes = events.filter((event) => onMain(event) && event.name === "TimeStamp" && event.args?.data?.message === "bench-cards-changed");
  const totals = keys.map((key, index) => {
    const next = keys[index + 1]?.ts ?? Number.POSITIVE_INFINITY;
    const after = changes.filter((change) => change.ts > key.ts && change.ts < next).map((change) => change.ts);
    const lastChange = until === "first change" ? Math.min(next, ...after) : Math.max(key.ts, ...after);
    const paint = paints.find((ts) => ts > lastChange) ?? lastChange;
    const startTask = tasks.findLast((task) => task.ts <= key.ts) ?? key;
    const endTask = tasks.findLast((task) => task.ts <= paint);
    const end = endTask ? endTask.ts + (endTask.dur ?? 0) : paint;
    // The task that dispatches the event counts from the event on: before it, that task may be the test driver's
    // own work in the page (Playwright finding and checking a <select> before it changes it), never the site's.
    const before = key.ts - startTask.ts;
    return (tasks.filter((task) => task.ts >= startTask.ts && task.ts < end).reduce((sum, task) => sum + (task.dur ?? 0), 0) - before) / 1000;
  });
  return totals;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
if (!(cpuSlowdown >= 1)) throw new Error("BENCH_CPU_SLOWDOWN must be a number of at least 1");
const counts = (process.env.BENCH_ROUTE_COUNTS ?? "200,2000,10000").split(",").map(Number);
/** Rounds of the three keystrokes; every figure of the last three columns is the mean over all of them. */
const keystrokeRounds = Number(process.env.BENCH_KEY_ROUNDS ?? 3);
const regions = ["Höfuðborgarsvæðið", "Suðurland", "Vesturland", "Vestfirðir", "Norðurland vestra", "Norðurland eystra", "Austurland", "Suðurnes"];
const words = ["malarvegur", "skógarstígur", "fjallshryggur", "hraunbreiða", "fjörustígur", "heiði", "dalur", "vatn", "foss", "brekka"];

/** A deterministic pseudo-random sequence, so every run benches the same routes. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

/** The real app on a fresh database of that many generated routes. */
function startBenchSite(routeCount: number) {
  const next = random(routeCount);
  const routes = Array.from({ length: routeCount }, (_, index) => ({
    name: `Prófunarleið ${index + 1}`,
    region: regions[index % regions.length] as string,
    description: `Tilbúin leið til mælinga: ${words[Math.floor(next() * words.length)]}, ${words[Math.floor(next() * words.length)]} og ${words[Math.floor(next() * words.length)]}.`,
    distance: Math.round(5 + next() * 120),
    latitude: 63.5 + next() * 2.9,
    longitude: -23.5 + next() * 9.5,
    link: `https://example.is/leid/${index + 1}`,
    videolink: null,
    created_at: new Date(0).toISOString(),
  }));
  return startSite({ routes, prefix: "rafhjol-bench-" });
}

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs, headless: true });
console.log(
  `/routes in headless Chromium ${browser.version()}, 1280×800, ${cpuSlowdown > 1 ? `CPU ${cpuSlowdown}× slower` : "no CPU slow-down"}, Node ${process.version}`,
);
console.log("routes | first markers | blocking | longest task | DOM nodes (most) | first key | keystroke | handler |   work | filter | filter frame");
try {
  for (const routeCount of counts) {
    const site = await startBenchSite(routeCount);
    const context = await browser.newContext({ baseURL: site.address, viewport: { width: 1280, height: 800 }, locale: "is-IS" });
    await answerOutsideRequests(context, new URL(site.address).host);
    await context.addInitScript(() => {
      window.localStorage.setItem("cookie-consent", "true");
      const marks = { firstMarker: 0, longTasks: [] as number[], longTaskStarts: [] as number[] };
      Object.assign(window, { benchMarks: marks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          marks.longTasks.push(entry.duration);
          marks.longTaskStarts.push(entry.startTime);
        }
      }).observe({ type: "longtask", buffered: true });
      new MutationObserver((_records, observer) => {
        if (document.querySelector(".leaflet-marker-icon")) {
          marks.firstMarker = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    // BENCH_CPU_SLOWDOWN=2: Chromium runs the page's main thread that many times slower (a slower day, or a phone).
    if (cpuSlowdown > 1) await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    page.on("crash", () => console.error(`the page crashed at ${routeCount} routes`));
    page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
    // BENCH_TRACE=file: the page load's trace, for bench/support/trace-summary.ts.
    if (process.env.BENCH_TRACE) await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"] });
    // BENCH_CPU_PROFILE=file: the page load's JavaScript profile (.cpuprofile, for Chromium's DevTools).
    const profiler = process.env.BENCH_CPU_PROFILE ? await context.newCDPSession(page) : undefined;
    await profiler?.send("Profiler.enable");
    await profiler?.send("Profiler.start");
    await page.goto("/routes");
    await page.waitForFunction(() => (window as unknown as { benchMarks: { firstMarker: number } }).benchMarks.firstMarker > 0, undefined, { timeout: 60_000 });
    // Settled: no long task for a second.
    await page.waitForTimeout(1500);
    if (profiler) {
      const { profile } = await profiler.send("Profiler.stop");
      await writeFile(`${process.env.BENCH_CPU_PROFILE}-${routeCount}.cpuprofile`, JSON.stringify(profile));
    }
    if (process.env.BENCH_TRACE) await writeFile(`${process.env.BENCH_TRACE}-${routeCount}.json`, await browser.stopTracing());
    const settled = await page.evaluate(() => {
      const marks = (window as unknown as { benchMarks: { firstMarker: number; longTasks: number[] } }).benchMarks;
      return {
        firstMarker: marks.firstMarker,
        blocking: marks.longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
        longest: Math.max(0, ...marks.longTasks),
        nodes: document.getElementsByTagName("*").length,
      };
    });
    // BENCH_TIMELINE=1: what came before the first marker (paints, the hero, each script and the list's fetch).
    if (process.env.BENCH_TIMELINE) {
      const timeline = await page.evaluate(() =>
        [
          ...performance.getEntriesByType("paint").map((entry) => [entry.startTime, entry.name]),
          ...performance.getEntriesByType("largest-contentful-paint").map((entry) => [entry.startTime, "largest-contentful-paint"]),
          ...(performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((entry) => [
            entry.startTime,
            `${new URL(entry.name).pathname} until ${entry.responseEnd.toFixed(0)} ms, ${(entry.transferSize / 1024).toFixed(0)} KB`,
          ]),
          ...(() => {
            const marks = (window as unknown as { benchMarks: { firstMarker: number; longTasks: number[]; longTaskStarts: number[] } }).benchMarks;
            return [
              [marks.firstMarker, "first marker"],
              ...marks.longTasks.map((duration, index) => [marks.longTaskStarts[index] as number, `long task of ${duration.toFixed(0)} ms`]),
            ];
          })(),
        ].sort((a, b) => (a[0] as number) - (b[0] as number)),
      );
      for (const [start, what] of timeline) console.log(`        ${(start as number).toFixed(0).padStart(6)} ms ${what}`);
    }
    const search = page.getByRole("searchbox", { name: "Leita að leið" });
    await search.click();
    // Each keystroke's cost: from the key event to the first task after the next frame has been produced.
    await page.evaluate(() => {
      const results: number[] = [];
      Object.assign(window, { keystrokeCosts: results });
      // The synchronous work of each keystroke: from the window's capture listener (first to run) to its bubble
      // listener (last to run) for keydown, keypress and input, which includes React's render of the field.
      const handlerTimes: number[] = [];
      Object.assign(window, { handlerTimes });
      let eventStart = 0;
      let keystrokeWork = 0;
      for (const type of ["keydown", "keypress", "input"]) {
        window.addEventListener(
          type,
          () => {
            eventStart = performance.now();
          },
          { capture: true },
        );
        window.addEventListener(type, () => {
          keystrokeWork += performance.now() - eventStart;
          if (type === "input") {
            handlerTimes.push(keystrokeWork);
            keystrokeWork = 0;
          }
        });
      }
      document.querySelector('input[type="search"]')?.addEventListener(
        "keydown",
        (event) => {
          const started = event.timeStamp;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => results.push(performance.now() - started);
            channel.port2.postMessage(null);
          });
        },
        { capture: true },
      );
    });
    // Each change the keystrokes make to the cards leaves a mark in the browser's trace.
    await page.evaluate(() => {
      const cards = document.querySelector("main") ?? document.body;
      new MutationObserver(() => console.timeStamp("bench-cards-changed")).observe(cards, { childList: true, subtree: true, characterData: true });
    });
    // "rof" narrows the names step by step, as a person typing a place name would. Three rounds (the field is
    // emptied between them, unmeasured), since one keystroke's figures vary a lot on a shared machine.
    const works: number[] = [];
    const keystrokes: number[] = [];
    const handlers: number[] = [];
    const readTimes = () =>
      page.evaluate(() => {
        const marks = window as unknown as { keystrokeCosts: number[]; handlerTimes: number[] };
        return { keystrokes: [...marks.keystrokeCosts], handlers: [...marks.handlerTimes] };
      });
    for (let round = 0; round < keystrokeRounds; round += 1) {
      const before = await readTimes();
      await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
      for (const [index, key] of ["r", "o", "f"].entries()) {
        await page.keyboard.press(key);
        await page.waitForFunction(
          (count) => (window as unknown as { keystrokeCosts: number[] }).keystrokeCosts.length > count,
          before.keystrokes.length + index,
        );
        await page.waitForTimeout(300);
      }
      works.push(...keystrokeWork(JSON.parse((await browser.stopTracing()).toString()).traceEvents));
      const after = await readTimes();
      keystrokes.push(...after.keystrokes.slice(before.keystrokes.length));
      handlers.push(...after.handlers.slice(before.handlers.length));
      await search.fill("");
      await page.waitForTimeout(500);
    }
    // Changing a filter or the sort: each change's work, from the trace, as a keystroke's.
    const sort = page.getByLabel("Röðun", { exact: true });
    const region = page.getByLabel("Landshluti", { exact: true });
    const filterWorks: number[] = [];
    const filterFrames: number[] = [];
    const domSizes: number[] = [];
    for (let round = 0; round < keystrokeRounds; round += 1) {
      await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
      for (const [select, value] of [
        [sort, "shortest"],
        [region, "Suðurland"],
        [region, ""],
        [sort, "newest"],
      ] as const) {
        await select.selectOption(value);
        // Waited for from outside the page (no polling script in the page adds to the work measured).
        const [name, wanted] = [select === sort ? "sort" : "region", value === "newest" ? "" : value];
        await page.waitForURL((url) => (url.searchParams.get(name) ?? "") === wanted);
        await page.waitForTimeout(500);
        domSizes.push(await page.evaluate(() => document.getElementsByTagName("*").length));
      }
      const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
      try {
        filterWorks.push(...keystrokeWork(trace, "change"));
        filterFrames.push(...keystrokeWork(trace, "change", "first change"));
      } catch (error) {
        // A trace without the change events leaves the column empty rather than losing the other figures.
        console.error(`the filter changes could not be measured: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const mostNodes = Math.max(settled.nodes, ...domSizes);
    const filterWork = filterWorks.length > 0 ? mean(filterWorks) : Number.NaN;
    const filterFrame = filterFrames.length > 0 ? mean(filterFrames) : Number.NaN;
    if (process.env.BENCH_VERBOSE) console.log(`        work per filter change: ${filterWorks.map((value) => value.toFixed(1)).join(" ")} ms`);
    const firstKey = keystrokes[0] ?? Number.NaN;
    const keystroke = mean(keystrokes);
    const handler = mean(handlers);
    const work = mean(works);
    // BENCH_VERBOSE=1: each keystroke's work, in typing order ("r", "o", "f" per round).
    if (process.env.BENCH_VERBOSE) console.log(`        work per keystroke: ${works.map((value) => value.toFixed(1)).join(" ")} ms`);
    console.log(
      `${String(routeCount).padStart(6)} | ${`${settled.firstMarker.toFixed(0)} ms`.padStart(13)} | ${`${settled.blocking.toFixed(0)} ms`.padStart(8)} | ${`${settled.longest.toFixed(0)} ms`.padStart(12)} | ${`${settled.nodes} (${mostNodes})`.padStart(16)} | ${`${firstKey.toFixed(1)} ms`.padStart(9)} | ${`${keystroke.toFixed(1)} ms`.padStart(9)} | ${`${handler.toFixed(1)} ms`.padStart(7)} | ${`${work.toFixed(1)} ms`.padStart(6)} | ${`${filterWork.toFixed(1)} ms`.padStart(6)} | ${`${filterFrame.toFixed(1)} ms`.padStart(12)}`,
    );
    await context.close();
    await site.close();
  }
} finally {
  await browser.close();
}
