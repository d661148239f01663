/**
 * node bench/battery-plan.bench.ts — the battery plan ("Dugar rafhlaðan?", docs/decisions/065) for a track of
 * 200,000 profile points, computed in the system's headless Chromium as the route page computes it.
 *
 * src/shared/battery-plan.ts is bundled as the web build bundles it, loaded into a blank page, and given a
 * synthetic track (a 1,000 km zigzag with hills, 5 m between points, never shown to anyone) and a forecast
 * of 49 hours of turning wind. Printed: the median and the slowest of BENCH_ROUNDS (11) runs of cutting the
 * track into segments and planning it, in ms. Budget: ≤ 50 ms (docs/performance.md).
 */
import { chromium } from "playwright-core";
import { build } from "rolldown";
import { chromiumArgs, findChromium } from "../tests/e2e/support/chromium-path.ts";

const rounds = Number(process.env.BENCH_ROUNDS ?? 11);
const bundle = await build({
  input: new URL("../src/shared/battery-plan.ts", import.meta.url).pathname,
  output: { format: "iife", name: "batteryPlan", minify: true },
  write: false,
});
const code = bundle.output[0].code;

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  const page = await browser.newPage();
  await page.setContent("<!doctype html><title>bench</title>");
  await page.addScriptTag({ content: code });
  const times = await page.evaluate((rounds) => {
    // biome-ignore lint/suspicious/noExplicitAny: the bundle's global, typed by the module it came from
    const { prepareCourse, planBattery, DEFAULT_BATTERY_SETTINGS } = (window as any).batteryPlan;
    const points = [];
    for (let i = 0; i < 200_000; i++) {
      const km = i * 0.005;
      points.push({ km, ele: 200 + 150 * Math.sin(km / 3) + 20 * Math.sin(km * 1.7), lat: 64 + (km % 20) / 111, lon: -20 + km / 500 });
    }
    const startMs = Date.UTC(2026, 10, 28, 10);
    const weather = [];
    for (let h = 0; h < 49; h++) weather.push({ timeMs: startMs + h * 3_600_000, windSpeed: 4 + (h % 7), windFrom: (h * 37) % 360, temperature: 3 - (h % 5) });
    const result = [];
    for (let r = 0; r < rounds; r++) {
      const t0 = performance.now();
      const course = prepareCourse(points, { lengthKm: 1000, climbM: 30_000, descentM: 30_000 });
      planBattery(course, DEFAULT_BATTERY_SETTINGS, { speedKmh: 18, startMs }, weather);
      result.push(performance.now() - t0);
    }
    return result;
  }, rounds);
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(`battery plan, 200,000 points: median ${median.toFixed(1)} ms, slowest ${(times.at(-1) ?? 0).toFixed(1)} ms (${rounds} runs)`);
} finally {
  await browser.close();
}
