import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { aboutIs } from "../../src/content/about.ts";
import { blonduosAccommodation, blonduosRoutes } from "../../src/content/blonduos.ts";
import { campingSuggestionNote, campingTips, campsites } from "../../src/content/campsites.ts";
import { aboutEn } from "../../src/content/en/about.ts";
import { privacySections } from "../../src/content/privacy.ts";
import { routeSites } from "../../src/content/route-sites.ts";
import { shops } from "../../src/content/shops.ts";
import { tips } from "../../src/content/tips.ts";
import { ebikeListingSite, fanticWorkshopNote, workshops } from "../../src/content/workshops.ts";
import { apiPaths } from "../../src/shared/api-paths.ts";
import type { Route } from "../../src/shared/route.ts";
import { baseURL, getJson, openPage, pauseClock } from "./support/browser.ts";
import { E2E_OWNER } from "./support/site-owner.ts";

const guidePages = [
  ["/misc", "Hitt og þetta..."],
  ["/about", "Um okkur"],
  ["/contact", "Hafðu samband"],
  ["/blonduos", "Hjólað frá Blönduósi"],
  ["/privacy", "Persónuverndarstefna"],
  ["/hjolaleidir", "Hjólaleiðir og Hjólaferðir"],
  ["/rafmagnshjol", "Rafmagnshjól - Rafhjól"],
  ["/tjalda", "Tjaldsvæði"],
] as const;

/** Opens a guide page and waits for its (lazily loaded) content. */
async function visit(path: string, title: string, options: Parameters<typeof openPage>[0] = {}) {
  const opened = await openPage(options);
  await opened.page.goto(path);
  await opened.page.getByRole("heading", { level: 1, name: title, exact: true }).waitFor();
  return opened;
}

const main = (page: Page) => page.locator("main");
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const mainText = async (page: Page) => (await main(page).textContent()) ?? "";

/** Waits until the element's top is on screen, in the upper half of the viewport. */
async function waitUntilScrolledTo(page: Page, selector: string) {
  await page.waitForFunction((target) => {
    const box = document.querySelector(target)?.getBoundingClientRect();
    return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2;
  }, selector);
}

async function cardNames(cards: Locator): Promise<string[]> {
  return cards.locator(":is(h2, h3)").allTextContents();
}

describe("every guide page", () => {
  it.each(guidePages)("%s has one h1, headings in order and outbound links that open safely in a new tab", async (path, title) => {
    const { page } = await visit(path, title, { width: 375, height: 800 });
    const levels = await page.locator("h1, h2, h3, h4, h5, h6").evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    // No level is skipped on the way down (h1 → h2 → h3).
    const skips = levels.flatMap((level, index) => (index > 0 && level > (levels[index - 1] ?? 1) + 1 ? [`h${levels[index - 1]} → h${level}`] : []));
    expect(skips).toEqual([]);

    const links = await page
      .locator("a[href]")
      .evaluateAll((anchors) =>
        anchors.map((a) => ({ href: a.getAttribute("href") ?? "", target: a.getAttribute("target"), rel: a.getAttribute("rel") ?? "" })),
      );
    const outbound = links.filter((link) => !link.href.startsWith("/") && !link.href.startsWith("#") && !link.href.startsWith("mailto:"));
    expect(outbound.length).toBeGreaterThan(0);
    for (const link of outbound) {
      expect(link.href, "absolute http(s) address").toMatch(/^https?:\/\/[^/\s]+\.[^/\s]+/);
      expect(link.target, link.href).toBe("_blank");
      expect(link.rel.split(/\s+/), link.href).toContain("noopener");
    }
    // Links inside the site stay in the same tab.
    for (const link of links.filter((candidate) => candidate.href.startsWith("/") || candidate.href.startsWith("#"))) expect(link.target).toBeNull();
  });

  it.each(guidePages)("%s keeps its images described and sized", async (path, title) => {
    const { page } = await visit(path, title);
    const images = await main(page)
      .locator("img")
      .evaluateAll((all) => all.map((image) => [image.getAttribute("alt"), image.getAttribute("width"), image.getAttribute("height")]));
    for (const [alt, width, height] of images) {
      expect(alt?.trim()).toBeTruthy();
      expect(Number(width)).toBeGreaterThan(0);
      expect(Number(height)).toBeGreaterThan(0);
    }
  });
});

