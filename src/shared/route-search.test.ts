import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { filterRoutes, normaliseSearch, routeMatches, searchIndex } from "./route-search.ts";
import { foldForSearch } from "./search-fold.ts";

const route = { name: "Mývatnshringurinn", region: "Norðurland eystra", description: "Malbik og malarvegir kringum vatnið." };

describe("route search", () => {
  it("trims and lower-cases the text", () => {
    expect(normaliseSearch("  MÝVATN ")).toBe("mývatn");
  });

  it.each([
    ["name", "mývatns"],
    ["region", "NORÐURLAND"],
    ["description", "malarvegir"],
    ["padded text", "   eystra   "],
  ])("matches on the %s", (_field, text) => {
    expect(routeMatches(route, text)).toBe(true);
  });

  it("does not match text found nowhere, nor across fields", () => {
    expect(routeMatches(route, "Kjölur")).toBe(false);
    expect(routeMatches(route, "hringurinn norðurland")).toBe(false);
  });

  it.each([
    ["thorsmork", "Þórsmörk"],
    ["myvatn", "Mývatn"],
    ["heidmork", "Heiðmörk"],
    ["kjolur", "Kjölur"],
    ["hofn", "Höfn"],
    ["aedey", "Æðey"],
    ["Kjöl", "Kjölur"],
  ])("finds a route typed without (or with) its Icelandic letters: %s finds %s", (text, name) => {
    expect(routeMatches({ ...route, name }, text)).toBe(true);
    expect(routeMatches({ ...route, name: "Annað" }, text)).toBe(false);
  });

  it("searches the English name and description too", () => {
    expect(routeMatches({ ...route, nameEn: "Lake Myvatn loop", descriptionEn: "Paved roads and gravel." }, "lake")).toBe(true);
    expect(routeMatches({ ...route, nameEn: null, descriptionEn: "Paved roads and gravel." }, "paved")).toBe(true);
    expect(routeMatches({ ...route, nameEn: "Lake", descriptionEn: "Paved" }, "lake\u0000paved")).toBe(false);
  });

  it("shows everything for blank text", () => {
    expect(filterRoutes([route, { ...route, name: "Annar" }], "   ")).toHaveLength(2);
  });

  it("lists the routes whose name matches first, each group in the order it was given", () => {
    const routes = [
      { ...route, name: "Kjölur", description: "Fjær Mývatni." },
      { ...route, name: "Mývatn stutt", description: "Stutt." },
      { ...route, name: "Askja", region: "Við Mývatn", description: "Löng." },
      { ...route, name: "Mývatn langt", description: "Langt." },
    ];
    expect(filterRoutes(routes, "mývatn").map((r) => r.name)).toEqual(["Mývatn stutt", "Mývatn langt", "Kjölur", "Askja"]);
  });

  it("keeps the order it was given", () => {
    const routes = [
      { ...route, name: "B hringur" },
      { ...route, name: "A hringur" },
    ];
    expect(filterRoutes(routes, "hringur").map((r) => r.name)).toEqual(["B hringur", "A hringur"]);
  });
});

describe("search index", () => {
  it("folds a slice at a time when asked, and searches alike however far the folding has gone", () => {
    const routes = Array.from({ length: 5 }, (_, index) => ({ ...route, name: `Leið ${index + 1}` }));
    const sliced = searchIndex(routes);
    expect(sliced.prepare(2)).toBe(false);
    expect(sliced.prepare(2)).toBe(false);
    expect(sliced.prepare(2)).toBe(true);
    expect(sliced.prepare(2)).toBe(true);
    const partly = searchIndex(routes);
    partly.prepare(3);
    for (const text of ["leið", "leið 4", "mývatn", "malbik", "grímsey"]) expect(partly.filter(text)).toEqual(sliced.filter(text));
    expect(partly.filter("leið 4")).toEqual([routes[3]]);
  });

  it("reads no route's text for a blank search, and folds each route once however many searches follow", () => {
    let reads = 0;
    const counted = {
      get name() {
        reads += 1;
        return "Kjölur";
      },
      region: "Suðurland",
      description: "Hálendisvegur milli jökla.",
    };
    const index = searchIndex([counted]);
    expect(index.filter("  ")).toEqual([counted]);
    expect(reads).toBe(0);
    expect(index.prepare()).toBe(true);
    const folded = reads;
    expect(folded).toBeGreaterThan(0);
    expect(index.filter("kjol")).toEqual([counted]);
    expect(index.filter("milli jökla")).toEqual([counted]);
    expect(index.filter("grímsey")).toEqual([]);
    expect(reads).toBe(folded);
  });

  it("matches what routeMatches matches, over many routes, in order", () => {
    const routes = Array.from({ length: 1000 }, (_, index) => ({
      ...route,
      name: `Leið ${index}`,
      description: index % 7 === 0 ? "Við Þingvallavatn." : "Malarvegur.",
    }));
    const index = searchIndex(routes);
    expect(index.filter("ÞINGVALLAVATN").map((r) => r.name)).toEqual(routes.filter((_, i) => i % 7 === 0).map((r) => r.name));
    expect(index.filter("")).toHaveLength(1000);
    expect(index.filter("leið 99")).toHaveLength(11);
  });

  it("never matches across two fields, even with a NUL in the text", () => {
    expect(searchIndex([route]).filter("hringurinn\u0000norðurland")).toEqual([]);
  });

  it("gives, keystroke after keystroke, what a fresh scan of every route gives", () => {
    // Few letters, so texts often contain, extend, shorten or replace the one before (as typing does).
    const letters = fc.constantFrom("a", "á", "r", "ð", " ", "\u0000", "A", "Ð");
    const field = fc.string({ unit: letters, maxLength: 6 });
    const routes = fc.array(fc.record({ name: field, region: field, description: field }), { maxLength: 30 });
    fc.assert(
      fc.property(routes, fc.array(fc.string({ unit: letters, maxLength: 4 }), { maxLength: 12 }), (list, texts) => {
        const index = searchIndex(list);
        for (const text of texts) {
          const matching = list.filter((item) => routeMatches(item, text));
          const needle = foldForSearch(normaliseSearch(text));
          const inName = (item: (typeof list)[number]) => needle === "" || foldForSearch(item.name).includes(needle);
          expect(index.filter(text)).toEqual([...matching.filter(inName), ...matching.filter((item) => !inName(item))]);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
