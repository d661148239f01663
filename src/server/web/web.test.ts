import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sitePaths } from "../../shared/site-paths.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { injectPublicConfig } from "./web.ts";

describe("serving the web app", () => {
  let test: TestApp;
  beforeEach(async () => {
    test = await createTestApp();
  });
  afterEach(async () => test.close());

  it.each(sitePaths)("answers %s with the app, revalidated on every visit", async (path) => {
    const response = await test.app.inject({ method: "GET", url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toContain('<meta name="map-tile-url" content="https://tiles.example/{z}/{x}/{y}.png">');
  });

  it("keeps query strings working on app paths", async () => {
    const response = await test.app.inject({ method: "GET", url: "/routes?routeId=3&search=m%C3%BDvatn" });
    expect(response.statusCode).toBe(200);
  });

  it("answers an unknown page with the app (which shows the Icelandic not-found page) and status 404", async () => {
    const response = await test.app.inject({ method: "GET", url: "/ekki-til" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root">');
  });

  it("serves hashed assets as immutable for a year, pre-compressed when the browser accepts it", async () => {
    const { writeFile } = await import("node:fs/promises");
    const { join } = await import("node:path");
    const { brotliCompressSync } = await import("node:zlib");
    const { readFile } = await import("node:fs/promises");
    const file = join(test.directory, "web", "assets", "app-1234.js");
    await writeFile(`${file}.br`, brotliCompressSync(await readFile(file)));
    const response = await test.app.inject({ method: "GET", url: "/assets/app-1234.js", headers: { "accept-encoding": "br" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it("answers a missing asset with 404, not the app", async () => {
    const response = await test.app.inject({ method: "GET", url: "/assets/missing.js" });
    expect(response.statusCode).toBe(404);
  });
});

describe("injectPublicConfig", () => {
  it("escapes values so configuration cannot break out of the attribute", () => {
    const html = injectPublicConfig("<head></head>", { "map-tile-attribution": '"><script>alert(1)</script>' });
    expect(html).toBe('<head><meta name="map-tile-attribution" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"></head>');
  });

  it("keeps dollar signs as they are written (no replacement patterns)", () => {
    const html = injectPublicConfig("<head><title>t</title></head><body></body>", { "ad-text": "Verð $& $' $` $$ $1" });
    expect(html).toBe(`<head><title>t</title><meta name="ad-text" content="Verð $&amp; $' $\` $$ $1"></head><body></body>`);
  });
});

describe("security headers", () => {
  let test: TestApp;
  beforeEach(async () => {
    test = await createTestApp();
  });
  afterEach(async () => test.close());

  it("sends a Content Security Policy that allows only our own scripts, the tile server and the Facebook embed", async () => {
    const response = await test.app.inject({ method: "GET", url: "/tjalda" });
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("img-src 'self' data: blob: https://tiles.example");
    expect(policy).toContain("frame-src https://www.facebook.com");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("google");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("switches off browser features no page uses (Permissions-Policy) and allows the position to the site alone, on pages, API answers and errors", async () => {
    for (const url of ["/", "/backend/get_routes.php", "/ekki-til"]) {
      const policy = String((await test.app.inject({ method: "GET", url })).headers["permissions-policy"]);
      expect(policy, url).toContain("camera=()");
      expect(policy, url).toContain("geolocation=(self)");
      expect(policy.match(/geolocation=[^,]*/g), url).toEqual(["geolocation=(self)"]);
      expect(policy, url).toContain("microphone=()");
      expect(policy, url).toContain("payment=()");
    }
  });

  it("adds Google's hosts to the policy only when Google Analytics is configured", async () => {
    const { registerSecurityHeaders } = await import("../security-headers.ts");
    const Fastify = (await import("fastify")).default;
    const app = Fastify();
    await registerSecurityHeaders(app, { mapTileUrl: "https://{s}.tile.example.org/{z}/{x}/{y}.png", gaMeasurementId: "G-TEST1234" });
    app.get("/", async () => "ok");
    const policy = String((await app.inject({ url: "/" })).headers["content-security-policy"]);
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(policy).toContain("img-src 'self' data: blob: https://*.tile.example.org");
    await app.close();
  });
});
