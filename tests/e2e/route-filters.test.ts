import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiPaths } from "../../src/shared/api-paths.ts";
import type { Route } from "../../src/shared/route.ts";
import type { RouteConditionBrief } from "../../src/shared/route-condition.ts";
import type { RouteFiguresRow } from "../../src/shared/track.ts";
import { axeViolations } from "./support/axe.ts";
import { openPage, stubApi } from "./support/browser.ts";

const route = (id: number, name: string, region: string, distance: number, latitude: number, longitude: number): Route => ({
  id,
  name,
  region,
  description: "Prófunarleið.",
  distance,
  latitude,
  longitude,
  link: `https://example.is/${id}`,
  videolink: null,
});

// Oldest first, as the server answers; the page lists them newest first.
const routes = [
  route(1, "Heiðmörk", "Höfuðborgarsvæðið", 15, 64.08, -21.83),
  route(2, "Kjölur", "Hálendið", 160, 64.8, -19.5),
  route(3, "Mývatn", "Norðurland eystra", 36, 65.6, -17.0),
  route(4, "Þingvellir", "Suðurland", 40, 64.25, -21.1),
  route(5, "Þórsmörk", "Suðurland", 25, 63.9, -19.5),
  route(6, "Grímsey", "Norðurland eystra", 12, 65.9, -18.0),
];
// Routes 3 and 6 have no track. Battery watt-hours at medium assist: 180, 1500, 420, 640.
const figures: RouteFiguresRow[] = [
  [1, 15.2, 200, 180],
  [2, 161, 1400, 1500],
  [4, 40.4, 350, 420],
  [5, 25, 900, 640],
];

async function openRoutes(path = "/routes", options: Parameters<typeof openPage>[0] = {}, list: Route[] = routes, rows: RouteFiguresRow[] = figures) {
  const opened = await openPage(options);
  await stubApi(opened.page, apiPaths.routes, { body: list });
  await stubApi(opened.page, apiPaths.routeFigures, { body: rows });
  // The test routes have no English names (the site's own routes, with the same ids, may).
  await stubApi(opened.page, apiPaths.englishRoutes, { body: [] });
  await opened.page.goto(path);
  return opened;
}

