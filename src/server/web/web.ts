import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Route } from "../../shared/route.ts";
import { routePagePath, routePagePattern, sitePaths, unlistedSitePaths } from "../../shared/site-paths.ts";
import type { SiteStore } from "../store/site-store.ts";
import { escapeHtml, routePageHtml, SHARE_IMAGE_PATH } from "./route-page-head.ts";

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
  const indexHtml = injectPublicConfig(await inlineStylesheets(await readFile(indexFile, "utf8"), webRoot), publicConfig);
  const pages = await loadPageRenderer(webRoot, indexHtml, publicConfig);

  // A page brings a dozen files from /assets/ with it: their request lines are debug lines. At the default
  // LOG_LEVEL (info) they are left out (Fastify writes them at info, so these routes log from warn up, as the
  // cached lists do); LOG_LEVEL=debug shows them. The static plugin shares its parent's context, so the level
  // is set on a context of its own around it.
  await app.register(
    async (assets) => {
      await assets.register(fastifyStatic, {
        root: join(webRoot, "assets"),
        prefix: "/assets/",
        preCompressed: true,
        immutable: true,
        maxAge: "365d",
        index: false,
        wildcard: true,
      });
    },
    app.log.level === "info" ? { logLevel: "warn" } : {},
  );

  for (const path of sitePaths) {
    app.get(path, async (request, reply) =>
      reply
        .header("cache-control", "no-cache")
        .type("text/html; charset=utf-8")
        .send(pages.html(request.url, { keep: true })),
    );
  }

  const origin = (request: FastifyRequest) => siteUrl ?? `${request.protocol}://${request.host}`;
  const sendNotFoundPage = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(pages.html(request.url));

  // A route's own page: the app, with the route's title and link-preview tags in the head.
  app.get(routePagePattern, async (request, reply) => {
    const { id } = request.params as { id: string };
    const route = /^[1-9]\d{0,9}$/.test(id) ? await store.getRoute(Number(id)) : undefined;
    if (!route) return sendNotFoundPage(request, reply);
    return reply
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(routePageHtml(pages.html(request.url, { route }), route, origin(request)));
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
    // The sign-in page stays open to crawlers (the SEO budget covers every page); it is only left out of the sitemap.
    const disallowed = ["/api/", "/backend/"].map((path) => `Disallow: ${path}`).join("\n");
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
    return sendNotFoundPage(request, reply);
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
  // A function, so that "$&", "$'" and the like in a value are text, not replacement patterns.
  return html.replace("</head>", () => `${tags}</head>`);
}

/** The server half of the web build (src/web/entry-server.tsx, built into dist/web/server/). */
interface PageRenderer {
  heroImages: readonly { url: string }[];
  preparePages(): Promise<void>;
  renderPage(url: string, meta: Readonly<Record<string, string>>, data: PageData): string;
  pageDataScript(data: PageData): string;
}

interface PageData {
  heroIndex?: number;
  route?: Route;
}

interface RenderOptions {
  /** A route's page: the route, for its heading and text. */
  route?: Route;
  /** One of the site's paths, whose renderings (one per hero image) are kept. */
  keep?: boolean;
}

/** Renderings kept at most: the 12 site paths times 15 hero images (180) fit. */
const MAX_CACHED_PAGES = 200;

/**
 * Each page's HTML with its content already in it: the hero image (picked at
 * random per visit), the heading and the text, so the
 * browser paints before any JavaScript runs (the app's code comes after that
 * paint: src/web/boot.ts). A site path without a query string is rendered once
 * per hero image and kept; a route's page, a query or a 404 is rendered per request.
 * Without the server build (a bare test web root) the app's empty shell is sent
 * and the browser renders everything.
 */
async function loadPageRenderer(webRoot: string, template: string, meta: Record<string, string>) {
  const entry = join(webRoot, "server", "entry-server.js");
  if (!existsSync(entry)) return { html: (_url: string, _options: RenderOptions = {}) => template };
  const renderer = (await import(pathToFileURL(entry).href)) as PageRenderer;
  await renderer.preparePages();
  const cache = new Map<string, string>();
  const html = (url: string, { route, keep = false }: RenderOptions = {}): string => {
    const pathname = url.split("?")[0] ?? "/";
    const heroIndex = Math.floor(Math.random() * renderer.heroImages.length);
    // Only the site's own paths are kept: a stranger's made-up paths and queries must not fill the memory.
    const cacheable = keep && route === undefined && !url.includes("?");
    const key = `${heroIndex} ${pathname}`;
    const cached = cacheable ? cache.get(key) : undefined;
    if (cached) return cached;
    const data: PageData = route ? { heroIndex, route } : { heroIndex };
    const body = renderer.renderPage(url, meta, data);
    const hero = renderer.heroImages[heroIndex]?.url;
    const head = hero ? `<link rel="preload" as="image" href="${escapeAttribute(hero)}" fetchpriority="high">` : "";
    const page = template
      .replace("</head>", () => `${head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${renderer.pageDataScript(data)}`);
    if (cacheable && cache.size < MAX_CACHED_PAGES) cache.set(key, page);
    return page;
  };
  return { html };
}

/**
 * The stylesheet goes inside the HTML: it is small (about 7 KB compressed), and a
 * separate file would hold back the first paint by a round trip on a phone.
 */
async function inlineStylesheets(html: string, webRoot: string): Promise<string> {
  let result = html;
  for (const [tag, file] of html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)) {
    if (!file) continue;
    const path = join(webRoot, file);
    if (!existsSync(path)) continue;
    const css = (await readFile(path, "utf8")).replaceAll("</style", "<\\/style");
    result = result.replace(tag, () => `<style>${css}</style>`);
  }
  return result;
}
