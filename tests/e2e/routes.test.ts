import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiPaths } from "../../src/shared/api-paths.ts";
import type { Route } from "../../src/shared/route.ts";
import { afterPendingEffects, getJson, holdRequests, openPage, pauseClock, stubApi } from "./support/browser.ts";

const sample = (id: number, name: string, region: string, description: string): Route => ({
  id,
  name,
  region,
  description,
  distance: 10 + id,
  latitude: 64 + id / 10,
  longitude: -20,
  link: `https://example.is/${id}`,
  videolink: id === 2 ? "https://video.example/2" : null,
});
const three = [
  sample(1, "Heiðmörk", "Höfuðborgarsvæðið", "Skógarstígar."),
  sample(2, "Kjölur", "Hálendið", "Langur malarvegur."),
  sample(3, "Mývatn", "Norðurland eystra", "Hringur um vatnið."),
];

/** The routes the map shows: each is counted once, by a cluster's number or by a pin of its own, in sight. */
async function routesOnMap(page: Page): Promise<number> {
  const numbers = await page.locator(".route-cluster:visible").evaluateAll((elements) => elements.map((element) => Number(element.textContent)));
  return numbers.reduce((sum, count) => sum + count, 0) + (await page.locator(".route-pin:visible").count());
}

describe("/routes", () => {
  it("shows the banner, the map and a card per route, newest first", async () => {
    const routes = await getJson<Route[]>(apiPaths.routes);
    const { page } = await openPage();
    await page.goto("/routes");
    await page.locator("article").first().waitFor();
    await expect.poll(() => page.getByRole("complementary", { name: "Auglýsing" }).count()).toBe(1);
    // Every route has its card, in the server's order reversed, with no button to press for more.
    const newestFirst = routes.map((route) => route.name).toReversed();
    expect(newestFirst).toHaveLength(20);
    expect(await page.locator("article:visible h2").allTextContents()).toEqual(newestFirst);
    expect(await page.getByRole("button", { name: "Sýna fleiri leiðir" }).count()).toBe(0);
    // The pins come a few per frame: wait for the last one, then check there are no more.
    await page
      .locator(".leaflet-marker-icon")
      .nth(routes.length - 1)
      .waitFor();
    expect(await page.locator(".leaflet-marker-icon").count()).toBe(routes.length);
    // The English page too: a card for every route.
    await page.goto("/en/routes");
    await expect.poll(() => page.locator("article:visible").count()).toBe(routes.length);
    expect(await page.locator("article:visible").first().getAttribute("id")).toBe(`route-${routes.at(-1)?.id}`);
    expect(await page.getByRole("button", { name: /more routes/i }).count()).toBe(0);
  });

  it("shows every route again after a blank search and after 'Sýna allar leiðir'", async () => {
    const routes = await getJson<Route[]>(apiPaths.routes);
    const newestFirst = routes.map((route) => route.name).toReversed();
    const { page } = await openPage();
    await page.goto("/routes");
    const search = page.getByRole("searchbox", { name: "Leita að leið" });
    const names = () => page.locator("article:visible h2").allTextContents();
    await expect.poll(names).toEqual(newestFirst);
    // A region the sample routes share: every match shown, none behind a button.
    const north = routes.filter((route) => /norðurland/i.test(`${route.name} ${route.region} ${route.description}`));
    expect(north.length).toBeGreaterThan(1);
    await search.fill("Norðurland");
    await expect.poll(async () => (await names()).length).toBe(north.length);
    await search.fill("   ");
    await expect.poll(names).toEqual(newestFirst);
    await search.fill("Engin leið heitir svona");
    await page.getByText("Engar leiðir fundust").waitFor();
    await page.getByRole("button", { name: "Sýna allar leiðir" }).click();
    await expect.poll(() => search.inputValue()).toBe("");
    await expect.poll(names).toEqual(newestFirst);
  });

  it("scrolls to the oldest route's card when its pin is chosen", async () => {
    const routes = await getJson<Route[]>(apiPaths.routes);
    const oldest = routes[0] as Route;
    const { page } = await openPage({ width: 1280, height: 800 });
    await page.goto("/routes");
    const pin = page.locator(`.route-pin[title=${JSON.stringify(oldest.name)}]`);
    await pin.click();
    await page.waitForURL(`**/routes?routeId=${oldest.id}`);
    // The last of the twenty cards, far below the map: scrolled to the top half of the screen.
    await page.waitForFunction((id) => {
      const box = document.getElementById(`route-${id}`)?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2;
    }, oldest.id);
  });

  it("shows each card's name, region, distance in km, description and links", async () => {
    const { page } = await openPage();
    await stubApi(page, apiPaths.routes, { body: three });
    await page.goto("/routes");
    const card = page.locator("#route-2");
    await card.waitFor();
    const text = await card.textContent();
    expect(text).toContain("Kjölur");
    expect(text).toContain("Hálendið");
    expect(text).toContain("12 km");
    expect(text).toContain("Langur malarvegur.");
    await expect.poll(() => card.getByRole("link", { name: /Nánari upplýsingar/ }).getAttribute("href")).toBe("https://example.is/2");
    await expect.poll(() => card.getByRole("link", { name: /Myndband/ }).getAttribute("href")).toBe("https://video.example/2");
    expect(
      await page
        .locator("#route-1")
        .getByRole("link", { name: /Myndband/ })
        .count(),
    ).toBe(0);
  });

  it("filters live by name, region or description, trimmed and ignoring case", async () => {
    const { page } = await openPage();
    await stubApi(page, apiPaths.routes, { body: three });
    await page.goto("/routes");
    const search = page.getByRole("searchbox", { name: "Leita að leið" });
    // The cards a visitor sees: places the search does not fill stay in the page, hidden (route-list.tsx).
    const names = () => page.locator("article:visible h2").allTextContents();
    // The cards follow the field as soon as the browser has time (a deferred render): wait for them.
    const expectNames = (expected: string[]) => expect.poll(names).toEqual(expected);
    await search.fill("  KJÖL ");
    await expectNames(["Kjölur"]);
    await search.fill("norðurland");
    await expectNames(["Mývatn"]);
    await search.fill("skógar");
    await expectNames(["Heiðmörk"]);
    await search.fill("   ");
    await expectNames(["Mývatn", "Kjölur", "Heiðmörk"]);
  });

  it("shows the no-match state, and 'Sýna allar leiðir' clears the search", async () => {
    const { page } = await openPage();
    await stubApi(page, apiPaths.routes, { body: three });
    await page.goto("/routes?search=Grímsey");
    const search = page.getByRole("searchbox", { name: "Leita að leið" });
    await expect.poll(() => search.inputValue()).toBe("Grímsey");
    await page.getByText("Engar leiðir fundust").waitFor();
    await expect.poll(() => page.getByText("Prófaðu önnur leitarorð", { exact: false }).count()).toBe(1);
    await page.getByRole("button", { name: "Sýna allar leiðir" }).click();
    await expect.poll(() => search.inputValue()).toBe("");
    await expect.poll(() => page.locator("article:visible").count()).toBe(3);
  });

  it("keeps the cards within a phone's width, before and after a search that finds nothing", async () => {
    const { page } = await openPage({ width: 375, height: 700 });
    // Thirty cards, most of them far below the screen.
    const thirty = Array.from({ length: 30 }, (_, index) => sample(index + 1, `Leið ${index + 1}`, "Suðurland", "Stutt lýsing."));
    await stubApi(page, apiPaths.routes, { body: thirty });
    await page.goto("/routes");
    await page.locator("article").first().waitFor();
    // Cards below the screen are not drawn yet (content-visibility: auto): their estimated size must not widen the page.
    const widest = () =>
      page.evaluate(() =>
        Math.max(document.documentElement.scrollWidth, ...[...document.querySelectorAll("article")].map((card) => card.getBoundingClientRect().right)),
      );
    expect(await widest()).toBeLessThanOrEqual(375);
    const search = page.getByRole("searchbox", { name: "Leita að leið" });
    await search.fill("Grímsey");
    await page.getByText("Engar leiðir fundust").waitFor();
    await search.fill("");
    await expect.poll(() => page.locator("article:visible").count()).toBe(30);
    expect(await widest()).toBeLessThanOrEqual(375);
  });

  it("scrolls smoothly to ?routeId's card 100 ms after the routes load", async () => {
    const routes = await getJson<Route[]>(apiPaths.routes);
    const oldest = routes[0] as Route; // the last card, far down the page
    const { page } = await openPage({ width: 375, height: 700 });
    await page.addInitScript(() => {
      const calls: { options: unknown; id: string }[] = [];
      Object.assign(window, { scrollCalls: calls });
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
        calls.push({ options, id: this.id });
        original.call(this, options);
      };
    });
    // The page's timers run on a clock the test moves, so the delay is measured exactly, however busy the machine is.
    await page.clock.install();
    // The routes answer is held until the test lets it go.
    const list = await holdRequests(page, `**${apiPaths.routes}`, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(routes) }),
    );
    const scrollCalls = () => page.evaluate(() => (window as unknown as { scrollCalls: { options: unknown; id: string }[] }).scrollCalls);

    await page.goto(`/routes?routeId=${oldest.id}`);
    await pauseClock(page);
    await page.getByText("Hleð rafhjólaleiðum...").waitFor();
    await page.clock.runFor(500);
    expect(await scrollCalls(), "no scroll while the routes are on their way").toEqual([]);

    list.release();
    await page.locator(`#route-${oldest.id}`).waitFor();
    await afterPendingEffects(page);
    await page.clock.runFor(99);
    expect(await scrollCalls(), "nothing before 100 ms").toEqual([]);
    await page.clock.runFor(1);
    expect(await scrollCalls()).toEqual([{ id: `route-${oldest.id}`, options: { behavior: "smooth", block: "start" } }]);

    await page.clock.resume();
    await page.waitForFunction((id) => {
      const box = document.getElementById(`route-${id}`)?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2;
    }, oldest.id);
  });

  it("groups a thousand routes into numbered clusters that zoom in to each route's own pin", async () => {
    // Generated test routes, all inside the map's first view (around lat 65, lon -19), so the clusters and
    // pins in view account for every route.
    const many = Array.from({ length: 1000 }, (_, index) => ({
      ...sample(index + 1, `Prófunarleið ${index + 1}`, "Norðurland eystra", "Stutt lýsing."),
      latitude: 64.7 + ((index * 37) % 100) / 170,
      longitude: -20.2 + ((index * 53) % 100) / 40,
    }));
    const { page } = await openPage();
    await stubApi(page, apiPaths.routes, { body: many });
    await page.goto("/routes");
    const clusters = page.locator(".route-cluster:visible");
    await clusters.first().waitFor();
    await expect.poll(() => routesOnMap(page)).toBe(1000);
    // The index was built in a worker of its own, not on the page's main thread.
    expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toEqual([expect.stringMatching(/^\/assets\/cluster-worker-[\w-]+\.js$/)]);
    const first = clusters.first();
    const count = Number(await first.textContent());
    await expect.poll(() => first.getAttribute("aria-label")).toBe(`${count} leiðir á þessu svæði: þysja inn`);
    await expect.poll(() => first.getAttribute("title")).toBe(`${count} leiðir`);
    // Choosing a cluster zooms in on it, until routes stand alone as pins named after them.
    for (let zoom = 0; zoom < 15 && (await page.locator(".route-pin:visible").count()) === 0; zoom += 1) {
      const before = await clusters.allTextContents();
      await clusters.first().click({ force: true });
      await expect.poll(() => clusters.allTextContents()).not.toEqual(before);
    }
    const pin = page.locator(".route-pin:visible").first();
    const name = (await pin.getAttribute("title")) ?? "";
    expect(name).toMatch(/^Prófunarleið \d+$/);
    // A pin is a button named after its route, as on the sample-size map.
    await expect.poll(() => pin.getAttribute("aria-label")).toBe(name);
    await pin.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/routes?routeId=${name.replace("Prófunarleið ", "")}`);
    await page.locator(`#route-${name.replace("Prófunarleið ", "")}`).waitFor();
  });

  it("still clusters the routes when the cluster worker cannot start", async () => {
    const many = Array.from({ length: 400 }, (_, index) => ({
      ...sample(index + 1, `Prófunarleið ${index + 1}`, "Suðurland", "Stutt lýsing."),
      latitude: 64.9,
      longitude: -19.5 + index / 1000,
    }));
    const { page, console } = await openPage();
    await stubApi(page, apiPaths.routes, { body: many });
    // The worker's script fails to load (an old page after a new deployment, say): the page builds the index itself.
    let refused = 0;
    await page.route("**/assets/cluster-worker-*.js", (route) => {
      refused += 1;
      return route.fulfill({ status: 404, body: "" });
    });
    await page.goto("/routes");
    await page.locator(".route-cluster").first().waitFor();
    await expect.poll(() => routesOnMap(page)).toBe(400);
    expect(refused).toBe(1);
    expect(console.filter((line) => line.startsWith("error:") && !line.includes("404"))).toEqual([]);
  });

  it("shows a thousand routes 12 cards at a time, and every match of a search that leaves 200 or fewer", async () => {
    const many = Array.from({ length: 1000 }, (_, index) =>
      sample(index + 1, `Prófunarleið ${index + 1}`, "Suðurland", index === 0 ? "Eina leiðin um Grímsey." : "Stutt lýsing."),
    );
    const { page } = await openPage();
    await stubApi(page, apiPaths.routes, { body: many });
    await page.goto("/routes");
    await page.getByText("12 af 1.000 leiðum sýndar").waitFor();
    await expect.poll(() => page.locator("article:visible").count()).toBe(12);
    await page.getByRole("button", { name: "Sýna fleiri leiðir" }).click();
    await page.getByText("24 af 1.000 leiðum sýndar").waitFor();
    await expect.poll(() => page.locator("article:visible").count()).toBe(24);
    // Prófunarleið 1, 10–19, 100–199 and 1000: 112 matches, every one a card, the oldest route of all last.
    const search = page.getByRole("searchbox", { name: "Leita að leið" });
    await search.fill("Prófunarleið 1");
    await expect.poll(() => page.locator("article:visible").count()).toBe(112);
    expect(await page.locator("article:visible h2").last().textContent()).toBe("Prófunarleið 1");
    expect(await page.getByRole("button", { name: "Sýna fleiri leiðir" }).count()).toBe(0);
    // The oldest route is the last of a thousand cards, far beyond the pages shown: the search finds it.
    await search.fill("GRÍMSEY");
    await expect.poll(() => page.locator("article:visible h2").allTextContents()).toEqual(["Prófunarleið 1"]);
  });

  it("shows the loading text while the routes are on their way", async () => {
    const { page } = await openPage();
    // The answer is held until the page has shown its loading text, however slow the machine.
    const shown = Promise.withResolvers<void>();
    await stubApi(page, apiPaths.routes, { body: three, until: shown.promise });
    await page.goto("/routes");
    await page.getByText("Hleð rafhjólaleiðum...").waitFor();
    // page.goto waited for the app to take the page over: the routes are still on their way.
    expect(await page.getByRole("searchbox", { name: "Leita að leið" }).count()).toBe(0);
    shown.resolve();
    await page.locator("article").first().waitFor();
    expect(await page.getByText("Hleð rafhjólaleiðum...").count()).toBe(0);
  });

  it("shows the error text, logs it and hides the search when loading fails", async () => {
    const { page, console } = await openPage();
    await stubApi(page, apiPaths.routes, { status: 503, body: { message: "down" } });
    await page.goto("/routes");
    await page.getByText("Failed to load routes. Please try again later.").waitFor();
    expect(console.some((line) => line.startsWith("error: Failed to load routes. Please try again later."))).toBe(true);
    expect(await page.getByRole("searchbox", { name: "Leita að leið" }).count()).toBe(0);
  });

  it("shows an empty list without a search box when there are no routes", async () => {
    const { page } = await openPage();
    await stubApi(page, apiPaths.routes, { body: [] });
    await page.goto("/routes");
    await page.getByText("Engar leiðir skráðar enn.").waitFor();
    expect(await page.getByRole("searchbox", { name: "Leita að leið" }).count()).toBe(0);
  });

  it("treats an answer that is not an array as an empty list, with a console warning", async () => {
    const { page, console } = await openPage();
    await stubApi(page, apiPaths.routes, { body: { routes: three } });
    await page.goto("/routes");
    await page.getByText("Engar leiðir skráðar enn.").waitFor();
    expect(console.some((line) => line.startsWith("warning: Expected an array from /backend/get_routes.php"))).toBe(true);
  });

  it("draws a route's pin with its tip on the route's place, positioned in 2D (no compositor layer per pin)", async () => {
    const { page } = await openPage({ width: 1280, height: 900 });
    // Away from the map's buttons, so the pin is not moved aside for them.
    const place = { ...sample(7, "Hérna", "Norðurland eystra", "Prófun."), latitude: 64.8, longitude: -17.5 };
    await stubApi(page, apiPaths.routes, { body: [place] });
    await page.goto("/routes");
    const pin = page.locator(".leaflet-marker-icon.route-pin");
    await pin.waitFor();
    // Web Mercator at the map's first view (centre 65° N 19° W, zoom 6), in CSS pixels from the map's centre.
    const world = 256 * 2 ** 6;
    const x = (longitude: number) => ((longitude + 180) / 360) * world;
    const y = (latitude: number) => {
      const radians = (latitude * Math.PI) / 180;
      return ((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * world;
    };
    const map = await page.locator(".leaflet-container").boundingBox();
    const box = await pin.boundingBox();
    if (!map || !box) throw new Error("the map or its pin has no box");
    // The pin's tip is its icon's anchor: 14 px from its left, 36 px from its top.
    const tip = { x: box.x + 14 - (map.x + map.width / 2), y: box.y + 36 - (map.y + map.height / 2) };
    expect(Math.abs(tip.x - (x(place.longitude) - x(-19)))).toBeLessThanOrEqual(1.5);
    expect(Math.abs(tip.y - (y(place.latitude) - y(65)))).toBeLessThanOrEqual(1.5);
    expect(await pin.evaluate((element) => element.style.transform)).toMatch(/^translate\(/);
  });
});
