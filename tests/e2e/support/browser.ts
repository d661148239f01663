import { type Browser, type BrowserContext, type ConsoleMessage, chromium, type Page } from "playwright-core";
import { afterAll, inject } from "vitest";

// A 1×1 transparent PNG: the answer to every map tile request, so tests never wait on the network.
const TILE_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

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
  /** false: goto and reload return at once, not when the app has taken over the page (a test on a paused clock). */
  waitForHydration?: boolean;
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
  waitForHydration = true,
}: PageOptions = {}): Promise<TestPage> {
  browser ??= await chromium.connect(inject("wsEndpoint"));
  const base = site === "admin" ? adminBaseURL() : baseURL();
  const context = await browser.newContext({ baseURL: base, viewport: { width, height }, locale: "is-IS", ...(timezoneId ? { timezoneId } : {}) });
  contexts.push(context);
  const local = new URL(base);
  // Nothing leaves the machine: tiles get a blank PNG, anything else an empty answer.
  await context.route(
    (url) => url.host !== local.host && !allowHosts.includes(url.host),
    (route) =>
      /\.(png|jpe?g|webp)(\?|$)/.test(route.request().url())
        ? route.fulfill({ status: 200, contentType: "image/png", body: TILE_PNG })
        : route.fulfill({ status: 204, body: "" }),
  );
  if (consent) await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "true"));
  const page = await context.newPage();
  // The server's HTML shows at once and the app takes it over a moment later; a visitor's click before that
  // does nothing, so a test acts only once the app runs (data-hydrated, src/web/app/layout.tsx).
  const untilHydrated = async <T>(response: T): Promise<T> => {
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    return response;
  };
  if (waitForHydration) {
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
  }
  const messages: string[] = [];
  page.on("console", (message: ConsoleMessage) => messages.push(`${message.type()}: ${message.text()}`));
  return { page, context, console: messages };
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
