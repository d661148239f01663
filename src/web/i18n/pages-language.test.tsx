import { beforeAll, describe, expect, it } from "vitest";
import type { Route } from "../../shared/route.ts";
import { englishSitePaths, type Lang, pathInLang, sitePaths } from "../../shared/site-paths.ts";
import { preparePages, renderPage } from "../entry-server.tsx";
import { en } from "./catalogues/en.ts";
import { is, type MessageKey } from "./catalogues/is.ts";

const route: Route = {
  id: 4,
  name: "Prufuleið",
  region: "Suðurland",
  description: "Leið til prófunar.",
  distance: 22.5,
  latitude: 64.1,
  longitude: -21.2,
  link: "https://example.is/leid",
  videolink: "https://video.example/leid",
};

const readAttributes = ["aria-label", "title", "alt", "placeholder", "aria-valuetext"];

/**
 * What a visitor reads or hears of a page's HTML in the page's language: each element's own text and the
 * attributes read out or shown, one piece each. Parts marked with another language (lang="is" on an English
 * page, the language switch) are that language's by right and left out.
 */
function readablePieces(html: string, lang: Lang): string[] {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const pieces: string[] = [];
  const visit = (element: Element) => {
    const marked = element.getAttribute("lang");
    if (marked && marked !== lang) return;
    for (const name of readAttributes) {
      const value = element.getAttribute(name);
      if (value) pieces.push(value.trim());
    }
    const ownText = [...element.childNodes]
      .filter((node) => node.nodeType === node.TEXT_NODE)
      .map((node) => node.textContent ?? "")
      .join("")
      .trim();
    if (ownText) pieces.push(ownText);
    for (const child of element.children) visit(child);
  };
  visit(document.body);
  return pieces;
}

const readable = (html: string, lang: Lang = "en") => readablePieces(html, lang).join("\n");

/** A message shows on the page when a piece of text is the message, or holds it whole when it is a sentence. */
const shows = (pieces: readonly string[], message: string) =>
  pieces.some((piece) => piece === message.trim() || (message.length >= 25 && piece.includes(message.trim())));

/** The other language's messages that this language does not share (a text both languages use, like "OK", proves nothing). */
function foreignMessages(lang: Lang): string[] {
  const [own, other] = lang === "en" ? [en, is] : [is, en];
  const ownTexts = new Set(Object.values(own));
  return (Object.keys(other) as MessageKey[]).map((key) => other[key]).filter((text) => !ownTexts.has(text) && text.length >= 4 && !/[{}]/.test(text));
}

const pagesOf = (lang: Lang) => [
  ...(lang === "en" ? englishSitePaths : sitePaths).map((path) => pathInLang(path, lang)),
  pathInLang("/routes/4", lang),
  pathInLang("/no-such-page", lang),
];

describe("each page's server HTML speaks its own language only", () => {
  beforeAll(preparePages);

  it.each(["en", "is"] as const)("shows no message of the other catalogue on the %s pages", (lang) => {
    const foreign = foreignMessages(lang);
    expect(foreign.length).toBeGreaterThan(50);
    for (const path of pagesOf(lang)) {
      const pieces = readablePieces(renderPage(path, {}, { heroIndex: 0, route }), lang);
      const found = foreign.filter((message) => shows(pieces, message));
      expect(found, path).toEqual([]);
    }
  });

  it("shows the English page's own texts", () => {
    const text = readable(renderPage("/en/routes", {}, { heroIndex: 0 }));
    expect(text).toContain("Bike routes");
    expect(renderPage("/routes", {}, { heroIndex: 0 })).toContain(">English</a>");
    expect(renderPage("/en/routes", {}, { heroIndex: 0 })).toContain(">Íslenska</a>");
    expect(readable(renderPage("/en/routes/4", {}, { heroIndex: 0, route }))).toContain("22.5 km");
    expect(readable(renderPage("/routes/4", {}, { heroIndex: 0, route }), "is")).toContain("22,5 km");
  });

  it("links the switch to the same page in the other language, query kept", () => {
    const switchOf = (url: string) => {
      const document = new DOMParser().parseFromString(renderPage(url, {}, { heroIndex: 0, route }), "text/html");
      const link = document.querySelector('[data-testid="language-switch"]');
      return [link?.getAttribute("href"), link?.getAttribute("hreflang"), link?.getAttribute("lang"), link?.textContent];
    };
    expect(switchOf("/routes?search=kj%C3%B6l")).toEqual(["/en/routes?search=kj%C3%B6l", "en", "en", "English"]);
    expect(switchOf("/en/routes/4")).toEqual(["/routes/4", "is", "is", "Íslenska"]);
    expect(switchOf("/en")).toEqual(["/", "is", "is", "Íslenska"]);
    expect(switchOf("/")).toEqual(["/en", "en", "en", "English"]);
  });

  it("shows no language switch on /admin, which has no English twin", () => {
    const document = new DOMParser().parseFromString(renderPage("/admin", {}, { heroIndex: 0 }), "text/html");
    expect(document.querySelector("h1")).not.toBeNull();
    expect(document.querySelector('[data-testid="language-switch"]')).toBeNull();
    expect(document.querySelector('a[href^="/en"]')).toBeNull();
  });

  it("says on English pages which links open a page only in Icelandic, and lists bike tours and bike hire", () => {
    const parse = (url: string) => new DOMParser().parseFromString(renderPage(url, {}, { heroIndex: 0 }), "text/html");
    const english = parse("/en/hjolaleidir");
    const linkTo = (href: string) => english.querySelector(`a[href="${href}"]`);
    expect(linkTo("https://fjallahjolaklubburinn.is")?.textContent).toContain("(in Icelandic)");
    expect(linkTo("https://fjallahjolaklubburinn.is")?.getAttribute("hreflang")).toBe("is");
    expect(linkTo("https://cyclingiceland.is")?.textContent).not.toContain("Icelandic");
    const headings = [...english.querySelectorAll("h2, h3")].map((heading) => heading.textContent);
    expect(headings).toEqual(expect.arrayContaining(["Bike tours and bike hire", "Reykjavik Bike Tours", "Hike & Bike"]));
    const icelandic = parse("/hjolaleidir");
    expect(icelandic.body.textContent).not.toContain("(á íslensku)");
    expect([...icelandic.querySelectorAll("h2")].map((heading) => heading.textContent)).toContain("Hjólaferðir og hjólaleiga");
  });

  it("gives the English pages English links within the site", () => {
    const document = new DOMParser().parseFromString(renderPage("/en/tjalda", {}, { heroIndex: 0 }), "text/html");
    const internal = [...document.querySelectorAll("a[href^='/']")].map((link) => link.getAttribute("href") ?? "");
    expect(internal.length).toBeGreaterThan(5);
    expect(internal.filter((href) => href !== "/tjalda" && !href.startsWith("/en"))).toEqual([]);
  });
});
