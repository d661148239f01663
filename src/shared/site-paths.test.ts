import { describe, expect, it } from "vitest";
import { hasTwin, langOfPath, MAX_ROW_ID, parseRowId, pathInLang, pathWithoutLang, twinUrl } from "./site-paths.ts";

describe("the two languages' paths", () => {
  it("tells English paths by /en", () => {
    expect(langOfPath("/en")).toBe("en");
    expect(langOfPath("/en/routes/3")).toBe("en");
    expect(langOfPath("/")).toBe("is");
    expect(langOfPath("/routes")).toBe("is");
    expect(langOfPath("/enda")).toBe("is");
  });

  it("moves a path between the languages", () => {
    expect(pathWithoutLang("/en")).toBe("/");
    expect(pathWithoutLang("/en/tjalda")).toBe("/tjalda");
    expect(pathInLang("/", "en")).toBe("/en");
    expect(pathInLang("/routes", "en")).toBe("/en/routes");
    expect(pathInLang("/routes", "is")).toBe("/routes");
  });

  it("finds each page's twin with its query kept", () => {
    expect(twinUrl("/")).toBe("/en");
    expect(twinUrl("/en")).toBe("/");
    expect(twinUrl("/routes?search=kj%C3%B6l")).toBe("/en/routes?search=kj%C3%B6l");
    expect(twinUrl("/en/routes?routeId=4")).toBe("/routes?routeId=4");
    expect(twinUrl("/en/routes/12")).toBe("/routes/12");
  });

  it("never links off the site from a path that starts with several slashes or a backslash", () => {
    expect(twinUrl("/en//evil.example/login")).toBe("/evil.example/login");
    expect(twinUrl("/en/\\evil.example/login")).toBe("/evil.example/login");
    expect(twinUrl("/en/\\/\\evil.example?x=1")).toBe("/evil.example?x=1");
    expect(twinUrl("//evil.example")).toBe("/en/evil.example");
    expect(twinUrl("/\\evil.example")).toBe("/en/evil.example");
    expect(pathInLang("//evil.example", "is")).toBe("/evil.example");
  });
});

describe("hasTwin", () => {
  it("is true for the public pages in both languages and false for /admin, which is Icelandic only", () => {
    for (const path of ["/", "/routes", "/routes/4", "/en", "/en/routes", "/hjolaleidir", "/administrator"]) expect(hasTwin(path), path).toBe(true);
    for (const path of ["/admin", "/admin/", "/en/admin"]) expect(hasTwin(path), path).toBe(false);
  });
});

describe("parseRowId", () => {
  it.each([
    ["1", 1],
    ["12", 12],
    [String(MAX_ROW_ID), MAX_ROW_ID],
  ])("reads %s as %d", (text, id) => {
    expect(parseRowId(text)).toBe(id);
  });

  it.each(["0", "012", "-1", "1.5", "1e3", " 1", "", "abc", String(MAX_ROW_ID + 1), "99999999999"])("refuses %j", (text) => {
    expect(parseRowId(text)).toBeNull();
  });

  it("refuses a missing value", () => {
    expect(parseRowId(null)).toBeNull();
    expect(parseRowId(undefined)).toBeNull();
  });
});
