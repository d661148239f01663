import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Route } from "../../src/shared/route.ts";
import { answerOutsideRequests } from "../support/outside-requests.ts";
import { type SiteServer, startSite } from "../support/site-server.ts";

/** "Hjólafært í dag?" on a site whose forecast is switched off (WEATHER_FORECAST_URL=off). */

let site: SiteServer;
let browser: Browser;
let route: Route;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // No forecast URL: what WEATHER_FORECAST_URL=off configures (config.ts reads "off" as none).
  site = await startSite({ sampleData: true, prefix: "rafhjol-e2e-weather-off-" });
  route = (await site.store.listRoutes())[0] as Route;
  browser = await chromium.connect(inject("wsEndpoint"));
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await site?.close();
});

async function openRoute(path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.address, viewport: { width: 375, height: 900 }, locale: "is-IS", serviceWorkers: "block" });
  contexts.push(context);
  await answerOutsideRequests(context, new URL(site.address).host);
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "true"));
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return page;
}

describe("Hjólafært í dag? with the forecast switched off", () => {
  it.each([
    ["", "Engin spá", "Veðurspá er ekki sótt á þessum vef."],
    ["/en", "No forecast", "This site does not fetch forecasts."],
  ])("%s/routes/…: the route page works and the panel says why there is no forecast", async (prefix, level, reason) => {
    const page = await openRoute(`${prefix}/routes/${route.id}`);
    // The route page itself: its heading (the route's name; in English, its English name when it has one).
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toMatch(prefix === "" ? route.name : /\S/);
    const verdict = page.getByTestId("ride-verdict");
    await expect.poll(() => verdict.locator("p").first().innerText()).toBe(level);
    expect(await verdict.locator("li").allInnerTexts()).toContain(reason);
    // No forecast is fetched, so no forecast's source is named.
    expect(await page.getByTestId("ride-attribution").count()).toBe(0);
    expect(await page.getByText(/MET Norway/).count()).toBe(0);
  });
});
