import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { defaultAdvertisement } from "../../src/content/advertisement.ts";
import { ownerPlaceholders } from "../../src/content/site.ts";
import { openPage } from "./support/browser.ts";
import { E2E_OWNER } from "./support/site-owner.ts";

/** The hrefs of the Facebook and YouTube links in the header menu and the footer. */
async function socialLinks(page: Page) {
  const hrefs = (selector: string) => page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  return { facebook: await hrefs("a[title='Facebook']"), youtube: await hrefs("a[title='YouTube']") };
}

describe("the owner's details, configured (main site)", () => {
  it("links the header and footer to the configured Facebook and YouTube pages and shows the configured sponsor", async () => {
    const { page } = await openPage();
    await page.goto("/");
    const ad = page.getByRole("complementary", { name: "Auglýsing" });
    await ad.waitFor();
    expect(await socialLinks(page)).toEqual({
      facebook: [E2E_OWNER.facebookUrl, E2E_OWNER.facebookUrl],
      youtube: [E2E_OWNER.youtubeUrl, E2E_OWNER.youtubeUrl],
    });
    const text = (await ad.textContent()) ?? "";
    expect(text).toContain(E2E_OWNER.advertisement.title);
    expect(text).toContain(E2E_OWNER.advertisement.text);
    const link = ad.getByRole("link", { name: E2E_OWNER.advertisement.linkText });
    await expect.poll(() => link.getAttribute("href")).toBe(E2E_OWNER.advertisement.url);
  });

  it("shows the configured e-mail on /contact", async () => {
    const { page } = await openPage();
    await page.goto("/contact");
    await expect.poll(() => page.locator("main").getByRole("link", { name: E2E_OWNER.email }).getAttribute("href")).toBe(`mailto:${E2E_OWNER.email}`);
  });
});

describe("the owner's details, not configured (second site)", () => {
  it("links to the platforms' front pages and keeps the wind-service banner", async () => {
    const { page } = await openPage({ site: "admin" });
    await page.goto("/");
    const ad = page.getByRole("complementary", { name: "Auglýsing" });
    await ad.waitFor();
    expect(await socialLinks(page)).toEqual({
      facebook: [ownerPlaceholders.facebookUrl, ownerPlaceholders.facebookUrl],
      youtube: [ownerPlaceholders.youtubeUrl, ownerPlaceholders.youtubeUrl],
    });
    await expect.poll(() => ad.textContent()).toContain(defaultAdvertisement.text);
    await expect.poll(() => ad.getByRole("link").getAttribute("href")).toBe(defaultAdvertisement.href);
  });

  it("shows the placeholder e-mail on /contact, with its copy button", async () => {
    const { page } = await openPage({ site: "admin" });
    await page.goto("/contact");
    const link = page.locator("main").getByRole("link", { name: ownerPlaceholders.email });
    await expect.poll(() => link.getAttribute("href")).toBe(`mailto:${ownerPlaceholders.email}`);
    await expect.poll(() => page.getByRole("button", { name: "Afrita netfang" }).count()).toBe(1);
  });

  it("shows a note instead of the Facebook post on /tjalda and never contacts Facebook, even with consent", async () => {
    const facebookRequests: string[] = [];
    const { page } = await openPage({ site: "admin", consent: true });
    page.on("request", (request) => {
      if (/(^|\.)facebook\.com$/.test(new URL(request.url()).hostname)) facebookRequests.push(request.url());
    });
    await page.goto("/tjalda");
    const note = page.getByText("Hér birtist nýjasta færslan okkar á Facebook þegar Facebook-síða vefsins hefur verið tengd.");
    await note.waitFor();
    await note.scrollIntoViewIfNeeded();
    // The note takes the frame's place for good once the page runs (social-embed.tsx): nothing can load it later.
    expect(await page.locator("iframe").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Sýna færsluna" }).count()).toBe(0);
    expect(facebookRequests).toEqual([]);
  });
});
