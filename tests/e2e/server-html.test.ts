import { describe, expect, it } from "vitest";
import type { Route } from "../../src/shared/route.ts";
import { baseURL, getJson, openPage, waitUntilLoaded } from "./support/browser.ts";

/**
 * The HTML the server sends already holds each page's heading and
 * hero image, so the first paint needs no JavaScript. Checked with plain HTTP,
 * no browser: this is what a crawler, a slow phone or a link preview gets.
 */
const headings: Record<string, string> = {
  "/": "Rafhjólaleiðir á Íslandi",
  "/routes": "Hjólaleiðir",
  "/events": "Á döfinni",
  "/misc": "Hitt og þetta...",
  "/about": "Um okkur",
  "/contact": "Hafðu samband",
  "/blonduos": "Hjólað frá Blönduósi",
  "/admin": "Admin",
  "/privacy": "Persónuverndarstefna",
  "/hjolaleidir": "Hjólaleiðir og Hjólaferðir",
  "/rafmagnshjol": "Rafmagnshjól - Rafhjól",
  "/tjalda": "Tjaldsvæði",
  "/ekki-til": "Síða fannst ekki",
};

async function html(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(new URL(path, baseURL()));
  return { status: response.status, text: await response.text() };
}

function h1Of(text: string): string | undefined {
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(text)?.[1];
}

function heroOf(text: string): string | undefined {
  return /<img src="(\/assets\/hero-\d\d-[\w-]+\.svg)"[^>]*data-testid="hero-image"/.exec(text)?.[1];
}

describe("the server's HTML", () => {
  it.each(Object.entries(headings))("%s holds its heading and a hero image the browser can fetch at once", async (path, heading) => {
    const { status, text } = await html(path);
    expect(status).toBe(path === "/ekki-til" ? 404 : 200);
    expect(h1Of(text)).toBe(heading);
    const hero = heroOf(text);
    expect(hero, "hero image in the HTML").toBeDefined();
    // Preloaded from the head, so the largest paint does not wait for the body to be parsed.
    expect(text).toContain(`<link rel="preload" as="image" href="${hero}" fetchpriority="high">`);
    const image = await fetch(new URL(hero as string, baseURL()));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toContain("image/svg+xml");
    // The stylesheet is inside the HTML: nothing blocks the first paint.
    expect(text).not.toMatch(/<link rel="stylesheet"/);
    expect(text).toMatch(/<style>[^<]*\.text-brand-800\{/);
  });

  it("a route's page holds the route's name as its heading and the route for the browser's first render", async () => {
    const [route] = await getJson<Route[]>("/backend/get_routes.php");
    if (!route) throw new Error("the e2e server has sample routes");
    const { status, text } = await html(`/routes/${route.id}`);
    expect(status).toBe(200);
    expect(h1Of(text)).toBe(route.name);
    expect(heroOf(text)).toBeDefined();
    const data = JSON.parse(/<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(text)?.[1] ?? "null") as {
      route?: Route;
      heroIndex?: number;
    };
    expect(data.route?.id).toBe(route.id);
    expect(data.heroIndex).toBeGreaterThanOrEqual(0);
  });

  it("picks the hero image at random for each visit", async () => {
    const seen = new Set<string | undefined>();
    for (let visit = 0; visit < 40; visit += 1) seen.add(heroOf((await html("/about")).text));
    // Fifteen images: forty visits showing one image only would happen once in 10^45 runs.
    expect(seen.size).toBeGreaterThan(1);
  });

  it("keeps the query string's page state: /routes?search= renders with the search in the field", async () => {
    const { text } = await html("/routes?search=%3Cscript%3E");
    expect(h1Of(text)).toBe("Hjólaleiðir");
    // Whatever a visitor puts in the address is escaped, never markup.
    expect(text).not.toContain("<script>");
  });
});

describe("the browser takes over the server's HTML", () => {
  it.each([...Object.keys(headings), "/routes/1"])("%s: hydrates without a mismatch or any error, and keeps the server's hero image", async (path) => {
    for (const consent of [true, false]) {
      const { page, console: messages } = await openPage({ consent, width: 375 });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const response = await page.goto(path);
      const served = heroOf((await response?.text()) ?? "");
      // Hydration is over once the browser's own code runs: the cookie banner appears only for a visitor without consent.
      if (!consent) await page.getByRole("region", { name: "Vafrakökur" }).waitFor();
      // Errors would come as the page loads its lists, maps and code: wait until it has shown them all.
      await waitUntilLoaded(page);
      await expect.poll(() => page.getByTestId("hero-image").getAttribute("src")).toBe(served);
      expect(errors).toEqual([]);
      // The not-found page's own 404 is the one error a browser reports there, and it is right.
      const expected = path === "/ekki-til" ? ["error: Failed to load resource: the server responded with a status of 404 (Not Found)"] : [];
      expect(messages.filter((message) => message.startsWith("error"))).toEqual(expected);
    }
  });
});
