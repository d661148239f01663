import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { apiPaths } from "../../src/shared/api-paths.ts";
import type { Route } from "../../src/shared/route.ts";
import { englishSitePaths, langOfPath, pathInLang, sitePaths } from "../../src/shared/site-paths.ts";
import { afterPendingEffects, baseURL, getJson, holdRequests, openPage, waitUntilLoaded } from "./support/browser.ts";

/** The budget: the JavaScript a first visit to any page needs before its map, gzip-compressed. */
const FIRST_LOAD_JS_BUDGET_BYTES = 100 * 1024;

/** The map's own chunks: Leaflet, and the two maps and the profile that use it. They load after the page. */
const MAP_CHUNK = /\/assets\/(leaflet|route-map|track-map|elevation-profile)-[\w-]+\.js$/;

/**
 * The /routes filters' chunk: like the map, asked for by the page once it runs and not needed for its first
 * render (docs/decisions/044), so counted apart, with a budget of its own.
 */
const FILTERS_CHUNK = /\/assets\/filters-chunk-[\w-]+\.js$/;
// 7 KB since the filters carry the rider's own battery (decision 065); docs/performance.md has the figure.
const FILTERS_CHUNK_BUDGET_BYTES = 7 * 1024;

async function gzipSize(paths: readonly string[]): Promise<number> {
  let total = 0;
  for (const path of paths) {
    const body = Buffer.from(await (await fetch(new URL(path, baseURL()))).arrayBuffer());
    expect(body.includes("leaflet-container"), `${path} must not contain Leaflet`).toBe(false);
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

/** Every script a first visit loads until the page shows all it loads, in the browser, the map's chunks apart. */
async function firstLoadScripts(path: string): Promise<{ page: string[]; map: string[]; filters: string[] }> {
  const { page } = await openPage({ consent: false, width: 375 });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await page.getByRole("region", { name: langOfPath(path) === "en" ? "Cookies" : "Vafrakökur" }).waitFor();
  await waitUntilLoaded(page);
  // /routes asks for its filters' chunk once the browser is idle after the list: wait for the request itself.
  if (/^(\/en)?\/routes$/.test(path)) await expect.poll(() => scripts.some((script) => FILTERS_CHUNK.test(script))).toBe(true);
  return {
    page: scripts.filter((script) => !MAP_CHUNK.test(script) && !FILTERS_CHUNK.test(script)),
    map: scripts.filter((script) => MAP_CHUNK.test(script)),
    filters: scripts.filter((script) => FILTERS_CHUNK.test(script)),
  };
}

describe("first load", () => {
  const firstLoadWithinBudget = async (path: string) => {
    const scripts = await firstLoadScripts(path);
    const total = await gzipSize(scripts.page);
    console.log(`first-load JavaScript of ${path}: ${(total / 1024).toFixed(1)} KB gzip (budget ${FIRST_LOAD_JS_BUDGET_BYTES / 1024} KB)`);
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
    // Only the home pages and /routes have a map.
    expect(scripts.map.length > 0).toBe(["/", "/routes", "/en", "/en/routes"].includes(path));
    // Only /routes has the filters.
    expect(scripts.filters.length > 0).toBe(["/routes", "/en/routes"].includes(path));
    if (scripts.filters.length > 0) {
      const filters = await gzipSize(scripts.filters);
      console.log(`  and the filters' chunk after it: ${(filters / 1024).toFixed(1)} KB gzip (budget ${FILTERS_CHUNK_BUDGET_BYTES / 1024} KB)`);
      expect(filters).toBeLessThanOrEqual(FILTERS_CHUNK_BUDGET_BYTES);
    }
  };
  it.each([...sitePaths, "/ekki-til", ...englishSitePaths.map((path) => pathInLang(path, "en")), "/en/not-here"])(
    `of %s needs at most ${FIRST_LOAD_JS_BUDGET_BYTES / 1024} KB of gzip-compressed JavaScript besides the map, and no Leaflet`,
    firstLoadWithinBudget,
  );

  it("the HTML asks for one small script; the app's code comes after the first paint", async () => {
    const html = await (await fetch(new URL("/about", baseURL()))).text();
    const scripts = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"/g)].map((match) => match[1] as string);
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1] as string);
    expect(scripts).toHaveLength(1);
    expect(await gzipSize([...scripts, ...preloads])).toBeLessThan(2 * 1024);
  });

  it("loads the map's code on / after the page's own", async () => {
    const html = await (await fetch(new URL("/", baseURL()))).text();
    const entry = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"/g)].map((match) => match[1] as string);
    const { page } = await openPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await page.locator(".leaflet-container").waitFor();
    expect(scripts[0]).toBe(entry[0]);
    expect(scripts.some((path) => /route-map-[\w-]+\.js$/.test(path))).toBe(true);
  });

  it(`a route's page needs at most ${FIRST_LOAD_JS_BUDGET_BYTES / 1024} KB of gzip-compressed JavaScript before its map and profile, and its map's code only once the map is on screen`, async () => {
    const [route] = await getJson<Route[]>("/backend/get_routes.php");
    const { page } = await openPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    // Hold the route's data: once the page has asked for it, it has loaded all the code a visit needs before the data.
    const data = await holdRequests(page, `**${apiPaths.routeDetails(route?.id ?? 0)}`);
    await page.goto(`/routes/${route?.id}`);
    await data.requested;
    // The route's text came with the HTML; while its track is held back, the map waits and Leaflet is not loaded.
    await page.getByRole("heading", { level: 1, name: route?.name }).waitFor();
    const firstLoad = [...scripts];
    expect(firstLoad.some((path) => /track-map-[\w-]+\.js$/.test(path))).toBe(false);
    const total = await gzipSize(firstLoad);
    console.log(`first-load JavaScript of /routes/${route?.id}: ${(total / 1024).toFixed(1)} KB gzip (budget ${FIRST_LOAD_JS_BUDGET_BYTES / 1024} KB)`);
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);

    // Then the track comes. The map is below the first screen: its code waits until the visitor scrolls to it.
    data.release();
    await page.getByRole("region", { name: "Án nets" }).waitFor();
    // Two frames (the browser reports what came on screen in its frames) and the work they queued.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await afterPendingEffects(page);
    expect(scripts.some((path) => /(track-map|leaflet)-[\w-]+\.js$/.test(path))).toBe(false);
    await page.getByTestId("track-map").getByText("Hleð korti...").waitFor();
    await page.getByTestId("track-map").scrollIntoViewIfNeeded();
    await page.locator(".leaflet-container").waitFor();
    expect(scripts.slice(firstLoad.length).some((path) => /track-map-[\w-]+\.js$/.test(path))).toBe(true);
  });

  it("serves hashed assets compressed and immutable, and revalidates each page's HTML", async () => {
    const html = await fetch(new URL("/", baseURL()));
    expect(html.headers.get("cache-control")).toBe("no-cache");
    const etag = html.headers.get("etag");
    expect(etag).toBeTruthy();
    // Each visit may get another hero image: the same HTML is 304, another is sent whole.
    const again = await fetch(new URL("/", baseURL()), { headers: { "if-none-match": String(etag) } });
    if (again.status === 304) expect(await again.text()).toBe("");
    else {
      expect(again.status).toBe(200);
      expect(again.headers.get("etag")).not.toBe(etag);
    }
    const script = (await html.text()).match(/src="([^"]+\.js)"/)?.[1] as string;
    const asset = await fetch(new URL(script, baseURL()), { headers: { "accept-encoding": "br, gzip" } });
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
