/**
 * npm run lighthouse — Lighthouse's mobile preset (simulated slow 4G and a 4× slower CPU) on every
 * public page of the site and a route's page, with the system's headless Chromium.
 *
 * The built site (dist/web) runs here with a fresh SQLite database of sample data, the first route with two
 * test photos. Map tiles come from
 * a small server on loopback (nothing is fetched from outside), so the map loads as it would in production and
 * no request fails. Each page is measured LIGHTHOUSE_RUNS times (default 3), a run Lighthouse cannot finish
 * being named and run again; the median performance run is reported with its four category scores, LCP, TBT
 * and CLS, and every audit below full marks is named. A first run, on the first page, is not counted
 * (Chromium's own start-up would fall on it). The budgets: performance ≥ 99.5 (shown ×100), the other three 100.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32, deflateSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { processPhoto } from "../src/server/photos/process-photo.ts";
import { testImage } from "../src/server/photos/test-images.ts";
import { englishSitePaths, pathInLang, sitePaths } from "../src/shared/site-paths.ts";
import { chromiumArgs, findChromium } from "../tests/e2e/support/chromium-path.ts";
import { startSite } from "../tests/support/site-server.ts";

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/** A plain 256×256 PNG, the size of a real map tile (Lighthouse checks that images are sharp enough). */
function tilePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(256 * 3, 0xe0)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 256 }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}
const TILE_PNG = tilePng();

const tiles = createServer((_request, response) => {
  response.writeHead(200, { "content-type": "image/png", "cache-control": "public, max-age=86400" }).end(TILE_PNG);
});
await new Promise<void>((done) => tiles.listen(0, "127.0.0.1", done));
const tilePort = (tiles.address() as AddressInfo).port;

const site = await startSite({
  sampleData: true,
  prefix: "rafhjol-lighthouse-",
  mapTileUrl: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
  mapTileAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
});
const address = site.address;
const [route] = await site.store.listRoutes();
// The route's page is measured with a gallery: two photo-sized test images (a landscape cover and a portrait),
// stored as the admin's upload would be. Its card on /routes then shows the cover too.
if (route) {
  for (const [width, height] of [
    [3000, 2000],
    [2000, 3000],
  ] as const) {
    const upload = await (await testImage(width, height)).jpeg({ quality: 85 }).toBuffer();
    const processed = await processPhoto(upload);
    const texts = { alt: "Prófunarmynd", altEn: "Test picture", caption: null, captionEn: null };
    await site.store.photos.addPhoto(route.id, texts, { ...processed, uploadBytes: upload.byteLength });
  }
}
// The not-found page is left out: Lighthouse does not score a page answered with 404.
const allPaths = [
  ...sitePaths,
  ...(route ? [`/routes/${route.id}`] : []),
  ...englishSitePaths.map((path) => pathInLang(path, "en")),
  ...(route ? [`/en/routes/${route.id}`] : []),
];
// LIGHTHOUSE_PATHS=/,/routes measures only those pages; LIGHTHOUSE_DETAIL=1 also lists each run's long tasks.
const chosen = process.env.LIGHTHOUSE_PATHS?.split(",").map((path) => path.trim());
const paths = chosen
  ? allPaths.filter((path) => chosen.includes(path) || (/^(\/en)?\/routes\/\d+$/.test(path) && chosen.includes(path.replace(/\d+$/, ":id"))))
  : allPaths;
const detail = process.env.LIGHTHOUSE_DETAIL === "1";
// /admin tells search engines not to index it (X-Robots-Tag: noindex), so it has no SEO score to keep at 100.
const notForSearchEngines = new Set(["/admin"]);

/** The main-thread tasks Lighthouse counts as long (its simulated, 4× slower figures), with the script each came from. */
function printLongTasks(path: string, audits: Record<string, { details?: unknown; numericValue?: number }>) {
  const items = (audits["long-tasks"]?.details as { items?: { url: string; startTime: number; duration: number }[] } | undefined)?.items ?? [];
  console.log(
    `  ${path}: TBT ${Math.round(audits["total-blocking-time"]?.numericValue ?? 0)} ms, LCP ${Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0)} ms`,
  );
  const snippetIn = (value: unknown): string | undefined => {
    if (typeof value !== "object" || value === null) return undefined;
    if ("snippet" in value && typeof value.snippet === "string") return value.snippet;
    for (const inner of Object.values(value)) {
      const found = snippetIn(inner);
      if (found) return found;
    }
    return undefined;
  };
  const lcpElement =
    snippetIn(audits["largest-contentful-paint-element"]?.details) ??
    snippetIn(audits["lcp-breakdown-insight"]?.details) ??
    snippetIn(audits["lcp-discovery-insight"]?.details);
  if (lcpElement) console.log(`    LCP element: ${lcpElement.slice(0, 160)}`);
  for (const task of items) console.log(`    long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms, ${task.url}`);
  const bootup =
    (audits["bootup-time"]?.details as { items?: { url: string; total: number; scripting: number; scriptParseCompile: number }[] } | undefined)?.items ?? [];
  const work = (audits["mainthread-work-breakdown"]?.details as { items?: { groupLabel: string; duration: number }[] } | undefined)?.items ?? [];
  console.log(`    main thread: ${work.map((group) => `${group.groupLabel} ${Math.round(group.duration)} ms`).join(", ")}`);
  for (const script of bootup)
    console.log(
      `    script ${script.url}: ${Math.round(script.total)} ms (running ${Math.round(script.scripting)}, compiling ${Math.round(script.scriptParseCompile)})`,
    );
}

