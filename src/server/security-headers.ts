import type { FastifyInstance } from "fastify";

export interface SecurityHeaderOptions {
  mapTileUrl: string;
  gaMeasurementId: string | undefined;
}

/**
 * Security headers on every answer, with a Content Security Policy that lists
 * exactly the outside hosts the site uses: the map tile server, Facebook's
 * embed on /tjalda, and Google Analytics only when it is configured. Anything
 * else a page tried to load or run (an injected script, a stray iframe) is
 * refused by the browser.
 *
 * These are the headers @fastify/helmet 13 sent with our options, and
 * security-headers.test.ts pins them byte for byte. They do not depend on the
 * request, so they are built once here: helmet rebuilt and re-validated the
 * policy on every request, about a tenth of the list API's time
 * (docs/decisions/016-list-api-per-request-work.md).
 */
export function securityHeaders({ mapTileUrl, gaMeasurementId }: SecurityHeaderOptions): [name: string, value: string][] {
  // The tile URL is a template ({s}.tile… or tile…/{z}/{x}/{y}.png): allow its host, with any subdomain letter.
  const tileHost = new URL(mapTileUrl.replace(/\{s\}/g, "a").replace(/\{[a-z]+\}/g, "0"));
  const tileSource = mapTileUrl.includes("{s}") ? `${tileHost.protocol}//*.${tileHost.host.split(".").slice(1).join(".")}` : tileHost.origin;
  const analytics = gaMeasurementId ? ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"] : [];

  const policy: [directive: string, sources: string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...analytics.slice(0, 1)]],
    // Leaflet and React set inline style attributes.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // blob: the admin's previews of photos about to be uploaded (URL.createObjectURL); same-origin by construction.
    ["img-src", ["'self'", "data:", "blob:", tileSource, ...analytics]],
    // The tile server too: a route saved for offline use fetches its tiles ahead, and the service worker fetches
    // the ones it has not saved (docs/decisions/037, 038).
    ["connect-src", ["'self'", tileSource, ...analytics]],
    ["frame-src", ["https://www.facebook.com"]],
    ["font-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  for (const [directive, sources] of policy) {
    // A ; or , in a source would end the directive (or the policy) early: refuse it at start, as helmet did.
    if (sources.some((source) => /[;,\s]/.test(source) || source === "")) throw new Error(`Invalid ${directive} source in ${JSON.stringify(sources)}`);
  }

  return [
    ["content-security-policy", policy.map(([directive, sources]) => `${directive} ${sources.join(" ")}`).join(";")],
    // No cross-origin-embedder-policy: the Facebook embed and map tiles are cross-origin resources that do not opt in to COEP.
    ["cross-origin-opener-policy", "same-origin"],
    ["cross-origin-resource-policy", "same-origin"],
    ["origin-agent-cluster", "?1"],
    // Referrers tell other sites only our origin, never the page's path or query.
    ["referrer-policy", "strict-origin-when-cross-origin"],
    // No strict-transport-security: HSTS only matters over HTTPS; the reverse proxy that terminates TLS sets it.
    ["x-content-type-options", "nosniff"],
    ["x-dns-prefetch-control", "off"],
    ["x-download-options", "noopen"],
    // The same as frame-ancestors 'none', for browsers that know only this header: no page may frame ours.
    ["x-frame-options", "DENY"],
    ["x-permitted-cross-domain-policies", "none"],
    // "0": the old XSS auditors did more harm than good; the CSP does the job.
    ["x-xss-protection", "0"],
    // Browser features no page of the site uses are switched off, for our pages and any frame in them; geolocation is our pages' own.
    ["permissions-policy", PERMISSIONS_POLICY],
  ];
}

/**
 * Sets the headers on every answer (pages, API, assets, errors, 404s), from an
 * onRequest hook as helmet did, on the raw response: a route that sets one of
 * them itself (reply.header) still wins for its own answer.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const headers = securityHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    const response = reply.raw;
    for (const [name, value] of headers) response.setHeader(name, value);
    done();
  });
}

/**
 * Geolocation is allowed for the site's own pages and nothing else (no frame, no other origin): a route's page
 * asks for the position when the rider presses "Hvar er ég?" (docs/decisions/039).
 */
export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), display-capture=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()";
