import { describe, expect, it } from "vitest";
import type { Route } from "../../src/shared/route.ts";
import { getJson, openPage, stubApi } from "./support/browser.ts";
import { E2E_OWNER } from "./support/site-owner.ts";

describe("home page", () => {
  it("shows the advertisement, the routes heading, the map with a marker per route and the events", async () => {
    const routes = await getJson<Route[]>("/backend/get_routes.php");
    const { page } = await openPage();
    await page.goto("/");
    const ad = page.getByRole("complementary", { name: "Auglýsing" });
    await expect.poll(() => ad.textContent()).toContain("Auglýsing");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Rafhjólaleiðir á Íslandi");
    await expect.poll(() => page.getByRole("heading", { level: 2, name: "Rafhjólaviðburðir" }).count()).toBe(1);
    // The pins come a few per frame: wait for the last one, then check there are no more.
    await page
      .locator(".leaflet-marker-icon")
      .nth(routes.length - 1)
      .waitFor();
    expect(await page.locator(".leaflet-marker-icon").count()).toBe(routes.length);
    const events = await getJson<unknown[]>("/backend/get_events.php");
    expect(events.length).toBeGreaterThan(0);
    await page.locator("article").first().waitFor();
    await expect.poll(() => page.locator("article").count()).toBe(events.length);
  });

  it("centres the map on Iceland at zoom 6 and gives it 35 % of the viewport's height", async () => {
    const { page } = await openPage({ width: 1280, height: 1000 });
    await page.goto("/");
    await page.locator(".leaflet-marker-icon").first().waitFor();
    const box = await page.getByTestId("route-map").boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(350);
    const tiles = await page.locator(".leaflet-tile").evaluateAll((images) => images.map((image) => image.getAttribute("src")));
    expect(tiles.length).toBeGreaterThan(0);
    for (const src of tiles) expect(src).toMatch(/^https:\/\/tiles\.invalid\/6\/\d+\/\d+\.png$/);
    // At zoom 6, lat 65 / lon -19 lies in tile x=28, y=16: the centre tiles must be among those shown.
    expect(tiles).toContain("https://tiles.invalid/6/28/16.png");
  });

  it("makes the map's tiles at most six per task, the centre's first, until they cover the map", async () => {
    const { page } = await openPage({ width: 1280, height: 1000 });
    // Each call of a MutationObserver's callback holds one task's changes to the page: count the new tiles in each
    // (a tile is counted once, however many of the added elements hold it).
    await page.addInitScript(() => {
      const batches: string[][] = [];
      const seen = new WeakSet<Element>();
      (window as unknown as { tileBatches: string[][] }).tileBatches = batches;
      new MutationObserver((records) => {
        const added = records.flatMap((record) =>
          [...record.addedNodes].flatMap((node) => (node instanceof HTMLElement ? [node, ...node.querySelectorAll(".leaflet-tile")] : [])),
        );
        const tiles = [...new Set(added)].filter((element) => element.classList.contains("leaflet-tile") && !seen.has(element));
        for (const tile of tiles) seen.add(tile);
        if (tiles.length > 0) batches.push(tiles.map((tile) => tile.getAttribute("src") ?? ""));
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/");
    const map = page.getByTestId("route-map");
    // Covered: every point of a grid over the map lies on a tile.
    const covered = () =>
      map.evaluate((section) => {
        const frame = section.getBoundingClientRect();
        const tiles = [...section.querySelectorAll(".leaflet-tile")].map((tile) => tile.getBoundingClientRect());
        for (let x = frame.left + 1; x < frame.right; x += 40)
          for (let y = frame.top + 1; y < frame.bottom; y += 40)
            if (!tiles.some((tile) => x >= tile.left && x < tile.right && y >= tile.top && y < tile.bottom)) return false;
        return true;
      });
    await expect.poll(covered).toBe(true);
    const batches = await page.evaluate(() => (window as unknown as { tileBatches: string[][] }).tileBatches);
    expect(batches.flat().length).toBeGreaterThan(6);
    expect(Math.max(...batches.map((batch) => batch.length))).toBeLessThanOrEqual(6);
    // The first task's tiles include the one under the map's centre (lat 65, lon -19 at zoom 6).
    expect(batches[0]).toContain("https://tiles.invalid/6/28/16.png");
  });

  it("names the map's zoom buttons in the page's language, and they zoom", async () => {
    const { page } = await openPage();
    for (const [path, zoomIn, zoomOut] of [
      ["/", "Þysja inn", "Þysja út"],
      ["/en", "Zoom in", "Zoom out"],
    ] as const) {
      await page.goto(path);
      await page.getByRole("button", { name: zoomOut, exact: true }).waitFor();
      await page.getByRole("button", { name: zoomIn, exact: true }).click();
      // Zoom 7's tiles come (the map opens at zoom 6).
      await page.locator('.leaflet-tile[src^="https://tiles.invalid/7/"]').first().waitFor({ state: "attached" });
    }
  });

  it("shows a route's name on hover and opens its card on click", async () => {
    const routes = await getJson<Route[]>("/backend/get_routes.php");
    const first = routes[0] as Route;
    const { page } = await openPage();
    await page.goto("/");
    const marker = page.locator(`.leaflet-marker-icon[title="${first.name}"]`);
    await marker.hover({ force: true });
    await expect.poll(() => page.locator(".leaflet-tooltip").textContent()).toBe(first.name);
    await marker.click({ force: true });
    await page.waitForURL(`**/routes?routeId=${first.id}`);
  });

  it("lets a keyboard user reach a marker by its route name and open it with Enter", async () => {
    const routes = await getJson<Route[]>("/backend/get_routes.php");
    const last = routes.at(-1) as Route;
    const { page } = await openPage();
    await page.goto("/");
    const marker = page.getByRole("button", { name: last.name, exact: true });
    await marker.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/routes?routeId=${last.id}`);
  });

  it("opens the warning modal with the disclaimer and closes it with Loka or Escape", async () => {
    const { page } = await openPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Mikilvægt" }).click();
    const dialog = page.getByRole("dialog", { name: "Mikilvægar upplýsingar" });
    await dialog.waitFor();
    const text = await dialog.textContent();
    expect(text).toContain("ekki hjólað allar leiðirnar");
    expect(text).toContain("almenningsland");
    expect(text).toContain("göngufólki og hestafólki");
    expect(text).toContain("lokaðu hliðum");
    await expect.poll(() => dialog.getByRole("link").getAttribute("href")).toBe(`mailto:${E2E_OWNER.email}`);
    // Focus stays inside the modal while it is open.
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    }
    await dialog.getByRole("button", { name: "Loka" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Mikilvægt" }).click();
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("searches: Enter goes to /routes with the URL-encoded text", async () => {
    const { page } = await openPage();
    await page.goto("/");
    const box = page.getByRole("searchbox", { name: "Leita að hjólaleið" });
    await box.fill("Mývatn & nágrenni");
    await box.press("Enter");
    await page.waitForURL("**/routes?search=M%C3%BDvatn%20%26%20n%C3%A1grenni");
    await expect.poll(() => page.getByRole("searchbox", { name: "Leita að leið" }).inputValue()).toBe("Mývatn & nágrenni");
  });

  it("searches: the arrow button does the same", async () => {
    const { page } = await openPage();
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Leita að hjólaleið" }).fill("Kjölur");
    await page.getByRole("button", { name: "Leita" }).click();
    await page.waitForURL("**/routes?search=Kj%C3%B6lur");
  });

  it("searches: blank text does not navigate, and a click in the empty box goes to /routes", async () => {
    const { page } = await openPage();
    await page.goto("/");
    const box = page.getByRole("searchbox", { name: "Leita að hjólaleið" });
    await box.fill("   ");
    await box.press("Enter");
    await page.getByRole("button", { name: "Leita" }).click();
    expect(new URL(page.url()).pathname).toBe("/");
    await box.fill("");
    await box.click();
    await page.waitForURL((url) => url.pathname === "/routes" && url.search === "");
  });

  it("only logs 'Error fetching routes' when the routes fail to load, and still shows the map and events", async () => {
    const { page, console } = await openPage();
    await stubApi(page, "/backend/get_routes.php", { status: 500, body: { message: "Internal server error" } });
    await page.goto("/");
    await page.locator("article").first().waitFor();
    await page.locator(".leaflet-tile").first().waitFor({ state: "attached" });
    await expect.poll(() => console.some((line) => line.startsWith("error: Error fetching routes"))).toBe(true);
    // The pins come only from a list that loaded; the page asked once and was refused, so none can come later.
    expect(await page.locator(".leaflet-marker-icon").count()).toBe(0);
    expect(await page.getByText("Failed to load routes").count()).toBe(0);
  });
});
