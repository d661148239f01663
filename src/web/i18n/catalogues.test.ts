import { describe, expect, it } from "vitest";
import { formatNumber } from "../lib/icelandic-number.ts";
import { en } from "./catalogues/en.ts";
import { messages as compiledEn } from "./catalogues/en-lingui.ts";
import { is } from "./catalogues/is.ts";
import { messages as compiledIs } from "./catalogues/is-lingui.ts";
import { pageLanguage } from "./i18n.tsx";

describe("the message catalogues", () => {
  it("have the same keys in both languages", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(is).sort());
  });

  it("have no empty message", () => {
    for (const catalogue of [is, en]) for (const [key, message] of Object.entries(catalogue)) expect(message.trim(), key).not.toBe("");
  });

  it("use the same placeholders in both languages", () => {
    const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]).sort();
    for (const key of Object.keys(is) as (keyof typeof is)[]) expect(placeholders(en[key]), key).toEqual(placeholders(is[key]));
  });

  it("are compiled with every key", () => {
    expect(Object.keys(compiledIs).sort()).toEqual(Object.keys(is).sort());
    expect(Object.keys(compiledEn).sort()).toEqual(Object.keys(en).sort());
  });

  it("follow each language's plural rules", () => {
    const icelandic = pageLanguage("is", { n: [["count", "plural", { one: [["n"], " leið"], other: [["n"], " leiðir"] }]] });
    expect(icelandic.t("n" as never, { count: 21, n: "21" })).toBe("21 leið");
    expect(icelandic.t("n" as never, { count: 11, n: "11" })).toBe("11 leiðir");
    expect(icelandic.t("n" as never, { count: 1, n: "1" })).toBe("1 leið");
    expect(icelandic.t("n" as never, { count: 2, n: "2" })).toBe("2 leiðir");
    const english = pageLanguage("en", { n: [["count", "plural", { one: [["n"], " route"], other: [["n"], " routes"] }]] });
    expect(english.t("n" as never, { count: 21, n: "21" })).toBe("21 routes");
    expect(english.t("n" as never, { count: 1, n: "1" })).toBe("1 route");
  });

  it.each([
    [0, "0 leiðir", "0 routes"],
    [1, "1 leið", "1 route"],
    [2, "2 leiðir", "2 routes"],
    [11, "11 leiðir", "11 routes"],
    [21, "21 leið", "21 routes"],
    [101, "101 leið", "101 routes"],
    [111, "111 leiðir", "111 routes"],
    [1001, "1.001 leið", "1,001 routes"],
    [10000, "10.000 leiðir", "10,000 routes"],
  ])("count %i routes as %s and %s (the /routes search's count)", (count, icelandic, english) => {
    expect(pageLanguage("is", compiledIs).t("routes.count", { count, n: formatNumber(count, 0, "is") })).toBe(icelandic);
    expect(pageLanguage("en", compiledEn).t("routes.count", { count, n: formatNumber(count, 0, "en") })).toBe(english);
  });
});
