import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { EnglishTextsOf } from "../../src/shared/english-texts.ts";
import type { Route } from "../../src/shared/route.ts";
import { englishSitePaths, type Lang, pathInLang } from "../../src/shared/site-paths.ts";
import { messages as offlineMessages } from "../../src/web/features/offline/messages.ts";
import { en } from "../../src/web/i18n/catalogues/en.ts";
import { is, type MessageKey } from "../../src/web/i18n/catalogues/is.ts";
import { messages as aboutMessages } from "../../src/web/pages/about-page.messages.ts";
import { messages as blonduosMessages } from "../../src/web/pages/blonduos-page.messages.ts";
import { messages as campsitesMessages } from "../../src/web/pages/campsites-page.messages.ts";
import { messages as contactMessages } from "../../src/web/pages/contact-page.messages.ts";
import { messages as miscMessages } from "../../src/web/pages/misc-page.messages.ts";
import { messages as privacyMessages } from "../../src/web/pages/privacy-page.messages.ts";
import { messages as routeSitesMessages } from "../../src/web/pages/route-sites-page.messages.ts";
import { messages as shopsMessages } from "../../src/web/pages/shops-page.messages.ts";
import { getJson, openPage, stubApi, waitUntilLoaded } from "./support/browser.ts";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The other language's messages this language does not share ("OK" in both proves nothing). */
function foreignMessages(lang: Lang): string[] {
  const [own, other] = lang === "en" ? [en, is] : [is, en];
  const ownTexts = new Set(Object.values(own));
  return (Object.keys(other) as MessageKey[]).map((key) => other[key]).filter((text) => !ownTexts.has(text) && text.length >= 4 && !/[{}]/.test(text));
}

/**
 * What a visitor reads or hears on the page in its language: each element's own text and the attributes read
 * out or shown. Parts marked as another language (lang="is" on an English page, the language switch) are left out.
 */
function readablePieces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lang = document.documentElement.lang;
    const pieces: string[] = [];
    const visit = (element: Element) => {
      const marked = element.getAttribute("lang");
      if (marked && marked !== lang) return;
      for (const name of ["aria-label", "title", "alt", "placeholder", "aria-valuetext"]) {
        const value = element.getAttribute(name);
        if (value) pieces.push(value.trim());
      }
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join("")
        .trim();
      if (own) pieces.push(own);
      for (const child of element.children) visit(child);
    };
    visit(document.body);
    return pieces;
  });
}

const shows = (pieces: readonly string[], message: string) =>
  pieces.some((piece) => piece === message.trim() || (message.length >= 25 && piece.includes(message.trim())));

const englishPages = englishSitePaths.map((path) => pathInLang(path, "en"));

const headings: Record<string, string> = {
  "/en": en["home.heading"],
  "/en/routes": en["routes.heading"],
  "/en/events": en["events.heading"],
  "/en/misc": miscMessages.en["misc.heading"],
  "/en/about": aboutMessages.en["about.heading"],
  "/en/contact": contactMessages.en["contact.heading"],
  "/en/blonduos": blonduosMessages.en["blonduos.heading"],
  "/en/privacy": privacyMessages.en["privacy.heading"],
  "/en/hjolaleidir": routeSitesMessages.en["routeSites.heading"],
  "/en/rafmagnshjol": shopsMessages.en["shops.heading"],
  "/en/tjalda": campsitesMessages.en["campsites.heading"],
  "/en/vistad": offlineMessages.en["saved.title"],
  "/en/an-nets": offlineMessages.en["offline.title"],
};