describe("/misc", () => {
  it("shows the 8 tips as cards with lazy, sized, described illustrations", async () => {
    const { page } = await visit("/misc", "Hitt og þetta...");
    const cards = main(page).locator("article");
    await expect.poll(() => cards.count()).toBe(tips.length);
    expect(tips).toHaveLength(8);
    await expect.poll(() => cardNames(cards)).toEqual(tips.map((tip) => tip.title));
    for (const [index, tip] of tips.entries()) {
      const image = cards.nth(index).locator("img");
      await expect.poll(() => image.getAttribute("alt")).toBe(tip.imageAlt);
      await expect.poll(() => image.getAttribute("width")).toBe("400");
      await expect.poll(() => image.getAttribute("height")).toBe("240");
      await expect.poll(() => image.getAttribute("loading")).toBe("lazy");
      await expect.poll(() => image.getAttribute("decoding")).toBe("async");
      await image.scrollIntoViewIfNeeded();
      await page.waitForFunction((element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0, await image.elementHandle());
    }
  });

  it("gives the chain interval and the storage charge", async () => {
    const { page } = await visit("/misc", "Hitt og þetta...");
    const text = await mainText(page);
    expect(text).toContain("500 km");
    expect(text).toContain("30–60%");
  });
});

describe("/about", () => {
  it("has the Icelandic text, an English section marked lang=en, and ends with a mail link", async () => {
    const { page } = await visit("/about", "Um okkur", { width: 375, height: 800 });
    const firstSentence = (text: string) => text.slice(0, text.indexOf(".") + 1);
    const text = await mainText(page);
    expect(text).toContain(firstSentence(aboutIs[1] ?? ""));
    const english = main(page)
      .locator("[lang='en']")
      .filter({ has: page.getByRole("heading", { level: 2, name: "In English" }) });
    await expect.poll(() => english.count()).toBe(1);
    await expect.poll(() => english.textContent()).toContain(firstSentence(aboutEn[1] ?? ""));
    const lastLink = main(page).locator("a").last();
    await expect.poll(() => lastLink.getAttribute("href")).toBe(`mailto:${E2E_OWNER.email}`);
    await expect.poll(() => lastLink.textContent()).toBe(E2E_OWNER.email);
  });
});

describe("/contact", () => {
  it("has a mail link that shows the address", async () => {
    const { page } = await visit("/contact", "Hafðu samband");
    const link = main(page).getByRole("link", { name: E2E_OWNER.email });
    await expect.poll(() => link.getAttribute("href")).toBe(`mailto:${E2E_OWNER.email}`);
  });

  it("copies the address, confirms it, and clears the confirmation after 2 seconds", async () => {
    const { page, context } = await openPage();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL() });
    await page.clock.install();
    await page.goto("/contact");
    await pauseClock(page);
    const message = page.getByText("Netfang afritað!");
    await page.getByRole("button", { name: "Afrita netfang" }).click();
    await message.waitFor();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(E2E_OWNER.email);
    await expect.poll(() => message.evaluate((element) => element.closest("[aria-live]")?.getAttribute("aria-live"))).toBe("polite");
    await page.clock.runFor(1999);
    expect(await message.count()).toBe(1);
    await page.clock.runFor(1);
    await message.waitFor({ state: "detached" });
  });

  it("says 'Villa við afritun' when the clipboard refuses", async () => {
    const { page } = await openPage();
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
    });
    await page.goto("/contact");
    await page.getByRole("button", { name: "Afrita netfang" }).click();
    await page.getByText("Villa við afritun").waitFor();
    expect(await page.getByText("Netfang afritað!").count()).toBe(0);
  });
});

