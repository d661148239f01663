import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerSecurityHeaders } from "./security-headers.ts";
import { createTestApp, type TestApp, WRITE_HEADERS } from "./test-support/test-app.ts";

/**
 * The exact security headers every answer carries, as @fastify/helmet 13 (helmet 8) set them with our
 * options. Written down literally so that building them once at start (docs/decisions/016) cannot change
 * a name or a value unnoticed: the CSP in particular must stay byte for byte the same.
 */
const expectedHeaders = {
  "content-security-policy":
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https://tiles.example;connect-src 'self' https://tiles.example;frame-src https://www.facebook.com;font-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
  // Everything off but the position, which only the site's own pages may ask for ("Hvar er ég?", docs/decisions/039).
  "permissions-policy":
    "accelerometer=(), camera=(), display-capture=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()",
};

/** Headers helmet leaves out on purpose (COEP, HSTS: see security-headers.ts) or removes. */
const absentHeaders = ["cross-origin-embedder-policy", "strict-transport-security", "x-powered-by"];

describe("security headers", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ sampleData: true });
  });
  afterAll(async () => test.close());

  const requests: { name: string; method?: "GET" | "POST" | "HEAD"; url: string; headers?: Record<string, string>; status: number }[] = [
    { name: "an HTML page", url: "/", status: 200 },
    { name: "a route's page", url: "/routes/1", status: 200 },
    { name: "the routes list", url: "/backend/get_routes.php", status: 200 },
    { name: "the routes list, brotli", url: "/backend/get_routes.php", headers: { "accept-encoding": "br" }, status: 200 },
    { name: "the routes list, revalidated", url: "/backend/get_routes.php", headers: { "if-none-match": "*" }, status: 200 },
    { name: "the events list", url: "/backend/get_events.php", status: 200 },
    { name: "a HEAD of the list", method: "HEAD", url: "/backend/get_routes.php", status: 200 },
    { name: "a static asset", url: "/assets/app-1234.js", status: 200 },
    { name: "a missing asset", url: "/assets/nothing.js", status: 404 },
    { name: "an unknown page", url: "/ekki-til", status: 404 },
    { name: "the sitemap", url: "/sitemap.xml", status: 200 },
    { name: "a signed-out session check", url: "/api/auth/session", status: 200 },
    { name: "a refused write", method: "POST", url: "/backend/add_route.php", headers: WRITE_HEADERS, status: 401 },
    { name: "a route's details", url: "/api/routes/1", status: 200 },
    { name: "a bad id", url: "/backend/delete_route.php?id=x", status: 403 },
  ];

  it.each(requests)("are the same on $name", async ({ method = "GET", url, headers, status }) => {
    const response = await test.app.inject({ method, url, ...(headers ? { headers } : {}) });
    expect(response.statusCode).toBe(status);
    for (const [name, value] of Object.entries(expectedHeaders)) expect(response.headers[name], name).toBe(value);
    for (const name of absentHeaders) expect(response.headers[name], name).toBeUndefined();
  });

  it("are the same on a 304 of the list", async () => {
    const first = await test.app.inject({ method: "GET", url: "/backend/get_routes.php" });
    const response = await test.app.inject({ method: "GET", url: "/backend/get_routes.php", headers: { "if-none-match": String(first.headers.etag) } });
    expect(response.statusCode).toBe(304);
    for (const [name, value] of Object.entries(expectedHeaders)) expect(response.headers[name], name).toBe(value);
  });

  it("list Google's hosts and subdomain tile hosts exactly when Google Analytics is configured", async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { mapTileUrl: "https://{s}.tile.example.org/{z}/{x}/{y}.png", gaMeasurementId: "G-TEST1234" });
    app.get("/", async () => "ok");
    const response = await app.inject({ url: "/" });
    expect(response.headers["content-security-policy"]).toBe(
      "default-src 'self';script-src 'self' https://www.googletagmanager.com;style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https://*.tile.example.org https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com;connect-src 'self' https://*.tile.example.org https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com;frame-src https://www.facebook.com;font-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
    expect(response.headers["x-frame-options"]).toBe("DENY");
    await app.close();
  });

  it("refuse at start a tile host that would end a directive early", async () => {
    const app = Fastify();
    await expect(registerSecurityHeaders(app, { mapTileUrl: "https://a;b.example/{z}/{x}/{y}.png", gaMeasurementId: undefined })).rejects.toThrow(/img-src/);
    await app.close();
  });

  it("let a route override one of them for its own answer", async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { mapTileUrl: "https://tiles.example/{z}/{x}/{y}.png", gaMeasurementId: undefined });
    app.get("/embed", async (_request, reply) => reply.header("cross-origin-resource-policy", "cross-origin").send("ok"));
    const response = await app.inject({ url: "/embed" });
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    await app.close();
  });
});
