import { describe, expect, it } from "vitest";
import { messages as compiledEn } from "./catalogues/compiled/en.ts";
import { messages as compiledIs } from "./catalogues/compiled/is.ts";
import { en } from "./catalogues/en.ts";
import { is } from "./catalogues/is.ts";
import { pageLanguage } from "./i18n.tsx";

describe("the message catalogues", () => {
  it("have the same keys in both languages", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(is).sort());
  });

  it("have no empty message", () => {
    for (const catalogue of [is, en]) for (const [key, message] of Object.entries(catalogue)) expect(message.trim(), key).not.toBe("");
  });

  it("use the same placeholders in both languages", () => {
    const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
    for (const key of Object.keys(is) as (keyof typeof is)[]) expect(placeholders(en[key]), key).toEqual(placeholders(is[key]));
  });

  it("are compiled with every key (scripts/compile-catalogues.test.ts checks they are current)", () => {
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
});
