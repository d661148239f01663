import { describe, expect, it } from "vitest";
import type { SiteEventInput } from "../../shared/event.ts";
import { eventInputSchema } from "../../shared/event.ts";
import { routeInputSchema } from "../../shared/route.ts";
import { aboutIs } from "../about.ts";
import { advertisementLabel, defaultAdLinkText, defaultAdvertisement } from "../advertisement.ts";
import { blonduosAccommodation, blonduosIntro, blonduosRoutes } from "../blonduos.ts";
import { campingIntro, campingSuggestionNote, campingTips, campsites } from "../campsites.ts";
import { privacySections } from "../privacy.ts";
import { mergeByName } from "../prose.ts";
import { routeSites } from "../route-sites.ts";
import { DATE_UNCONFIRMED, sampleEvents, sampleRoutes } from "../sample-data.ts";
import { shops } from "../shops.ts";
import { site } from "../site.ts";
import { tips } from "../tips.ts";
import type { RouteSiteKind } from "../types.ts";
import { ebikeListingSite, fanticWorkshopNote, workshops } from "../workshops.ts";
import { aboutEn } from "./about.ts";
import { advertisementLabelEn, defaultAdLinkTextEn, defaultAdvertisementEn } from "./advertisement.ts";
import {
  blonduosAccommodationEn,
  blonduosAccommodationProseEn,
  blonduosIntroEn,
  blonduosRouteProseEn,
  blonduosRoutesEn,
  ONLY_LENGTH_KNOWN_EN,
} from "./blonduos.ts";
import { campingIntroEn, campingSuggestionNoteEn, campingTipsEn, campsiteProseEn, campsitesEn, seasonEn } from "./campsites.ts";
import { contactIntroEn } from "./contact.ts";
import { linkLabelsEn } from "./link-labels.ts";
import { privacyProseEn, privacySectionsEn } from "./privacy.ts";
import { properNamesKeptInEnglish } from "./proper-names.ts";
import { regionEn, regionsEn } from "./regions.ts";
import { routeSiteKindHeadingsEn, routeSiteProseEn, routeSitesEn, routeSitesIntroEn } from "./route-sites.ts";
import { DATE_UNCONFIRMED_EN, sampleEventProseEn, sampleEventsEn, sampleRouteProseEn, sampleRoutesEn } from "./sample-data.ts";
import { shopProseEn, shopsEn, shopsIntroEn } from "./shops.ts";
import { siteEn } from "./site.ts";
import { tipProseEn, tipsEn, tipsIntroEn } from "./tips.ts";
import { ebikeListingSiteEn, fanticWorkshopNoteEn, workshopProseEn, workshopsEn } from "./workshops.ts";

/**
 * One source of facts, two languages of prose: every Icelandic entry has
 * exactly one English entry, the English view of a list keeps every fact of
 * the Icelandic one, and the English text is English.
 */

/** Any fixed day: the sample events' names do not depend on it. */
const TODAY = new Date("2026-03-14T00:00:00Z");

// ---------------------------------------------------------------------------
// Every entry translated, and nothing else
// ---------------------------------------------------------------------------

/** Lists whose prose is keyed by the Icelandic entry's name (or a tip's id). */
const keyedLists: [string, readonly string[], Readonly<Record<string, unknown>>][] = [
  ["shops", shops.map((shop) => shop.name), shopProseEn],
  ["workshops", workshops.map((workshop) => workshop.name), workshopProseEn],
  ["route sites", routeSites.map((routeSite) => routeSite.name), routeSiteProseEn],
  ["campsites", campsites.map((campsite) => campsite.name), campsiteProseEn],
  ["Blönduós routes", blonduosRoutes.map((route) => route.name), blonduosRouteProseEn],
  ["Blönduós accommodation", blonduosAccommodation.map((place) => place.name), blonduosAccommodationProseEn],
  ["tips", tips.map((tip) => tip.id), tipProseEn],
  ["sample routes", sampleRoutes.map((route) => route.name), sampleRouteProseEn],
  ["sample events", sampleEvents(TODAY).map((event) => event.name), sampleEventProseEn],
];

/** Lists whose English follows the Icelandic paragraph by paragraph. */
const parallelLists: [string, readonly unknown[], readonly unknown[]][] = [
  ["about", aboutIs, aboutEn],
  ["camping intro", campingIntro, campingIntroEn],
  ["camping tips", campingTips, campingTipsEn],
  ["Blönduós intro", blonduosIntro, blonduosIntroEn],
  ["privacy sections", privacySections, privacyProseEn],
];