describe("/blonduos", () => {
  it("lists the 7 routes with their lengths, labels each link for what it is, and lists the places to stay", async () => {
    const { page } = await visit("/blonduos", "Hjólað frá Blönduósi");
    const routes = section(page, "Hjólaleiðir").locator("article");
    await expect.poll(() => cardNames(routes)).toEqual(blonduosRoutes.map((route) => route.name));
    expect(blonduosRoutes).toHaveLength(7);
    for (const [index, km] of [21, 50, 58, 113, 130, 137, 151].entries()) {
      await expect.poll(() => routes.nth(index).getByText(`${km} km`, { exact: true }).isVisible()).toBe(true);
    }
    // Only the Samhjól routes have a description; the other cards link to the area, and say so.
    for (const [index, route] of blonduosRoutes.entries()) {
      const label = route.link === "route" ? "Leiðarlýsing" : "Um svæðið";
      await expect.poll(() => routes.nth(index).getByRole("link").textContent()).toContain(label);
    }
    expect(blonduosRoutes.filter((route) => route.link === "route").map((route) => route.distanceKm)).toEqual([58, 130]);
    const stays = section(page, "Gisting").locator("article");
    await expect.poll(() => cardNames(stays)).toEqual(blonduosAccommodation.map((place) => place.name));
    expect(blonduosAccommodation).toHaveLength(6);
    await expect.poll(() => stays.first().getByRole("link").getAttribute("href")).toBe(blonduosAccommodation[0]?.url);
  });
});

describe("/privacy", () => {
  it("shows each section under its own h2 and links to /contact", async () => {
    const { page } = await visit("/privacy", "Persónuverndarstefna");
    // The site under test has no Google Analytics configured, so that section is left out.
    const shown = privacySections.filter((section) => section.onlyWith === undefined);
    await expect.poll(() => main(page).locator("h2").allTextContents()).toEqual(shown.map((section) => section.heading));
    const contact = main(page).getByRole("link", { name: "Hafðu samband", exact: true });
    await expect.poll(() => contact.getAttribute("href")).toBe("/contact");
    await contact.click();
    await page.waitForURL("**/contact");
    await page.getByRole("heading", { level: 1, name: "Hafðu samband" }).waitFor();
  });
});

describe("/hjolaleidir", () => {
  it("shows every route site as a card under an Icelandic heading for its kind", async () => {
    const { page } = await visit("/hjolaleidir", "Hjólaleiðir og Hjólaferðir");
    const cards = main(page).locator("article");
    await expect.poll(() => cards.count()).toBe(routeSites.length);
    expect(routeSites.length).toBeGreaterThanOrEqual(18);
    await expect.poll(() => cardNames(cards)).toEqual(routeSites.map((routeSite) => routeSite.name));
    const groups = await main(page).locator("h2").allTextContents();
    expect(groups).toHaveLength(new Set(routeSites.map((routeSite) => routeSite.kind)).size);
    expect(groups).toContain("Þjóðgarðar");
    for (const [index, routeSite] of routeSites.entries()) {
      await expect.poll(() => cards.nth(index).getByRole("link").getAttribute("href")).toBe(routeSite.url);
    }
  });
});

