import { describe, expect, it } from "vitest";
import { sitePaths } from "../../src/shared/site-paths.ts";
import { openPage } from "./support/browser.ts";

const menu = [
  ["/routes", "Hjólaleiðir"],
  ["/events", "Á döfinni"],
  ["/tjalda", "Tjaldsvæði"],
  ["/hjolaleidir", "Hjólaleiðir"],
  ["/rafmagnshjol", "Rafmagnshjól - Rafhjól"],
  ["/misc", "Hitt og þetta..."],
  ["/about", "Um okkur"],
  ["/contact", "Hafðu samband"],
] as const;

describe("the chrome of every page", () => {
  it("has a logo linking home and the icon menu with its tooltip titles, in order", async () => {
    const { page } = await openPage();
    await page.goto("/events");
    await expect.poll(() => page.locator("header a[href='/']").getAttribute("aria-label")).toContain("Rafhjól á Íslandi");
    const links = page.locator("header nav a");
    const found = await links.evaluateAll((anchors) =>
      anchors.map((a) => [a.getAttribute("href"), a.getAttribute("title"), a.getAttribute("target"), a.getAttribute("rel")]),
    );
    expect(found.slice(0, 8).map(([href, title]) => [href, title])).toEqual(menu);
    // After the spec's eight pages, the routes saved on this device for offline use.
    expect(found.slice(8, 9).map(([href, title]) => [href, title])).toEqual([["/vistad", "Vistaðar leiðir"]]);
    const external = found.slice(9);
    expect(external.map(([, title]) => title)).toEqual(["Facebook", "YouTube"]);
    for (const [href, , target, rel] of external) {
      expect(href).toMatch(/^https:\/\//);
      expect(target).toBe("_blank");
      expect(rel).toContain("noopener");
    }
  });

  it("follows a menu link without reloading the page", async () => {
    const { page } = await openPage();
    await page.goto("/");
    await page.evaluate(() => Object.assign(window, { __marker: true }));
    await page.getByRole("link", { name: "Á döfinni" }).click();
    await page.waitForURL("**/events");
    await page.getByRole("heading", { level: 1, name: "Á döfinni" }).waitFor();
    expect(await page.evaluate(() => "__marker" in window)).toBe(true);
  });

  it("shows one of the 15 hero images under a 20 % dark overlay", async () => {
    const { page } = await openPage();
    await page.goto("/");
    const hero = page.getByTestId("hero-image");
    await expect.poll(() => hero.getAttribute("src")).toMatch(/\/assets\/hero-\d{2}-[\w-]+\.svg$/);
    await expect.poll(() => hero.getAttribute("fetchpriority")).toBe("high");
    expect(await hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const overlay = await page.getByTestId("hero-overlay").evaluate((element) => getComputedStyle(element).backgroundColor);
    // Black at 20 % opacity, however the browser spells the colour.
    expect(["rgba(0, 0, 0, 0.2)", "oklab(0 0 0 / 0.2)"]).toContain(overlay);
  });

  it("picks the hero image at random", async () => {
    const seen = new Set<string | null>();
    const { page } = await openPage();
    for (let attempt = 0; attempt < 12 && seen.size < 2; attempt += 1) {
      await page.goto("/about");
      seen.add(await page.getByTestId("hero-image").getAttribute("src"));
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it.each([
    [375, 667, 320], // 40vh = 267 px, below the 320 px minimum
    [375, 1000, 400], // 40vh
    [1280, 800, 420], // 45vh = 360 px, below the 420 px minimum
    [1280, 1200, 540], // 45vh
  ])("sizes the header at %i×%i px to %i px high", async (width, height, expected) => {
    const { page } = await openPage({ width, height });
    await page.goto("/");
    const box = await page.locator("header").boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(expected);
  });

  it("has a footer with the social links, the privacy link and the copyright line", async () => {
    const { page } = await openPage();
    await page.goto("/");
    const footer = page.locator("footer");
    await expect.poll(() => footer.textContent()).toContain("© 2024 Rafhjól á Íslandi");
    await expect.poll(() => footer.locator("a[title='Persónuverndarstefna']").getAttribute("href")).toBe("/privacy");
    await expect.poll(() => footer.locator("a[title='Facebook']").getAttribute("target")).toBe("_blank");
    await expect.poll(() => footer.locator("a[title='YouTube']").getAttribute("target")).toBe("_blank");
  });

  it("shows the back-to-top button only past 300 px and scrolls smoothly to the top", async () => {
    const { page } = await openPage({ width: 375, height: 667 });
    await page.goto("/routes");
    await page.locator("article").first().waitFor();
    const button = page.getByRole("button", { name: "Efst á síðu" });
    expect(await button.count()).toBe(0);
    // Shown one pixel past 300 px, gone again at 300 px: each change is waited for, not a moment after a scroll.
    await page.evaluate(() => window.scrollTo(0, 301));
    await button.waitFor();
    await page.evaluate(() => window.scrollTo(0, 300));
    await button.waitFor({ state: "detached" });
    await page.evaluate(() => window.scrollTo(0, 1500));
    await button.waitFor();
    await page.evaluate(() => {
      const original = window.scrollTo.bind(window);
      (window as unknown as { scrollCalls: unknown[] }).scrollCalls = [];
      window.scrollTo = ((options: ScrollToOptions) => {
        (window as unknown as { scrollCalls: unknown[] }).scrollCalls.push(options);
        original(options);
      }) as typeof window.scrollTo;
    });
    await button.click();
    expect(await page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls)).toEqual([{ top: 0, behavior: "smooth" }]);
    await page.waitForFunction(() => window.scrollY === 0);
    await button.waitFor({ state: "detached" });
  });

  it.each(sitePaths)("renders %s with the chrome and one h1", async (path) => {
    const { page } = await openPage({ width: 375, height: 800 });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // Guide pages load their code on demand: wait for the heading before counting.
    await page.locator("h1").first().waitFor();
    await expect.poll(() => page.locator("h1").count()).toBe(1);
    await expect.poll(() => page.locator("header nav a").count()).toBe(11);
    await expect.poll(() => page.locator("footer").textContent()).toContain("© 2024");
  });

  it("answers an unknown path with the Icelandic not-found page and status 404", async () => {
    const { page } = await openPage();
    const response = await page.goto("/ekki-til/neitt");
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Síða fannst ekki");
    await page.getByRole("link", { name: "Fara á forsíðu" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("keeps content within 1200 px on the dynamic pages and 800 px on static pages", async () => {
    const { page } = await openPage({ width: 1600, height: 900 });
    await page.goto("/events");
    const wide = await page.locator("main > div").first().boundingBox();
    expect(wide?.width).toBe(1200);
    await page.goto("/about");
    const narrow = await page.locator("main > div").first().boundingBox();
    expect(narrow?.width).toBe(800);
  });
});

describe("cookie consent", () => {
  it("shows the banner until OK is clicked, then stores consent, reloads and never shows it again", async () => {
    const { page } = await openPage({ consent: false });
    await page.goto("/events");
    const banner = page.getByRole("region", { name: "Vafrakökur" });
    await expect.poll(() => banner.textContent()).toMatch(/vafrakökur til að bæta upplifun þína og safna tölfræði/);
    await expect.poll(() => banner.getByRole("link", { name: "Persónuverndarstefna" }).getAttribute("href")).toBe("/privacy");
    const reloaded = page.waitForEvent("load");
    await banner.getByRole("button", { name: "OK" }).click();
    await reloaded;
    expect(await page.evaluate(() => window.localStorage.getItem("cookie-consent"))).toBe("true");
    await page.locator("h1").waitFor();
    expect(await banner.count()).toBe(0);
    await page.goto("/routes");
    await page.locator("h1").waitFor();
    expect(await banner.count()).toBe(0);
  });

  it("shows the banner again when the stored value is anything but true", async () => {
    const { page, context } = await openPage({ consent: false });
    await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "yes"));
    await page.goto("/");
    await page.getByRole("region", { name: "Vafrakökur" }).waitFor();
  });
});