describe("every Icelandic entry has exactly one English entry", () => {
  it.each(keyedLists)("%s: English prose for each entry and for no other", (_list, keys, prose) => {
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((key) => !Object.hasOwn(prose, key))).toEqual([]);
    expect(Object.keys(prose).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it.each(parallelLists)("%s: as many English paragraphs as Icelandic", (_list, icelandic, english) => {
    expect(english.length).toBe(icelandic.length);
  });

  it("privacy: each section has as many English paragraphs as Icelandic", () => {
    expect(privacyProseEn.map((section) => section.paragraphs.length)).toEqual(privacySections.map((section) => section.paragraphs.length));
  });

  it("refuses to merge when an entry has no English or the English has no entry", () => {
    const facts = [{ name: "Örninn", url: "https://orninn.is", description: "Verslun." }];
    expect(() => mergeByName("test", facts, {})).toThrow(/no prose for Örninn/u);
    expect(() => mergeByName("test", facts, { Örninn: { description: "A shop." }, Ghost: { description: "None." } })).toThrow(/do not exist: Ghost/u);
    expect(mergeByName("test", facts, { Örninn: { description: "A shop." } })).toEqual([{ name: "Örninn", url: "https://orninn.is", description: "A shop." }]);
  });
});

// ---------------------------------------------------------------------------
// The English views keep every fact
// ---------------------------------------------------------------------------

function without<T extends object>(entry: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(Object.entries(entry).filter(([key]) => !keys.includes(key))) as Partial<T>;
}

/** [list, Icelandic entries, English view (made inside the test, so a failed merge fails that test), the fields that are words] */
const mergedLists: [string, readonly object[], () => readonly object[], readonly string[]][] = [
  ["shops", shops, () => shopsEn(), ["description"]],
  ["workshops", workshops, () => workshopsEn(), ["name", "description"]],
  ["route sites", routeSites, () => routeSitesEn(), ["name", "description"]],
  ["campsites", campsites, () => campsitesEn(), ["name", "description", "region", "season", "links"]],
  ["Blönduós routes", blonduosRoutes, () => blonduosRoutesEn(), ["name", "description"]],
  ["Blönduós accommodation", blonduosAccommodation, () => blonduosAccommodationEn(), ["name", "description"]],
  ["tips", tips, () => tipsEn(), ["title", "paragraphs", "imageAlt", "links"]],
  ["sample routes", sampleRoutes, () => sampleRoutesEn(), ["name", "description", "region"]],
  ["sample events", sampleEvents(TODAY), () => sampleEventsEn(TODAY), ["name", "description"]],
  ["privacy sections", privacySections, () => privacySectionsEn(), ["heading", "paragraphs"]],
];

describe("the English views keep the Icelandic facts", () => {
  it.each(mergedLists)("%s: same entries in the same order, with the same fields and the same facts", (_list, icelandic, makeEnglish, words) => {
    const english = makeEnglish();
    expect(english).toHaveLength(icelandic.length);
    icelandic.forEach((entry, index) => {
      const translated = english[index] ?? {};
      expect(Object.keys(translated).sort()).toEqual(Object.keys(entry).sort());
      expect(without(translated, words)).toEqual(without(entry, words));
    });
  });

  it("keeps a name that is a proper name, and translates only the names it gives", () => {
    const pairs: [readonly { name: string }[], readonly { name: string }[], Readonly<Record<string, { name?: string }>>][] = [
      [routeSites, routeSitesEn(), routeSiteProseEn],
      [campsites, campsitesEn(), campsiteProseEn],
      [blonduosAccommodation, blonduosAccommodationEn(), blonduosAccommodationProseEn],
    ];
    for (const [icelandic, english, prose] of pairs) {
      for (const [index, entry] of icelandic.entries()) expect(english[index]?.name).toBe(prose[entry.name]?.name ?? entry.name);
    }
  });

  it("campsites: link addresses as in Icelandic, region, season and link labels rendered from the Icelandic", () => {
    const english = campsitesEn();
    campsites.forEach((campsite, index) => {
      const translated = english[index];
      expect(translated?.links.map((link) => link.href)).toEqual(campsite.links.map((link) => link.href));
      expect(translated?.links.map((link) => link.label)).toEqual(campsite.links.map((link) => linkLabelsEn[link.label]));
      expect(translated?.region).toBe(regionsEn[campsite.region]);
      expect(translated?.season).toBe(campsite.season === undefined ? undefined : seasonEn(campsite.season));
    });
  });

  it("tips: link addresses as in Icelandic, labels rendered from the Icelandic", () => {
    const english = tipsEn();
    tips.forEach((tip, index) => {
      expect(english[index]?.links.map((link) => link.href)).toEqual(tip.links.map((link) => link.href));
      expect(english[index]?.links.map((link) => link.label)).toEqual(tip.links.map((link) => linkLabelsEn[link.label]));
    });
  });

  it("sample routes: region rendered from the Icelandic", () => {
    for (const [index, route] of sampleRoutesEn().entries()) expect(route.region).toBe(regionEn(sampleRoutes[index]?.region ?? ""));
  });

  it("sample events: same dates and links, in the same order, whatever the day", () => {
    for (const today of ["2026-01-01", "2026-06-30", "2027-12-31"].map((day) => new Date(`${day}T00:00:00Z`))) {
      const strip = (events: SiteEventInput[]) => events.map(({ date, link }) => ({ date, link }));
      expect(strip(sampleEventsEn(today))).toEqual(strip(sampleEvents(today)));
    }
  });

  it("the e-bike listing site, the advertisement and the site keep their names and addresses", () => {
    expect(without(ebikeListingSiteEn(), ["description"])).toEqual(without(ebikeListingSite, ["description"]));
    expect(defaultAdvertisementEn().href).toBe(defaultAdvertisement.href);
    expect(siteEn.name).toBe(site.name);
    expect(siteEn.footerYear).toBe(site.footerYear);
  });
});

// ---------------------------------------------------------------------------
// Facts written in Icelandic words have an English rendering
// ---------------------------------------------------------------------------

describe("English renderings of facts written in Icelandic words", () => {
  it("renders every region the campsites and sample routes use, and no other", () => {
    const used = new Set([...campsites.map((campsite) => campsite.region), ...sampleRoutes.map((route) => route.region)]);
    expect([...used].filter((region) => !Object.hasOwn(regionsEn, region))).toEqual([]);
    expect(Object.keys(regionsEn).filter((region) => !used.has(region))).toEqual([]);
  });

  it("glosses a region and keeps its Icelandic name; shows a region it does not know as written", () => {
    expect(regionEn("Norðurland eystra")).toBe("Northeast Iceland (Norðurland eystra)");
    for (const [icelandic, english] of Object.entries(regionsEn)) expect(english).toContain(`(${icelandic})`);
    expect(regionEn("Grímsey")).toBe("Grímsey");
  });

  it("renders every link label the campsites and tips use, and no other", () => {
    const used = new Set([...campsites.flatMap((campsite) => campsite.links), ...tips.flatMap((tip) => tip.links)].map((link) => link.label));
    expect([...used].filter((label) => !Object.hasOwn(linkLabelsEn, label))).toEqual([]);
    expect(Object.keys(linkLabelsEn).filter((label) => !used.has(label))).toEqual([]);
  });

  it("calls the YouTube links searches in English too", () => {
    for (const link of tipsEn()
      .flatMap((tip) => tip.links)
      .filter((candidate) => candidate.href.includes("youtube.com")))
      expect(link.label).toMatch(/^Search/u);
  });

  it.each([
    ["1. júní til 1. september", "1 June to 1 September"],
    ["1. apríl til 31. október", "1 April to 31 October"],
    ["Opið allt árið", "Open all year"],
  ])("renders the season %s as %s", (icelandic, english) => {
    expect(seasonEn(icelandic)).toBe(english);
  });

  it("renders every season the campsites use, and refuses one it cannot read", () => {
    for (const campsite of campsites)
      if (campsite.season !== undefined) expect(seasonEn(campsite.season)).toMatch(/^(\d{1,2} [A-Z][a-z]+ to \d{1,2} [A-Z][a-z]+|Open all year)$/u);
    expect(() => seasonEn("á sumrin")).toThrow();
    expect(() => seasonEn("1. smarch til 2. júní")).toThrow();
  });

  it("has an English heading for every kind of route site", () => {
    const kinds = new Set<RouteSiteKind>(routeSites.map((routeSite) => routeSite.kind));
    for (const kind of kinds) expect(routeSiteKindHeadingsEn[kind]?.trim()).toBeTruthy();
    expect(new Set(Object.values(routeSiteKindHeadingsEn)).size).toBe(Object.keys(routeSiteKindHeadingsEn).length);
  });
});

// ---------------------------------------------------------------------------
// The English text is English, and says what the Icelandic says
// ---------------------------------------------------------------------------

/** An English text beside the Icelandic it translates; `sentence` texts end like a sentence, titles and names do not. */
interface Pair {
  where: string;
  icelandic: string;
  english: string;
  sentence: boolean;
}

function pairsOf(where: string, icelandic: readonly string[], english: readonly string[], sentence: boolean): Pair[] {
  return icelandic.map((text, index) => ({ where: `${where} ${index + 1}`, icelandic: text, english: english[index] ?? "", sentence }));
}

function fieldPairs<T extends object>(
  where: string,
  icelandic: readonly T[],
  english: readonly T[],
  name: (entry: T) => string,
  fields: Partial<Record<keyof T, boolean>>,
): Pair[] {
  return icelandic.flatMap((entry, index) =>
    Object.entries(fields).flatMap(([field, sentence]) => {
      const original = entry[field as keyof T];
      const translated = english[index]?.[field as keyof T];
      if (Array.isArray(original)) return pairsOf(`${where} ${name(entry)} ${field}`, original as string[], (translated ?? []) as string[], sentence === true);
      if (typeof original !== "string") return [];
      return [{ where: `${where} ${name(entry)} ${field}`, icelandic: original, english: String(translated ?? ""), sentence: sentence === true }];
    }),
  );
}

/**
 * The English view, or nothing when the merge refuses (an entry without English):
 * the tests above then fail with the reason, and the text checks below go on.
 */
function safely<T>(make: () => T): T | undefined {
  try {
    return make();
  } catch {
    return undefined;
  }
}

const advertisementEn = defaultAdvertisementEn();

const englishViews = {
  shopsEn: safely(shopsEn) ?? [],
  workshopsEn: safely(workshopsEn) ?? [],
  routeSitesEn: safely(routeSitesEn) ?? [],
  campsitesEn: safely(campsitesEn) ?? [],
  blonduosRoutesEn: safely(blonduosRoutesEn) ?? [],
  blonduosAccommodationEn: safely(blonduosAccommodationEn) ?? [],
  tipsEn: safely(tipsEn) ?? [],
  sampleRoutesEn: safely(sampleRoutesEn) ?? [],
  sampleEventsEn: safely(() => sampleEventsEn(TODAY)) ?? [],
  privacySectionsEn: safely(privacySectionsEn) ?? [],
  ebikeListingSiteEn: safely(ebikeListingSiteEn) ?? { ...ebikeListingSite, description: "" },
};

const pairs: Pair[] = [
  ...fieldPairs("shop", shops, englishViews.shopsEn, (entry) => entry.name, { description: true }),
  ...fieldPairs("workshop", workshops, englishViews.workshopsEn, (entry) => entry.name, { name: false, description: true }),
  { where: "Fantic note", icelandic: fanticWorkshopNote, english: fanticWorkshopNoteEn, sentence: true },
  { where: "e-bike listing site", icelandic: ebikeListingSite.description, english: englishViews.ebikeListingSiteEn.description, sentence: true },
  ...fieldPairs("route site", routeSites, englishViews.routeSitesEn, (entry) => entry.name, { name: false, description: true }),
  ...fieldPairs("campsite", campsites, englishViews.campsitesEn, (entry) => entry.name, { name: false, description: true, region: false, season: false }),
  ...campsites.flatMap((campsite, index) =>
    pairsOf(
      `campsite ${campsite.name} link`,
      campsite.links.map((link) => link.label),
      (englishViews.campsitesEn[index]?.links ?? []).map((link) => link.label),
      false,
    ),
  ),
  ...pairsOf("camping intro", campingIntro, campingIntroEn, true),
  ...pairsOf("camping tip", campingTips, campingTipsEn, true),
  { where: "camping suggestion note", icelandic: campingSuggestionNote, english: campingSuggestionNoteEn, sentence: true },
  ...pairsOf("Blönduós intro", blonduosIntro, blonduosIntroEn, true),
  ...fieldPairs("Blönduós route", blonduosRoutes, englishViews.blonduosRoutesEn, (entry) => entry.name, { name: false, description: true }),
  ...fieldPairs("Blönduós accommodation", blonduosAccommodation, englishViews.blonduosAccommodationEn, (entry) => entry.name, {
    name: false,
    description: true,
  }),
  ...fieldPairs("tip", tips, englishViews.tipsEn, (entry) => entry.id, { title: false, paragraphs: true, imageAlt: false }),
  ...tips.flatMap((tip, index) =>
    pairsOf(
      `tip ${tip.id} link`,
      tip.links.map((link) => link.label),
      (englishViews.tipsEn[index]?.links ?? []).map((link) => link.label),
      false,
    ),
  ),
  ...fieldPairs("privacy", privacySections, englishViews.privacySectionsEn, (entry) => entry.heading, { heading: false, paragraphs: true }),
  ...pairsOf("about", aboutIs, aboutEn, true),
  ...fieldPairs("sample route", sampleRoutes, englishViews.sampleRoutesEn, (entry) => entry.name, { name: false, description: true, region: false }),
  ...fieldPairs("sample event", sampleEvents(TODAY), englishViews.sampleEventsEn, (entry) => entry.name, { name: false, description: true }),
  { where: "advertisement label", icelandic: advertisementLabel, english: advertisementLabelEn, sentence: false },
  { where: "advertisement link text", icelandic: defaultAdLinkText, english: defaultAdLinkTextEn, sentence: false },
  { where: "advertisement title", icelandic: defaultAdvertisement.title ?? "", english: advertisementEn.title ?? "", sentence: true },
  { where: "advertisement text", icelandic: defaultAdvertisement.text, english: advertisementEn.text, sentence: true },
  { where: "advertisement link", icelandic: defaultAdvertisement.linkText, english: advertisementEn.linkText, sentence: false },
];

/** Texts with no Icelandic twin in src/content (their pages write the Icelandic themselves). */
const englishOnly: { where: string; english: string; sentence: boolean }[] = [
  { where: "contact", english: contactIntroEn, sentence: true },
  { where: "shops intro", english: shopsIntroEn, sentence: true },
  { where: "route sites intro", english: routeSitesIntroEn, sentence: true },
  { where: "tips intro", english: tipsIntroEn, sentence: true },
  ...Object.entries(routeSiteKindHeadingsEn).map(([kind, heading]) => ({ where: `route site heading ${kind}`, english: heading, sentence: false })),
  { where: "site name meaning", english: siteEn.nameMeaning, sentence: false },
];

const allEnglish = [...pairs, ...englishOnly];

const ICELANDIC_LETTERS = /[þðæöáéíóúýÞÐÆÖÁÉÍÓÚÝ]/u;
const namesLongestFirst = [...properNamesKeptInEnglish].sort((a, b) => b.length - a.length);

/** The words of `text` with an Icelandic-only letter once the listed proper names are taken out. */
function icelandicWordsIn(text: string): string[] {
  let rest = text;
  for (const name of namesLongestFirst) rest = rest.split(name).join(" ");
  return rest.split(/[\s,.;:!?()“”"'–—/-]+/u).filter((word) => ICELANDIC_LETTERS.test(word));
}

/** The figures of a text: 1,150 is 1150 and 20:00 is 20, so English and Icelandic forms compare equal. */
function figuresIn(text: string): string[] {
  const normal = text.replace(/(\d),(\d{3})(?!\d)/gu, "$1$2").replace(/(\d{1,2}):00(?!\d)/gu, "$1");
  return (normal.match(/\d+/gu) ?? []).sort();
}

/** Web addresses and e-mail addresses written in a text. */
function addressesIn(text: string): string[] {
  return (text.match(/https?:\/\/[^\s)]+|[\w.-]+@[\w-]+(\.[\w-]+)+/gu) ?? []).map((address) => address.replace(/[.,;:]+$/u, "")).sort();
}

describe("the English text", () => {
  it("finds the texts to check", () => {
    expect(pairs.length).toBeGreaterThan(250);
  });

  it.each(allEnglish.map((text) => [text.where, text] as const))(
    "%s: not empty, trimmed, one space between words, ends as it should",
    (_where, { english, sentence }) => {
      expect(english.trim().length).toBeGreaterThan(0);
      expect(english).toBe(english.trim());
      expect(english).not.toMatch(/\s{2}/u);
      if (sentence) expect(english).toMatch(/[.!?:]$/u);
      else expect(english).not.toMatch(/\.$/u);
    },
  );

  it.each(allEnglish.map((text) => [text.where, text] as const))("%s: no Icelandic word outside the listed proper names", (_where, { english }) => {
    expect(icelandicWordsIn(english)).toEqual([]);
  });

  it("lists only proper names that the English text uses", () => {
    const everything = allEnglish.map((text) => text.english).join("\n");
    expect(properNamesKeptInEnglish.filter((name) => !everything.includes(name))).toEqual([]);
    expect(new Set(properNamesKeptInEnglish).size).toBe(properNamesKeptInEnglish.length);
  });

  it("catches an untranslated word", () => {
    expect(icelandicWordsIn("A shop in Reykjavík that sells rafhjól.")).toContain("rafhjól");
  });

  it.each(pairs.filter((pair) => pair.sentence).map((pair) => [pair.where, pair] as const))(
    "%s: translated, with the same figures and addresses",
    (_where, { icelandic, english }) => {
      expect(english).not.toBe(icelandic);
      expect(figuresIn(english)).toEqual(figuresIn(icelandic));
      expect(addressesIn(english)).toEqual(addressesIn(icelandic));
    },
  );

  it.each(pairs.filter((pair) => !pair.sentence).map((pair) => [pair.where, pair] as const))("%s: the same figures", (_where, { icelandic, english }) => {
    expect(figuresIn(english)).toEqual(figuresIn(icelandic));
  });

  it("compares figures and addresses in their English form", () => {
    expect(figuresIn("about 1,150 m, at 20:00, 30–60%")).toEqual(figuresIn("um 1150 m, kl. 20, 30–60%"));
    expect(addressesIn("write to camping@husafell.is.")).toEqual(["camping@husafell.is"]);
  });
});

// ---------------------------------------------------------------------------
// What the Icelandic content promises, the English keeps
// ---------------------------------------------------------------------------

describe("the English content keeps the Icelandic content's promises", () => {
  it("keeps the spec's numbers in the tips: chain at about 500 km, battery stored at 30–60 %", () => {
    const text = (id: string) =>
      tipsEn()
        .find((tip) => tip.id === id)
        ?.paragraphs.join(" ") ?? "";
    expect(text("kedja")).toContain("500 km");
    expect(text("rafhlada")).toContain("30–60%");
  });

  it("says on the five length-only Blönduós cards that only the length is known, and only there", () => {
    blonduosRoutesEn().forEach((route, index) => {
      const lengthOnly = blonduosRoutes[index]?.link === "area";
      expect(route.description.startsWith(ONLY_LENGTH_KNOWN_EN), route.name).toBe(lengthOnly);
      if (lengthOnly) expect(route.description, route.name).not.toMatch(/GPX|Strava|Samhjól|route description/iu);
    });
  });

  it("marks an event's date as unconfirmed exactly where the Icelandic does", () => {
    for (const today of ["2026-01-01", "2026-06-30"].map((day) => new Date(`${day}T00:00:00Z`))) {
      const icelandic = sampleEvents(today);
      sampleEventsEn(today).forEach((event, index) => {
        expect(event.description.startsWith(DATE_UNCONFIRMED_EN), event.name).toBe(icelandic[index]?.description.startsWith(DATE_UNCONFIRMED) ?? false);
      });
    }
    expect(sampleEventsEn(TODAY).some((event) => event.description.startsWith(DATE_UNCONFIRMED_EN))).toBe(true);
  });

  it("fits the sample routes' and events' English into the limits of the route and event forms", () => {
    for (const route of sampleRoutesEn()) expect(routeInputSchema.parse(route)).toEqual(route);
    for (const event of sampleEventsEn(TODAY)) expect(eventInputSchema.parse(event)).toEqual(event);
    expect(new Set(sampleRoutesEn().map((route) => route.name)).size).toBe(sampleRoutes.length);
  });

  it("points the Ásbyrgi card to the park's own page for the current season", () => {
    expect(campsitesEn().find((campsite) => campsite.name === "Ásbyrgi")?.description).toContain(
      "The park publishes each year's opening period on its website",
    );
  });

  it("keeps in the privacy policy the consent key, the act, Persónuvernd, the OK button and the closing colon", () => {
    const sections = privacySectionsEn();
    expect(new Set(sections.map((section) => section.heading)).size).toBe(sections.length);
    const text = sections.flatMap((section) => section.paragraphs).join(" ");
    expect(text).toContain("“cookie-consent”");
    expect(text).toContain("90/2018");
    expect(text).toContain("https://www.personuvernd.is");
    expect(text.split("“OK”").length).toBe(
      privacySections
        .flatMap((section) => section.paragraphs)
        .join(" ")
        .split("„OK“").length,
    );
    expect(sections.at(-1)?.paragraphs.at(-1)).toMatch(/:$/u);
  });
});
