import { describe, expect, it } from "vitest";
import { drawWholePage } from "../../scripts/screenshots.ts";
import type { Route } from "../../src/shared/route.ts";
import type { RouteTrack } from "../../src/shared/track.ts";
import { getJson, openPage, scrollToTrackMap, stubApi } from "./support/browser.ts";

/** What a visitor meets on a first visit: the cookie banner over the map, and the search on /routes. */

const sample = (id: number, name: string, description: string, region = "Norðurland vestra"): Route => ({
  id,
  name,
  region,
  description,
  distance: 10 + id,
  latitude: 64 + id / 5,
  longitude: -22 + id,
  link: `https://example.is/${id}`,
  videolink: null,
});

describe("the cookie banner on a phone", () => {
  it("stays above the map: a tap on its privacy link opens /privacy, not the map's disclaimer", async () => {
    // A short phone screen: the map starts below the banner, so scrolling down brings its warning button under the link.
    const { page } = await openPage({ width: 375, height: 600, consent: false });
    await page.goto("/routes");
    const banner = page.getByRole("region", { name: "Vafrakökur" });
    const privacy = banner.getByRole("link", { name: "Persónuverndarstefna" });
    const warning = page.getByRole("button", { name: "Mikilvægt" });
    await privacy.waitFor();
    await page.locator(".leaflet-control-zoom").waitFor();
    // Scroll the map's warning button to the height of the banner's link, where a visitor scrolling down meets it.
    const link = await privacy.boundingBox();
    const button = await warning.boundingBox();
    if (!link || !button) throw new Error("The banner's link and the map's button should both be on screen");
    await page.evaluate((by) => window.scrollBy(0, by), button.y + button.height / 2 - (link.y + link.height / 2));
    const at = await privacy.boundingBox();
    const under = await warning.boundingBox();
    if (!at || !under) throw new Error("The banner's link and the map's button should both be on screen");
    // The two overlap on the screen: the tap lands where both are drawn.
    const x = Math.max(at.x, under.x) + 2;
    const y = at.y + at.height / 2;
    expect(x).toBeLessThan(Math.min(at.x + at.width, under.x + under.width));
    expect(y).toBeGreaterThan(under.y);
    expect(y).toBeLessThan(under.y + under.height);
    await page.mouse.click(x, y);
    const disclaimer = page.getByRole("dialog", { name: "Mikilvægar upplýsingar" });
    // Whichever the tap opened: the privacy page, or (with the map on top) the disclaimer.
    await Promise.race([page.waitForURL("**/privacy"), disclaimer.waitFor()]);
    expect(new URL(page.url()).pathname).toBe("/privacy");
    expect(await disclaimer.count()).toBe(0);
  });
});

describe("the search on /routes", () => {
  const routes = [
    sample(1, "Vatnsdalshringur", "Hringur um Vatnsdal, framhjá Hnjúki."),
    sample(2, "Svínadalur", "Stutt leið. Útsýni yfir Hnjúk og Vatnsdal."),
    sample(3, "Hnjúkur", "Upp að Hnjúki."),
    sample(4, "Kjalvegur", "Suður á hálendið."),
  ];

  it("filters the map's markers with the cards, counts the matches and lists name matches first", async () => {
    const { page } = await openPage({ width: 1280, height: 900 });
    await stubApi(page, "/backend/get_routes.php", { body: routes });
    await page.goto("/routes");
    const markers = page.locator(".leaflet-marker-icon");
    await expect.poll(() => markers.count()).toBe(4);
    const count = page.locator("[aria-live='polite']", { hasText: /leið/ });
    await expect.poll(() => count.textContent()).toBe("4 leiðir");

    await page.getByRole("searchbox", { name: "Leita að leið" }).fill("vatnsdal");
    // The older route with the name first, then the newer one that has it only in its description.
    await expect.poll(() => page.locator("article:visible h2").allTextContents()).toEqual(["Vatnsdalshringur", "Svínadalur"]);
    await expect.poll(() => count.textContent()).toBe("2 leiðir");
    await expect.poll(() => markers.count()).toBe(2);
    const names = await markers.evaluateAll((pins) => pins.map((pin) => pin.getAttribute("aria-label")).sort());
    expect(names).toEqual(["Svínadalur", "Vatnsdalshringur"]);

    await page.getByRole("searchbox", { name: "Leita að leið" }).fill("kjal");
    await expect.poll(() => count.textContent()).toBe("1 leið");
    await expect.poll(() => markers.count()).toBe(1);

    await page.getByRole("searchbox", { name: "Leita að leið" }).fill("Grímsey");
    await page.getByText("Engar leiðir fundust").waitFor();
    await expect.poll(() => markers.count()).toBe(0);
  });
});

describe("a loop on its route page", () => {
  it("has one combined start-and-end marker, and the legend says so", async () => {
    const [route] = await getJson<Route[]>("/backend/get_routes.php");
    if (!route) throw new Error("The sample data should have routes");
    const { latitude: lat, longitude: lon } = route;
    const line: [number, number][] = [
      [lat, lon],
      [lat + 0.02, lon],
      [lat + 0.02, lon + 0.04],
      [lat, lon + 0.04],
      [lat + 0.0002, lon + 0.0001],
    ];
    const track: RouteTrack = {
      routeId: route.id,
      line,
      start: line[0] as [number, number],
      // About 23 m from the start: the rider is back where the loop began.
      end: line[4] as [number, number],
      profile: null,
      stats: { lengthKm: 8.9, climbM: null, descentM: null, highestM: null, lowestM: null, steepestGradePct: null },
      energy: null,
      fileName: "hringur.gpx",
    };
    const { page } = await openPage({ width: 375, height: 740 });
    await stubApi(page, `/api/routes/${route.id}`, { body: { route, track } });
    await page.goto(`/routes/${route.id}`);
    await scrollToTrackMap(page);
    await page.locator("path.track-line").waitFor();
    const markers = page.locator(".track-end-marker");
    await markers.first().waitFor();
    expect(await markers.count()).toBe(1);
    await expect(markers.getByRole("img").getAttribute("aria-label")).resolves.toBe("Upphaf og endastaður");
    await page.getByText("Upphaf og endastaður", { exact: true }).waitFor();
  });
});

describe("screenshots of /routes (scripts/screenshots.ts)", () => {
  it("draw the cards below the screen in a full-page capture, as a visitor who scrolls sees them", async () => {
    const { page } = await openPage({ width: 375, height: 740 });
    await stubApi(page, "/backend/get_routes.php", {
      body: Array.from({ length: 20 }, (_, index) => sample(index + 1, `Leið ${index + 1}`, "Lýsing.")),
    });
    await page.goto("/routes");
    const last = page.locator("article").last();
    await last.waitFor({ state: "attached" });
    // Off screen, the browser skips drawing the card (content-visibility: auto): a capture would show an empty box.
    const drawn = () => last.locator("h2").evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
    await expect(drawn()).resolves.toBe(false);
    await drawWholePage(page);
    await expect.poll(drawn).toBe(true);
  });
});