describe("the English pages", () => {
  it.each(englishPages)("%s is in English, with no text of the Icelandic catalogue", async (path) => {
    const { page } = await openPage({ consent: false });
    await page.goto(path);
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("en");
    await expect(page.locator("h1").textContent()).resolves.toBe(headings[path]);
    await waitUntilLoaded(page);
    // The cookie banner is there too (consent: false), in English.
    await page.getByRole("region", { name: en["cookies.label"] }).waitFor();
    const pieces = await readablePieces(page);
    expect(foreignMessages("en").filter((message) => shows(pieces, message))).toEqual([]);
  });

  it("shows a route's own page in English, numbers the English way", async () => {
    const [route] = await getJson<Route[]>("/backend/get_routes.php");
    if (!route) throw new Error("the test site has sample routes");
    // The sample routes come with English names and descriptions.
    const english = (await getJson<EnglishTextsOf[]>("/api/english/routes")).find((texts) => texts.id === route.id);
    expect(english?.nameEn).toBeTruthy();
    const { page } = await openPage();
    await page.goto(`/en/routes/${route.id}`);
    await expect(page.locator("h1").textContent()).resolves.toBe(english?.nameEn);
    await expect(page.title()).resolves.toBe(`${english?.nameEn} – Rafhjól á Íslandi`);
    await page.getByRole("link", { name: en["route.allRoutes"] }).waitFor();
    await page.getByRole("button", { name: en["route.share"] }).waitFor();
    const km = `${new Intl.NumberFormat("en", { maximumFractionDigits: 1 }).format(route.distance)} km`;
    await expect(
      page
        .locator("header")
        .filter({ has: page.locator("h1") })
        .textContent(),
    ).resolves.toContain(km);
    const pieces = await readablePieces(page);
    expect(foreignMessages("en").filter((message) => shows(pieces, message))).toEqual([]);
  });

  it("answers an unknown English path with the English not-found page", async () => {
    const { page } = await openPage();
    const response = await page.goto("/en/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1").textContent()).resolves.toBe(en["notFound.title"]);
    await page.getByRole("link", { name: en["notFound.home"] }).click();
    await page.waitForURL((url) => url.pathname === "/en");
    await page.locator("h1", { hasText: en["home.heading"] }).waitFor();
  });

  it("keeps the Icelandic pages free of the English catalogue's texts", async () => {
    for (const path of ["/", "/routes", "/tjalda"]) {
      const { page } = await openPage({ consent: false });
      await page.goto(path);
      await waitUntilLoaded(page);
      const pieces = await readablePieces(page);
      expect(
        foreignMessages("is").filter((message) => shows(pieces, message)),
        path,
      ).toEqual([]);
    }
  });
});

describe("the language switch", () => {
  it("leads to the same page in the other language with its query, and back", async () => {
    const { page } = await openPage();
    await page.goto("/routes?search=kjol");
    const english = page.getByRole("link", { name: "English", exact: true });
    await expect(english.getAttribute("hreflang")).resolves.toBe("en");
    await expect(english.getAttribute("lang")).resolves.toBe("en");
    await english.click();
    await page.waitForURL((url) => url.pathname === "/en/routes" && url.search === "?search=kjol");
    await expect(page.locator("h1").textContent()).resolves.toBe(en["routes.heading"]);
    await expect(page.getByRole("searchbox").inputValue()).resolves.toBe("kjol");
    const icelandic = page.getByRole("link", { name: "Íslenska", exact: true });
    await expect(icelandic.getAttribute("hreflang")).resolves.toBe("is");
    await icelandic.click();
    await page.waitForURL((url) => url.pathname === "/routes" && url.search === "?search=kjol");
    await expect(page.locator("h1").textContent()).resolves.toBe(is["routes.heading"]);
  });

  it("is reached by the keyboard from the top of the page", async () => {
    const { page } = await openPage();
    await page.goto("/en/tjalda");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Íslenska");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/tjalda");
  });

  it("keeps the visitor within the English pages when they follow the menu", async () => {
    const { page } = await openPage();
    await page.goto("/en");
    await page.getByRole("link", { name: en["menu.campsites"] }).click();
    await page.waitForURL((url) => url.pathname === "/en/tjalda");
    await page.locator("h1", { hasText: campsitesMessages.en["campsites.heading"] }).waitFor();
    await page.getByRole("link", { name: en["hero.homeLabel"] }).click();
    await page.waitForURL((url) => url.pathname === "/en" && url.search === "");
    await page.locator("h1", { hasText: en["home.heading"] }).waitFor();
  });
});

