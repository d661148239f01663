import { describe, expect, it } from "vitest";
import { routeSites } from "./route-sites.ts";
import { shops } from "./shops.ts";
import { ebikeListingSite, fanticWorkshopNote, workshops } from "./workshops.ts";

const ENDS_WITH_PUNCTUATION = /[.!?…]$/u;

function expectHttpUrl(value: string): void {
  const parsed = new URL(value);
  expect(["http:", "https:"]).toContain(parsed.protocol);
  expect(parsed.hostname.length).toBeGreaterThan(0);
}

function expectUnique(values: readonly string[]): void {
  const duplicates = values.filter((value, index) => values.indexOf(value) !== index);
  expect(duplicates).toEqual([]);
}

function expectGoodDescription(description: string): void {
  expect(description.trim().length).toBeGreaterThan(0);
  expect(description).toBe(description.trim());
  expect(description).toMatch(ENDS_WITH_PUNCTUATION);
}

describe("shops", () => {
  it("lists about 22 shops here 21", () => {
    expect(shops).toHaveLength(21);
  });

  it("has unique names and URLs", () => {
    expectUnique(shops.map((shop) => shop.name));
    expectUnique(shops.map((shop) => shop.url));
  });

  it.each(shops.map((shop) => [shop.name, shop] as const))("%s has a valid http(s) URL", (_name, shop) => {
    expectHttpUrl(shop.url);
  });

  it.each(shops.map((shop) => [shop.name, shop] as const))("%s has a proper description", (_name, shop) => {
    expectGoodDescription(shop.description);
  });

  it.each(shops.map((shop) => [shop.name, shop] as const))("%s has no duplicate or blank brands", (_name, shop) => {
    expectUnique(shop.brands);
    for (const brand of shop.brands) {
      expect(brand.trim()).toBe(brand);
      expect(brand.length).toBeGreaterThan(0);
    }
  });

  it("gives a non-blank location whenever one is set", () => {
    for (const shop of shops) {
      if (shop.location !== undefined) expect(shop.location.trim().length).toBeGreaterThan(0);
    }
  });
});

describe("workshops", () => {
  it("lists exactly one workshop", () => {
    expect(workshops).toHaveLength(1);
  });

  it("has valid URLs, unique names, proper descriptions and no duplicate brands", () => {
    expectUnique(workshops.map((workshop) => workshop.name));
    for (const workshop of workshops) {
      if (workshop.url !== undefined) expectHttpUrl(workshop.url);
      expectGoodDescription(workshop.description);
      expectUnique(workshop.brands);
    }
  });

  it("has a note about the missing Fantic workshop", () => {
    expectGoodDescription(fanticWorkshopNote);
    expect(fanticWorkshopNote).toContain("Fantic");
  });

  it("links to the e-bike listing site", () => {
    expect(ebikeListingSite.name.length).toBeGreaterThan(0);
    expectHttpUrl(ebikeListingSite.url);
    expectGoodDescription(ebikeListingSite.description);
  });
});

describe("route sites", () => {
  it("lists 22 route sites (the spec's about 20, with two bike tour and hire companies)", () => {
    expect(routeSites).toHaveLength(22);
  });

  it("has unique names and URLs", () => {
    expectUnique(routeSites.map((site) => site.name));
    expectUnique(routeSites.map((site) => site.url));
  });

  it.each(routeSites.map((site) => [site.name, site] as const))("%s has a valid URL and description", (_name, site) => {
    expectHttpUrl(site.url);
    expectGoodDescription(site.description);
  });

  it("shop and workshop names do not clash on the /rafmagnshjol page", () => {
    expectUnique([...shops.map((shop) => shop.name), ...workshops.map((workshop) => workshop.name)]);
  });
});
