import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { routePagePath, routePagePattern, sitePaths, unlistedSitePaths } from "../shared/site-paths.ts";
import { escapeHtml, routePageHtml, SHARE_IMAGE_PATH } from "./route-page-head.ts";
import type { SiteStore } from "./store/site-store.ts";

export interface WebOptions {
  /** Folder with Vite's build output (index.html and assets/). */
  webRoot: string;
  /** Values the browser reads from <meta> tags in index.html. */
  publicConfig: Record<string, string>;
  /** For the route pages' head and the sitemap. */
  store: Pick<SiteStore, "getRoute" | "listRoutes">;
  /** The site's public origin (SITE_URL) for canonical and Open Graph URLs; unset: the request's own. */
  siteUrl?: string | undefined;
}

/** The share image, drawn once by scripts/generate-share-image.ts and committed. */
const shareImageFile = new URL("./static/og-image.png", import.meta.url);

/**
 * Serves the built web app. Hashed files under /assets/ never change, so they
 * are cached for a year as immutable, and the .br/.gz files written at build
 * time are sent to browsers that accept them. index.html is revalidated on
 * every visit (no-cache plus an ETag) so a deploy reaches visitors at once.
 */
export const webRoutes: FastifyPluginAsync<WebOptions> = async (app, { webRoot, publicConfig, store, siteUrl }) => {
  const indexFile = join(webRoot, "index.html");
  try {
    await stat(indexFile);
  } catch {
    throw new Error(`The web app is not built (${indexFile} is missing): run \`npm run build\` first.`);
  }
  const indexHtml = injectPublicConfig(await readFile(indexFile, "utf8"), publicConfig);

  await app.register(fastifyStatic, {
    root: join(webRoot, "assets"),
    prefix: "/assets/",
    preCompressed: true,
    immutable: true,
    maxAge: "365d",
    index: false,
    wildcard: true,
  });

  for (const path of sitePaths) {
    app.get(path, async (_request, reply) => reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(indexHtml));
  }

  const origin = (request: FastifyRequest) => siteUrl ?? `${request.protocol}://${request.host}`;
  const sendNotFoundPage = (reply: FastifyReply) => reply.code(404).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(indexHtml);

  // A route's own page: the app, with the route's title and link-preview tags in the head.
  app.get(routePagePattern, async (request, reply) => {
    const { id } = request.params as { id: string };
    const route = /^[1-9]\d{0,9}$/.test(id) ? await store.getRoute(Number(id)) : undefined;
    if (!route) return sendNotFoundPage(reply);
    return reply
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(routePageHtml(indexHtml, route, origin(request)));
  });

  app.get("/sitemap.xml", async (request, reply) => {
    const base = origin(request);
    const paths = [...sitePaths.filter((path) => !unlistedSitePaths.includes(path)), ...(await store.listRoutes()).map((route) => routePagePath(route.id))];
    const urls = paths.map((path) => `<url><loc>${escapeHtml(`${base}${path}`)}</loc></url>`).join("\n");
    return reply
      .header("cache-control", "no-cache")
      .type("application/xml; charset=utf-8")
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  });

  app.get("/robots.txt", async (request, reply) => {
    const disallowed = [...unlistedSitePaths, "/api/", "/backend/"].map((path) => `Disallow: ${path}`).join("\n");
    return reply
      .header("cache-control", "no-cache")
      .type("text/plain; charset=utf-8")
      .send(`User-agent: *\n${disallowed}\n\nSitemap: ${origin(request)}/sitemap.xml\n`);
  });

  const shareImage = await readFile(shareImageFile);
  app.get(SHARE_IMAGE_PATH, async (_request, reply) => reply.header("cache-control", "public, max-age=86400").type("image/png").send(shareImage));

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (path.startsWith("/backend/") || path.startsWith("/api/") || path.startsWith("/assets/") || request.method !== "GET") {
      return reply.code(404).send({ message: "Not found" });
    }
    // The app's own not-found page, in Icelandic, with the site's chrome around it.
    return sendNotFoundPage(reply);
  });
};

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** Adds <meta name="…" content="…"> tags before </head>; the web app reads them at start (src/web/config.ts). */
export function injectPublicConfig(html: string, publicConfig: Record<string, string>): string {
  const tags = Object.entries(publicConfig)
    .map(([name, content]) => `<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}">`)
    .join("");
  return html.replace("</head>", `${tags}</head>`);
}
