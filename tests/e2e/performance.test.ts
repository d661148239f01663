import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Route } from "../../src/shared/route.ts";
import { baseURL, getJson, openPage } from "./support/browser.ts";

/** Issue budget: the JavaScript a first visit to / needs before the map, gzip-compressed. */
const FIRST_LOAD_JS_BUDGET_BYTES = 120 * 1024;

describe("first load of /", () => {
  it(`needs at most ${FIRST_LOAD_JS_BUDGET_BYTES / 1024} KB of gzip-compressed JavaScript before the map, and Leaflet comes later`, async () => {
    const html = await (await fetch(new URL("/", baseURL()))).text();
    const entry = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"/g)].map((match) => match[1] as string);
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1] as string);
    expect(entry).toHaveLength(1);
    let total = 0;
    for (const path of [...entry, ...preloads]) {
      const body = Buffer.from(await (await fetch(new URL(path, baseURL()))).arrayBuffer());
      expect(body.includes("leaflet-container"), `${path} must not contain Leaflet`).toBe(false);
      total += gzipSync(body, { level: 9 }).length;
    }
    console.log(`first-load JavaScript before the map: ${(total / 1024).toFixed(1)} KB gzip (budget ${FIRST_LOAD_JS_BUDGET_BYTES / 1024} KB)`);
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);

    // In the browser, the map's code is a separate request made after the first paint.
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

  it(`a route's page needs at most ${FIRST_LOAD_JS_BUDGET_BYTES / 1024} KB of gzip-compressed JavaScript before its map and profile`, async () => {
    const [route] = await getJson<Route[]>("/backend/get_routes.php");
    const { page } = await openPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    // Hold the route's data: once the page has asked for it, it has loaded all the code a visit needs before the data.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked: () => void = () => {};
    const dataRequested = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route(`**/api/routes/${route?.id}`, async (request) => {
      asked();
      await held;
      await request.continue();
    });
    await page.goto(`/routes/${route?.id}`);
    await dataRequested;
    await page.getByRole("status").filter({ hasText: "Hleð leið..." }).waitFor();
    const firstLoad = [...scripts];
    let total = 0;
    for (const path of firstLoad) {
      const body = Buffer.from(await (await fetch(new URL(path, baseURL()))).arrayBuffer());
      expect(body.includes("leaflet-container"), `${path} must not contain Leaflet`).toBe(false);
      total += gzipSync(body, { level: 9 }).length;
    }
    console.log(`first-load JavaScript of /routes/${route?.id}: ${(total / 1024).toFixed(1)} KB gzip (budget ${FIRST_LOAD_JS_BUDGET_BYTES / 1024} KB)`);
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);

    // Then the text comes, and the map's code after it.
    release();
    await page.getByRole("heading", { level: 1, name: route?.name }).waitFor();
    await page.locator(".leaflet-container").waitFor();
    expect(scripts.slice(firstLoad.length).some((path) => /track-map-[\w-]+\.js$/.test(path))).toBe(true);
  });

  it("serves hashed assets compressed and immutable, and revalidates index.html", async () => {
    const html = await fetch(new URL("/", baseURL()));
    expect(html.headers.get("cache-control")).toBe("no-cache");
    const etag = html.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(new URL("/", baseURL()), { headers: { "if-none-match": String(etag) } });
    expect(again.status).toBe(304);
    const script = (await html.text()).match(/src="([^"]+\.js)"/)?.[1] as string;
    const asset = await fetch(new URL(script, baseURL()), { headers: { "accept-encoding": "br, gzip" } });
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
