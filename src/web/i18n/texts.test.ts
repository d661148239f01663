import type { Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import type { Lang } from "../../shared/site-paths.ts";
import { en } from "./catalogues/en.ts";
import { messages as compiledEn } from "./catalogues/en-lingui.ts";
import { is } from "./catalogues/is.ts";
import { messages as compiledIs } from "./catalogues/is-lingui.ts";
import type { CompiledFeatureMessages } from "./feature-messages.ts";
import { pageLanguage } from "./i18n.tsx";

/**
 * Every text a rider can read, checked as a whole: the site's catalogues, each feature's and page's own
 * messages (decision 036) and the guide pages' content. Docs: docs/decisions/070.
 */

type Texts = Readonly<Record<string, string>>;

/** Every feature's, component folder's and page's texts with their compiled form (decisions 036, 060). */
const featureModules = import.meta.glob<{ messages: { is: Texts; en: Texts }; catalogue: CompiledFeatureMessages<string> }>(
  ["../**/messages.ts", "../pages/*.messages.ts"],
  { eager: true },
);
const contentFiles = import.meta.glob<string>(["../../content/**/*.ts", "!../../content/**/*.test.ts"], { eager: true, query: "?raw", import: "default" });

interface Catalogue {
  where: string;
  lang: Lang;
  source: Texts;
  compiled: Messages;
}

const catalogues: Catalogue[] = [
  { where: "catalogues/is.ts", lang: "is", source: is, compiled: compiledIs },
  { where: "catalogues/en.ts", lang: "en", source: en, compiled: compiledEn },
  ...Object.entries(featureModules).flatMap(([file, { messages, catalogue }]) =>
    (["is", "en"] as const).map((lang) => ({ where: `${file} (${lang})`, lang, source: messages[lang], compiled: catalogue[lang] })),
  ),
];

/** The names a message fills in, and those of them that choose a plural. */
function placeholdersOf(message: string): { names: Set<string>; plurals: Set<string> } {
  return {
    names: new Set([...message.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1] ?? "")),
    plurals: new Set([...message.matchAll(/\{(\w+)\s*,\s*plural\s*,/g)].map((match) => match[1] ?? "")),
  };
}

const LONG_NAME = "Hringurinn um Þingvallavatn, Hengil og Nesjavelli með viðkomu á Úlfljótsvatni";
/** The samples: each number for the plurals (every category in both languages), and a long name for the texts. */
const SAMPLES: readonly { count: number; text: string }[] = [
  { count: 0, text: "0" },
  { count: 1, text: "1" },
  { count: 2, text: "2" },
  { count: 21, text: "21" },
  { count: 2, text: LONG_NAME },
];

describe("every message, rendered with sample values", () => {
  it("finds the site's catalogues and every feature's and page's messages", () => {
    expect(catalogues.length).toBeGreaterThan(30);
    expect(catalogues.filter((catalogue) => catalogue.where.includes("features/position/"))).toHaveLength(2);
  });

  it.each(catalogues.map((catalogue) => [catalogue.where, catalogue] as const))(
    "%s: leaves no placeholder, NaN, undefined or empty text",
    (_where, catalogue) => {
      const language = pageLanguage(catalogue.lang, catalogue.compiled);
      for (const [key, message] of Object.entries(catalogue.source)) {
        const { names, plurals } = placeholdersOf(message);
        for (const sample of SAMPLES) {
          const values = Object.fromEntries([...names].map((name) => [name, plurals.has(name) ? sample.count : sample.text]));
          const text = language.t(key as never, values);
          const context = `${catalogue.where} ${key} with ${JSON.stringify(values)}`;
          expect(text.trim(), context).not.toBe("");
          expect(text, context).not.toMatch(/[{}]/);
          expect(text, context).not.toMatch(/NaN|undefined|null|\[object/);
        }
      }
    },
  );

  it.each(catalogues.map((catalogue) => [catalogue.where, catalogue] as const))(
    "%s: a count is always chosen by a plural, so '1 leiðir' or '21 myndflísar' cannot be written",
    (_where, catalogue) => {
      for (const [key, message] of Object.entries(catalogue.source)) {
        const { names, plurals } = placeholdersOf(message);
        if (names.has("count")) expect(plurals.has("count"), `${catalogue.where} ${key}: {count} outside a plural`).toBe(true);
      }
    },
  );
});

/**
 * One term for one thing in each language (docs/decisions/070). A variant that comes back fails here, in the
 * catalogues, the messages files or the content.
 */
const bannedIcelandic: readonly { variant: RegExp; term: string }[] = [
  { variant: /upps[öa]fn\p{L}*\s+hækkun/iu, term: "heildarhækkun" },
  { variant: /myndflís/iu, term: "kortaflísar" },
  // Lower case only: "Rafmagnshjól" is a shop's name, and "Rafmagnshjól - Rafhjól" the spec's menu text.
  { variant: /(?<!\p{L})rafmagnshjól/u, term: "rafhjól" },
];
const bannedEnglish: readonly { variant: RegExp; term: string }[] = [
  { variant: /\bcycl(e|ing) routes?\b/i, term: "bike routes" },
  { variant: /\b(your|my|the|a) position\b/i, term: "location" },
  { variant: /\bstop following\b/i, term: "stop tracking" },
];

const textsByLanguage: { where: string; lang: Lang; text: string }[] = [
  ...catalogues.flatMap((catalogue) =>
    Object.entries(catalogue.source).map(([key, text]) => ({ where: `${catalogue.where} ${key}`, lang: catalogue.lang, text })),
  ),
  ...Object.entries(contentFiles).map(([file, text]) => ({ where: file, lang: (file.includes("/content/en/") ? "en" : "is") as Lang, text })),
];

describe("the site's terms", () => {
  it("scans the catalogues, the messages files and the content", () => {
    expect(textsByLanguage.some((entry) => entry.where.includes("/content/en/sample-data.ts"))).toBe(true);
    expect(textsByLanguage.some((entry) => entry.where.includes("/content/campsites.ts"))).toBe(true);
  });

  it.each([
    ["is", bannedIcelandic],
    ["en", bannedEnglish],
  ] as const)("in %s, use one term for each thing", (lang, banned) => {
    const found = textsByLanguage
      .filter((entry) => entry.lang === lang)
      .flatMap((entry) => banned.flatMap(({ variant, term }) => (variant.test(entry.text) ? [`${entry.where}: ${variant} (say "${term}")`] : [])));
    expect(found).toEqual([]);
  });

  it("catches a banned variant", () => {
    expect(bannedIcelandic.some(({ variant }) => variant.test("Uppsöfnuð hækkun er 400 m."))).toBe(true);
    expect(bannedIcelandic.some(({ variant }) => variant.test("3 myndflísar náðust ekki"))).toBe(true);
    expect(bannedIcelandic.some(({ variant }) => variant.test("Verslunin selur rafmagnshjól"))).toBe(true);
    expect(bannedIcelandic.some(({ variant }) => variant.test("Rafmagnshjól - Rafhjól"))).toBe(false);
    expect(bannedEnglish.some(({ variant }) => variant.test("Use my position"))).toBe(true);
    expect(bannedEnglish.some(({ variant }) => variant.test("more cycle routes"))).toBe(true);
    expect(bannedEnglish.some(({ variant }) => variant.test("Position on the elevation profile"))).toBe(false);
  });
});