const cardNames = (page: Page) => page.locator("article:visible h2").allTextContents();
const routeParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe("/routes filters and sort", () => {
  it("combines two filters and a sort, keeps them in the address through a reload, and goes back", async () => {
    const { page } = await openRoutes();
    await expect.poll(() => cardNames(page)).toEqual(["Grímsey", "Þórsmörk", "Þingvellir", "Mývatn", "Kjölur", "Heiðmörk"]);
    const region = page.getByLabel("Landshluti", { exact: true });
    // Each choice says how many routes it leaves before it is chosen.
    await expect.poll(() => region.locator("option").allTextContents()).toContain("Suðurland (2)");
    await region.selectOption("Suðurland");
    await expect.poll(() => cardNames(page)).toEqual(["Þórsmörk", "Þingvellir"]);
    const battery = page.getByLabel("Rafhlaða", { exact: true });
    expect(await battery.locator("option").allTextContents()).toEqual([
      "Óháð rafhlöðu",
      "500 Wh rafhlaða dugar (1)",
      "625 Wh rafhlaða dugar (1)",
      "750 Wh rafhlaða dugar (2)",
    ]);
    await battery.selectOption("625");
    await expect.poll(() => cardNames(page)).toEqual(["Þingvellir"]);
    await battery.selectOption("750");
    await expect.poll(() => cardNames(page)).toEqual(["Þórsmörk", "Þingvellir"]);
    await page.getByLabel("Röðun", { exact: true }).selectOption("longest");
    await expect.poll(() => cardNames(page)).toEqual(["Þingvellir", "Þórsmörk"]);
    expect(routeParams(page)).toEqual({ region: "Suðurland", battery: "750", sort: "longest" });
    await expect.poll(() => page.getByText("2 leiðir", { exact: true }).getAttribute("aria-live")).toBe("polite");

    await page.reload();
    await expect.poll(() => cardNames(page)).toEqual(["Þingvellir", "Þórsmörk"]);
    await expect.poll(() => page.getByLabel("Röðun", { exact: true }).inputValue()).toBe("longest");

    await page.goBack();
    await expect.poll(() => routeParams(page)).toEqual({ region: "Suðurland", battery: "750" });
    await expect.poll(() => cardNames(page)).toEqual(["Þórsmörk", "Þingvellir"]);
    await page.goBack();
    await expect.poll(() => cardNames(page)).toEqual(["Þingvellir"]);
  });

  it("applies a distance range typed in, with the count it leaves shown first, and the climb range's choice of unknown climbs", async () => {
    const { page } = await openRoutes();
    const distance = page.getByRole("group", { name: "Vegalengd (km)" });
    await distance.getByLabel("Til").fill("30");
    await expect.poll(() => distance.getByText(/^Eftir standa/).textContent()).toBe("Eftir standa 3 leiðir");
    // Not applied until Enter or leaving the field.
    expect(await cardNames(page)).toHaveLength(6);
    await distance.getByLabel("Til").press("Enter");
    await expect.poll(() => cardNames(page)).toEqual(["Grímsey", "Þórsmörk", "Heiðmörk"]);
    expect(routeParams(page)).toEqual({ distance: "-30" });
    const climb = page.getByRole("group", { name: "Hækkun (m)" });
    await climb.getByLabel("Til").fill("500");
    await climb.getByLabel("Til").press("Enter");
    await expect.poll(() => cardNames(page)).toEqual(["Heiðmörk"]);
    await climb.getByLabel(/Taka með leiðir þar sem hækkun er óþekkt/).check();
    await expect.poll(() => cardNames(page)).toEqual(["Grímsey", "Heiðmörk"]);
    expect(routeParams(page)).toEqual({ distance: "-30", climb: "-500", climbUnknown: "1" });
  });

  it("applies a region at once while the figures are on their way, and waits for them only for what reads them", async () => {
    const opened = await openPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await stubApi(opened.page, apiPaths.routes, { body: routes });
    await stubApi(opened.page, apiPaths.routeFigures, { body: figures, until: held });
    await stubApi(opened.page, apiPaths.englishRoutes, { body: [] });
    const page = opened.page;
    await page.goto("/routes");
    await page.getByLabel("Landshluti", { exact: true }).selectOption("Suðurland");
    await expect.poll(() => cardNames(page)).toEqual(["Þórsmörk", "Þingvellir"]);
    expect(await page.locator("main p[aria-live]").first().textContent()).toBe("2 leiðir");
    // The counts read from the tracks are not known yet, and say so rather than 0.
    await page.getByLabel("Aðeins leiðir með GPX-feril (…)").waitFor();
    expect(await page.getByLabel("Rafhlaða", { exact: true }).locator("option").allTextContents()).toEqual([
      "Óháð rafhlöðu",
      "500 Wh rafhlaða dugar (…)",
      "625 Wh rafhlaða dugar (…)",
      "750 Wh rafhlaða dugar (…)",
    ]);
    // The shortest first needs the tracks' lengths: the list says it is loading until they come.
    await page.getByLabel("Röðun", { exact: true }).selectOption("shortest");
    await page.getByText("Hleð rafhjólaleiðum...").waitFor();
    release();
    await expect.poll(() => cardNames(page)).toEqual(["Þórsmörk", "Þingvellir"]);
    await page.getByLabel("Aðeins leiðir með GPX-feril (2)").waitFor();
    await page.getByLabel("Landshluti", { exact: true }).selectOption("");
    await expect.poll(() => cardNames(page)).toEqual(["Grímsey", "Heiðmörk", "Þórsmörk", "Mývatn", "Þingvellir", "Kjölur"]);
  });

  it("ignores malformed values in the address", async () => {
    const { page, console } = await openRoutes("/routes?distance=abc&climb=600-0&battery=600&region=Hvergi&track=2&sort=random&search=");
    await expect.poll(() => cardNames(page)).toHaveLength(6);
    expect(await page.getByLabel("Röðun", { exact: true }).inputValue()).toBe("newest");
    expect(console.filter((line) => line.startsWith("error:"))).toEqual([]);
  });

  it("shows on the map only the routes the filters leave, pins and clusters alike", async () => {
    const { page } = await openRoutes("/routes?track=1");
    await expect.poll(() => cardNames(page)).toHaveLength(4);
    await expect.poll(() => page.locator(".route-pin").count()).toBe(4);
    await page.getByLabel("Landshluti", { exact: true }).selectOption("Suðurland");
    await expect.poll(() => page.locator(".route-pin").count()).toBe(2);

    // Above 150 routes the map clusters them: the clusters' numbers and lone pins count the filtered routes.
    const many = Array.from({ length: 400 }, (_, index) =>
      route(
        index + 1,
        `Prófunarleið ${index + 1}`,
        index % 4 === 0 ? "Suðurland" : "Vesturland",
        10 + (index % 50),
        64.7 + ((index * 37) % 100) / 170,
        -20.2 + ((index * 53) % 100) / 40,
      ),
    );
    const clustered = await openRoutes("/routes", {}, many, []);
    const onMap = async () => {
      // In sight: a cluster or pin a filter leaves out is hidden, kept for the next change.
      const numbers = await clustered.page.locator(".route-cluster:visible").evaluateAll((elements) => elements.map((element) => Number(element.textContent)));
      return numbers.reduce((sum, count) => sum + count, 0) + (await clustered.page.locator(".route-pin:visible").count());
    };
    await expect.poll(onMap).toBe(400);
    await clustered.page.getByText("400 leiðir", { exact: true }).waitFor();
    // The map changes with the cards, before the next frame is drawn: it does not wait for the filters to rest.
    await clustered.page.evaluate(() => {
      const page = window as unknown as { firstFrame?: { listed: string; mapped: number } };
      window.addEventListener(
        "change",
        () =>
          requestAnimationFrame(() => {
            const inSight = (selector: string) => [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility());
            const numbers = inSight(".route-cluster").map((element) => Number(element.textContent));
            const mapped = numbers.reduce((sum, count) => sum + count, 0) + inSight(".route-pin").length;
            page.firstFrame = { listed: document.querySelector("main p[aria-live]")?.textContent ?? "", mapped };
          }),
        { once: true },
      );
    });
    await clustered.page.getByLabel("Landshluti", { exact: true }).selectOption("Suðurland");
    const firstFrame = await clustered.page.waitForFunction(() => (window as unknown as { firstFrame?: unknown }).firstFrame);
    expect(await firstFrame.jsonValue()).toEqual({ listed: "100 leiðir", mapped: 100 });
    expect(await onMap()).toBe(100);
    await clustered.page.getByRole("group", { name: "Vegalengd (km)" }).getByLabel("Til").fill("19");
    await clustered.page.getByRole("group", { name: "Vegalengd (km)" }).getByLabel("Til").press("Enter");
    await expect.poll(onMap).toBe(many.filter((each) => each.region === "Suðurland" && each.distance <= 19).length);
    // One worker served every change.
    expect(clustered.page.workers()).toHaveLength(1);
  });

  it("limits the cards to the map's view with 'Sýna leiðir á kortasvæðinu'", async () => {
    // A route far north of the map's first view.
    const { page } = await openRoutes("/routes", {}, [...routes, route(7, "Langt í norðri", "Norðurland eystra", 20, 70.5, -18)]);
    await expect.poll(() => cardNames(page)).toHaveLength(7);
    await page.getByLabel("Sýna leiðir á kortasvæðinu").check();
    await expect.poll(() => cardNames(page)).toHaveLength(6);
    expect(await cardNames(page)).not.toContain("Langt í norðri");
    await page.getByLabel("Sýna leiðir á kortasvæðinu").uncheck();
    await expect.poll(() => cardNames(page)).toHaveLength(7);
  });

  it("sorts nearest first with the position the browser gives, which goes nowhere", async () => {
    const opened = await openPage();
    await opened.context.grantPermissions(["geolocation"]);
    await opened.context.setGeolocation({ latitude: 64.14, longitude: -21.94 });
    const requests: string[] = [];
    opened.page.on("request", (request) => requests.push(request.url()));
    await stubApi(opened.page, apiPaths.routes, { body: routes });
    await stubApi(opened.page, apiPaths.routeFigures, { body: figures });
    await opened.page.goto("/routes");
    await expect.poll(() => cardNames(opened.page)).toHaveLength(6);
    await opened.page.getByLabel("Röðun", { exact: true }).selectOption("nearest");
    await expect.poll(async () => (await cardNames(opened.page)).slice(0, 3)).toEqual(["Heiðmörk", "Þingvellir", "Þórsmörk"]);
    expect(routeParams(opened.page)).toEqual({ sort: "nearest" });
    await opened.page.getByText("Staðsetningin er aðeins notuð í vafranum þínum og er aldrei send neitt.").waitFor();
    // From Akureyri the order turns around.
    await opened.context.setGeolocation({ latitude: 65.68, longitude: -18.09 });
    await opened.page.reload();
    await opened.page.getByRole("button", { name: "Nota staðsetningu mína" }).click();
    await expect.poll(async () => (await cardNames(opened.page)).slice(0, 3)).toEqual(["Grímsey", "Mývatn", "Kjölur"]);
    expect(requests.filter((url) => url.includes("64.14") || url.includes("65.68"))).toEqual([]);
  });

  it("says so when the position is refused, and keeps the order", async () => {
    const { page } = await openRoutes("/routes?sort=shortest");
    const order = ["Grímsey", "Heiðmörk", "Þórsmörk", "Mývatn", "Þingvellir", "Kjölur"];
    await expect.poll(() => cardNames(page)).toEqual(order);
    await page.getByLabel("Röðun", { exact: true }).selectOption("nearest");
    await page.getByText("Staðsetningin fékkst ekki: vafrinn leyfði hana ekki eða fann hana ekki. Leiðirnar eru áfram í sömu röð.").waitFor();
    expect(await cardNames(page)).toEqual(order);
    expect(await page.getByLabel("Röðun", { exact: true }).inputValue()).toBe("shortest");
    expect(routeParams(page)).toEqual({ sort: "shortest" });
    // Another sort chosen, the message goes.
    await page.getByLabel("Röðun", { exact: true }).selectOption("longest");
    await expect.poll(() => page.getByText(/Staðsetningin fékkst ekki/).count()).toBe(0);
  });

  it("folds the filters into one button on a phone", async () => {
    const { page } = await openRoutes("/routes?region=Suðurland", { width: 375, height: 740 });
    await expect.poll(() => cardNames(page)).toHaveLength(2);
    const toggle = page.getByRole("button", { name: /Síur og röðun/ });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByLabel("Landshluti", { exact: true }).isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press("Enter");
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await page.getByLabel("Landshluti", { exact: true }).waitFor();
    expect(await toggle.textContent()).toContain("1 sía virk");
  });

  it("filters by the routes' condition, from the address and by choice", async () => {
    const opened = await openPage();
    await stubApi(opened.page, apiPaths.routes, { body: routes });
    await stubApi(opened.page, apiPaths.routeFigures, { body: figures });
    await stubApi(opened.page, apiPaths.englishRoutes, { body: [] });
    const conditions: RouteConditionBrief[] = [
      { id: 2, condition: "closed", checkedOn: "2026-06-03", season: null },
      { id: 5, condition: "mud", checkedOn: "2026-05-20", season: null },
    ];
    await stubApi(opened.page, apiPaths.routeConditions, { body: conditions });
    const { page } = opened;
    await page.goto("/routes?condition=closed");
    await expect.poll(() => cardNames(page)).toEqual(["Kjölur"]);
    const condition = page.getByLabel("Ástand", { exact: true });
    expect(await condition.locator("option").allTextContents()).toEqual(["Óháð ástandi", "Aurbleyta (1)", "Lokuð (1)"]);
    await condition.selectOption("mud");
    await expect.poll(() => cardNames(page)).toEqual(["Þórsmörk"]);
    expect(routeParams(page)).toEqual({ condition: "mud" });
    await condition.selectOption("");
    await expect.poll(() => cardNames(page)).toHaveLength(routes.length);
  });

  it("has English texts on /en/routes", async () => {
    const { page } = await openRoutes("/en/routes?battery=500");
    await expect.poll(() => cardNames(page)).toEqual(["Þingvellir", "Heiðmörk"]);
    expect(await page.getByLabel("Battery", { exact: true }).locator("option").allTextContents()).toEqual([
      "Any battery",
      "A 500 Wh battery is enough (2)",
      "A 625 Wh battery is enough (2)",
      "A 750 Wh battery is enough (3)",
    ]);
    await page.getByText("2 routes have no track with elevation data, so they can't be checked and are hidden.").waitFor();
    expect(await page.getByLabel("Sort", { exact: true }).locator("option").allTextContents()).toEqual([
      "Newest first",
      "Shortest first",
      "Longest first",
      "Least climb first",
      "Nearest to me",
    ]);
    // The regions in English, each with the Icelandic name the data and the address keep.
    const region = page.getByLabel("Region", { exact: true });
    await expect
      .poll(() => region.locator("option").allTextContents())
      .toEqual(expect.arrayContaining([expect.stringMatching(/^South Iceland \(Suðurland\) \(\d+\)$/)]));
    await region.selectOption("Suðurland");
    await expect.poll(() => new URL(page.url()).searchParams.get("region")).toBe("Suðurland");
  });

  it.each([375, 1280])("has no accessibility violation with the filters open at %i px", async (width) => {
    const { page } = await openRoutes("/routes?climb=0-600&battery=625&sort=nearest", { width, height: 800, consent: false });
    await expect.poll(() => cardNames(page)).not.toHaveLength(0);
    if (width === 375) await page.getByRole("button", { name: /Síur og röðun/ }).click();
    await page.getByLabel("Landshluti", { exact: true }).waitFor();
    const violations = await axeViolations(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
    expect(violations.map((violation) => violation.text)).toEqual([]);
  });
});
