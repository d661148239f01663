import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { aboutIs } from "./about.ts";
import { defaultAdvertisement } from "./advertisement.ts";
import { blonduosAccommodation, blonduosIntro, blonduosRoutes } from "./blonduos.ts";
import { campingIntro, campingSuggestionNote, campingTips, campsites } from "./campsites.ts";
import { privacySections } from "./privacy.ts";
import { routeSites } from "./route-sites.ts";
import { sampleEvents, sampleRoutes } from "./sample-data.ts";
import { shops } from "./shops.ts";
import { ownerPlaceholders } from "./site.ts";
import { tips } from "./tips.ts";
import { ebikeListingSite, fanticWorkshopNote, workshops } from "./workshops.ts";

/**
 * Checks that can be made without the web every link is https and
 * well formed, no list repeats a page, the counts the product fixes, no card
 * promising a route description that does not exist, and one form of address.
 */

/** Every list of outbound links a page shows, by name. */
const linkLists: Record<string, readonly { name: string; url: string }[]> = {
  shops: shops.map((shop) => ({ name: shop.name, url: shop.url })),
  "route sites": routeSites.map((site) => ({ name: site.name, url: site.url })),
  "campsite booking links": campsites.flatMap((campsite) => (campsite.bookingUrl ? [{ name: campsite.name, url: campsite.bookingUrl }] : [])),
  "Blönduós routes": blonduosRoutes.map((route) => ({ name: route.name, url: route.url })),
  "Blönduós accommodation": blonduosAccommodation.map((place) => ({ name: place.name, url: place.url })),
  workshops: workshops.flatMap((workshop) => (workshop.url ? [{ name: workshop.name, url: workshop.url }] : [])),
  "sample routes": sampleRoutes.map((route) => ({ name: route.name, url: route.link })),
  ...Object.fromEntries(campsites.map((campsite) => [`links of ${campsite.name}`, campsite.links.map((link) => ({ name: link.label, url: link.href }))])),
  ...Object.fromEntries(tips.map((tip) => [`links of tip ${tip.id}`, tip.links.map((link) => ({ name: link.label, url: link.href }))])),
};

const otherUrls = [ebikeListingSite.url, defaultAdvertisement.href, ownerPlaceholders.facebookUrl, ownerPlaceholders.youtubeUrl];
const allUrls = [...Object.values(linkLists).flatMap((list) => list.map((entry) => entry.url)), ...otherUrls];

/** https, a real host name (letters, digits, hyphens, dots, a dot at least), nothing that needs escaping. */
function problemWith(value: string): string | undefined {
  if (value !== value.trim() || /\s/.test(value)) return "contains white space";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "does not parse";
  }
  if (url.protocol !== "https:") return "is not https";
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(url.hostname)) return `has an odd host ${url.hostname}`;
  if (url.username || url.password || url.port) return "has credentials or a port";
  return undefined;
}

describe("every outbound URL", () => {
  it("finds the URLs to check", () => {
    expect(allUrls.length).toBeGreaterThan(100);
  });

  it.each(allUrls.map((url) => [url]))("%s is https and well formed", (url) => {
    expect(problemWith(url)).toBeUndefined();
  });

  it("recognises a bad URL", () => {
    expect(problemWith("http://road.is")).toBe("is not https");
    expect(problemWith("https://example .is")).toBe("contains white space");
    expect(problemWith("hotelblonduos.is")).toBe("does not parse");
  });
});

/** Lists of distinct businesses or places: each appears once, so each domain once. */
const oneEntryPerDomain = ["shops", "route sites", "Blönduós accommodation", "workshops"];
/** Lists where one source page may describe several entries (a park's page for two campsites, an article with five routes). */
const sharedSourcePages = ["campsite booking links", "sample routes"];

const host = (url: string) => new URL(url).hostname.replace(/^www\./, "");
const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe("no list repeats itself", () => {
  it.each(Object.entries(linkLists))("%s: no name twice, and no page twice unless it is a shared source", (list, entries) => {
    expect(duplicates(entries.map((entry) => entry.name))).toEqual([]);
    if (oneEntryPerDomain.includes(list)) expect(duplicates(entries.map((entry) => host(entry.url)))).toEqual([]);
    else if (!sharedSourcePages.includes(list)) expect(duplicates(entries.map((entry) => new URL(entry.url).href.replace(/\/$/, "")))).toEqual([]);
  });

  it("gives a link to a list of places no card of its own among the places to stay", () => {
    for (const place of blonduosAccommodation) expect(place.name).not.toMatch(/fleiri|gistimöguleik/iu);
  });
});

