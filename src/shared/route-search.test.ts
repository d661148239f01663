import { describe, expect, it } from "vitest";
import { filterRoutes, normaliseSearch, routeMatches } from "./route-search.ts";

const route = { name: "Mývatnshringurinn", region: "Norðurland eystra", description: "Malbik og malarvegir kringum vatnið." };

describe("route search (SPEC section 5)", () => {
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

  it("shows everything for blank text", () => {
    expect(filterRoutes([route, { ...route, name: "Annar" }], "   ")).toHaveLength(2);
  });

  it("keeps the order it was given", () => {
    const routes = [
      { ...route, name: "B hringur" },
      { ...route, name: "A hringur" },
    ];
    expect(filterRoutes(routes, "hringur").map((r) => r.name)).toEqual(["B hringur", "A hringur"]);
  });
});
