import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type FakeProvider, startFakeProvider } from "../../src/server/weather/fake-locationforecast.ts";
import type { Route } from "../../src/shared/route.ts";
import { type SiteServer, startSite } from "../support/site-server.ts";
import { axeViolations } from "./support/axe.ts";
import { adminBaseURL, openAdminSitePage as openPage, waitUntilLoaded } from "./support/browser.ts";
import { adminCookie, writeHeader } from "./support/sign-in.ts";
import { openWeatherPage, routeWithTrack } from "./support/weather-site.ts";

// Everything here runs on the admin site, whose data tests may change.
const url = (path: string) => new URL(path, adminBaseURL()).href;

/**
 * A SYNTHETIC track (no real route): 50 km straight north from a point in the highlands, climbing evenly by
 * `grade` (1,000 m unless told), a point every 100 m. Its start and end are 50 km apart: not a loop.
 */
const START = { lat: 64.2, lon: -19.5 };
const METRES_PER_DEGREE = (Math.PI / 180) * 6_371_008.8;
const LENGTH_M = 50_000;

function syntheticGpx(start = START, grade = 0.02): Buffer {
  const points: string[] = [];
  for (let metres = 0; metres <= LENGTH_M; metres += 100) {
    const latitude = start.lat + metres / METRES_PER_DEGREE;
    points.push(`      <trkpt lat="${latitude.toFixed(6)}" lon="${start.lon.toFixed(6)}"><ele>${(200 + metres * grade).toFixed(1)}</ele></trkpt>`);
  }
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="rafhjol e2e (synthetic)" xmlns="http://www.topografix.com/GPX/1/1">
  <trk><name>Synthetic track north</name><trkseg>
${points.join("\n")}
  </trkseg></trk>
</gpx>
`,
    "utf8",
  );
}

let route: Route;

/**
 * The forecast's own site: a fake MET Norway on loopback, and the server's, the provider's and the page's
 * clocks fixed at one moment, so "today at 10:00" lies inside the fake's hourly forecast whatever the date.
 * The calm and the gale route lie far apart, on grid points of their own.
 */
const NOW = new Date("2026-06-15T06:00:00Z");
let provider: FakeProvider;
let site: SiteServer;
let browser: Browser;
let calmRoute: Route;
let galeRoute: Route;
let veeringRoute: Route;
const contexts: BrowserContext[] = [];
const toProvider: string[] = [];

beforeAll(async () => {
  provider = await startFakeProvider({ now: () => NOW });
  site = await startSite({ sampleData: true, admin: inject("admin"), weatherForecastUrl: provider.url, clock: () => NOW, prefix: "rafhjol-e2e-battery-" });
  calmRoute = await routeWithTrack(site, { name: "Prufuleið í logni", distance: 50, ...START, gpx: syntheticGpx(START) });
  const galeStart = { lat: 65.2, lon: -16.5 };
  galeRoute = await routeWithTrack(site, { name: "Prufuleið í roki", distance: 50, ...galeStart, gpx: syntheticGpx(galeStart) });
  const veeringStart = { lat: 65.9, lon: -14.9 };
  veeringRoute = await routeWithTrack(site, { name: "Prufuleið í vindi sem snýst", distance: 50, ...veeringStart, gpx: syntheticGpx(veeringStart, 0.004) });
  browser = await chromium.connect(inject("wsEndpoint"));
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await site?.close();
  await provider?.close();
});

const openForecastPage = (path: string, requests: string[]) =>
  openWeatherPage(browser, site, provider, { contexts, toProvider }, { path, width: 1280, now: NOW, requests });

beforeAll(async () => {
  const cookie = await adminCookie();
  const added = await fetch(url("/backend/add_route.php"), {
    method: "POST",
    headers: { "content-type": "application/json", cookie, ...writeHeader },
    body: JSON.stringify({
      name: "Prufuleið fyrir rafhlöðu",
      distance: 50,
      region: "Hálendið",
      description: "Tilbúinn ferill fyrir prófanir á rafhlöðuáætlun.",
      link: "https://example.is/rafhlada",
      videolink: null,
      latitude: START.lat,
      longitude: START.lon,
    }),
  });
  expect(added.status).toBe(200);
  route = ((await added.json()) as { route: Route }).route;
  const put = await fetch(url(`/api/routes/${route.id}/track`), {
    method: "PUT",
    headers: { "content-type": "application/gpx+xml", cookie, ...writeHeader },
    body: new Uint8Array(syntheticGpx()),
  });
  expect(put.status, await put.clone().text()).toBe(200);
});

async function openRoute({ width = 1280, path = `/routes/${route.id}` }: { width?: number; path?: string } = {}) {
  const { page, context } = await openPage({ width, height: 900 });
  const requests: string[] = [];
  context.on("request", (request) => requests.push(`${request.method()} ${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ""}`));
  await page.goto(path);
  const panel = page.getByTestId("battery-panel");
  await panel.waitFor();
  return { page, panel, requests };
}

const percent = (text: string | null) => Number(/(\d+) %/.exec(text ?? "")?.[1]);

async function setField(page: Page, testId: string, value: string) {
  const field = page.getByTestId(testId);
  await field.fill(value);
}

describe('"Dugar rafhlaðan?" on a route\'s page', () => {
  it("a northerly gale from the forecast gives a lower charge at the finish riding north than a calm day, one forecast request a start time", async () => {
    const requests: string[] = [];
    const rideRequests = (start: string) =>
      requests.filter((request) => request.includes("/ride-today?") && new URL(request).searchParams.get("start") === start).length;

    provider.answer("calm");
    const calmPage = await openForecastPage(`/routes/${calmRoute.id}`, requests);
    const calmPanel = calmPage.getByTestId("battery-panel");
    await setField(calmPage, "battery-batteryWh", "900");
    await calmPanel.getByText("Með vindi og hita úr veðurspánni, lagt af stað í dag kl. 10:00.").waitFor();
    const calm = percent(await calmPanel.getByTestId("battery-finish").textContent());
    expect(calm).toBeGreaterThan(0);

    provider.answer("gale");
    const page = await openForecastPage(`/routes/${galeRoute.id}`, requests);
    const panel = page.getByTestId("battery-panel");
    await setField(page, "battery-batteryWh", "900");
    await panel.getByText("Með vindi og hita úr veðurspánni, lagt af stað í dag kl. 10:00.").waitFor();
    await expect.poll(async () => percent(await panel.getByTestId("battery-finish").textContent())).toBeLessThan(calm);
    // The weather panel shows the same answer the battery plan uses.
    await expect.poll(() => page.getByTestId("ride-verdict").locator("p").innerText()).toBe("Ekki ráðlagt");

    // A later start: the plan follows it, and the page asks for the forecast once for both of its panels.
    await page.getByTestId("battery-start").selectOption("11:00");
    await panel.getByText("Með vindi og hita úr veðurspánni, lagt af stað í dag kl. 11:00.").waitFor();
    await expect.poll(() => page.getByTestId("ride-today").getByLabel("Brottför (kl.)").inputValue()).toBe("11:00");
    expect(rideRequests("11:00")).toBe(1);
    expect(rideRequests("10:00")).toBe(2);
    expect(toProvider).toEqual([]);
  });

  it("as a rider plans: 95 kg, 500 Wh at 80 %, high assist, tomorrow's forecast, and a later start follows the wind", async () => {
    // Tomorrow the wind blows from the south until noon (behind a rider riding north) and from the north after.
    provider.answer("veering");
    const page = await openForecastPage(`/routes/${veeringRoute.id}`, []);
    const panel = page.getByTestId("battery-panel");
    await setField(page, "battery-riderKg", "95");
    await panel.getByRole("button", { name: "500 Wh" }).click();
    await setField(page, "battery-startChargePct", "80");
    await panel.getByLabel("Aðstoð").selectOption("high");
    await page.getByTestId("ride-today").getByLabel("Dagur").selectOption({ label: "Á morgun" });
    await page.getByTestId("battery-start").selectOption("09:00");
    await panel.getByText("Með vindi og hita úr veðurspánni, lagt af stað á morgun kl. 09:00.").waitFor();
    const finish = panel.getByTestId("battery-finish");
    const turnBack = panel.getByTestId("battery-turn-back");
    await expect.poll(async () => finish.textContent()).toMatch(/^Áætluð hleðsla við leiðarlok: \d+ %$/);
    const morning = percent(await finish.textContent());
    expect(morning).toBeGreaterThan(0);
    expect(morning).toBeLessThan(80);
    expect(await turnBack.textContent()).toMatch(/^Snúðu við í síðasta lagi við km \d+$/);

    // Leaving at 13:00, the same ride is into the wind: less charge at the finish.
    await page.getByTestId("battery-start").selectOption("13:00");
    await panel.getByText("Með vindi og hita úr veðurspánni, lagt af stað á morgun kl. 13:00.").waitFor();
    await expect.poll(async () => percent(await finish.textContent())).toBeLessThan(morning);
    expect(await turnBack.textContent()).toMatch(/^Snúðu við í síðasta lagi við km \d+$/);
    // The weather panel shows the same forecast: the wind now against the rider (a headwind is positive).
    const headwinds = (await page.getByTestId("ride-samples").locator("tbody tr").allInnerTexts()).map((row) => row.split("\t")[3]?.trim());
    expect(headwinds.length).toBeGreaterThan(5);
    for (const headwind of headwinds) expect(headwind).toBe("12");
  });

  it("a 400 Wh battery on the 50 km climb says where it runs out, on the page, the profile and the map", async () => {
    const { page, panel } = await openRoute();
    await panel.getByRole("button", { name: "400 Wh" }).click();
    const runsOut = panel.getByTestId("battery-runs-out");
    await runsOut.waitFor();
    expect(await runsOut.textContent()).toMatch(/^Rafhlaðan tæmist um km \d+$/);
    expect(await panel.getByTestId("battery-finish").textContent()).toBe("Áætluð hleðsla við leiðarlok: 0 %");
    expect(await panel.getByTestId("battery-turn-back").textContent()).toMatch(/^Snúðu við í síðasta lagi við km \d+$/);
    expect(await panel.getByTestId("battery-not-loop").count()).toBe(1);
    await page.getByTestId("profile-runs-out").waitFor();
    expect(await page.getByTestId("profile-battery-summary").textContent()).toBe("Hleðsla: 100 % við upphaf, 0 % við leiðarlok");
    await page.getByTestId("track-map").scrollIntoViewIfNeeded();
    await page.locator(".track-runs-out svg[aria-label='Rafhlaðan tæmist hér']").waitFor();
  });

  it("a bad value gets a message beside its field and the plan keeps the last good one", async () => {
    const { panel } = await openRoute();
    const before = await panel.getByTestId("battery-finish").textContent();
    await setField(panel.page(), "battery-riderKg", "abc");
    await panel.getByText("Sláðu inn tölu frá 30 til 200.").waitFor();
    expect(await panel.getByTestId("battery-finish").textContent()).toBe(before);
    expect(await panel.getByTestId("battery-riderKg").getAttribute("aria-invalid")).toBe("true");
  });

  it("the settings survive a reload and no request carries them", async () => {
    const { page, panel, requests } = await openRoute();
    await setField(page, "battery-riderKg", "97");
    await setField(page, "battery-bikeKg", "27");
    await setField(page, "battery-batteryWh", "1234");
    await setField(page, "battery-startChargePct", "83");
    await panel.getByLabel("Aðstoð").selectOption("high");
    await page.reload();
    await page.getByTestId("battery-panel").waitFor();
    expect(await page.getByTestId("battery-riderKg").inputValue()).toBe("97");
    expect(await page.getByTestId("battery-bikeKg").inputValue()).toBe("27");
    expect(await page.getByTestId("battery-batteryWh").inputValue()).toBe("1234");
    expect(await page.getByTestId("battery-startChargePct").inputValue()).toBe("83");
    expect(await page.getByLabel("Aðstoð").inputValue()).toBe("high");
    // Leave for the routes page, where the filter reads them too: still nothing sent.
    await page.getByRole("link", { name: "Allar hjólaleiðir" }).click();
    await page.getByTestId("route-map").waitFor();
    await waitUntilLoaded(page);
    expect(requests.length).toBeGreaterThan(5);
    for (const request of requests)
      for (const value of ["97", "1234", "83"]) expect(decodeURIComponent(request), request).not.toMatch(new RegExp(`\\b${value}\\b`));
  });

  it("on the English page: 'Will my battery last?' and the plan in English", async () => {
    const { page, panel } = await openRoute({ path: `/en/routes/${route.id}` });
    await page.getByRole("heading", { name: "Will my battery last?" }).waitFor();
    await panel.getByRole("button", { name: "400 Wh" }).click();
    expect(await panel.getByTestId("battery-finish").textContent()).toBe("Battery at the finish: 0 %");
    expect(await panel.getByTestId("battery-runs-out").textContent()).toMatch(/^Battery runs out at about km \d+$/);
    expect(await panel.getByTestId("battery-turn-back").textContent()).toMatch(/^Turn back by km \d+$/);
  });

  it.each([375, 1280])("has no serious or critical axe violation with the plan shown at %i px", async (width) => {
    const { page, panel } = await openRoute({ width });
    await panel.getByRole("button", { name: "400 Wh" }).click();
    await page.getByTestId("profile-runs-out").waitFor();
    await waitUntilLoaded(page);
    const serious = (await axeViolations(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]))
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => violation.text);
    expect(serious).toEqual([]);
  });
});