describe("/rafmagnshjol", () => {
  it("lists the shops (about 22, here 21) with their brands and websites", async () => {
    const { page } = await visit("/rafmagnshjol", "Rafmagnshjól - Rafhjól");
    const cards = section(page, "Verslanir").locator("article");
    await expect.poll(() => cardNames(cards)).toEqual(shops.map((shop) => shop.name));
    expect(shops).toHaveLength(21);
    for (const [index, shop] of shops.entries()) {
      const card = cards.nth(index);
      await expect.poll(() => card.getByRole("listitem").allTextContents()).toEqual(shop.brands);
      await expect.poll(() => card.getByRole("link", { name: /^Vefsíða/ }).getAttribute("href")).toBe(shop.url);
      if (shop.location) await expect.poll(() => card.textContent()).toContain(shop.location);
    }
  });

  it("jumps to the workshop section, which shows the workshop and the Fantic note with a mail link", async () => {
    const { page } = await visit("/rafmagnshjol", "Rafmagnshjól - Rafhjól", { width: 375, height: 700 });
    const jump = main(page).getByRole("link", { name: "Verkstæði", exact: true });
    await expect.poll(() => jump.getAttribute("href")).toBe("#verkstaedi");
    const workshopsSection = page.locator("section#verkstaedi");
    await expect.poll(() => workshopsSection.getByRole("heading", { level: 2 }).textContent()).toBe("Verkstæði");
    expect(await workshopsSection.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(700);
    await jump.click();
    await waitUntilScrolledTo(page, "section#verkstaedi");
    await expect.poll(() => cardNames(workshopsSection.locator("article"))).toEqual(workshops.map((workshop) => workshop.name));
    expect(workshops).toHaveLength(1);
    await expect.poll(() => workshopsSection.textContent()).toContain(fanticWorkshopNote);
    await expect.poll(() => workshopsSection.locator(`a[href="mailto:${E2E_OWNER.email}"]`).count()).toBe(1);
  });

  it("links to the e-bike listing site", async () => {
    const { page } = await visit("/rafmagnshjol", "Rafmagnshjól - Rafhjól");
    const link = main(page).locator(`a[href="${ebikeListingSite.url}"]`);
    await expect.poll(() => link.count()).toBe(1);
    await expect.poll(() => link.textContent()).toContain(ebikeListingSite.name);
    await expect.poll(() => mainText(page)).toContain(ebikeListingSite.description);
  });
});

describe("/tjalda", () => {
  const campsiteCard = (page: Page, name: string) => main(page).getByRole("article", { name, exact: true });

  it("shows the 24 campsites, the opening periods, the suggestion note and the five tips", async () => {
    const { page } = await visit("/tjalda", "Tjaldsvæði");
    const cards = main(page).locator("article");
    await expect.poll(() => cardNames(cards)).toEqual(campsites.map((campsite) => campsite.name));
    expect(campsites).toHaveLength(24);
    await expect.poll(() => campsiteCard(page, "Ásbyrgi").textContent()).toContain("Opið: 1. apríl til 31. október");
    const þingvellir = campsites.filter((campsite) => campsite.name.startsWith("Þingvellir"));
    expect(þingvellir).toHaveLength(2);
    for (const campsite of þingvellir) {
      await expect.poll(() => campsiteCard(page, campsite.name).textContent()).toContain("Opið: 1. júní til 1. september");
    }
    for (const campsite of campsites.filter((candidate) => candidate.bookingUrl)) {
      // A site that takes no bookings links to its page as "Vefsíða", never "Bóka / nánar".
      await expect(
        campsiteCard(page, campsite.name)
          .getByRole("link", { name: campsite.noBooking ? /^Vefsíða/ : /^Bóka \/ nánar/ })
          .getAttribute("href"),
      ).resolves.toBe(campsite.bookingUrl);
    }

    const note = main(page).locator("p").filter({ hasText: campingSuggestionNote });
    await expect.poll(() => note.locator(`a[href="mailto:${E2E_OWNER.email}"]`).count()).toBe(1);

    await expect.poll(() => section(page, "Góð ráð").getByRole("listitem").allTextContents()).toEqual([...campingTips]);
    expect(campingTips).toHaveLength(5);
  });

  it("links nearby routes to /routes?routeId={id} with the real ids, and the link scrolls to that route", async () => {
    const routes = await getJson<Route[]>(apiPaths.routes);
    const idOf = new Map(routes.map((route) => [route.name, route.id]));
    const { page } = await visit("/tjalda", "Tjaldsvæði", { width: 375, height: 800 });
    await main(page)
      .getByRole("link", { name: /^Hjólaleið í nágrenninu:/ })
      .first()
      .waitFor();
    let checked = 0;
    for (const campsite of campsites) {
      const links = campsiteCard(page, campsite.name).getByRole("link", { name: /^Hjólaleið í nágrenninu:/ });
      const found = await links.evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute("href")]));
      expect(found).toEqual(campsite.nearbyRouteNames.map((name) => [`Hjólaleið í nágrenninu: ${name}`, `/routes?routeId=${idOf.get(name)}`]));
      checked += found.length;
    }
    expect(checked).toBeGreaterThan(10);

    const target = campsites.at(-1);
    const routeName = target?.nearbyRouteNames[0] ?? "";
    const routeId = idOf.get(routeName);
    await campsiteCard(page, target?.name ?? "")
      .getByRole("link", { name: `Hjólaleið í nágrenninu: ${routeName}` })
      .click();
    await page.waitForURL(`**/routes?routeId=${routeId}`);
    await waitUntilScrolledTo(page, `#route-${routeId}`);
    await expect.poll(() => page.locator(`#route-${routeId} h2`).textContent()).toBe(routeName);
  });

  it("shows no route links when the routes cannot be loaded", async () => {
    const { page } = await openPage();
    await page.route(`**${apiPaths.routes}`, (route) => route.fulfill({ status: 500, body: "{}" }));
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === apiPaths.routes);
    await page.goto("/tjalda");
    await page.getByRole("heading", { level: 1, name: "Tjaldsvæði" }).waitFor();
    // The page asks for the routes once and gets the failure: the links come only from a list that loaded,
    // so none can appear later.
    expect((await answered).status()).toBe(500);
    expect(await page.getByRole("link", { name: /^Hjólaleið í nágrenninu:/ }).count()).toBe(0);
    await expect.poll(() => main(page).locator("article").count()).toBe(campsites.length);
  });

  it("asks before loading the Facebook post, and contacts Facebook only after the click", async () => {
    const facebookRequests: string[] = [];
    const { page } = await openPage({ consent: false });
    page.on("request", (request) => {
      if (/(^|\.)facebook\.com$/.test(new URL(request.url()).hostname)) facebookRequests.push(request.url());
    });
    await page.goto("/tjalda");
    const show = page.getByRole("button", { name: "Sýna færsluna" });
    await show.waitFor();
    await expect.poll(() => mainText(page)).toContain("Færsla frá Rafhjól á Íslandi á Facebook");
    await expect.poll(() => mainText(page)).toContain("Þegar færslan er sýnd fær Facebook upplýsingar um heimsókn þína");
    await show.scrollIntoViewIfNeeded();
    // Without consent, only the click puts the frame in (social-embed.tsx): however long the visitor waits or
    // scrolls, the page stays as it is now.
    expect(await page.locator("iframe").count()).toBe(0);
    expect(facebookRequests).toEqual([]);

    const request = page.waitForRequest((candidate) => new URL(candidate.url()).hostname === "www.facebook.com");
    await show.click();
    const frame = page.locator("iframe");
    await expect.poll(() => frame.getAttribute("title")).toBe("Færsla frá Rafhjól á Íslandi á Facebook");
    const expectedSrc = `https://www.facebook.com/plugins/page.php?href=${encodeURIComponent(E2E_OWNER.facebookUrl)}&tabs=timeline&width=500&height=500&small_header=true&hide_cover=false`;
    await expect.poll(() => frame.getAttribute("src")).toBe(expectedSrc);
    await expect.poll(() => frame.getAttribute("loading")).toBe("lazy");
    await expect.poll(() => frame.getAttribute("width")).toBe("500");
    await expect.poll(() => frame.getAttribute("height")).toBe("500");
    await expect((await request).url()).toBe(expectedSrc);
  });

  it("shows the Facebook post straight away once cookies are accepted, never wider than a phone", async () => {
    const { page } = await visit("/tjalda", "Tjaldsvæði", { width: 375, height: 800, consent: true });
    const frame = page.locator("iframe[title='Færsla frá Rafhjól á Íslandi á Facebook']");
    await frame.waitFor({ state: "attached" });
    expect(await page.getByRole("button", { name: "Sýna færsluna" }).count()).toBe(0);
    await frame.scrollIntoViewIfNeeded();
    const box = await frame.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
