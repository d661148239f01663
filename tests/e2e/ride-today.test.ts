import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type FakeProvider, startFakeProvider } from "../../src/server/weather/fake-locationforecast.ts";
import type { Route } from "../../src/shared/route.ts";
import { type SiteServer, startSite } from "../support/site-server.ts";
import { axeViolations } from "./support/axe.ts";
import { openWeatherPage, routeWithTrack } from "./support/weather-site.ts";

/**
 * "Hjólafært í dag?" on a site of its own whose forecast comes from a fake MET Norway on loopback.
 * Each route lies on grid points of its own, so the calm and the gale answers never share a stored forecast.
 * The server's, the provider's and the page's clocks stand at one fixed moment, so the ride, tomorrow at 09:00,
 * lies inside the fake's hourly forecast and in daylight whatever the date the tests run.
 */
const NOW = new Date("2026-06-15T06:00:00Z");

const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
let provider: FakeProvider;
let site: SiteServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const browserRequestsToProvider: string[] = [];

/** A SYNTHETIC track (no real route): about 12 km due north from (lat, lon), then about 10 km due east. */
function syntheticGpx(lat: number, lon: number): Uint8Array {
  const points: string[] = [];
  for (let i = 0; i <= 110; i += 1) points.push(`<trkpt lat="${(lat + i * 0.001).toFixed(4)}" lon="${lon.toFixed(4)}"><ele>${100 + i}</ele></trkpt>`);
  for (let i = 1; i <= 100; i += 1) points.push(`<trkpt lat="${(lat + 0.11).toFixed(4)}" lon="${(lon + i * 0.002).toFixed(4)}"><ele>${210 - i}</ele></trkpt>`);
  return new TextEncoder().encode(
    `<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="rafhjol e2e (synthetic)" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>${points.join("")}</trkseg></trk></gpx>`,
  );
}

const addRoute = (name: string, lat: number, lon: number) => routeWithTrack(site, { name, distance: 22, lat, lon, gpx: syntheticGpx(lat, lon) });

let calmRoute: Route;
let galeRoute: Route;

beforeAll(async () => {
  provider = await startFakeProvider({ now: () => NOW });
  site = await startSite({ sampleData: true, admin: inject("admin"), weatherForecastUrl: provider.url, clock: () => NOW, prefix: "rafhjol-e2e-weather-" });
  calmRoute = await addRoute("Prufuleið í logni", 63.9, -20.5);
  galeRoute = await addRoute("Prufuleið í roki", 65.5, -18.3);
  browser = await chromium.connect(inject("wsEndpoint"));
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await site?.close();
  await provider?.close();
});

const openRoute = (path: string, width: number, clockMoves = false): Promise<Page> =>
  openWeatherPage(browser, site, provider, { contexts, toProvider: browserRequestsToProvider }, { path, width, now: NOW, clockMoves });

/** The rider picks tomorrow at 09:00, as a rider would, in the page's language. */
async function pickTomorrowAtNine(page: Page, tomorrow: string) {
  const panel = page.getByTestId("ride-today");
  await panel.getByLabel(/^(Dagur|Day)$/).selectOption({ label: tomorrow });
  await panel.getByLabel(/^(Brottför \(kl\.\)|Start time)$/).selectOption("09:00");
}

/** The samples' table, row by row, cell by cell. */
const rowTexts = async (page: Page) =>
  (await page.getByTestId("ride-samples").locator("tbody tr").allInnerTexts()).map((row) => row.split("\t").map((cell) => cell.trim()));

