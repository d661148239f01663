import { describe, expect, it } from "vitest";
import {
  builtPageHeaders,
  FALLBACK_CONTENT_SECURITY_POLICY,
  formatSavedAt,
  isHtmlCopy,
  isKeepable,
  offlinePageFor,
  requestKind,
  withoutScripts,
  withStaleNote,
} from "./worker-policy.ts";

const origin = "https://rafhjol.is";
const kind = (path: string, { method = "GET", mode = "cors" }: { method?: string; mode?: string } = {}) =>
  requestKind({ url: new URL(path, origin), method, mode, origin });

describe("what the service worker handles", () => {
  it("the public pages in both languages, the public data and the build's files", () => {
    expect(kind("/routes/12", { mode: "navigate" })).toBe("page");
    expect(kind("/en/routes/12", { mode: "navigate" })).toBe("page");
    expect(kind("/vistad", { mode: "navigate" })).toBe("page");
    expect(kind("/backend/get_routes.php")).toBe("data");
    expect(kind("/backend/get_events.php")).toBe("data");
    expect(kind("/api/routes/12")).toBe("data");
    expect(kind("/api/routes/12/track.gpx")).toBe("data");
    expect(kind("/api/english/routes")).toBe("data");
    expect(kind("/assets/main-abc123.js")).toBe("asset");
  });

  it("never the admin area, sign-in, a write, a GET with an admin's query, or other paths", () => {
    expect(kind("/admin", { mode: "navigate" })).toBeNull();
    expect(kind("/admin/", { mode: "navigate" })).toBeNull();
    expect(kind("/en/admin", { mode: "navigate" })).toBeNull();
    expect(kind("/api/auth/session")).toBeNull();
    expect(kind("/api/auth/login", { method: "POST" })).toBeNull();
    expect(kind("/backend/add_route.php", { method: "POST" })).toBeNull();
    expect(kind("/api/routes/12/track", { method: "PUT" })).toBeNull();
    expect(kind("/api/routes/12/track", { method: "DELETE" })).toBeNull();
    expect(kind("/api/routes/12", { method: "POST" })).toBeNull();
    expect(kind("/routes/12", { method: "POST", mode: "navigate" })).toBeNull();
    expect(kind("/backend/delete_route.php?id=3")).toBeNull();
    expect(kind("/backend/get_routes.php?x=1")).toBeNull();
    expect(kind("/api/analytics/pageview", { method: "POST" })).toBeNull();
    expect(kind("/api/tracks/preview", { method: "POST" })).toBeNull();
    expect(kind("/api/routes/12/track")).toBeNull();
    expect(kind("/api/whatever", { mode: "navigate" })).toBeNull();
    expect(kind("/sitemap.xml")).toBeNull();
  });

  it("map tiles on another host, and nothing else of another site", () => {
    expect(kind("https://tile.example.org/12/1815/1105.png")).toBe("tile");
    expect(kind("https://a.tile.example.org/12/1815/1105@2x.png")).toBe("tile");
    expect(kind("https://www.googletagmanager.com/gtag/js?id=G-1")).toBeNull();
    expect(kind("https://tile.example.org/12/1815/1105.png", { method: "POST" })).toBeNull();
  });
});

describe("what it keeps", () => {
  const answer = (status: number, headers: Record<string, string> = {}, type: ResponseType = "basic") => ({ status, type, headers: new Headers(headers) });
  it("a whole 200 from the site", () => {
    expect(isKeepable(answer(200, { "cache-control": "no-cache" }))).toBe(true);
    expect(isKeepable(answer(200))).toBe(true);
  });
  it("never an error, a partial or opaque answer, one marked no-store or private, or one that sets a cookie", () => {
    expect(isKeepable(answer(404))).toBe(false);
    expect(isKeepable(answer(500))).toBe(false);
    expect(isKeepable(answer(206))).toBe(false);
    expect(isKeepable(answer(200, {}, "opaque"))).toBe(false);
    expect(isKeepable(answer(200, { "cache-control": "no-store" }))).toBe(false);
    expect(isKeepable(answer(200, { "cache-control": "private, max-age=60" }))).toBe(false);
    expect(isKeepable(answer(200, { "cache-control": "max-age=0, No-Store" }))).toBe(false);
    expect(isKeepable(answer(200, { "set-cookie": "session=1" }))).toBe(false);
  });
});

describe("pages it answers from its copy", () => {
  it("say they are a copy, and from when, in the page's language, outside the app's root", () => {
    const html = '<html><body class="x"><div id="root"><h1>Leið</h1></div></body></html>';
    const savedAt = new Date(2026, 10, 26, 6, 5);
    const icelandic = withStaleNote(html, "/routes/3", savedAt);
    expect(icelandic).toContain("Án nets: þetta er afrit sem var vistað 26.11.2026 kl. 06:05.");
    expect(icelandic.indexOf("stale-copy")).toBeLessThan(icelandic.indexOf('id="root"'));
    expect(icelandic).toContain('<div id="root"><h1>Leið</h1></div>');
    expect(withStaleNote(html, "/en/routes/3", savedAt)).toContain("Offline: this is a copy saved on 26/11/2026 06:05.");
    expect(formatSavedAt(new Date(2026, 0, 2, 13, 9), "is")).toBe("2.1.2026 kl. 13:09");
  });

  it("the offline page in the path's language, kept without its scripts", () => {
    expect(offlinePageFor("/events")).toBe("/an-nets");
    expect(offlinePageFor("/en/events")).toBe("/en/an-nets");
    const html =
      '<head><link rel="modulepreload" crossorigin href="/assets/a.js"><script type="module" crossorigin src="/assets/boot.js"></script></head><body><div id="root"><a href="/vistad">Vistaðar</a></div><script type="application/json" id="page-data">{}</script></body>';
    expect(withoutScripts(html)).toBe('<head></head><body><div id="root"><a href="/vistad">Vistaðar</a></div></body>');
  });
});

describe("answers it builds", () => {
  const kept = (headers: Record<string, string>) => ({ headers: new Headers(headers) });

  it("show a kept copy as a page only if it was one", () => {
    expect(isHtmlCopy(kept({ "content-type": "text/html; charset=utf-8" }))).toBe(true);
    expect(isHtmlCopy(kept({ "content-type": "text/calendar; charset=utf-8" }))).toBe(false);
    expect(isHtmlCopy(kept({ "content-type": "application/json" }))).toBe(false);
    expect(isHtmlCopy(kept({ "content-type": "text/html-sandboxed" }))).toBe(false);
    expect(isHtmlCopy(kept({}))).toBe(false);
  });

  it("carry the site's Content Security Policy: the kept answer's, or a strict one", () => {
    const policy = "default-src 'self';img-src 'self' https://tiles.example";
    expect(builtPageHeaders(kept({ "content-security-policy": policy }))).toEqual({
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": policy,
      "x-content-type-options": "nosniff",
    });
    const fallback = builtPageHeaders(kept({}))["content-security-policy"];
    expect(fallback).toBe(FALLBACK_CONTENT_SECURITY_POLICY);
    expect(fallback).toContain("script-src 'self'");
    expect(fallback).toContain("object-src 'none'");
  });
});
