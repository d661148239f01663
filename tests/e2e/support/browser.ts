import { type Browser, type BrowserContext, type ConsoleMessage, chromium, type Page, type Route } from "playwright-core";
import { afterAll, inject } from "vitest";
import { apiPaths } from "../../../src/shared/api-paths.ts";
import { answerOutsideRequests } from "../../support/outside-requests.ts";

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

export const baseURL = () => inject("baseURL");

export interface PageOptions {
  width?: number;
  height?: number;
  /** Store cookie consent before the page loads, so the banner does not cover the page. */
  consent?: boolean;
  timezoneId?: string;
  /** "admin": the second site, whose data tests may change. */
  site?: "main" | "admin";
  /** Other local origins the page may reach (e.g. a stand-in for another web site), as host:port. */
  allowHosts?: string[];
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Everything the page logged, as "type: text". */
  console: string[];
}

export const adminBaseURL = () => inject("adminBaseURL");

export async function openPage({
  width = 1280,
  height = 800,
  consent = true,
  timezoneId,
  allowHosts = [],
  site = "main",
}: PageOptions = {}): Promise<TestPage> {
  browser ??= await chromium.connect(inject("wsEndpoint"));
  const base = site === "admin" ? adminBaseURL() : baseURL();
  // No service worker: a test's requests reach the server, or its own route handlers, exactly as it makes them.
  // The service worker's own tests (offline.test.ts) open contexts of their own that allow it, on a site of their own.
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width, height },
    locale: "is-IS",
    serviceWorkers: "block",
    ...(timezoneId ? { timezoneId } : {}),
  });
  contexts.push(context);
  const local = new URL(base);
  await answerOutsideRequests(context, local.host, allowHosts);
  if (consent) await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "true"));
  const page = await context.newPage();
  // The server's HTML shows at once and the app takes it over a moment later; a visitor's click before that
  // does nothing, so a test acts only once the app runs (data-hydrated, src/web/app/layout.tsx).
  const untilHydrated = async <T>(response: T): Promise<T> => {
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  // Only the site under test has an app to wait for; another origin (a stand-in attacker) does not.
  const ours = () => new URL(page.url()).host === local.host;
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    return ours() ? untilHydrated(response) : response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    return ours() ? untilHydrated(response) : response;
  };
  const messages: string[] = [];
  page.on("console", (message: ConsoleMessage) => messages.push(`${message.type()}: ${message.text()}`));
  return { page, context, console: messages };
}

/** A page of the second site, whose data tests may change. */
export const openAdminSitePage = (options: Omit<PageOptions, "site"> = {}) => openPage({ ...options, site: "admin" });

/**
 * Holds every request the page makes to `url` until the test calls release(), so a test sees the page's
 * in-flight state for as long as it needs, however fast or slow the machine. `requested` resolves once the
 * page has asked. Released requests go on to the server unless `answer` says otherwise.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<{ requested: Promise<void>; release: () => void }> {
  const requested = Promise.withResolvers<void>();
  const released = Promise.withResolvers<void>();
  await page.route(url, async (route) => {
    requested.resolve();
    await released.promise;
    await answer(route);
  });
  return { requested: requested.promise, release: () => released.resolve() };
}

/**
 * Stops the page's clock (installed with page.clock.install() before the page loaded): from here its timers
 * fire only as the test moves the clock on with page.clock.runFor(), so a test measures a delay exactly,
 * however busy the machine. Until then the clock ran as usual, so the page loaded and the app started normally.
 */
export async function pauseClock(page: Page): Promise<void> {
  // A minute past the page's own time: always ahead of the clock, which must only move forward.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
}

/**
 * Resolves once the page has run the work React queued when it last changed the page (its effects, which
 * start the page's timers): that work waits as posted messages, and a message posted now is handled after it.
 */
export async function afterPendingEffects(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      }),
  );
}

/** Answers an API path inside the browser: a status and body, optionally held until `until` resolves. */
export async function stubApi(page: Page, path: string, answer: { status?: number; body?: unknown; until?: Promise<void> }): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    await answer.until;
    await route.fulfill({ status: answer.status ?? 200, contentType: "application/json", body: JSON.stringify(answer.body ?? []) });
  });
}

/** Fetches JSON from the server under test (the main site unless told), outside the browser. */
export async function getJson<T>(path: string, base: string = baseURL()): Promise<T> {
  const response = await fetch(new URL(path, base));
  return (await response.json()) as T;
}

/** Scrolls a route's page to its map, as a visitor does: the map is built once it comes on screen. */
export async function scrollToTrackMap(page: Page): Promise<void> {
  await page.getByTestId("track-map").scrollIntoViewIfNeeded();
}

/**
 * Waits until the page shows what it loads after the app has started: no loading line ("Hleð …") is
 * left, and a map of routes shows a pin for each of the site's routes (they come a few per frame). A route's
 * page is scrolled to its map first, which loads only once seen.
 */
export async function waitUntilLoaded(page: Page): Promise<void> {
  const routes = await getJson<unknown[]>(apiPaths.routes, new URL(page.url()).origin);
  if ((await page.getByTestId("track-map").count()) > 0) await scrollToTrackMap(page);
  await page.waitForFunction((pins) => {
    if (/(Hleð|Loading) [^\n]*\.\.\./.test(document.body.innerText)) return false;
    const map = document.querySelector("[data-testid=route-map]");
    return map === null || map.querySelectorAll(".leaflet-marker-icon").length >= pins;
  }, routes.length);
}