describe("search without Icelandic letters", () => {
  const routes: Route[] = [
    {
      id: 1,
      name: "Þórsmörk",
      region: "Suðurland",
      description: "Um skóginn.",
      distance: 12.5,
      latitude: 63.7,
      longitude: -19.5,
      link: "https://example.is/1",
      videolink: null,
    },
    {
      id: 2,
      name: "Kjölur",
      region: "Hálendið",
      description: "Langur malarvegur.",
      distance: 165,
      latitude: 64.8,
      longitude: -19.4,
      link: "https://example.is/2",
      videolink: null,
    },
  ];

  it.each(["/routes", "/en/routes"])("finds Þórsmörk for 'thorsmork' on %s", async (path) => {
    const { page } = await openPage();
    await stubApi(page, "/backend/get_routes.php", { body: routes });
    await stubApi(page, "/api/english/routes", { body: [] });
    await page.goto(path);
    await page.locator("#route-1").waitFor();
    await page.getByRole("searchbox").fill("thorsmork");
    await page.locator("#route-2").waitFor({ state: "hidden" });
    await expect(page.locator("article:visible h2").allTextContents()).resolves.toEqual(["Þórsmörk"]);
    await page.getByRole("searchbox").fill("Kjöl");
    await expect(page.locator("article:visible h2").allTextContents()).resolves.toEqual(["Kjölur"]);
  });

  it("searches the English names on the English pages, and shows an Icelandic name marked as Icelandic", async () => {
    const { page } = await openPage();
    await stubApi(page, "/backend/get_routes.php", { body: routes });
    await stubApi(page, "/api/english/routes", { body: [{ id: 2, nameEn: "Kjolur highland road", descriptionEn: null }] });
    await page.goto("/en/routes");
    await page.locator("#route-2 h2", { hasText: "Kjolur highland road" }).waitFor();
    await expect(page.locator("#route-1 h2 [lang='is']").textContent()).resolves.toBe("Þórsmörk");
    // The map's markers are named as the cards are.
    await page.locator(".leaflet-marker-icon[aria-label='Kjolur highland road']").waitFor();
    await page.locator(".leaflet-marker-icon[aria-label='Þórsmörk']").waitFor();
    await page.getByRole("searchbox").fill("highland");
    await expect(page.locator("article:visible h2").allTextContents()).resolves.toEqual(["Kjolur highland road"]);
  });

  it("carries a search from the English home page to /en/routes", async () => {
    const { page } = await openPage();
    await stubApi(page, "/backend/get_routes.php", { body: routes });
    await stubApi(page, "/api/english/routes", { body: [] });
    await page.goto("/en");
    await page.getByRole("searchbox", { name: en["search.homeLabel"] }).fill("kjolur");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/en/routes" && url.search === "?search=kjolur");
    await page.locator("#route-2").waitFor();
    await expect(page.locator("article:visible h2").allTextContents()).resolves.toEqual(["Kjölur"]);
  });
});

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}

describe("accessibility of the English pages (axe-core)", () => {
  it.each(englishPages.flatMap((path) => [[path, 375] as const, [path, 1280] as const]))("%s at %i px has no violation", async (path, width) => {
    const { page } = await openPage({ width, height: 800, consent: false });
    await page.goto(path);
    await page.locator("h1").waitFor();
    await waitUntilLoaded(page);
    await page.evaluate(axeSource);
    const result = (await page.evaluate(() =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
      }),
    )) as AxeResult;
    const violations = result.violations.map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
    expect(violations).toEqual([]);
  });
});