describe("counts the product fixes", () => {
  it("has about 20 route sites, about 22 shops, about 24 campsites and one workshop", () => {
    // "About": within two of the spec's number.
    expect(Math.abs(routeSites.length - 20)).toBeLessThanOrEqual(2);
    expect(Math.abs(shops.length - 22)).toBeLessThanOrEqual(2);
    expect(Math.abs(campsites.length - 24)).toBeLessThanOrEqual(2);
    expect(workshops).toHaveLength(1);
  });

  it("keeps the seven Blönduós route lengths and the camping seasons of section 9", () => {
    expect(blonduosRoutes.map((route) => route.distanceKm)).toEqual([21, 50, 58, 113, 130, 137, 151]);
    expect(campsites.find((campsite) => campsite.name === "Ásbyrgi")?.season).toBe("1. apríl til 31. október");
    const thingvellir = campsites.filter((campsite) => campsite.name.startsWith("Þingvellir"));
    expect(thingvellir.map((campsite) => campsite.season)).toEqual(["1. júní til 1. september", "1. júní til 1. september"]);
  });
});

describe("Blönduós route cards", () => {
  const described = blonduosRoutes.filter((route) => route.link === "route");
  const lengthOnly = blonduosRoutes.filter((route) => route.link === "area");

  it("describe only the two Samhjól routes, which link to their own route page", () => {
    expect(described.map((route) => route.distanceKm)).toEqual([58, 130]);
    for (const route of described) expect(["rhubarbfest.is", "www.strava.com"]).toContain(new URL(route.url).hostname);
  });

  it("say of the other five that only the length is known, and never link to a route page", () => {
    expect(lengthOnly).toHaveLength(5);
    for (const route of lengthOnly) {
      expect(route.description, route.name).toContain("vitum við ekkert nema vegalengdina");
      expect(route.description, route.name).not.toMatch(/GPX|Strava|Samhjól|leiðarlýsing/iu);
      expect(["rhubarbfest.is", "www.strava.com", "is.nat.is"]).not.toContain(new URL(route.url).hostname);
      expect(route.url).not.toContain("fimmur");
    }
  });
});

describe("the Ásbyrgi card", () => {
  it("keeps the spec's season and points to the park's own page for the current one", () => {
    const asbyrgi = campsites.find((campsite) => campsite.name === "Ásbyrgi");
    expect(asbyrgi?.description).toContain("Þjóðgarðurinn birtir opnunartíma hvers árs á vef sínum");
    expect(asbyrgi?.links.map((link) => link.href)).toContain(
      "https://www.vatnajokulsthjodgardur.is/is/svaedin/jokulsargljufur/skipuleggja-heimsokn/tjaldsvaedi-og-verdskra",
    );
  });
});

/** Every sentence a visitor reads from the content modules and sample data. */
const visibleTexts: string[] = [
  ...aboutIs,
  ...blonduosIntro,
  ...blonduosRoutes.map((route) => route.description),
  ...blonduosAccommodation.map((place) => place.description),
  ...campingIntro,
  ...campingTips,
  campingSuggestionNote,
  ...campsites.map((campsite) => campsite.description),
  ...privacySections.flatMap((section) => section.paragraphs),
  ...routeSites.map((site) => site.description),
  ...shops.map((shop) => shop.description),
  ...tips.flatMap((tip) => tip.paragraphs),
  ...workshops.map((workshop) => workshop.description),
  fanticWorkshopNote,
  ebikeListingSite.description,
  defaultAdvertisement.text,
  ...sampleRoutes.map((route) => route.description),
  ...sampleEvents(new Date("2026-03-14T00:00:00Z")).map((event) => event.description),
];

/** The plural "you" and the plural imperatives a guide slips into; \p{L} bounds, since \b is ASCII-only. */
const PLURAL_ADDRESS = /(?<!\p{L})(þið|ykkur|ykkar|yður|farið hægt|sýnið|leggið|skipuleggið|gerið ráð|hugið|kynnið|staðfestið|athugið|munið|skoðið)(?!\p{L})/iu;

/** Phrases found unnatural in review, which must not come back. */
const REJECTED_PHRASES = [
  "rafmagnið munar",
  "mis greiðfær",
  "þung að lyfta",
  "notkun eftir framleiðanda",
  "og þar kemur þú inn",
  "í léttari kanti",
  "við Þingvallavatn sem er eingöngu",
];

describe("the Icelandic text", () => {
  it("recognises the plural form of address", () => {
    expect("Kynnið ykkur aðstæður").toMatch(PLURAL_ADDRESS);
    expect("Kynntu þér aðstæður").not.toMatch(PLURAL_ADDRESS);
  });

  it("addresses the reader as þú throughout, in content and on the pages", () => {
    for (const text of visibleTexts) expect(text).not.toMatch(PLURAL_ADDRESS);
    const webRoot = fileURLToPath(new URL("../web/", import.meta.url));
    const files = readdirSync(webRoot, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(readFileSync(`${webRoot}${file}`, "utf8"), file).not.toMatch(PLURAL_ADDRESS);
  });

  it("no longer has the phrases the editor rejected", () => {
    const all = visibleTexts.join("\n").toLowerCase();
    for (const phrase of REJECTED_PHRASES) expect(all).not.toContain(phrase.toLowerCase());
  });

  it("calls the YouTube links on /misc searches, since they are not single videos", () => {
    for (const link of tips.flatMap((tip) => tip.links).filter((candidate) => candidate.href.includes("youtube.com"))) {
      expect(link.href).toContain("/results?search_query=");
      expect(link.label).toMatch(/^Leita/u);
    }
  });
});