describe("Hjólafært í dag?", () => {
  it("calm: a good verdict, a sample every 5 km and at the end, the source, and the choice kept on the device", async () => {
    provider.answer("calm");
    const page = await openRoute(`/routes/${calmRoute.id}`, 1280);
    const panel = page.getByTestId("ride-today");
    await expect.poll(() => panel.getByRole("heading", { level: 2 }).innerText()).toBe("Hjólafært í dag?");
    await pickTomorrowAtNine(page, "Á morgun");
    await expect.poll(() => page.getByTestId("ride-verdict").innerText()).toBe("Gott hjólaveður");
    const rows = await rowTexts(page);
    expect(rows.map((row) => row[0])).toEqual(["0", "5", "10", "15", "20", expect.stringMatching(/^2[12](,\d)?$/)]);
    expect(rows[0]?.slice(1)).toEqual(["09:00", "3 (5)", expect.any(String), expect.any(String), "8", "0"]);
    expect(await page.getByTestId("ride-attribution").innerText()).toMatch(/^Veðurspá: MET Norway \(CC BY 4\.0\), uppfærð kl\. \d\d:\d\d$/);
    expect(await page.getByTestId("ride-daylight").innerText()).toMatch(/^Sólarupprás kl\. \d\d:\d\d · sólsetur kl\. \d\d:\d\d/);
    // Kept on the device: a reload shows the same day and time.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect.poll(() => page.getByTestId("ride-today").getByLabel("Brottför (kl.)").inputValue()).toBe("09:00");
    expect(await page.getByTestId("ride-today").getByLabel("Dagur").inputValue()).toBe("1");
  });

  it("a northerly gale in English: not advised with its reasons, the wind turning from head to cross where the track turns", async () => {
    provider.answer("gale");
    const page = await openRoute(`/en/routes/${galeRoute.id}`, 375);
    const panel = page.getByTestId("ride-today");
    await expect.poll(() => panel.getByRole("heading", { level: 2 }).innerText()).toBe("Ride today?");
    await pickTomorrowAtNine(page, "Tomorrow");
    await expect.poll(() => page.getByTestId("ride-verdict").locator("p").innerText()).toBe("Not advised");
    expect(await page.getByTestId("ride-verdict").locator("li").allInnerTexts()).toEqual([
      "Mean wind 18 m/s at km 0 (09:00)",
      "Gusts of 26 m/s at km 0 (09:00)",
    ]);
    const rows = await rowTexts(page);
    // km, time, wind (gust), headwind, crosswind: riding north straight into it, then east with it from the left.
    expect(rows[1]?.slice(2, 5)).toEqual(["18 (26)", "18", "0"]);
    expect(rows[4]?.slice(2, 5)).toEqual(["18 (26)", "0", "−18"]);
    expect(await page.getByRole("img", { name: /^Wind 18 m\/s head-on$/ }).count()).toBeGreaterThan(0);
    expect(await page.getByRole("img", { name: /^Wind 18 m\/s from the left$/ }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId("ride-attribution").innerText()).toMatch(/^Forecast: MET Norway \(CC BY 4\.0\), updated \d\d:\d\d$/);
  });

  it.each([
    ["/routes", "Gott hjólaveður", 375],
    ["/en/routes", "Not advised", 1280],
  ] as const)("axe finds nothing on %s/… (%s) at %i px", async (prefix, verdict, width) => {
    const page = await openRoute(`${prefix}/${prefix === "/routes" ? calmRoute.id : galeRoute.id}`, width);
    await pickTomorrowAtNine(page, prefix === "/routes" ? "Á morgun" : "Tomorrow");
    await expect.poll(() => page.getByTestId("ride-verdict").locator("p").innerText()).toBe(verdict);
    expect((await axeViolations(page, axeTags)).map((violation) => violation.text)).toEqual([]);
  });

  it("without a network, the route's last forecast is shown with its age, never as current", async () => {
    provider.answer("calm");
    const page = await openRoute(`/routes/${calmRoute.id}`, 375, true);
    await pickTomorrowAtNine(page, "Á morgun");
    await expect.poll(() => page.getByTestId("ride-verdict").locator("p").innerText()).toBe("Gott hjólaveður");
    // Three hours on, the network gone: a new start time cannot be fetched, so the kept forecast is shown as such.
    await page.clock.setSystemTime(new Date(NOW.getTime() + 3 * 3_600_000));
    await page.context().setOffline(true);
    await page.getByTestId("ride-today").getByLabel("Brottför (kl.)").selectOption("10:00");
    await expect
      .poll(() => page.getByTestId("ride-offline").innerText())
      .toMatch(/^Án nets: spá sem var sótt \d{4}-\d\d-\d\d \d\d:\d\d \(fyrir 3 klst\.\)\. Hún er ekki ný\.$/);
    expect((await rowTexts(page))[0]?.slice(0, 2)).toEqual(["0", "09:00"]);
    await page.context().setOffline(false);
  });

  it("the browser never asks the provider; the server asked once per grid point, naming the site", () => {
    expect(browserRequestsToProvider).toEqual([]);
    const points = new Set(provider.requests.map((request) => `${request.lat},${request.lon}`));
    expect(provider.requests.length).toBe(points.size);
    for (const request of provider.requests) expect(request.headers["user-agent"]).toMatch(/^rafhjol-a-islandi\/1\.0/);
  });
});