const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: chromiumArgs });
type Result = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number | "not counted";
  lcp: string;
  tbt: string;
  cls: string;
  below: string[];
};
const rows: [string, Result][] = [];
const benchmarkIndexes: number[] = [];
const warnings = new Set<string>();
try {
  // One run that is not counted: the first page Chromium loads after it starts pays for starting its own processes
  // and caches (a long first layout, slower scripts), which no later page, and no visitor's browser already
  // running, pays again. Without it the first page measured scored a few points below its own later runs.
  const warmUp = await lighthouse(`${address}${paths[0] ?? "/"}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  if (!warmUp) throw new Error("Lighthouse gave no result for its warm-up run");
  for (const path of paths) {
    const results: Result[] = [];
    const failures: string[] = [];
    // A run Lighthouse could not finish (its runtimeError: no paint seen, a page that hung) measured nothing: it is
    // named and run again, up to as many times as the runs asked for, rather than counted as a score of 0.
    while (results.length < runs && failures.length <= runs) {
      const answer = await lighthouse(`${address}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", ...(notForSearchEngines.has(path) ? [] : ["seo"])],
        ...(process.env.LIGHTHOUSE_BLOCK ? { blockedUrlPatterns: process.env.LIGHTHOUSE_BLOCK.split(",") } : {}),
      });
      if (!answer) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits, runtimeError, environment, runWarnings } = answer.lhr;
      // Lighthouse's own measure of the measuring computer's CPU, and its warnings (one says when the CPU is slower than the
      // simulated 4× slow-down assumes): the scores of two machines compare only alongside these.
      benchmarkIndexes.push(environment.benchmarkIndex);
      for (const warning of runWarnings) warnings.add(String(warning));
      if (runtimeError || categories.performance?.score == null) {
        failures.push(runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : "no performance score");
        console.error(`  ${path}: a run failed (${failures.at(-1)}); running it again`);
        continue;
      }
      if (detail) printLongTasks(path, audits);
      const below = Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id);
      results.push({
        performance: (categories.performance?.score ?? 0) * 100,
        accessibility: (categories.accessibility?.score ?? 0) * 100,
        bestPractices: (categories["best-practices"]?.score ?? 0) * 100,
        seo: notForSearchEngines.has(path) ? "not counted" : (categories.seo?.score ?? 0) * 100,
        lcp: audits["largest-contentful-paint"]?.displayValue ?? "",
        tbt: audits["total-blocking-time"]?.displayValue ?? "",
        cls: audits["cumulative-layout-shift"]?.displayValue ?? "",
        below,
      });
    }
    if (results.length < runs) throw new Error(`Lighthouse could not measure ${path}: ${failures.join("; ")}`);
    const median = results.toSorted((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)] as Result;
    rows.push([path, median]);
    const all = `${results.map((result) => result.performance).join(", ")}${failures.length > 0 ? `; ${failures.length} failed and run again` : ""}`;
    console.log(
      `${path}: performance ${median.performance} (runs ${all}), accessibility ${median.accessibility}, best practices ${median.bestPractices}, SEO ${median.seo}; LCP ${median.lcp}, TBT ${median.tbt}, CLS ${median.cls}${median.below.length > 0 ? `; below full marks: ${median.below.join(", ")}` : ""}`,
    );
  }
} finally {
  chrome.kill();
  await site.close();
  tiles.close();
}

const sortedIndexes = benchmarkIndexes.toSorted((a, b) => a - b);
console.log(
  `\nLighthouse's benchmark index of the computer measuring: median ${sortedIndexes[Math.floor(sortedIndexes.length / 2)] ?? "none"} (${sortedIndexes[0] ?? "?"}–${sortedIndexes.at(-1) ?? "?"} over ${sortedIndexes.length} runs)`,
);
for (const warning of warnings) console.log(`Lighthouse warned: ${warning}`);
console.log(`\nLighthouse mobile preset, median of ${runs} | performance | accessibility | best practices | SEO | LCP | TBT | CLS`);
console.log("|---|---|---|---|---|---|---|---|");
for (const [path, result] of rows) {
  console.log(
    `| \`${path}\` | ${result.performance} | ${result.accessibility} | ${result.bestPractices} | ${result.seo} | ${result.lcp} | ${result.tbt} | ${result.cls} |`,
  );
}
