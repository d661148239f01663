import fastifyHelmet from "@fastify/helmet";
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
 */
export async function registerSecurityHeaders(app: FastifyInstance, { mapTileUrl, gaMeasurementId }: SecurityHeaderOptions): Promise<void> {
  // The tile URL is a template ({s}.tile… or tile…/{z}/{x}/{y}.png): allow its host, with any subdomain letter.
  const tileHost = new URL(mapTileUrl.replace(/\{s\}/g, "a").replace(/\{[a-z]+\}/g, "0"));
  const tileSource = mapTileUrl.includes("{s}") ? `${tileHost.protocol}//*.${tileHost.host.split(".").slice(1).join(".")}` : tileHost.origin;
  const analytics = gaMeasurementId ? ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"] : [];

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics.slice(0, 1)],
        // Leaflet and React set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", tileSource, ...analytics],
        connectSrc: ["'self'", ...analytics],
        frameSrc: ["https://www.facebook.com"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The Facebook embed and map tiles are cross-origin resources that do not opt in to COEP.
    crossOriginEmbedderPolicy: false,
    // Referrers tell other sites only our origin, never the page's path or query.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // HSTS only matters over HTTPS; the reverse proxy that terminates TLS is the right place to set it.
    strictTransportSecurity: false,
  });
  // Browser features no page of the site uses are switched off, for our pages and any frame in them.
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
  });
}

export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()";
