import { appendFile, cp, mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { apiPaths } from "../../src/shared/api-paths.ts";
import type { Route } from "../../src/shared/route.ts";
import type { RouteTrack } from "../../src/shared/track.ts";
import { boundsOf, planTiles } from "../../src/web/features/offline/tiles.ts";
import { formatNumber } from "../../src/web/lib/icelandic-number.ts";
import { type SiteServer, startSite } from "../support/site-server.ts";
import { axeViolations } from "./support/axe.ts";
import { createRouteWithTrack } from "./support/routes.ts";

/**
 * The installed app and routes saved for the trail. These tests run the service worker, so each opens a
 * browser context of its own that allows it, on a site of their own (its own origin, its own copy of the
 * build, MAP_TILE_OFFLINE on) with a tile server of their own on loopback: nothing they do can reach
 * another test's pages, and no request leaves the machine.
 */

// A 1×1 PNG: every tile.
const TILE_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

let site: SiteServer;
let webRoot: string;
let tileServer: Server;
let tileRequests: string[] = [];
let browser: Browser;
let route: Route;
let track: RouteTrack;
const contexts: BrowserContext[] = [];

/** A SYNTHETIC GPX track (no real route): about 6 km north-east from a point near Hella, over one 150 m hill. */
function syntheticGpx(): Buffer {
  const points: string[] = [];
  for (let i = 0; i < 200; i++) {
    const t = i / 199;
    const ele = 60 + 150 * Math.sin(Math.PI * t);
    points.push(`<trkpt lat="${(63.83 + t * 0.04).toFixed(6)}" lon="${(-20.4 + t * 0.06).toFixed(6)}"><ele>${ele.toFixed(1)}</ele></trkpt>`);
  }
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="rafhjol e2e (synthetic)" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Synthetic</name><trkseg>${points.join("")}</trkseg></trk></gpx>`,
  );
}

beforeAll(async () => {
  // The build, copied: one test puts a new service worker in place, as a deploy would.
  webRoot = await mkdtemp(join(tmpdir(), "rafhjol-offline-web-"));
  await cp(resolve(process.env.E2E_WEB_ROOT ?? "dist/web"), webRoot, { recursive: true });
  tileServer = createServer((request, response) => {
    tileRequests.push(request.url ?? "");
    response.writeHead(200, { "content-type": "image/png", "access-control-allow-origin": "*", "cache-control": "max-age=60" });
    response.end(TILE_PNG);
  });
  await new Promise<void>((done) => tileServer.listen(0, "127.0.0.1", done));
  const tilePort = (tileServer.address() as AddressInfo).port;
  site = await startSite({
    webRoot,
    sampleData: true,
    admin: inject("admin"),
    mapTileUrl: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
    mapTileOffline: true,
    prefix: "rafhjol-e2e-offline-",
  });
  ({ route, track } = await createRouteWithTrack({ name: "Prufuleið án nets" }, syntheticGpx(), site.address));
  browser = await chromium.connect(inject("wsEndpoint"));
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await site?.close();
  await new Promise((done) => tileServer?.close(done));
  if (webRoot) await rm(webRoot, { recursive: true, force: true });
});

/** A context of its own, with the service worker allowed; any request to another host is refused. */
async function openContext(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: site.address, viewport: { width, height: 900 }, locale: "is-IS", serviceWorkers: "allow" });
  contexts.push(context);
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (request) => request.abort(),
  );
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "true"));
  return { context, page: await context.newPage() };
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

/** Opens a page and waits until the service worker controls it (installed, its files kept, and claimed the page). */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Saves the route from its page and waits until the page says it is saved. */
async function saveRoute(page: Page): Promise<void> {
  await openControlled(page, `/routes/${route.id}`);
  const section = page.getByRole("region", { name: "Án nets" });
  await section.getByRole("button", { name: "Vista til notkunar án nets" }).click();
  await section.getByText(/Leiðin er vistuð í þessu tæki/).waitFor({ timeout: 45_000 });
}

describe("installable", () => {
  it("has a manifest in Icelandic that opens the home page standalone, with the logo's icons at 192 and 512 px and a maskable one", async () => {
    const html = await (await fetch(new URL("/", site.address))).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const response = await fetch(new URL("/manifest.webmanifest", site.address));
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = (await response.json()) as {
      name: string;
      lang: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: "Rafhjól á Íslandi", lang: "is", start_url: "/", display: "standalone" });
    for (const icon of manifest.icons) {
      const png = Buffer.from(await (await fetch(new URL(icon.src, site.address))).arrayBuffer());
      // The PNG header's width and height.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  });

  it("is installable in Chromium once the worker controls the page", { timeout: 60_000 }, async () => {
    const { context, page } = await openContext();
    await openControlled(page, "/");
    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = (await devtools.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
    // A test's browser context is a private one, where Chromium never installs anything: that is the one reason allowed.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito")).toEqual([]);
  });
});

// Each test starts from a fresh browser, so each waits for the worker to install and keep the build's code
// (about 60 files) before it starts: a minute rather than the usual half.
describe("saved for the trail", { timeout: 60_000 }, () => {
  it('saves a route with its tiles, then offline its page opens from the saved copy: name, figures, profile, line, tiles, GPX and "Hvar er ég?"', async () => {
    const { context, page } = await openContext();
    await openControlled(page, `/routes/${route.id}`);
    const section = page.getByRole("region", { name: "Án nets" });
    // Before saving, the page says what saving takes: the tiles around the track at the zooms the plan gives.
    const plan = planTiles(boundsOf(track.line) ?? { south: 0, west: 0, north: 0, east: 0 });
    await section.getByText(`aðdráttarstig ${plan.zooms?.min}–${plan.zooms?.max}`, { exact: false }).waitFor();
    expect(await section.textContent()).toMatch(new RegExp(`\\(${formatNumber(plan.tiles.length, 0, "is")} kortaflísa?r?, `));
    tileRequests = [];
    await section.getByRole("button", { name: "Vista til notkunar án nets" }).click();
    await section.getByText(/Leiðin er vistuð í þessu tæki/).waitFor({ timeout: 45_000 });
    expect(new Set(tileRequests).size).toBeGreaterThanOrEqual(plan.tiles.length);
    await section.getByRole("button", { name: "Fjarlægja af tækinu" }).waitFor();

    // No network at all; the tile server is not even asked.
    await context.setOffline(true);
    tileRequests = [];
    await page.reload();
    await hydrated(page);
    await page
      .getByTestId("stale-copy")
      .filter({ hasText: /Án nets: þetta er afrit sem var vistað \d+\.\d+\.\d{4} kl\. \d\d:\d\d/ })
      .waitFor();
    await page.getByRole("heading", { level: 1, name: "Prufuleið án nets" }).waitFor();
    // The map, built once it is on screen: its code from the worker's cache too.
    await page.getByTestId("track-map").scrollIntoViewIfNeeded();
    await page.locator("path.track-line").waitFor();
    await expect.poll(() => page.locator(".track-end-marker").count()).toBe(2);
    await page.getByTestId("elevation-profile").waitFor();
    await page.getByRole("region", { name: "Tölur um leiðina" }).getByText("Lengd ferils", { exact: true }).waitFor();
    // Two heading rows (the batteries' shared heading, then the columns') and one row per assist level.
    await expect.poll(() => page.getByRole("region", { name: "Orkunotkun rafhlöðu (áætlun)" }).getByRole("row").count()).toBe(5);
    // The map's tiles are the saved ones.
    await expect.poll(() => page.locator("img.leaflet-tile-loaded").count()).toBeGreaterThan(0);
    expect(tileRequests).toEqual([]);
    // "Sækja GPX" still gives the file.
    const gpx = await page.evaluate(async (path) => (await fetch(path)).text(), apiPaths.gpx(route.id));
    expect(gpx).toContain('creator="rafhjol e2e (synthetic)"');

    // Still offline, "Hvar er ég?" places a rider at the track's start: the whole track is left to ride.
    const [latitude, longitude] = track.line[0] ?? [0, 0];
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude, longitude, accuracy: 10 });
    const panel = page.getByRole("region", { name: "Staða þín á leiðinni" });
    await panel.getByRole("button", { name: "Hvar er ég?" }).click();
    await panel.getByTestId("km-left").waitFor();
    const left = Number(((await panel.getByTestId("km-left").textContent()) ?? "").replace(" km", "").replace(",", "."));
    expect(Math.abs(left - track.stats.lengthKm) / track.stats.lengthKm).toBeLessThanOrEqual(0.05);
  });

  it("offline, a page never visited shows the offline page in the site's chrome, in its language, linking to the saved routes", async () => {
    const { context, page } = await openContext();
    await openControlled(page, "/");
    await context.setOffline(true);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto("/events");
      expect(response?.status()).toBe(503);
      await page.getByRole("heading", { level: 1, name: "Ekkert netsamband" }).waitFor();
      expect(await page.getByRole("navigation", { name: /./ }).first().isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "Vistaðar leiðir" }).first().getAttribute("href")).toBe("/vistad");
      const violations = await axeViolations(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
      expect(violations.map((violation) => violation.text)).toEqual([]);
    }
    await page.goto("/en/events");
    await page.getByRole("heading", { level: 1, name: "No connection" }).waitFor();
    expect(await page.getByRole("link", { name: "Saved routes" }).first().getAttribute("href")).toBe("/en/vistad");
  });

  it("/vistad lists the saved route with its size and date, offline too, shows the storage, and removes it", async () => {
    const { context, page } = await openContext(375);
    await saveRoute(page);
    await context.setOffline(true);
    await page.goto("/vistad");
    await hydrated(page);
    const list = page.getByRole("region", { name: "Leiðir í þessu tæki" });
    const item = list.getByRole("listitem").filter({ hasText: "Prufuleið án nets" });
    await item.getByText(/^Vistuð \d+\.\d+\.\d{4} · \d+(,\d)? MB í tækinu$/).waitFor();
    await page
      .getByTestId("storage-use")
      .getByText(/Geymslurými í þessu tæki: [\d,]+ MB í notkun af [\d,]+ [MG]B sem vafrinn leyfir\./)
      .waitFor();
    expect(await item.getByRole("link", { name: "Opna: Prufuleið án nets" }).getAttribute("href")).toBe(`/routes/${route.id}`);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const violations = await axeViolations(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
      expect(violations.map((violation) => violation.text)).toEqual([]);
    }
    await item.getByRole("button", { name: "Fjarlægja Prufuleið án nets af tækinu" }).click();
    await page.getByText("Engin leið er vistuð í þessu tæki.", { exact: false }).waitFor();
    expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("rafhjol-saved-route-")))).toEqual([]);
  });

  it("never answers or keeps the admin area, sign-in or a write", async () => {
    const { context, page } = await openContext();
    await openControlled(page, "/");
    const admin = await page.goto("/admin");
    expect(admin?.fromServiceWorker()).toBe(false);
    await hydrated(page);
    const results = await page.evaluate(async () => {
      const session = await fetch("/api/auth/session");
      const write = await fetch("/backend/add_route.php", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      return { session: session.status, write: write.status };
    });
    expect(results.write).toBeGreaterThanOrEqual(400);
    const responses: { url: string; fromWorker: boolean }[] = [];
    page.on("response", (response) => responses.push({ url: new URL(response.url()).pathname, fromWorker: response.fromServiceWorker() }));
    await page.evaluate(async () => {
      await fetch("/api/auth/session");
      await fetch("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    });
    await expect.poll(() => responses.filter((response) => response.url.startsWith("/api/auth/")).length).toBe(2);
    expect(responses.filter((response) => response.fromWorker)).toEqual([]);
    // Nothing of them was kept.
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(kept.filter((path) => path.startsWith("/admin") || path.startsWith("/api/auth") || path.startsWith("/backend/add"))).toEqual([]);
    // Offline, the worker answers neither: the admin page is the browser's own error, a write fails.
    await context.setOffline(true);
    const offlineWrite = await page.evaluate(() =>
      fetch("/backend/add_route.php", { method: "POST", body: "{}" }).then(
        (response) => `answered ${response.status}`,
        () => "failed",
      ),
    );
    expect(offlineWrite).toBe("failed");
    await expect(page.goto("/admin")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  });

  it("a new build's worker replaces the old one at once", async () => {
    const { page } = await openContext();
    await openControlled(page, "/");
    const before = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
    expect(before).toMatch(/\/service-worker\.js$/);
    // A deploy: the worker's file changes.
    await appendFile(join(webRoot, "service-worker.js"), "\n// another build\n");
    const after = await page.evaluate(
      () =>
        new Promise<{ waiting: boolean; state: string | undefined }>((done) => {
          navigator.serviceWorker.addEventListener("controllerchange", async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            done({ waiting: registration?.waiting !== null, state: navigator.serviceWorker.controller?.state });
          });
          void navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
        }),
    );
    // The new worker controls the page, and none is left waiting.
    expect(after.waiting).toBe(false);
    expect(["activating", "activated"]).toContain(after.state);
  });
});
