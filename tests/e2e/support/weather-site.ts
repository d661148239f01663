import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { analyseGpxForStorage } from "../../../src/server/tracks/analyse-gpx.ts";
import type { FakeProvider } from "../../../src/server/weather/fake-locationforecast.ts";
import { apiPaths } from "../../../src/shared/api-paths.ts";
import type { Route } from "../../../src/shared/route.ts";
import { answerOutsideRequests } from "../../support/outside-requests.ts";
import type { SiteServer } from "../../support/site-server.ts";
import { adminCookie, writeHeader } from "./sign-in.ts";

/**
 * What the forecast's end-to-end tests share: a site of their own whose forecast comes from a fake MET Norway
 * on loopback (startSite's weatherForecastUrl), routes with synthetic tracks on it, and pages that open them.
 */

/** A route added through the API, its GPX stored as an upload would store it (the upload's time limit is not what these tests test). */
export async function routeWithTrack(
  site: SiteServer,
  { name, distance, lat, lon, gpx }: { name: string; distance: number; lat: number; lon: number; gpx: Uint8Array },
): Promise<Route> {
  const cookie = await adminCookie(site.address);
  const added = await fetch(new URL(apiPaths.addRoute, site.address), {
    method: "POST",
    headers: { "content-type": "application/json", cookie, ...writeHeader },
    body: JSON.stringify({
      name,
      distance,
      region: "Suðurland",
      description: "Tilbúinn ferill fyrir prófanir.",
      link: "https://example.is/prufa",
      videolink: null,
      latitude: lat,
      longitude: lon,
    }),
  });
  expect(added.status).toBe(200);
  const route = ((await added.json()) as { route: Route }).route;
  const { analysis, packed } = await analyseGpxForStorage(gpx);
  expect(await site.store.setRouteTrack(route.id, { file: packed, fileName: "synthetic.gpx", analysis })).toBe("added");
  return route;
}

export interface WeatherPageOptions {
  path: string;
  width: number;
  /** The page's clock, fixed at this moment (timers still run); the real time unless given. */
  now?: Date;
  /** The page's clock starts at `now` and the test moves it (page.clock.setSystemTime) instead of holding it. */
  clockMoves?: boolean;
  /** Each request's URL the page sends, as it is sent. */
  requests?: string[];
}

/**
 * A hydrated page of the site in a context of its own (closed by the caller through `contexts`), every request
 * leaving loopback answered locally. Requests the browser sends to the provider are collected in `toProvider`.
 */
export async function openWeatherPage(
  browser: Browser,
  site: SiteServer,
  provider: FakeProvider,
  { contexts, toProvider }: { contexts: BrowserContext[]; toProvider: string[] },
  { path, width, now, clockMoves = false, requests }: WeatherPageOptions,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.address, viewport: { width, height: 900 }, locale: "is-IS", serviceWorkers: "block" });
  contexts.push(context);
  const providerHost = new URL(provider.url).host;
  context.on("request", (request) => {
    if (new URL(request.url()).host === providerHost) toProvider.push(request.url());
    requests?.push(request.url());
  });
  await answerOutsideRequests(context, new URL(site.address).host);
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "true"));
  const page = await context.newPage();
  if (now && clockMoves) await page.clock.install({ time: now });
  else if (now) await page.clock.setFixedTime(now);
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return page;
}
